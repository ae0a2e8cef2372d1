// The home page's texts, in page order. Its figures are its own: 10+ years, 100+ students
// (also the "100+ happy students" line), a 5.0 rating and 1000+ class hours; the gallery
// page states 500+ students on purpose, and both counts stay as they are.
import heroPicture from '../assets/hero-torii-balcony.svg?hero';
import studentA from '../assets/avatars/student-a.svg?avatar';
import studentL from '../assets/avatars/student-l.svg?avatar';
import studentM from '../assets/avatars/student-m.svg?avatar';
import studentS from '../assets/avatars/student-s.svg?avatar';
import type { Action, ContentPicture, Feature, Hero, LocalizedText, PictureData, StatItem } from './card-types.ts';
import { site } from './site.ts';

/** One of the two offers (Japanese lessons, English lessons). */
export interface Offer {
  /** The card's heading. */
  title: string;
  /** The language's name written in Japanese, shown large as decoration. */
  mark: LocalizedText;
  /** Who it is for and what it covers. */
  description: string;
  /** Three short highlights. */
  highlights: readonly string[];
  /** The card's button. */
  action: Action;
}

/** The line of social proof under the hero's buttons. */
export interface SocialProof {
  /** The student avatars shown overlapping (four), imported with `?avatar`. */
  avatars: readonly PictureData[];
  /** The star rating shown beside them. */
  rating: number;
  /** The line beside the stars. */
  text: string;
}

/** The hero: heading, lead and two buttons. */
export interface HomeHero extends Hero {
  /** The main call to action. */
  primary: Action;
  /** The secondary call to action. */
  secondary: Action;
  /** The picture beside the heading. */
  picture: ContentPicture;
}

export const homeHero = {
  // \u00a0 is a space that never breaks a line: the dot stays between its neighbours.
  eyebrow: 'Japanese & English lessons\u00a0·\u00a0Malta & online',
  title: 'Learn Japanese & English with Confidence',
  lead: 'Friendly, structured lessons with a qualified native Japanese teacher, in person in Malta or online from anywhere: from your very first word to JLPT N1.',
  primary: { label: 'Book Free Trial Class', to: '/contact' },
  secondary: { label: 'Explore Programs', to: '/programs' },
  picture: { picture: heroPicture, alt: '' },
} as const satisfies HomeHero;

export const socialProof = {
  avatars: [studentM, studentS, studentL, studentA],
  rating: 5,
  text: '100+ happy students',
} as const satisfies SocialProof;

export const offersSection = {
  title: 'What would you like to learn?',
  intro: 'Two languages, one teacher who has learned both herself.',
} as const;

export const offers = [
  {
    title: 'Japanese Lessons',
    mark: { text: '日本語', lang: 'ja' },
    description: 'For learners of every level, from your first hiragana to JLPT N1, with explanations in English.',
    highlights: ['Group classes and private lessons', 'JLPT preparation from N5 to N1', 'Culture in every lesson'],
    action: { label: 'Explore Japanese', to: '/japanese-lessons' },
  },
  {
    title: 'English Lessons',
    mark: { text: '英語', lang: 'ja' },
    description:
      'For Japanese speakers who want to speak with confidence, with explanations in Japanese whenever you need them.',
    highlights: ['Conversation and business English', 'IELTS and TOEFL preparation', 'Support in Japanese'],
    action: { label: 'Explore English', to: '/english-lessons' },
  },
] as const satisfies readonly Offer[];

export const homeStats = [
  { value: '10+', label: 'Years Teaching', icon: 'award' },
  { value: '100+', label: 'Students Taught', icon: 'users' },
  { value: '5.0', label: 'Average Rating', icon: 'star' },
  { value: '1000+', label: 'Class Hours', icon: 'clock' },
] as const satisfies readonly StatItem[];

export const whyChoose = {
  title: `Why Choose ${site.brand}?`,
  intro: 'Lessons built around speaking, around your timetable and around the level you are at today.',
  features: [
    {
      icon: 'chat',
      title: 'Conversational Focus',
      description:
        'You speak from the very first lesson. Grammar and vocabulary serve real conversations, not the other way round.',
    },
    {
      icon: 'calendar',
      title: 'Flexible Learning',
      description:
        'Online or in person in Malta, in lessons of 30 or 60 minutes, at times that fit your week from Monday to Saturday.',
    },
    {
      icon: 'layers',
      title: 'All Levels Welcome',
      description:
        'Complete beginners and learners preparing for JLPT N1 alike get a plan that starts exactly where they are.',
    },
  ],
} as const satisfies { title: string; intro: string; features: readonly Feature[] };

export const approach = {
  eyebrow: 'How we learn',
  title: 'Lessons that feel like conversations',
  cards: [
    {
      icon: 'sparkle',
      title: 'Learn Through Speaking',
      description:
        'Role-plays, real-life situations and topics you care about turn new words into phrases you actually use.',
    },
    {
      icon: 'target',
      title: 'Personalized Just for You',
      description:
        'Your goals shape every lesson, whether that is a trip to Japan, a JLPT certificate or a job interview in English.',
      action: { label: 'Explore Programs', to: '/programs' },
    },
    {
      icon: 'heart',
      title: 'Connect and Grow Together',
      description:
        'Meet fellow learners in small group classes, share your progress and keep each other motivated between lessons.',
    },
  ],
} as const satisfies { eyebrow: string; title: string; cards: readonly Feature[] };

export const testimonialsSection = {
  eyebrow: 'Reviews',
  title: 'What our students say',
  intro: 'Reviews left by students on an online tutoring platform, in their own words, with an English translation.',
} as const;
