// The lesson, payment and cancellation rules (and the site's privacy facts) that each policy
// must state; the content test checks the data, the page tests check what /privacy and
// /terms show.
import { site } from '../../src/site.ts';
import { plainText } from '../../src/lib/rich-text.ts';
import { content } from '../helpers/content.ts';

/** A policy as the content files write it (with its id). */
export type Policy = (typeof content.en.policies.policies)[number];

/** The policies of an edition, in the order /privacy shows them. */
export const policiesOf = (locale: 'en' | 'ja'): readonly Policy[] => content[locale].policies.policies;

/** A policy's rules as plain words, one per line. */
export const pointsOf = (policy: Policy): string[] => policy.clauses.flatMap((clause) => clause.points.map(plainText));

/** Every sentence of a policy, summary included. */
export const textOf = (policy: Policy): string => [plainText(policy.summary), ...pointsOf(policy)].join('\n');

/** The English policy with this address. */
export const policy = (id: string): Policy => policiesOf('en').find((candidate) => candidate.id === id)!;

/**
 * The rules (and the site's facts) each policy must state, as the sentences that state them,
 * with ranges as the specification writes them ("7-10"): match them against the text read
 * through specDashes() (test/helpers/dashes.ts), since the pages write "7–10"; apostrophes as the
 * pages write them (hours’, scripts/content/quotes.ts).
 */
export const policyRules: Record<string, readonly RegExp[]> = {
  terms: [
    /Regular lessons last 30 or 60 minutes, depending on the course/,
    /Payment is required before the lesson/,
    /Online lessons run on the video-call tool you choose/,
    /All prices are in euro/,
    /at least 24 hours’ notice/,
    /free trial lesson lasts 30 minutes, with no obligation and no credit card required/,
  ],
  cancellation: [
    /Rescheduling or cancelling requires at least 24 hours’ notice/,
    /A cancellation made within 24 hours of the lesson may be neither refunded nor rescheduled/,
    /If I have to cancel a lesson, you get a full refund or a free reschedule/,
    /Refunds are processed within 7-10 business days/,
  ],
  'privacy-policy': [
    /no accounts/,
    // While enquiries are not delivered anywhere, the policy says so; with delivery on, the
    // build writes the sentence that names where they go instead (formDelivery in
    // src/content/en/policies.md; content-files.test.ts checks both).
    ...(site.enquiryEndpoint ? [] : [/The contact form sends nothing/, /only shows a notification/]),
    /no cookies/,
    /no analytics/,
    new RegExp(`${site.email.replace(/\./g, '\\.')}, I use .* only to answer you`),
  ],
};
