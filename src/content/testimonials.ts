// Students' reviews shown on the home page, as they wrote them (in Japanese) with a translation.
import reviewerK from '../assets/avatars/reviewer-k.svg?avatar';
import reviewerM from '../assets/avatars/reviewer-m.svg?avatar';
import reviewerY from '../assets/avatars/reviewer-y.svg?avatar';
import type { PictureData } from './card-types.ts';

/** One student review from an external tutoring platform; every rating is 5 stars. */
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

export const testimonials = [
  {
    name: 'Y***a',
    subtitle: PLATFORM,
    lessonType: 'English Conversation',
    text: '先生のレッスンはいつも楽しくて、あっという間に時間が過ぎます。分からないところは日本語で丁寧に説明してくれるので安心です。英語を話すのが怖くなくなりました！',
    textEn:
      'The lessons are always fun and the time flies by. Whenever I don’t understand something, it is explained carefully in Japanese, so I feel at ease. I’m no longer afraid of speaking English!',
    rating: 5,
    avatar: reviewerY,
  },
  {
    name: 'K***i',
    subtitle: PLATFORM,
    lessonType: 'Business English',
    text: '仕事で英語のプレゼンをする必要があり、ビジネス英語のレッスンを受けました。実際の資料を使って練習できたので、本番では自信を持って話せました。本当に感謝しています。',
    textEn:
      'I had to give presentations in English at work, so I took Business English lessons. We practised with my real slides, and on the day I spoke with confidence. I’m truly grateful.',
    rating: 5,
    avatar: reviewerK,
  },
  {
    name: 'M***o',
    subtitle: PLATFORM,
    lessonType: 'IELTS Preparation',
    text: 'IELTSのスピーキングとライティングを重点的に見ていただき、目標のスコアを取ることができました。毎回のフィードバックが具体的で、とても分かりやすかったです。',
    textEn:
      'We focused on IELTS speaking and writing, and I reached my target score. The feedback after every lesson was specific and very easy to understand.',
    rating: 5,
    avatar: reviewerM,
  },
] as const satisfies readonly Testimonial[];
