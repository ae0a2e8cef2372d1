import type { StudentQuote } from '../../content/gallery.ts';
import { Icon } from '../Icon/Icon.tsx';
import styles from './QuoteCard.module.scss';

/** A student's quote with its author and the author's title. */
export function QuoteCard({ quote }: { quote: StudentQuote }) {
  return (
    <figure className={styles.card}>
      <Icon name="quote" className={styles.mark} />
      <blockquote className={styles.quote}>
        <p>{quote.quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.author}>{quote.author}</span>
        <span className={styles.title}>{quote.title}</span>
      </figcaption>
    </figure>
  );
}
