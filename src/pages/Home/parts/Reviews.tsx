import { Testimonial, type TestimonialTexts } from '../../../components/Testimonial/Testimonial.tsx';
import type { Testimonial as Review } from '../../../content-schema/units.ts';
import styles from '../Home.module.scss';

/** What the home page gives its reviews: the words the cards write, and the page's language. */
export interface ReviewsProps {
  texts: TestimonialTexts;
  locale: string;
}

/** The students' reviews, side by side. */
export function Reviews({ testimonials, texts, locale }: ReviewsProps & { testimonials: readonly Review[] }) {
  return (
    <ul className={styles.reviews}>
      {testimonials.map((review) => (
        <li key={review.name}>
          <Testimonial review={review} texts={texts} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
