import { Icon } from '../components/Icon/Icon.tsx';
import type { ToastRecord } from './store.ts';

import { ToastViewport } from './ToastViewport.tsx';
import { useToast } from './use-toast.ts';
import styles from './Toaster.module.scss';

/** One toast. A closed one stays (inert, unannounced) only to fade out, then hides. */
function ToastCard({ toast, onClose, closeLabel }: { toast: ToastRecord; onClose: () => void; closeLabel: string }) {
  const state = toast.open ? 'open' : 'closed';
  return (
    <div
      className={styles.toast}
      data-variant={toast.variant}
      data-state={state}
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
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
        <Icon name="close" width={20} height={20} />
      </button>
    </div>
  );
}

/** Draws the store's toasts in the live regions of the notification area; `closeLabel` names each close button, in the page's language. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const { toasts, dismiss } = useToast();
  return (
    <ToastViewport>
      {(variant) =>
        toasts
          .filter((toast) => toast.variant === variant)
          .map((toast) => (
            <ToastCard key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} closeLabel={closeLabel} />
          ))
      }
    </ToastViewport>
  );
}
