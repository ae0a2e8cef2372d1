import { ExternalLink } from '../../../components/ExternalLink/ExternalLink.tsx';
import { ReviewCard } from '../../../components/ReviewCard/ReviewCard.tsx';
import type { Testimonial as Review } from '../../../content-schema/units.ts';
import type { ComponentTexts } from '../../../editions/edition.ts';
import { fill } from '../../../lib/fill.ts';
import * as styles from '../Home.module.scss';

/**
 * The students' reviews, side by side, with the words the cards write and the page's language.
 * Where each was given links to the teacher's profile there, where a visitor can check it.
 */
export function Reviews({
  items,
  texts,
  locale,
  profileUrl,
}: {
  items: readonly Review[];
  /** The words a review card writes itself, in the page's language (the edition's components). */
  texts: Pick<ComponentTexts, 'translationLabel' | 'lessonType' | 'stars' | 'opensInNewTab'>;
  locale: string;
  /** The teacher's profile on the platform ('' for none: the line is plain words). */
  profileUrl: string;
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
            about={[
              profileUrl ? (
                <ExternalLink href={profileUrl} newTabNote={texts.opensInNewTab}>
                  {review.subtitle}
                </ExternalLink>
              ) : (
                review.subtitle
              ),
              fill(texts.lessonType, { lesson: review.lessonType }),
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
