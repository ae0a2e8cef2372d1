import type { PageContent } from '../../content-schema/units.ts';
import { Icon } from '../Icon/Icon.tsx';
import { RichParagraphs, Runs } from '../RichText/RichParagraphs.tsx';
import styles from './PolicyCard.module.scss';

/** A policy as the policies' content file writes it: its address, icon, title, summary and clauses. */
export type Policy = PageContent<'policies'>['policies'][number];

interface PolicyCardProps {
  policy: Policy;
  /** "card" for the overview on /privacy, "document" for a page of its own (/terms). */
  variant?: 'card' | 'document';
}

/** One policy in full: title, summary, then each clause with its rules. */
export function PolicyCard({ policy, variant = 'card' }: PolicyCardProps) {
  const headingId = `${policy.address}-title`;
  return (
    <section id={policy.address} className={styles.policy} data-variant={variant} aria-labelledby={headingId}>
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
