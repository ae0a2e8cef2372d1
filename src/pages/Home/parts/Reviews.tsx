import { Testimonial, type TestimonialTexts } from '../../../components/Testimonial/Testimonial.tsx';
import type { Testimonial as Review } from '../../../content-schema/units.ts';
import styles from '../Home.module.scss';

/** The students' reviews, side by side, with the words the cards write and the page's language. */
export function Reviews({
  items,
  texts,
  locale,
}: {
  items: readonly Review[];
  texts: TestimonialTexts;
  locale: string;
}) {
  return (
    <ul className={styles.reviews}>
      {items.map((review) => (
        <li key={review.name}>
          <Testimonial review={review} texts={texts} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
