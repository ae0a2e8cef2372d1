// The free-trial landing page (/promo): a "Limited Time Offer" badge, two buttons to /contact,
// the note "No credit card required • 30-minute session", four benefits and three feature blurbs.
import type { CallToAction, Feature, Hero } from './card-types.ts';
import { trial } from './site.ts';

/** The promo hero: badge, heading, button and the small print under it. */
export interface PromoHero extends Hero {
  /** The badge above the heading. */
  badge: string;
  /** The button's label (to /contact). */
  action: string;
  /** The line under the button. */
  note: string;
}

export const promoHero = {
  badge: 'Limited Time Offer',
  eyebrow: 'Free trial lesson',
  title: 'Your First Lesson Is on Me',
  lead: `Try a free ${trial.minutes}-minute Japanese or English lesson with a qualified native teacher, online or in person in Malta. No commitment: just come and see how it feels.`,
  action: 'Book Your Free Trial',
  note: `No credit card required • ${trial.minutes}-minute session`,
} as const satisfies PromoHero;

export const trialBenefits = {
  title: 'Your free trial includes',
  items: [
    'A relaxed chat about your goals and why you are learning',
    'A friendly level check, from complete beginner to N1',
    'A mini-lesson with phrases you can use straight away',
    'A personal learning plan with the right program for you',
  ],
} as const satisfies { title: string; items: readonly string[] };

export const blurbs = {
  title: 'Why students love their first lesson',
  features: [
    {
      icon: 'calendar',
      title: 'Flexible Scheduling',
      description: 'Pick a time that suits you, Monday to Saturday between 9:00 AM and 8:00 PM CET.',
    },
    {
      icon: 'user',
      title: 'One-on-One Attention',
      description: 'The whole session is about you: your questions, your level and your goals.',
    },
    {
      icon: 'award',
      title: 'Expert Guidance',
      description: 'Learn with a qualified native teacher with more than ten years of classroom experience.',
    },
  ],
} as const satisfies { title: string; features: readonly Feature[] };

export const promoCta = {
  title: 'Ready to take the first step?',
  text: `Send a short message and I will reply within ${trial.replyHours} hours to arrange your free session.`,
  action: 'Claim Your Free Trial',
  note: promoHero.note,
} as const satisfies CallToAction;
