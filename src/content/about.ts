// The about page: the teacher's story, her certification (at least 26 university credits in
// Japanese language education, with the government list of approved universities) and her
// three values (Student-Centered, Cultural Immersion, Supportive Community).
import type { ContentPicture, Feature, Hero } from './card-types.ts';
import type { IconName } from './icons.ts';
// Your portrait: the picture is in ./portrait.ts (one line to change for your photo); its
// description is `alt` below.
import { portraitPicture } from './portrait.ts';
import { site } from './site.ts';

/** A short personal fact shown as a chip beside the story. */
export interface PersonalFact {
  /** The chip's icon. */
  icon: IconName;
  /** The fact, e.g. "From Kyoto, Japan". */
  text: string;
}

/** The certification section: the standard, the criteria and the official source. */
export interface Certification {
  /** A short line above the heading. */
  eyebrow: string;
  /** The section's heading. */
  title: string;
  /** Names the standard and says how the teacher meets it. */
  intro: string;
  /** The criteria of the standard the teacher meets. */
  criteria: readonly string[];
  /** The official list of approved universities (an external PDF, linked only). */
  source: {
    /** The link text. */
    label: string;
    /** The PDF's address on the government site. */
    href: string;
  };
  /** A closing remark under the link. */
  note: string;
}

export const aboutHero = {
  eyebrow: 'About me',
  title: 'Meet Your Japanese Teacher',
  lead: `Hello, I'm ${site.teacherName}: a qualified Japanese teacher from Kyoto who has made Malta her home. I teach Japanese to learners from all over the world, and English to fellow Japanese speakers.`,
} as const satisfies Hero;

export const portrait = {
  picture: portraitPicture,
  // EDIT with your photo: what it shows, e.g. `${site.teacherName} smiling in front of Valletta's harbour`.
  alt: `Illustrated portrait of ${site.teacherName}, smiling`,
} as const satisfies ContentPicture;

export const story = {
  title: 'My story',
  paragraphs: [
    `I'm ${site.teacherName}. I grew up in Kyoto, among temples, tea houses and a language I only really noticed when I began to teach it. I studied Japanese language education at university and spent my first years as a teacher helping international students find their voice in Japanese.`,
    'I learned English as an adult, with all the nerves and mistakes that come with it. That experience shapes how I teach both languages: lots of speaking, no fear of errors, and explanations that make sense.',
    'Today I live in Malta, where I teach in person and online, swim in the Mediterranean whenever I can, and still get excited every time a student says their first full sentence in Japanese.',
  ],
  facts: [
    { icon: 'pin', text: 'From Kyoto, Japan' },
    { icon: 'globe', text: 'Lives in Malta' },
    { icon: 'award', text: '10+ years teaching' },
    { icon: 'language', text: 'Japanese & English' },
  ],
} as const satisfies { title: string; paragraphs: readonly string[]; facts: readonly PersonalFact[] };

/** One credential of the row under the about page's heading: what it is, then its detail. */
export interface Credential {
  icon: IconName;
  title: string;
  detail: string;
}

/** The teacher's credentials at a glance: the degree, the standard it meets, the years of teaching. */
export const credentials = {
  label: 'Credentials',
  items: [
    { icon: 'award', title: 'Bachelor’s degree', detail: '26+ university credits in Japanese language education' },
    {
      icon: 'shield',
      title: 'Official standard',
      detail: 'Meets Japan’s qualification standards for Japanese-language teachers',
    },
    { icon: 'calendar', title: '10+ years teaching', detail: 'Japanese and English, in Malta and online' },
  ],
} as const satisfies { label: string; items: readonly Credential[] };

export const certification = {
  eyebrow: 'Certification',
  title: 'Qualified to the official standard',
  intro:
    'In Japan, who may teach Japanese is set out by the official qualification standards for Japanese-language teachers (revised guidelines). I qualified through my university degree, which meets both of these criteria:',
  criteria: [
    'At least 26 university credits in Japanese language education',
    'Graduation with a bachelor’s degree from the university that awarded them',
  ],
  source: {
    label: 'Official list of approved universities (Agency for Cultural Affairs, PDF in Japanese)',
    href: 'https://www.bunka.go.jp/seisaku/kokugo_nihongo/kyoiku/pdf/93738101_01.pdf',
  },
  note: 'The same standard is used by Japanese language schools in Japan when they hire teachers.',
} as const satisfies Certification;

export const values = {
  eyebrow: 'My values',
  title: 'How I teach',
  features: [
    {
      icon: 'target',
      title: 'Student-Centered',
      description: 'Your goals, interests and pace decide what we do in each lesson, and the plan changes as you grow.',
    },
    {
      icon: 'globe',
      title: 'Cultural Immersion',
      description:
        'Language lives in culture: seasonal customs, food, manners and humour from Japan are part of every course.',
    },
    {
      icon: 'users',
      title: 'Supportive Community',
      description: 'Mistakes are welcome here. Students encourage each other in class, and I am always a message away.',
    },
  ],
} as const satisfies { eyebrow: string; title: string; features: readonly Feature[] };
