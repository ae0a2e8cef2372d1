import { useSyncExternalStore } from 'react';
import { Icon } from '../components/Icon/Icon.tsx';
import { dismissToast, toastStore, type ToastRecord } from './store.ts';
import * as styles from './Toaster.module.scss';

// The server (and the hydrating browser) always starts with no toasts.
const getServerSnapshot = () => undefined;

/** One toast. A closed one stays (inert, unannounced) only to fade out, then hides. */
function ToastCard({ toast, closeLabel }: { toast: ToastRecord; closeLabel: string }) {
  return (
    <div
      className={styles.toast}
      data-variant={toast.variant}
      data-state={toast.open ? 'open' : 'closed'}
      aria-hidden={toast.open ? undefined : true}
      inert={!toast.open}
    >
      <Icon name={toast.variant === 'destructive' ? 'alert' : 'checkCircle'} className={styles.icon} />
      <div className={styles.body}>
        {toast.title && <p className={styles.title}>{toast.title}</p>}
        {toast.description && <p className={styles.description}>{toast.description}</p>}
        {toast.action && (
          <a className={styles.action} href={toast.action.href}>
            {toast.action.label}
          </a>
        )}
      </div>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => dismissToast(toast.id)}>
        <Icon name="close" width={20} height={20} />
      </button>
    </div>
  );
}

/**
 * The notification area: draws the store's toasts; `closeLabel` names each close button, in
 * the page's language. Both live regions exist from the first paint (screen readers announce
 * changes only in regions already present): default toasts go into a polite role="status",
 * destructive ones into an assertive role="alert".
 */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  // `subscribe` and `getSnapshot` are stable functions, so React subscribes once.
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, getServerSnapshot);
  const region = (variant: ToastRecord['variant']) =>
    toast?.variant === variant && <ToastCard key={toast.id} toast={toast} closeLabel={closeLabel} />;
  return (
    <div className={styles.viewport}>
      <div role="status" className={styles.region}>
        {region('default')}
      </div>
      <div role="alert" className={styles.region}>
        {region('destructive')}
      </div>
    </div>
  );
}
