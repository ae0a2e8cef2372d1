// The free trial's facts (30 minutes, no commitment, no credit card; a reply within 24 hours)
// and the calls to action several pages share. Every call to action leads to /contact.
import type { CallToAction } from './card-types.ts';

/** Facts of the free trial lesson, quoted across the site. */
export interface TrialFacts {
  /** Length of the free trial lesson in minutes. */
  minutes: number;
  /** Hours within which every enquiry gets a reply. */
  replyHours: number;
}

export const trial = {
  minutes: 30,
  replyHours: 24,
} as const satisfies TrialFacts;

/** The closing band of the home, about and programs pages ("Book Free Trial Class"). */
export const trialClassCta = {
  title: 'Start with a free trial class',
  text: `Meet your teacher, talk about your goals and try a real ${trial.minutes}-minute lesson. No commitment and no credit card required.`,
  action: 'Book Free Trial Class',
  note: `I reply to every message within ${trial.replyHours} hours.`,
} as const satisfies CallToAction;
