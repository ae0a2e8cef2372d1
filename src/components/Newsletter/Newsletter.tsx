import { useId } from 'react';
import type { PageContent } from '../../content-schema/units.ts';
import { buttonClass } from '../ButtonLink/ButtonLink.tsx';
import { Icon } from '../Icon/Icon.tsx';
import styles from './Newsletter.module.scss';

/** The newsletter box's texts, as the blog's content schema gives them. */
export type NewsletterCopy = PageContent<'blog'>['newsletter'];

/**
 * The newsletter box. Subscribing is not offered yet (the Subscribe button does nothing),
 * so there is no form: the input has no name and the button is type="button", which keeps
 * the address out of any URL or request, with or without JavaScript.
 */
export function Newsletter({ copy }: { copy: NewsletterCopy }) {
  const headingId = useId();
  const inputId = useId();
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <Icon name="mail" className={styles.icon} />
      <h2 id={headingId} className={styles.title}>
        {copy.title}
      </h2>
      <p className={styles.text}>{copy.text}</p>
      <div className={styles.row}>
        <label htmlFor={inputId} className="visually-hidden">
          {copy.inputLabel}
        </label>
        <input id={inputId} type="email" autoComplete="email" placeholder={copy.placeholder} className={styles.input} />
        <button type="button" className={buttonClass} data-variant="primary">
          {copy.action}
        </button>
      </div>
      <p className={styles.note}>{copy.note}</p>
    </section>
  );
}
