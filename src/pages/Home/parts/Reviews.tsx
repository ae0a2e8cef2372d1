import { ReviewCard } from '../../../components/ReviewCard/ReviewCard.tsx';
import type { Testimonial as Review } from '../../../content-schema/units.ts';
import type { ComponentTexts } from '../../../editions/edition.ts';
import { fill } from '../../../lib/fill.ts';
import * as styles from '../Home.module.scss';

/** The students' reviews, side by side, with the words the cards write and the page's language. */
export function Reviews({
  items,
  texts,
  locale,
}: {
  items: readonly Review[];
  /** The words a review card writes itself, in the page's language (the edition's components). */
  texts: Pick<ComponentTexts, 'translationLabel' | 'lessonType' | 'stars'>;
  locale: string;
}) {
  return (
    <ul className={styles.reviews}>
      {items.map((review) => (
        <li key={review.name}>
          {/* Written in Japanese, translated into English: marked so on a page in another language. */}
          <ReviewCard
            stars={{ rating: review.rating, label: texts.stars }}
            quote={review.text}
            quoteLang="ja"
            translation={{
              label: texts.translationLabel,
              text: review.textEn,
              lang: locale === 'en' ? undefined : 'en',
            }}
            name={review.name}
            avatar={review.avatar}
            about={[review.subtitle, fill(texts.lessonType, { lesson: review.lessonType })]}
          />
        </li>
      ))}
    </ul>
  );
}
