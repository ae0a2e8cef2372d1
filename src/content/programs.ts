// The programs overview: formats, prices, levels and what every program includes. Its prices
// (Group Classes €25 per class, Private Lessons €45 per hour, JLPT Preparation €350 for an
// 8-week course) differ from the Japanese lessons page on purpose: the site shows both sets.
import type { IconName } from './icons.ts';
import type { Action, Hero, Level } from './card-types.ts';

/** The accent of a program card's icon tile. */
export type ProgramColor = 'sea' | 'sand' | 'accent';

/** A program card; `period` and `color` are used on the programs overview only. */
export interface Program {
  /** The icon at the top of the card. */
  icon: IconName;
  /** The program's name. */
  title: string;
  /** One or two sentences about it. */
  description: string;
  /** The price as displayed, e.g. "€45" or "€30/hour". */
  price: string;
  /** What the price buys, e.g. "per hour" (programs overview only). */
  period?: string;
  /** What the program includes, as short items. */
  features: readonly string[];
  /** Marks the card with the "Most Popular" badge and the primary button (one per grid). */
  popular?: boolean;
  /** The tint of the icon tile (programs overview only). */
  color?: ProgramColor;
}

/** The programs hero, with links to the two lessons pages. */
export interface ProgramsHero extends Hero {
  /** Links to the Japanese and English lessons pages. */
  links: readonly Action[];
}

export const programsHero = {
  links: [
    { label: 'Japanese lessons', to: '/japanese-lessons' },
    { label: 'English lessons', to: '/english-lessons' },
  ],
  eyebrow: 'Programs & prices',
  title: 'Choose Your Learning Path',
  lead: 'Small group classes, private lessons or a focused JLPT course: pick the format that fits your goals, your budget and your week. Every program starts with a free trial class.',
} as const satisfies ProgramsHero;

export const programsSection = {
  title: 'Programs and prices',
  intro: 'All prices in euro. Payment is made before each lesson or course.',
  action: 'Book Now',
} as const;

export const programs = [
  {
    icon: 'users',
    title: 'Group Classes',
    description:
      'Learn alongside a small, friendly group and practise real conversations with classmates at your level.',
    price: '€25',
    period: 'per class',
    features: ['4–6 students per class', '90-minute sessions', 'Weekly schedule', 'Course materials included'],
    color: 'sea',
  },
  {
    icon: 'user',
    title: 'Private Lessons',
    description:
      'One-on-one lessons built entirely around your goals, pace and timetable, online or in person in Malta.',
    price: '€45',
    period: 'per hour',
    features: [
      'Lessons of 30 or 60 minutes',
      'A plan tailored to your goals',
      'Times that suit you',
      'Online or in person in Malta',
    ],
    popular: true,
    color: 'accent',
  },
  {
    icon: 'award',
    title: 'JLPT Preparation',
    description:
      'A structured exam course of grammar, vocabulary, reading and listening, with timed practice and clear feedback.',
    price: '€350',
    period: 'for an 8-week course',
    features: ['N5 to N1', 'Mock exams included', 'Exam strategy and timing', 'Personal feedback every week'],
    color: 'sand',
  },
] as const satisfies readonly Program[];

export const levelsSection = {
  eyebrow: 'Proficiency levels',
  title: 'From first kana to fluent reading',
  intro: 'Levels follow the Japanese-Language Proficiency Test (JLPT), which runs from N5 to N1.',
  levels: [
    {
      name: 'Beginner',
      level: 'N5–N4',
      description:
        'Read hiragana and katakana, learn your first kanji and handle everyday situations: introductions, shopping, travel and daily life.',
    },
    {
      name: 'Intermediate',
      level: 'N3–N2',
      description:
        'Follow natural conversations, read short articles and express opinions with richer grammar and around a thousand kanji.',
    },
    {
      name: 'Advanced',
      level: 'N1',
      description:
        'Understand news, literature and business Japanese, and polish nuance, honorific speech and natural expression.',
    },
  ],
} as const satisfies { eyebrow: string; title: string; intro: string; levels: readonly Level[] };

export const includedSection = {
  title: "What's Included in All Programs",
  items: [
    'Comprehensive study materials',
    'Progress tracking & feedback',
    'Homework assignments',
    'Cultural insights & tips',
    'Flexible rescheduling',
    'Email support between classes',
    'Resource recommendations',
    'Certificate upon completion',
  ],
} as const satisfies { title: string; items: readonly string[] };
