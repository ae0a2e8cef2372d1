// The Japanese edition of ../testimonials.ts: students' reviews shown on the home page. The
// reviews were written in Japanese, so `text` is the students' own words, exactly as in the
// English edition; `textEn` stays the English translation the English page shows (the field
// holds English by definition). Only the platform line and the lesson names are Japanese here.
import reviewerK from '../../assets/avatars/reviewer-k.svg?avatar';
import reviewerM from '../../assets/avatars/reviewer-m.svg?avatar';
import reviewerY from '../../assets/avatars/reviewer-y.svg?avatar';
import type { Testimonial } from '../testimonials.ts';

const PLATFORM = 'italkiでのレビュー';

export const testimonials = [
  {
    name: 'Y***a',
    subtitle: PLATFORM,
    lessonType: '英会話',
    text: '先生のレッスンはいつも楽しくて、あっという間に時間が過ぎます。分からないところは日本語で丁寧に説明してくれるので安心です。英語を話すのが怖くなくなりました！',
    textEn:
      'The lessons are always fun and the time flies by. Whenever I don’t understand something, it is explained carefully in Japanese, so I feel at ease. I’m no longer afraid of speaking English!',
    rating: 5,
    avatar: reviewerY,
  },
  {
    name: 'K***i',
    subtitle: PLATFORM,
    lessonType: 'ビジネス英語',
    text: '仕事で英語のプレゼンをする必要があり、ビジネス英語のレッスンを受けました。実際の資料を使って練習できたので、本番では自信を持って話せました。本当に感謝しています。',
    textEn:
      'I had to give presentations in English at work, so I took Business English lessons. We practised with my real slides, and on the day I spoke with confidence. I’m truly grateful.',
    rating: 5,
    avatar: reviewerK,
  },
  {
    name: 'M***o',
    subtitle: PLATFORM,
    lessonType: 'IELTS対策',
    text: 'IELTSのスピーキングとライティングを重点的に見ていただき、目標のスコアを取ることができました。毎回のフィードバックが具体的で、とても分かりやすかったです。',
    textEn:
      'We focused on IELTS speaking and writing, and I reached my target score. The feedback after every lesson was specific and very easy to understand.',
    rating: 5,
    avatar: reviewerM,
  },
] as const satisfies readonly Testimonial[];
