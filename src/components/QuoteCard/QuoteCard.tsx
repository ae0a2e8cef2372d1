import type { PageContent } from '../../content-schema/units.ts';
import { initials } from '../StoryCard/StoryCard.tsx';
import styles from './QuoteCard.module.scss';

/** A short quote from a student (the quote, who said it, who they are), as the gallery's content schema gives it. */
export type StudentQuote = PageContent<'gallery'>['quotes']['items'][number];

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
