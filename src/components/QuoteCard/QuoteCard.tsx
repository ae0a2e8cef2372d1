import { initials } from '../StoryCard/StoryCard.tsx';
import styles from './QuoteCard.module.scss';

/** A short quote from a student. */
export interface StudentQuote {
  /** The quote, in the student's words. */
  quote: string;
  /** Who said it. */
  author: string;
  /** Who they are: occupation or situation, and where. */
  title: string;
}

/** A student's quote with its author and the author's title, in the site's one review card. */
export function QuoteCard({ quote }: { quote: StudentQuote }) {
  return (
    <figure className={styles.card}>
      <blockquote className={styles.quote}>
        <p>{quote.quote}</p>
      </blockquote>
      <figcaption className={styles.caption} data-initials={initials(quote.author)}>
        <span className={styles.author}>{quote.author}</span>
        <span className={styles.title}>{quote.title}</span>
      </figcaption>
    </figure>
  );
}
