import { useId, type ReactNode } from 'react';
import { ButtonLink } from '../ButtonLink/ButtonLink.tsx';
import styles from './CtaBanner.module.scss';

interface CtaBannerProps {
  title: ReactNode;
  text?: ReactNode;
  /** The button's label, e.g. "Book Free Trial Class". */
  action: string;
  /** Where it leads; every call to action on the site goes to /contact. */
  to?: string;
  /** A small line under the button, e.g. "No credit card required • 30-minute session". */
  note?: ReactNode;
}

/** The closing call to action of a page. */
export function CtaBanner({ title, text, action, to = '/contact', note }: CtaBannerProps) {
  const headingId = useId();
  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {text && <p className={styles.text}>{text}</p>}
        <ButtonLink to={to} size="lg">
          {action}
        </ButtonLink>
        {note && <p className={styles.note}>{note}</p>}
      </div>
    </section>
  );
}
