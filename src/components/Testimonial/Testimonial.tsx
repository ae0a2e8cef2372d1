import type { Testimonial as TestimonialRecord } from '../../content-schema/units.ts';
import type { ComponentTexts } from '../../editions/edition.ts';
import { fill } from '../../lib/fill.ts';
import { spaceAfter, withColon } from '../../lib/typography.ts';
import { Picture } from '../Picture/Picture.tsx';
import { Stars } from '../Stars/Stars.tsx';
import styles from './Testimonial.module.scss';

/** The words a review card writes itself, in the page's language (the edition's components). */
export type TestimonialTexts = Pick<ComponentTexts, 'translationLabel' | 'lessonType' | 'stars'>;

interface TestimonialProps {
  review: TestimonialRecord;
  texts: TestimonialTexts;
  /** The page's language: the translation is marked English on a page in another language. */
  locale: string;
}

/**
 * A student review: stars, the Japanese original, its English translation, and who wrote it
 * where (the site's one review card). The translation is marked English in either edition.
 */
export function Testimonial({ review, texts, locale }: TestimonialProps) {
  const label = withColon(texts.translationLabel);
  return (
    <figure className={styles.card}>
      <Stars rating={review.rating} label={texts.stars} />
      <blockquote className={styles.original} lang="ja">
        <p>{review.text}</p>
      </blockquote>
      <p className={styles.translation}>
        <span className={styles.translationLabel}>{`${label}${spaceAfter(label)}`}</span>
        <span lang={locale === 'en' ? undefined : 'en'}>{review.textEn}</span>
      </p>
      <figcaption className={styles.author}>
        <Picture className={styles.avatar} picture={review.avatar} alt="" loading="lazy" />
        <span className={styles.meta}>
          <span className={styles.name}>{review.name}</span>
          <span className={styles.subtitle}>{review.subtitle}</span>
          <span className={styles.lesson}>{fill(texts.lessonType, { lesson: review.lessonType })}</span>
        </span>
      </figcaption>
    </figure>
  );
}
