// The toast store: plain TypeScript, no React. It holds the toast on screen, if any, tells
// subscribers of every change, and owns the only side effect, the timer that removes a
// dismissed toast. The site shows one toast at a time (the specification's limit of 1), so the
// store has one slot: a new toast takes the place of the old one.
//
// Its rules: a toast is shown open; dismissing closes it and schedules its removal; dismissing
// or removing without an id applies to the toast on screen, whichever it is; ids come from a
// counter that wraps around.

/** How long a dismissed toast stays in state before it is removed: 1,000,000 ms (about 17 minutes). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** Default toasts are announced politely; destructive ones report an error at once. */
export type ToastVariant = 'default' | 'destructive';

/** A link the visitor may follow from a toast (plain data, so the store stays React-free). */
export interface ToastAction {
  label: string;
  href: string;
}

/** One notification, as the store holds it. */
export interface ToastRecord {
  /** A string from a counter that wraps around at Number.MAX_SAFE_INTEGER. */
  id: string;
  title?: string;
  description?: string;
  action?: ToastAction;
  /** False once dismissed: the toast is hidden and waits for its removal. */
  open: boolean;
  variant: ToastVariant;
}

/** What a caller may set when showing a toast. */
export type ToastInput = Partial<Omit<ToastRecord, 'id' | 'open'>>;

/** The counter's next value: wraps to 0 after Number.MAX_SAFE_INTEGER - 1, so it never loses precision. */
export function nextToastCount(count: number): number {
  return (count + 1) % Number.MAX_SAFE_INTEGER;
}

/** What `toast()` returns. */
export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

/** Creates an independent store (the app uses one; tests make their own, `initialCount` reaches the wrap). */
export function createToastStore({ initialCount = 0 } = {}) {
  let current: ToastRecord | undefined;
  let count = initialCount;
  let removal: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  function set(next: ToastRecord | undefined) {
    // Only a closed toast has a pending removal; whatever replaces it cancels that.
    clearTimeout(removal);
    current = next;
    if (next && !next.open) removal = setTimeout(() => set(undefined), TOAST_REMOVE_DELAY_MS);
    for (const listener of listeners) listener();
  }
  const isCurrent = (toastId?: string) => current && (toastId === undefined || current.id === toastId);

  /** Dismisses the toast with this id, or the one on screen without an id; a second dismissal changes nothing. */
  function dismiss(toastId?: string) {
    if (isCurrent(toastId) && current!.open) set({ ...current!, open: false });
  }

  return {
    /** The toast on screen, if any (the same object until it changes). */
    getSnapshot: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Shows a toast in place of any other; returns handles to dismiss it. */
    toast(input: ToastInput): ToastHandle {
      count = nextToastCount(count);
      const id = String(count);
      set({ variant: 'default', ...input, id, open: true });
      return { id, dismiss: () => dismiss(id) };
    },
    dismiss,
    /** Removes the toast with this id, or the one on screen without an id, and its pending removal. */
    remove(toastId?: string) {
      if (isCurrent(toastId)) set(undefined);
    },
  };
}

/** The one store the site shares: components show toasts through it, the Toaster draws it. */
export const toastStore = createToastStore();

/** Shows a toast; returns `{ id, dismiss }`. */
export const toast = (input: ToastInput): ToastHandle => toastStore.toast(input);

/** Dismisses one toast, or the one on screen without an id. */
export const dismissToast = (toastId?: string): void => toastStore.dismiss(toastId);
