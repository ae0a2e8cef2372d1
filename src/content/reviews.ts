// Students' reviews, as they wrote them (in Japanese) with an English translation: facts, the
// same in both editions, shown on the home page of each (./testimonials.ts and
// ./ja/testimonials.ts add the platform line and the lesson's name in their own language).
// To add a review, add a record to the list. Its `lesson` is a code: 'conversation',
// 'business' or 'ielts'. A new code also needs its name in LESSON_NAMES of both
// ./testimonials.ts and ./ja/testimonials.ts (the type check and the build say so).
import reviewerK from '../assets/avatars/reviewer-k.svg?avatar';
import reviewerM from '../assets/avatars/reviewer-m.svg?avatar';
import reviewerY from '../assets/avatars/reviewer-y.svg?avatar';
import type { PictureData } from './card-types.ts';

/** One student review from an external tutoring platform; every rating is 5 stars. */
export interface Review {
  /** The reviewer's masked handle, e.g. "Y***a". */
  name: string;
  /** The kind of lesson reviewed, as a code each edition names (LESSON_NAMES), e.g. 'business'. */
  lesson: string;
  /** The review as written, in Japanese. */
  text: string;
  /** An English translation of the review. */
  textEn: string;
  /** Stars out of 5 (all reviews are 5). */
  rating: number;
  /** The reviewer's avatar (a monogram illustration, or a photo), imported with `?avatar`. */
  avatar: PictureData;
}

export const reviews = [
  {
    name: 'Y***a',
    lesson: 'conversation',
    text: '先生のレッスンはいつも楽しくて、あっという間に時間が過ぎます。分からないところは日本語で丁寧に説明してくれるので安心です。英語を話すのが怖くなくなりました！',
    textEn:
      'The lessons are always fun and the time flies by. Whenever I don’t understand something, it is explained carefully in Japanese, so I feel at ease. I’m no longer afraid of speaking English!',
    rating: 5,
    avatar: reviewerY,
  },
  {
    name: 'K***i',
    lesson: 'business',
    text: '仕事で英語のプレゼンをする必要があり、ビジネス英語のレッスンを受けました。実際の資料を使って練習できたので、本番では自信を持って話せました。本当に感謝しています。',
    textEn:
      'I had to give presentations in English at work, so I took Business English lessons. We practised with my real slides, and on the day I spoke with confidence. I’m truly grateful.',
    rating: 5,
    avatar: reviewerK,
  },
  {
    name: 'M***o',
    lesson: 'ielts',
    text: 'IELTSのスピーキングとライティングを重点的に見ていただき、目標のスコアを取ることができました。毎回のフィードバックが具体的で、とても分かりやすかったです。',
    textEn:
      'We focused on IELTS speaking and writing, and I reached my target score. The feedback after every lesson was specific and very easy to understand.',
    rating: 5,
    avatar: reviewerM,
  },
] as const satisfies readonly Review[];

/** The lesson codes the reviews use: each edition names every one of them. */
export type LessonCode = (typeof reviews)[number]['lesson'];
