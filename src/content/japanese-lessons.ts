// The Japanese lessons page: its own programs and prices (Group Classes €15–20/hour, Private
// 1-on-1 €30/hour, JLPT Preparation from €30/hour; they differ from the programs overview on
// purpose), levels, what you get and the closing band.
import type { Action, CallToAction, Feature, Hero, Level, LocalizedText } from './card-types.ts';
import { trial } from './site.ts';
import type { Program } from './programs.ts';

/** The hero with its two buttons. */
export interface LessonsHero extends Hero {
  /** The main call to action. */
  primary: Action;
  /** An optional secondary call to action. */
  secondary?: Action;
  /** The decorative mark beside the heading: the language's name in Japanese. */
  mark: LocalizedText;
  /** The small caption on the mark's seal. */
  markCaption: string;
}

export const japaneseHero = {
  eyebrow: 'Japanese lessons for foreigners',
  title: 'Learn Japanese with a Native Teacher',
  lead: 'From your first hiragana to JLPT N1, with explanations in English: in person in Malta or online wherever you are.',
  primary: { label: 'Book Free Trial', to: '/contact' },
  secondary: { label: 'Compare all programs', to: '/programs' },
  mark: { text: '日本語', lang: 'ja' },
  markCaption: 'Nihongo',
} as const satisfies LessonsHero;

export const japaneseProgramsSection = {
  title: 'Choose Your Program',
  intro: 'Hourly prices in euro, paid before each lesson.',
  action: 'Get Started',
} as const;

export const japanesePrograms = [
  {
    icon: 'users',
    title: 'Group Classes',
    description: 'Learn together in a small class, practise in pairs and keep the cost low.',
    price: '€15–20/hour',
    features: ['Maximum 8 students', 'Set weekly times', 'Speaking practice in pairs', 'Materials included'],
  },
  {
    icon: 'user',
    title: 'Private 1-on-1',
    description: 'Your own teacher and your own plan: every minute goes to the Japanese you need.',
    price: '€30/hour',
    features: ['Lessons of 30 or 60 minutes', 'Tailored to your goals', 'Flexible scheduling', 'Online or in person'],
    popular: true,
  },
  {
    icon: 'award',
    title: 'JLPT Preparation',
    description: 'Targeted preparation for the level you are sitting, with mock tests and clear feedback.',
    price: 'from €30/hour',
    features: [
      'Individual or group',
      'Every level from N5 to N1',
      'Mock exams and timed practice',
      'Reading and listening strategies',
    ],
  },
] as const satisfies readonly Program[];

export const japaneseLevelsSection = {
  title: 'All Levels Welcome',
  intro: 'Whether you are starting from zero or polishing for N1, lessons begin exactly where you are.',
  levels: [
    {
      name: 'Beginner',
      level: 'N5–N4',
      description: 'No Japanese yet, or a little from apps and anime? We build solid foundations step by step.',
      focus: 'Hiragana and katakana, first kanji, everyday phrases and polite conversation',
    },
    {
      name: 'Intermediate',
      level: 'N3–N2',
      description: 'You can get by, but want to follow real conversations and read without a dictionary at every line.',
      focus: 'Natural speech, reading articles, casual and polite registers, around 1,000 kanji',
    },
    {
      name: 'Advanced',
      level: 'N1+',
      description: 'You are fluent in daily life and want precision, nuance and Japanese for work or study.',
      focus: 'Honorific speech, business Japanese, news, literature and debate',
    },
  ],
} as const satisfies { title: string; intro: string; levels: readonly Level[] };

export const whatYouGet = {
  title: 'What You Get',
  intro: 'Every Japanese program comes with the same care, whichever format you choose.',
  features: [
    {
      icon: 'book',
      title: 'Study Materials for Your Level',
      description: 'Worksheets, vocabulary lists and audio prepared for your level and interests, yours to keep.',
    },
    {
      icon: 'chat',
      title: 'Real Conversation Practice',
      description: 'At least half of every lesson is spent speaking, so confidence grows with knowledge.',
    },
    {
      icon: 'language',
      title: 'Kanji Made Manageable',
      description: 'Learn kanji through their parts, stories and spaced review instead of endless copying.',
    },
    {
      icon: 'globe',
      title: 'Culture Beyond the Textbook',
      description: 'Etiquette, seasons, food and everyday life in Japan, woven into every topic.',
    },
    {
      icon: 'target',
      title: 'Clear Progress Tracking',
      description: 'A short review every month shows what you have mastered and what comes next.',
    },
    {
      icon: 'mail',
      title: 'Help Between Lessons',
      description: `Stuck on your homework? Send a question by e-mail and get an answer within ${trial.replyHours} hours.`,
    },
  ],
} as const satisfies { title: string; intro: string; features: readonly Feature[] };

export const japaneseCta = {
  title: 'Say your first sentence this week',
  text: `Book a free ${trial.minutes}-minute trial lesson: we check your level, talk about your goals and plan your first steps. No commitment, no credit card.`,
  action: 'Book Free Trial',
} as const satisfies CallToAction;
