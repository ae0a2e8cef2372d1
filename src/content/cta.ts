// The home page's closing band (the about, programs and lessons pages have theirs in their own
// content files). It leads to /contact. The trial's facts it quotes are in ./site.ts (`trial`).
import type { CallToAction } from './card-types.ts';
import { trial } from './site.ts';

/** The closing band of the home page ("Book Free Trial Class"). */
export const trialClassCta = {
  title: 'Start with a free trial class',
  text: `Meet your teacher, talk about your goals and try a real ${trial.minutes}-minute lesson. No commitment and no credit card required.`,
  action: 'Book Free Trial Class',
  note: `I reply to every message within ${trial.replyHours} hours.`,
} as const satisfies CallToAction;
