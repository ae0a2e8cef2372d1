// The Japanese edition of ../testimonials.ts: students' reviews shown on the home page. The
// reviews themselves are facts, not words to translate: the students wrote them in Japanese,
// and their names, ratings, avatars, English translations and order are the English module's,
// taken as they are. So a review is added or changed once, in ../testimonials.ts; only the
// platform line and the lesson names are written here.
import { testimonials as reviews } from '../testimonials.ts';

const PLATFORM = 'italkiでのレビュー';

/**
 * Each lesson name of ../testimonials.ts, in Japanese. A review with a new lesson name needs
 * its line here (the build says so: "lessonType: should be a text between quotes").
 */
const LESSON_TYPES = {
  'English Conversation': '英会話',
  'Business English': 'ビジネス英語',
  'IELTS Preparation': 'IELTS対策',
} as const satisfies Record<(typeof reviews)[number]['lessonType'], string>;

export const testimonials = reviews.map((review) => ({
  ...review,
  subtitle: PLATFORM,
  lessonType: LESSON_TYPES[review.lessonType],
}));
