// Students' reviews as the English home page shows them: the reviews of ./reviews.ts (the
// students' own words, the same in both editions), each with the platform it was given on and
// the name of the lesson reviewed. A review is added or changed in ./reviews.ts.
import type { PictureData } from './card-types.ts';
import { reviews, type LessonCode } from './reviews.ts';

/** One student review as a review card shows it; every rating is 5 stars. */
export interface Testimonial {
  /** The reviewer's masked handle, e.g. "Y***a". */
  name: string;
  /** Where the review was given, e.g. "Review on italki". */
  subtitle: string;
  /** The kind of lesson reviewed, shown as "Lesson: …". */
  lessonType: string;
  /** The review as written, in Japanese. */
  text: string;
  /** An English translation of the review. */
  textEn: string;
  /** Stars out of 5 (all reviews are 5). */
  rating: number;
  /** The reviewer's avatar (a monogram illustration, or a photo), imported with `?avatar`. */
  avatar: PictureData;
}

const PLATFORM = 'Review on italki';

/**
 * The name of each lesson code of ./reviews.ts. A review with a new code needs its line here
 * (and in ./ja/testimonials.ts): until then the type check fails ("Property '…' is missing")
 * and so does the build ("lessonType: no name for this review's lesson").
 */
const LESSON_NAMES = {
  conversation: 'English Conversation',
  business: 'Business English',
  ielts: 'IELTS Preparation',
} as const satisfies Record<LessonCode, string>;

export const testimonials = reviews.map(({ lesson, ...review }) => ({
  ...review,
  subtitle: PLATFORM,
  lessonType: LESSON_NAMES[lesson],
})) satisfies readonly Testimonial[];
