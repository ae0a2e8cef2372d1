import { useId, type ReactNode } from 'react';
import * as styles from './Section.module.scss';

export type SectionTone = 'plain' | 'sea' | 'sand';

interface SectionProps {
  /** The section's heading (an <h2>). */
  title: ReactNode;
  /** An introduction under the heading. */
  intro?: ReactNode;
  /** Background fill: the page's own, soft sea-blue or sand. */
  tone?: SectionTone;
  /**
   * Where the content goes on wide screens: under the heading (the default), or beside it, for
   * one figure that would leave half the width empty under it (the contact page's map).
   */
  layout?: 'stacked' | 'beside';
  children?: ReactNode;
  className?: string;
  /** The section's id, for a link to it from elsewhere on the page (#reviews). */
  id?: string;
}

/**
 * A titled band of a page: heading block, then its content, in the site's content width. Every
 * section's heading starts at the content's left edge, the hero's edge, over cards and prose alike.
 * A section has no eyebrow: that short line above a heading is the heroes' (on some sections
 * only, it read as an inconsistency, not a system).
 */
export function Section({ title, intro, tone = 'plain', layout = 'stacked', children, className, id }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      className={[styles.section, className].filter(Boolean).join(' ')}
      data-tone={tone}
      aria-labelledby={headingId}
    >
      <div className={styles.inner} data-layout={layout}>
        <header className={styles.header}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
