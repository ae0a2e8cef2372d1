import { useSyncExternalStore } from 'react';
import { dismissToast, EMPTY_TOAST_STATE, toast, toastStore, type ToastRecord } from './store.ts';

// The server (and the hydrating browser) always starts with no toasts.
const getServerSnapshot = () => EMPTY_TOAST_STATE;

/** The current toasts, plus the functions to show and dismiss them. */
export interface UseToast {
  /** Newest first; dismissed toasts stay (closed) until their removal. */
  toasts: readonly ToastRecord[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
}

/**
 * Subscribes a component to the site's toast store. `subscribe` and `getSnapshot` are
 * stable functions, so React subscribes once, not again on every change.
 */
export function useToast(): UseToast {
  const { toasts } = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, getServerSnapshot);
  return { toasts, toast, dismiss: dismissToast };
}
