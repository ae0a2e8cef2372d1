import { Fragment } from 'react';
import type { Policy } from '../../content/policies.ts';
import { site } from '../../content/site.ts';
import { Icon } from '../Icon/Icon.tsx';
import { Emphasis } from '../RichText/RichText.tsx';
import styles from './PolicyCard.module.scss';

/** A policy sentence with its *emphasis*, and the site's e-mail address turned into a mail link. */
function PolicyText({ text }: { text: string }) {
  const parts = text.split(site.email);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <a href={`mailto:${site.email}`}>{site.email}</a>}
      <Emphasis text={part} />
    </Fragment>
  ));
}

interface PolicyCardProps {
  policy: Policy;
  /** "card" for the overview on /privacy, "document" for a page of its own (/terms). */
  variant?: 'card' | 'document';
}

/** One policy in full: title, summary, then each clause with its rules. */
export function PolicyCard({ policy, variant = 'card' }: PolicyCardProps) {
  const headingId = `${policy.id}-title`;
  return (
    <section id={policy.id} className={styles.policy} data-variant={variant} aria-labelledby={headingId}>
      <header className={styles.header}>
        <span className={styles.iconWrap}>
          <Icon name={policy.icon} className={styles.icon} />
        </span>
        <h2 id={headingId} className={styles.title}>
          {policy.title}
        </h2>
      </header>
      <p className={styles.summary}>
        <PolicyText text={policy.summary} />
      </p>
      {policy.clauses.map((clause) => (
        <div key={clause.heading} className={styles.clause}>
          <h3 className={styles.heading}>{clause.heading}</h3>
          <ul className={styles.points}>
            {clause.points.map((point) => (
              <li key={point}>
                <PolicyText text={point} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
