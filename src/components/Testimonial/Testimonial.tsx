import type { Testimonial as TestimonialRecord } from '../../content/testimonials.ts';
import { useEdition } from '../../editions/edition.ts';
import { Picture } from '../Picture/Picture.tsx';
import { Stars } from '../Stars/Stars.tsx';
import styles from './Testimonial.module.scss';

interface TestimonialProps {
  review: TestimonialRecord;
}

/**
 * A student review: stars, the Japanese original, its English translation, and who wrote it
 * where (the site's one review card). The translation is marked English in either edition.
 */
export function Testimonial({ review }: TestimonialProps) {
  const { locale, components } = useEdition();
  return (
    <figure className={styles.card}>
      <Stars rating={review.rating} />
      <blockquote className={styles.original} lang="ja">
        <p>{review.text}</p>
      </blockquote>
      <p className={styles.translation}>
        <span className={styles.translationLabel}>{components.translationLabel}: </span>
        <span lang={locale === 'en' ? undefined : 'en'}>{review.textEn}</span>
      </p>
      <figcaption className={styles.author}>
        <Picture className={styles.avatar} picture={review.avatar} alt="" loading="lazy" />
        <span className={styles.meta}>
          <span className={styles.name}>{review.name}</span>
          <span className={styles.subtitle}>{review.subtitle}</span>
          <span className={styles.lesson}>{components.lessonType(review.lessonType)}</span>
        </span>
      </figcaption>
    </figure>
  );
}
