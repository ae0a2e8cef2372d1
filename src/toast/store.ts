// The toast store: plain TypeScript, no React. A pure reducer decides what the list of
// toasts looks like; the store around it holds the state, tells subscribers, and owns the
// only side effect, the timers that remove dismissed toasts.
//
// Its rules: a toast is added open, newest first, and toasts beyond the limit are dropped;
// dismissing closes it and schedules its removal; dismissing or removing without an id
// applies to every toast; ids come from a counter that wraps around.
//
// Origin: the reducer, its four actions, the limit of 1, the 1,000,000 ms removal delay and
// the wrapping id counter follow the use-toast hook of shadcn/ui (https://github.com/shadcn-ui/ui,
// MIT licence). Unlike that hook, the reducer here has no side effects: the removal timers
// live in the store and follow the state, and the store is React-free.

// ----- Constants ------------------------------------------------------------------

/** How many toasts are kept at once: 1, so a new one pushes the old one out. */
export const TOAST_LIMIT = 1;

/** How long a dismissed toast stays in state before it is removed: 1,000,000 ms (about 17 minutes). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

// ----- Types ----------------------------------------------------------------------

/** Default toasts are announced politely; destructive ones report an error at once. */
export type ToastVariant = 'default' | 'destructive';

/** A link the visitor may follow from a toast (plain data, so the store stays React-free). */
export interface ToastAction {
  /** The link text. */
  label: string;
  /** Where it leads, e.g. a mailto: URL. */
  href: string;
}

/** One notification, as the store holds it. */
export interface ToastRecord {
  /** A string from a counter that wraps around at Number.MAX_SAFE_INTEGER. */
  id: string;
  /** The headline, e.g. "Message Sent!". */
  title?: string;
  /** The sentence under the title. */
  description?: string;
  /** An optional link shown with the toast. */
  action?: ToastAction;
  /** False once dismissed: the toast is hidden and waits for its removal. */
  open: boolean;
  /** The look and the urgency of its announcement. */
  variant: ToastVariant;
}

/** What a caller may set when showing or updating a toast. */
export type ToastInput = Partial<Omit<ToastRecord, 'id' | 'open'>>;

/** The whole state: newest toast first. */
export interface ToastState {
  toasts: readonly ToastRecord[];
}

/** Everything that can happen to the toasts. Without a toastId, DISMISS and REMOVE apply to all. */
export type ToastStoreAction =
  | { type: 'ADD_TOAST'; toast: ToastRecord }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastRecord> & Pick<ToastRecord, 'id'> }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

// ----- Pure parts -----------------------------------------------------------------

/** The state before any toast: one shared object, also the server snapshot. */
export const EMPTY_TOAST_STATE: ToastState = Object.freeze({ toasts: Object.freeze([]) });

/** The counter's next value: wraps to 0 after Number.MAX_SAFE_INTEGER - 1, so it never loses precision. */
export function nextToastCount(count: number): number {
  return (count + 1) % Number.MAX_SAFE_INTEGER;
}

const matches = (toast: ToastRecord, toastId: string | undefined) => toastId === undefined || toast.id === toastId;

/** The reducer: the next state for an action, without side effects. */
export function toastReducer(state: ToastState, action: ToastStoreAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((toast) => (toast.id === action.toast.id ? { ...toast, ...action.toast } : toast)),
      };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((toast) => (matches(toast, action.toastId) ? { ...toast, open: false } : toast)),
      };
    case 'REMOVE_TOAST':
      return { toasts: state.toasts.filter((toast) => !matches(toast, action.toastId)) };
  }
}

// ----- The store ------------------------------------------------------------------

/** A toast store: its state, its subscribers and its removal timers. */
export interface ToastStore {
  /** Applies an action, keeps the removal timers in step, and notifies subscribers. */
  dispatch: (action: ToastStoreAction) => void;
  /** The current state (the same object until it changes). */
  getSnapshot: () => ToastState;
  /** Registers a listener; returns the function that unregisters it. */
  subscribe: (listener: () => void) => () => void;
  /** Shows a toast and returns handles to dismiss or change it. */
  toast: (input: ToastInput) => ToastHandle;
}

/** What `toast()` returns. */
export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (input: ToastInput) => void;
}

export interface ToastStoreOptions {
  /** The counter's starting value (the first id is the next one); tests use it to reach the wrap. */
  initialCount?: number;
}

/** Creates an independent store (the app uses one; tests make their own). */
export function createToastStore({ initialCount = 0 }: ToastStoreOptions = {}): ToastStore {
  let state = EMPTY_TOAST_STATE;
  let count = initialCount;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  // Timers follow the state: a closed toast has exactly one pending removal, and a toast
  // that is gone (removed, or pushed out by the limit) or open again has none. So
  // dismissing twice schedules one removal, and no timer outlives its toast.
  function syncRemovalTimers() {
    const closed = new Set(state.toasts.filter((toast) => !toast.open).map((toast) => toast.id));
    for (const [id, timer] of removalTimers) {
      if (!closed.has(id)) {
        clearTimeout(timer);
        removalTimers.delete(id);
      }
    }
    for (const id of closed) {
      if (!removalTimers.has(id)) {
        removalTimers.set(
          id,
          setTimeout(() => {
            removalTimers.delete(id);
            dispatch({ type: 'REMOVE_TOAST', toastId: id });
          }, TOAST_REMOVE_DELAY_MS),
        );
      }
    }
  }

  function dispatch(action: ToastStoreAction) {
    state = toastReducer(state, action);
    syncRemovalTimers();
    for (const listener of listeners) listener();
  }

  function toast(input: ToastInput): ToastHandle {
    count = nextToastCount(count);
    const id = String(count);
    dispatch({ type: 'ADD_TOAST', toast: { variant: 'default', ...input, id, open: true } });
    return {
      id,
      dismiss: () => dispatch({ type: 'DISMISS_TOAST', toastId: id }),
      update: (changes) => dispatch({ type: 'UPDATE_TOAST', toast: { ...changes, id } }),
    };
  }

  return {
    dispatch,
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toast,
  };
}

// ----- The app's store ------------------------------------------------------------

/** The one store the site shares: components show toasts through it, the Toaster draws it. */
export const toastStore = createToastStore();

/** Shows a toast; returns `{ id, dismiss, update }`. */
export const toast = (input: ToastInput): ToastHandle => toastStore.toast(input);

/** Dismisses one toast, or every toast without an id. */
export const dismissToast = (toastId?: string): void => toastStore.dispatch({ type: 'DISMISS_TOAST', toastId });
