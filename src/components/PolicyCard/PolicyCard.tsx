import type { PageContent } from '../../content-schema/units.ts';
import { Icon } from '../Icon/Icon.tsx';
import { RichParagraphs, Runs } from '../RichText/RichParagraphs.tsx';
import * as styles from './PolicyCard.module.scss';

/** A policy as the policies' content file writes it: its address, icon, title, summary and clauses. */
export type Policy = PageContent<'policies'>['policies'][number];

/**
 * One policy in full, in a card: title, summary, then each clause with its rules. The same on
 * /privacy and /terms (a design review saw the same sections as cards on one and loose on the other).
 */
export function PolicyCard({ policy }: { policy: Policy }) {
  const headingId = `${policy.address}-title`;
  return (
    <section id={policy.address} className={styles.policy} aria-labelledby={headingId}>
      <header className={styles.header}>
        <span className={styles.iconWrap}>
          <Icon name={policy.icon} className={styles.icon} />
        </span>
        <h2 id={headingId} className={styles.title}>
          {policy.title}
        </h2>
      </header>
      <RichParagraphs text={policy.summary} className={styles.summary} />
      {policy.clauses.map((clause) => (
        <div key={clause.heading} className={styles.clause}>
          <h3 className={styles.heading}>{clause.heading}</h3>
          <ul className={styles.points}>
            {clause.points.map((point, index) =>
              // A rule of one paragraph is the list item's text; a longer one keeps its paragraphs.
              point.length === 1 ? (
                <li key={index}>
                  <Runs runs={point[0]!} />
                </li>
              ) : (
                <li key={index}>
                  <RichParagraphs text={point} />
                </li>
              ),
            )}
          </ul>
        </div>
      ))}
    </section>
  );
}
