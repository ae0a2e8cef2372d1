import type { Testimonial as TestimonialRecord } from '../../content/testimonials.ts';
import { Picture } from '../Picture/Picture.tsx';
import { Stars } from '../Stars/Stars.tsx';
import styles from './Testimonial.module.scss';

interface TestimonialProps {
  review: TestimonialRecord;
  /** The label of the translation, e.g. "Translation". */
  translationLabel?: string;
}

/** A student review: stars, the Japanese original, its translation, and who wrote it where (the site's one review card). */
export function Testimonial({ review, translationLabel = 'Translation' }: TestimonialProps) {
  return (
    <figure className={styles.card}>
      <Stars rating={review.rating} />
      <blockquote className={styles.original} lang="ja">
        <p>{review.text}</p>
      </blockquote>
      <p className={styles.translation}>
        <span className={styles.translationLabel}>{translationLabel}: </span>
        {review.textEn}
      </p>
      <figcaption className={styles.author}>
        <Picture className={styles.avatar} picture={review.avatar} alt="" loading="lazy" />
        <span className={styles.meta}>
          <span className={styles.name}>{review.name}</span>
          <span className={styles.subtitle}>{review.subtitle}</span>
          <span className={styles.lesson}>Lesson: {review.lessonType}</span>
        </span>
      </figcaption>
    </figure>
  );
}
