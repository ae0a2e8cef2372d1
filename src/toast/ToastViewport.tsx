import type { ReactNode } from 'react';
import type { ToastVariant } from './store.ts';
import styles from './Toaster.module.scss';

const REGIONS = [
  { role: 'status', variant: 'default' },
  { role: 'alert', variant: 'destructive' },
] as const;

/**
 * The notification area. Both live regions exist from the first paint (screen readers
 * announce changes only in regions already present): default toasts go into a polite
 * role="status", destructive ones into an assertive role="alert".
 */
export function ToastViewport({ children }: { children?: (variant: ToastVariant) => ReactNode }) {
  return (
    <div className={styles.viewport}>
      {REGIONS.map(({ role, variant }) => (
        <div key={role} role={role} className={styles.region}>
          {children?.(variant)}
        </div>
      ))}
    </div>
  );
}
