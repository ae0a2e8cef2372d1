// The toast module's public edge: show toasts with `toast()`, draw them with <Toaster />.
export {
  createToastStore,
  dismissToast,
  toast,
  toastStore,
  TOAST_REMOVE_DELAY_MS,
  type ToastAction,
  type ToastHandle,
  type ToastInput,
  type ToastRecord,
  type ToastVariant,
} from './store.ts';
export { Toaster } from './Toaster.tsx';
