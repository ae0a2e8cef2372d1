import type { StatItem } from '../card-types.ts';
import { ExternalLink } from '../ExternalLink/ExternalLink.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './StatsStrip.module.scss';

interface StatsStripProps {
  stats: readonly StatItem[];
  /** An accessible name for the list, e.g. "Teaching in numbers". */
  label?: string;
  /**
   * Where a visitor checks a figure's source (the teacher's profile, where her reviews are): a
   * figure's source ("on italki") links there, in a new tab. Without it, the source is plain words.
   */
  sourceLink?: { href: string; newTabNote: string };
}

/** A row of key figures (a list: value above its label), 2 columns on phones, one row from md. */
export function StatsStrip({ stats, label, sourceLink }: StatsStripProps) {
  return (
    <ul className={styles.strip} aria-label={label} data-count={stats.length}>
      {stats.map((stat) => (
        <li key={stat.label} className={styles.stat}>
          <Icon name={stat.icon} className={styles.icon} />
          <span className={styles.value}>{stat.value}</span>
          <span className={styles.label}>{stat.label}</span>
          {stat.source && (
            <span className={styles.source}>
              {sourceLink ? (
                <ExternalLink href={sourceLink.href} newTabNote={sourceLink.newTabNote}>
                  {stat.source}
                  <Icon name="arrowRight" className={styles.away} />
                </ExternalLink>
              ) : (
                stat.source
              )}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
