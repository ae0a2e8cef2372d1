// The blog page (/blog): categories, the featured article, the article list and the
// newsletter box. Articles are teasers only: the site has no article pages yet.
import habitPicture from '../assets/blog/daily-habit.svg?card';
import type { ContentPicture } from './card-types.ts';

/** An article teaser. */
export interface BlogArticle {
  /** The article's title. */
  title: string;
  /** Its first lines, shown clamped to three lines. */
  excerpt: string;
  /** One of the blog's categories (blogCategories, other than the first; the content check makes sure). */
  category: string;
  /** Reading time as displayed, e.g. "5 min read". */
  readTime: string;
  /** Publication date as displayed, e.g. "November 12, 2026". */
  date: string;
  /** A picture beside the featured article on wide screens (imported with `?card`). */
  picture?: ContentPicture;
}

/** The newsletter box's texts. */
export interface NewsletterCopy {
  /** The box's heading. */
  title: string;
  /** What subscribers get. */
  text: string;
  /** The e-mail input's label (read by screen readers). */
  inputLabel: string;
  /** The e-mail input's placeholder. */
  placeholder: string;
  /** The button's label. */
  action: string;
  /** The small print under the input. */
  note: string;
}

/** The category pills, in display order; the first one shows every topic. */
export const blogCategories = [
  'All Topics',
  'Learning Tips',
  'Study Methods',
  'JLPT Preparation',
  'Grammar',
  'Motivation',
  'Advanced Topics',
] as const;

export type BlogCategory = Exclude<(typeof blogCategories)[number], 'All Topics'>;

/** The pill shown as selected: the blog does not filter, so it is always this one. */
export const selectedCategory = blogCategories[0];

export const featuredArticle = {
  title: 'Fifteen Minutes a Day: Building a Japanese Habit That Lasts',
  excerpt:
    'Most learners do not give up because Japanese is too hard, but because study depends on motivation, and motivation comes and goes. Here is the small daily routine my most successful students use: five minutes of kana or kanji review, five minutes of listening on the way to work, and five minutes of speaking out loud, even alone. I explain why each part matters, how to fit it around a full-time job, and what to do on the days you miss.',
  category: 'Learning Tips',
  readTime: '8 min read',
  date: 'November 12, 2026',
  picture: { picture: habitPicture, alt: '' },
} as const satisfies BlogArticle;

export const blogArticles = [
  {
    title: 'Spaced Repetition for Kanji: A Realistic Routine',
    excerpt:
      'Flashcard apps promise thousands of kanji, yet many learners quit after a few weeks of overflowing reviews. Learn how to set sensible daily limits, add words instead of single characters, and keep reviews under twenty minutes.',
    category: 'Study Methods',
    readTime: '6 min read',
    date: 'November 3, 2026',
  },
  {
    title: 'JLPT N3 in Six Months: A Week-by-Week Plan',
    excerpt:
      'The December exam is closer than it looks. This plan splits vocabulary, grammar, reading and listening into weekly goals, with a mock exam every month so you always know where you stand and what to fix next.',
    category: 'JLPT Preparation',
    readTime: '9 min read',
    date: 'October 21, 2026',
  },
  {
    title: 'Wa or Ga? The Particle Question, Finally Untangled',
    excerpt:
      'Both seem to mark the subject, and textbooks disagree on how to explain them. Using simple scenes from daily life, we look at topic and focus, new and known information, and the sentences where only one of them will do.',
    category: 'Grammar',
    readTime: '7 min read',
    date: 'October 8, 2026',
  },
  {
    title: 'Stuck at Intermediate? How to Climb Out of the Plateau',
    excerpt:
      'After the fast progress of the first year, many learners feel they are not improving at all. The plateau is real, but it is also a sign that you are ready for different input. Here are five changes that get things moving again.',
    category: 'Motivation',
    readTime: '5 min read',
    date: 'September 24, 2026',
  },
  {
    title: 'Keigo Without Fear: Polite Japanese for Work',
    excerpt:
      'Honorific and humble speech frighten even advanced learners. We break keigo down into the dozen verbs and set phrases you will hear every day in a Japanese office, and practise using them in e-mails, phone calls and meetings.',
    category: 'Advanced Topics',
    readTime: '10 min read',
    date: 'September 9, 2026',
  },
  {
    title: 'Practising Japanese in Malta: Where to Find Conversation Partners',
    excerpt:
      'You do not need to live in Tokyo to speak Japanese every week. From language exchange evenings in Valletta to online partners in Osaka, here is how to get regular speaking practice from the island, at every level.',
    category: 'Learning Tips',
    readTime: '5 min read',
    date: 'August 27, 2026',
  },
] as const satisfies readonly BlogArticle[];

/** The page's headings, buttons and connecting texts. */
export const blogPage = {
  eyebrow: 'Blog',
  title: 'Japanese Learning Resources',
  lead: 'Study methods, JLPT preparation, grammar explained simply and a little motivation for the days you need it.',
  categoriesLabel: 'Article topics',
  featured: {
    badge: 'Featured',
    action: 'Read Full Article',
  },
  latest: {
    eyebrow: 'Latest',
    title: 'Recent Articles',
  },
  newsletter: {
    title: 'Get New Articles in Your Inbox',
    text: 'One short e-mail a month with a study tip, the next JLPT dates and the newest articles.',
    inputLabel: 'Your e-mail address',
    placeholder: 'you@example.com',
    action: 'Subscribe',
    note: 'No spam. Unsubscribe anytime.',
  } satisfies NewsletterCopy,
  cta: {
    title: 'Want a Study Plan Made for You?',
    text: 'Articles help, but a plan built around your goals helps more. Try a free 30-minute lesson and leave with your next steps.',
    action: 'Book Free Trial Class',
  },
} as const;
