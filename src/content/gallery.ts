// The gallery page (/gallery): figures, students' success stories, the learning journey
// and quotes. The teacher edits texts here; the page only lays them out.
import certificatePicture from '../assets/gallery/success-certificate.svg?hero';
import type { IconName } from './icons.ts';

/** A figure of the gallery's stats row. */
export interface GalleryStat {
  /** The figure as displayed, e.g. "500+". */
  stat: string;
  /** What the figure counts, e.g. "Students Taught". */
  label: string;
  /** The icon beside the figure. */
  icon: IconName;
}

/** A student's success story, shown as a card. */
export interface SuccessStory {
  /** The student's name as they agreed to be shown (first name and initial). */
  name: string;
  /** The milestone they reached, shown as a badge. */
  achievement: string;
  /** Their story, in their own words. */
  story: string;
  /** Their rating of the lessons, out of 5. */
  rating: number;
}

/** One phase of the learning journey timeline. */
export interface JourneyPhase {
  /** When it happens, e.g. "Month 1–3". */
  phase: string;
  /** The phase's name, e.g. "Foundation Building". */
  title: string;
  /** What a student learns and can do in it. */
  description: string;
}

/** A short quote from a student. */
export interface StudentQuote {
  /** The quote, in the student's words. */
  quote: string;
  /** Who said it. */
  author: string;
  /** Who they are: occupation or situation, and where. */
  title: string;
}

// The original content records swapped value and label for two of the three stats; these are
// the intended pairs (500+ Students Taught, 95% JLPT Pass Rate, 10+ Years Teaching), exactly
// as the page displays them (a test holds the pairing).
export const galleryStats = [
  { stat: '500+', label: 'Students Taught', icon: 'users' },
  { stat: '95%', label: 'JLPT Pass Rate', icon: 'trophy' },
  { stat: '10+', label: 'Years Teaching', icon: 'award' },
] as const satisfies readonly GalleryStat[];

export const successStories = [
  {
    name: 'Sarah M.',
    achievement: 'Passed JLPT N3',
    story:
      'I started with hiragana on a Tuesday evening after work in Sliema. Eighteen months later I passed the N3 with marks to spare. The weekly reading drills and the mock exams made the real test feel familiar.',
    rating: 5,
  },
  {
    name: 'Luca B.',
    achievement: 'Moved to Osaka for work',
    story:
      'My company offered me a transfer to Osaka and I had one year to get ready. We focused on the Japanese I would really need: meetings, phone calls, the city office. On my first day I introduced myself to the whole team without notes.',
    rating: 5,
  },
  {
    name: 'Aiko T.',
    achievement: 'IELTS Band 7.0',
    story:
      'I needed 7.0 to study in Europe. Grammar explained in Japanese finally made articles and tenses make sense, and speaking practice every week took away my fear. I got 7.0 overall and 7.5 in speaking.',
    rating: 5,
  },
  {
    name: 'Daniel C.',
    achievement: 'Passed JLPT N2',
    story:
      'I had plateaued at N3 for two years. The lessons showed me exactly where I lost points: grammar nuance and reading speed. A clear eight-week plan and honest feedback got me through N2 on my first attempt.',
    rating: 5,
  },
  {
    name: 'Maria G.',
    achievement: 'First conversation in Japan',
    story:
      "I wanted to talk with my partner's grandmother in Kyoto. After six months of private lessons I could ask her about her garden and understand her answers. She cried a little, and so did I.",
    rating: 5,
  },
  {
    name: 'Kenji S.',
    achievement: 'Leads meetings in English',
    story:
      "I work for a gaming company in St Julian's and used to stay silent in English meetings. We practised real situations from my week: stand-ups, e-mails, disagreeing politely. Now I run the weekly meeting for my team.",
    rating: 5,
  },
] as const satisfies readonly SuccessStory[];

export const journeyPhases = [
  {
    phase: 'Month 1–3',
    title: 'Foundation Building',
    description:
      'Hiragana and katakana, your first 300 words and the sentence patterns behind everyday conversation. You introduce yourself, order food and ask for directions.',
  },
  {
    phase: 'Month 4–6',
    title: 'Confidence Growth',
    description:
      'Verb forms, particles and your first kanji. Short conversations about your day, your work and your plans start to flow, and JLPT N5 is within reach.',
  },
  {
    phase: 'Month 7–12',
    title: 'Practical Fluency',
    description:
      'Casual and polite speech, reading simple texts and following native speakers at natural speed. You handle travel, shopping and small talk on your own.',
  },
  {
    phase: '1+ Year',
    title: 'Advanced Mastery',
    description:
      'Keigo, nuance and reading real articles and novels. Preparation for JLPT N3 to N1, working in Japanese and discussing any topic with ease.',
  },
] as const satisfies readonly JourneyPhase[];

export const studentQuotes = [
  {
    quote:
      'Every lesson is built around what I actually want to say. I never feel like I am just working through a textbook.',
    author: 'Thomas R.',
    title: 'Software developer, Valletta',
  },
  {
    quote:
      'Patient, precise and always encouraging. My mistakes became the best part of each lesson, because that is where I learned most.',
    author: 'Elena V.',
    title: 'University student, Msida',
  },
  {
    quote:
      'Being able to switch to Japanese when I was stuck made English feel possible for the first time. I look forward to every class.',
    author: 'Haruka N.',
    title: "Hotel manager, St Julian's",
  },
] as const satisfies readonly StudentQuote[];

/** The page's headings and connecting texts. */
export const galleryPage = {
  eyebrow: 'Gallery',
  title: 'Student Success Stories',
  lead: 'From first hiragana to passing the JLPT, from silent meetings to leading them: real progress from students in Malta and around the world.',
  picture: { picture: certificatePicture, alt: '' },
  statsLabel: 'Our students in numbers',
  stories: {
    eyebrow: 'Milestones',
    title: 'Stories of Real Progress',
    intro: 'Six students, six different goals, one thing in common: lessons built around what they wanted to achieve.',
  },
  journey: {
    eyebrow: 'Step by step',
    title: 'The Learning Journey',
    intro: 'Every student moves at their own pace, but most Japanese learners pass through these four phases.',
  },
  quotes: {
    eyebrow: 'Testimonials',
    title: 'In Their Own Words',
  },
  cta: {
    title: 'Start Your Own Success Story',
    text: 'Tell me where you want to be in a year. We will plan the way there together, starting with a free 30-minute trial lesson.',
    action: 'Book Free Trial Class',
  },
} as const;
