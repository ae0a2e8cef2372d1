import { notificationTexts } from '../content/notifications.ts';
import { Icon } from '../components/Icon/Icon.tsx';
import type { ToastRecord } from './store.ts';
import { useToast } from './use-toast.ts';
import styles from './Toaster.module.scss';

/** One toast. A closed one stays (inert, unannounced) only to fade out, then hides. */
function ToastCard({ toast, onClose }: { toast: ToastRecord; onClose: () => void }) {
  const state = toast.open ? 'open' : 'closed';
  return (
    <div
      className={styles.toast}
      data-variant={toast.variant}
      data-state={state}
      aria-hidden={toast.open ? undefined : true}
      inert={!toast.open}
    >
      <div className={styles.body}>
        {toast.title && <p className={styles.title}>{toast.title}</p>}
        {toast.description && <p className={styles.description}>{toast.description}</p>}
        {toast.action && (
          <a className={styles.action} href={toast.action.href}>
            {toast.action.label}
          </a>
        )}
      </div>
      <button type="button" className={styles.close} aria-label={notificationTexts.closeLabel} onClick={onClose}>
        <Icon name="close" width={20} height={20} />
      </button>
    </div>
  );
}

/**
 * The notification area. Both live regions exist from the first paint (screen readers
 * announce changes only in regions already present): default toasts go into a polite
 * role="status", destructive ones into an assertive role="alert".
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const regions = [
    { role: 'status', variant: 'default' },
    { role: 'alert', variant: 'destructive' },
  ] as const;
  return (
    <div className={styles.viewport}>
      {regions.map(({ role, variant }) => (
        <div key={role} role={role} className={styles.region}>
          {toasts
            .filter((toast) => toast.variant === variant)
            .map((toast) => (
              <ToastCard key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
            ))}
        </div>
      ))}
    </div>
  );
}
