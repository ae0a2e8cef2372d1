// The English lessons page for Japanese speakers: bilingual hero, benefits, programs and
// prices (Conversational English €25/hour, the popular one; Business English €30/hour;
// IELTS/TOEFL Prep €35/hour), Japanese support and closing band.
import type { Action, CallToAction, Feature, LocalizedText } from './card-types.ts';
import { trial } from './site.ts';
import type { LessonsHero } from './japanese-lessons.ts';
import type { Program } from './programs.ts';

/** The bilingual hero: the English heading with a Japanese line under it. */
export interface BilingualHero extends LessonsHero {
  /** The heading's meaning in Japanese, shown under it. */
  titleJa: string;
}

export const englishHero = {
  // \u00a0: a space that never breaks a line, so the dot never ends or starts one.
  eyebrow: 'English lessons\u00a0·\u00a0Malta & online',
  title: 'English Lessons for Japanese Speakers',
  titleJa: '日本人のための英語レッスン',
  lead: 'Practical English for travel, work and exams, explained in Japanese whenever you need it: online or in person in Malta.',
  primary: { label: 'Book Free Trial', to: '/contact' },
  mark: { text: '英語', lang: 'ja' },
  markCaption: 'Eigo',
} as const satisfies BilingualHero;

export const whyLearn = {
  title: 'Why learn with us',
  benefits: [
    {
      icon: 'language',
      title: 'Explanations in Japanese',
      subtitle: { text: '日本語で質問できます', lang: 'ja' },
      description:
        'Tricky grammar and subtle nuances are explained in Japanese, so nothing gets lost and you never feel stuck.',
    },
    {
      icon: 'heart',
      title: 'A Teacher Who Understands',
      subtitle: { text: 'I learned English as an adult too' },
      description:
        'I know the sounds, habits and worries Japanese speakers have with English, because I had them myself.',
    },
    {
      icon: 'globe',
      // \u2011 is a hyphen that never breaks the line: "English‑Speaking" stays one word.
      title: 'English from an English\u2011Speaking Country',
      description:
        'English is an official language of Malta: practise the English you will really use at work, abroad and with friends.',
    },
  ],
} as const satisfies { title: string; benefits: readonly Feature[] };

export const englishProgramsSection = {
  title: 'Choose Your Program',
  intro: 'Hourly prices in euro, paid before each lesson. Lessons last 30 or 60 minutes.',
  action: 'Get Started',
} as const;

export const englishPrograms = [
  {
    icon: 'chat',
    title: 'Conversational English',
    description: 'Relaxed, practical conversation on everyday topics to build fluency, natural phrases and confidence.',
    price: '€25/hour',
    features: [
      'Everyday and travel English',
      'Pronunciation and listening',
      'Natural phrases and idioms',
      'Gentle correction',
    ],
    popular: true,
  },
  {
    icon: 'briefcase',
    title: 'Business English',
    description: 'English for meetings, e-mails, presentations and calls, practised with material from your real work.',
    price: '€30/hour',
    features: [
      'Meetings and presentations',
      'E-mails and reports',
      'Negotiation and small talk',
      'Vocabulary for your field',
    ],
  },
  {
    icon: 'trophy',
    title: 'IELTS/TOEFL Prep',
    description:
      'Focused preparation for your target score, with practice tests and detailed feedback on writing and speaking.',
    price: '€35/hour',
    features: ['All four skills', 'Timed practice tests', 'Writing and speaking feedback', 'Strategies for each task'],
  },
] as const satisfies readonly Program[];

/** The "Japanese Language Support" section. */
export interface SupportSection {
  /** The section's heading. */
  title: string;
  /** A line in Japanese under the heading. */
  lead: LocalizedText;
  /** The English explanation. */
  text: string;
  /** The button. */
  action: Action;
}

export const japaneseSupport = {
  title: 'Japanese Language Support',
  lead: { text: 'レッスンのこと、日本語でお気軽にご相談ください。', lang: 'ja' },
  text: `Not sure which course is right for you, or more comfortable writing in Japanese? Send me a message in Japanese or English: I reply within ${trial.replyHours} hours.`,
  action: { label: 'Contact Me', to: '/contact' },
} as const satisfies SupportSection;

export const englishCta = {
  title: 'Ready to start speaking English?',
  text: `Try a free ${trial.minutes}-minute lesson with no commitment and no credit card required.`,
  action: 'Book Free Trial',
} as const satisfies CallToAction;
