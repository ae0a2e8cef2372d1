import type { ReactNode } from 'react';
import styles from './PageHero.module.scss';

interface PageHeroProps {
  /** The page's one <h1>. */
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Calls to action (ButtonLinks). */
  actions?: ReactNode;
  /** An illustration beside the text on wide screens. */
  media?: ReactNode;
  children?: ReactNode;
}

/** The opening band of a page: eyebrow, the page heading, a lead paragraph and actions. */
export function PageHero({ title, eyebrow, lead, actions, media, children }: PageHeroProps) {
  return (
    <section className={styles.hero} data-has-media={Boolean(media)}>
      <div className={styles.inner}>
        <div className={styles.text}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {actions && <div className={styles.actions}>{actions}</div>}
          {children}
        </div>
        {media && <div className={styles.media}>{media}</div>}
      </div>
    </section>
  );
}
