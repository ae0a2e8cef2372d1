// The thank-you page (/thank-you): where a visitor lands after sending the contact form
// without JavaScript, once the form service (or Netlify) has received the enquiry.
import { trial } from './site.ts';

/** One step of what happens after an enquiry. */
export interface NextStep {
  /** When it happens, e.g. "Within 24 hours". */
  when: string;
  /** The step's heading (an h3). */
  title: string;
  /** One or two sentences. */
  description: string;
}

/** Everything the thank-you page says. */
export interface ThankYouPageTexts {
  /** Above the h1. */
  eyebrow: string;
  /** The page's h1. */
  title: string;
  /** The line under the h1: the message arrived. */
  lead: string;
  /** The buttons under the lead. */
  actions: { home: string; programs: string };
  /** What happens next (an h2 and three steps). */
  next: { title: string; steps: readonly [NextStep, NextStep, NextStep] };
  /** The line for a reply that does not come; the e-mail address follows it. */
  noReply: string;
}

export const thankYouPage = {
  eyebrow: 'Message received',
  title: 'Thank You for Your Message!',
  lead: `Your enquiry has arrived. I read every message myself and reply within ${trial.replyHours} hours.`,
  actions: { home: 'Return to Home', programs: 'Explore the Programs' },
  next: {
    title: 'What happens next',
    steps: [
      {
        when: `Within ${trial.replyHours} hours`,
        title: 'I reply personally',
        description:
          'You receive an e-mail from me with a few times for your free trial class that suit your schedule.',
      },
      {
        when: 'Your free trial',
        title: `We meet for ${trial.minutes} minutes`,
        description:
          'Online or in person in Malta: we talk about your goals, check your level and try a short lesson. No commitment and no credit card.',
      },
      {
        when: 'After the trial',
        title: 'You choose how to continue',
        description: 'Group classes, private lessons or JLPT preparation: I suggest what fits you, and you decide.',
      },
    ],
  },
  noReply: `No reply after ${trial.replyHours} hours? Look in your spam folder, or write to me directly at`,
} as const satisfies ThankYouPageTexts;
