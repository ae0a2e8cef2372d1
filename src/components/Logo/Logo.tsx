import * as styles from './Logo.module.scss';

/** The brand mark: a small torii gate in the accent colour. Decorative beside the brand name. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect className={styles.tile} width="32" height="32" rx="8" />
      <path className={styles.gate} d="M6 9.5c3.3.9 6.6 1.3 10 1.3s6.7-.4 10-1.3M8.5 14h15M11 11v14M21 11v14M16 11v3" />
    </svg>
  );
}
