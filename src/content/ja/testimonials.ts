// The Japanese edition of ../testimonials.ts: students' reviews shown on the home page. The
// reviews themselves are facts, not words to translate: the students wrote them in Japanese,
// and their names, ratings, avatars, English translations and order are those of
// ../reviews.ts, shared by both editions. So a review is added or changed once, in
// ../reviews.ts; only the platform line and the lesson names are written here.
import { reviews, type LessonCode } from '../reviews.ts';

const PLATFORM = 'italkiでのレビュー';

/**
 * The name of each lesson code of ../reviews.ts, in Japanese. A review with a new code needs
 * its line here (and in ../testimonials.ts): until then the type check fails ("Property '…'
 * is missing") and so does the build ("lessonType: no name for this review's lesson").
 */
const LESSON_NAMES = {
  conversation: '英会話',
  business: 'ビジネス英語',
  ielts: 'IELTS対策',
} as const satisfies Record<LessonCode, string>;

export const testimonials = reviews.map(({ lesson, ...review }) => ({
  ...review,
  subtitle: PLATFORM,
  lessonType: LESSON_NAMES[lesson],
}));
