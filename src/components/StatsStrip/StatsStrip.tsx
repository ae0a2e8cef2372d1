import type { StatItem } from '../card-types.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './StatsStrip.module.scss';

interface StatsStripProps {
  stats: readonly StatItem[];
  /** An accessible name for the list, e.g. "Teaching in numbers". */
  label?: string;
}

/** A row of key figures (a list: value above its label), 2 columns on phones, one row from md. */
export function StatsStrip({ stats, label }: StatsStripProps) {
  return (
    <ul className={styles.strip} aria-label={label} data-count={stats.length}>
      {stats.map((stat) => (
        <li key={stat.label} className={styles.stat}>
          <Icon name={stat.icon} className={styles.icon} />
          <span className={styles.value}>{stat.value}</span>
          <span className={styles.label}>{stat.label}</span>
          {stat.source && <span className={styles.source}>{stat.source}</span>}
        </li>
      ))}
    </ul>
  );
}
