// The privacy policy, the terms & conditions and the cancellation policy: the ONE source of
// their wording. /privacy shows all three as cards; /terms shows the terms in full with the
// cancellation policy they include. The rules they must keep: payment before the lesson;
// 24 hours' notice to reschedule or cancel; a teacher's cancellation gives a full refund or a
// free reschedule; refunds within 7–10 business days; lessons of 30 or 60 minutes; euro only.
import type { IconName } from './icons.ts';
import { site } from './site.ts';

/** One titled part of a policy. */
export interface PolicyClause {
  /** The clause's heading. */
  heading: string;
  /** Its statements, one rule or fact each, in reading order. */
  points: readonly string[];
}

/** A policy document. */
export interface Policy {
  /** Its anchor on /privacy, e.g. "terms" for /privacy#terms. */
  id: 'privacy-policy' | 'terms' | 'cancellation';
  /** Its title, e.g. "Terms & Conditions". */
  title: string;
  /** The icon beside the title. */
  icon: IconName;
  /** What the policy says, in one or two sentences. */
  summary: string;
  /** Its clauses, in order. */
  clauses: readonly PolicyClause[];
}

/** The date the current wording took effect, as displayed. */
export const policiesUpdated = 'November 1, 2026';

export const privacyPolicy = {
  id: 'privacy-policy',
  title: 'Privacy Policy',
  icon: 'shield',
  summary:
    'This website collects as little as possible: no accounts, no cookies, no analytics. The only personal data I receive is what you choose to e-mail me.',
  clauses: [
    {
      heading: 'What this website collects',
      points: [
        'The site has no accounts and no login. It sets no cookies and uses no analytics, tracking or advertising tools, and it loads no fonts, maps or scripts from other companies.',
        // What the contact form does with what you type depends on this build's enquiry delivery
        // (__ENQUIRY_ENDPOINT__, set in site.ts or ENQUIRY_ENDPOINT): the build keeps the one
        // sentence that is true.
        __ENQUIRY_ENDPOINT__
          ? `When you press the contact form's button, your name, e-mail address, the program and level you chose and your message go to ${__ENQUIRY_ENDPOINT__ === 'netlify' ? 'Netlify, the host of this website' : `the form service ${new URL(__ENQUIRY_ENDPOINT__).host}`}, which passes them on to me by e-mail. Nothing is sent before you press it.`
          : 'The contact form sends nothing: when you press its button, it only shows a notification in your browser. What you type stays on your device unless you decide to e-mail it to me yourself.',
        'The newsletter box sends and stores nothing either.',
      ],
    },
    {
      heading: 'E-mails you send me',
      points: [
        `When you write to ${site.email}, I use your name, e-mail address and message only to answer you and, if you book, to arrange your lessons.`,
        'I never sell or share your details, and I never add you to a mailing list without asking.',
        'I keep lesson e-mails while we work together and delete them within 12 months of our last lesson, except payment records, which tax law requires me to keep longer.',
      ],
    },
    {
      heading: 'Online lessons',
      points: [
        "Online lessons run on the video-call tool you choose, and that service's own privacy policy applies to the call.",
        'I never record a lesson without asking you first.',
      ],
    },
    {
      heading: 'Your rights',
      points: [
        `Under the GDPR you may ask to see, correct or delete the personal data I hold about you at any time: write to ${site.email} and I will reply within 30 days.`,
        "You may also complain to Malta's Information and Data Protection Commissioner (IDPC).",
      ],
    },
  ],
} as const satisfies Policy;

export const termsAndConditions = {
  id: 'terms',
  title: 'Terms & Conditions',
  icon: 'book',
  summary: `These terms apply to every Japanese or English lesson booked with ${site.teacherName} (${site.brand}), in person in Malta or online. By booking a lesson you accept them.`,
  clauses: [
    {
      heading: 'Lessons',
      points: [
        'Regular lessons last 30 or 60 minutes, depending on the course. Group classes and exam courses keep the length stated on their program page.',
        'Lessons take place in person in Malta or online. Online lessons run on the video-call tool you choose, such as Zoom, Google Meet or Skype; please have it ready before the lesson starts.',
        'A lesson ends at its booked time, even if it starts late on your side.',
        'The free trial lesson lasts 30 minutes, with no obligation and no credit card required.',
      ],
    },
    {
      heading: 'Prices and payment',
      points: [
        'All prices are in euro (€) and are shown on the program pages.',
        'Payment is required before the lesson. A lesson is confirmed once its payment has arrived.',
        'Accepted payment methods are confirmed when you book.',
      ],
    },
    {
      heading: 'Rescheduling and cancelling',
      points: [
        "Rescheduling or cancelling a lesson requires at least 24 hours' notice. The Cancellation Policy sets out the details, including refunds.",
      ],
    },
    {
      heading: 'Progress and materials',
      points: [
        'Lessons are adapted to your goals and level, but no exam result can be guaranteed: passing the JLPT, IELTS or TOEFL also depends on your own study between lessons.',
        'Worksheets, notes and recordings of exercises I give you are for your own study; please do not share or sell them.',
      ],
    },
    {
      heading: 'Changes and questions',
      points: [
        'These terms may be updated; the version shown on this site when you book applies to that booking.',
        `Questions about these terms are welcome at ${site.email}.`,
      ],
    },
  ],
} as const satisfies Policy;

export const cancellationPolicy = {
  id: 'cancellation',
  title: 'Cancellation Policy',
  icon: 'calendar',
  summary: "Plans change. With at least 24 hours' notice, moving or cancelling a lesson costs you nothing.",
  clauses: [
    {
      heading: "With 24 hours' notice or more",
      points: [
        "Rescheduling or cancelling requires at least 24 hours' notice before the lesson starts.",
        `Write to ${site.email} or in the chat we use for lessons. You can move the lesson to another free slot or cancel it for a full refund.`,
      ],
    },
    {
      heading: 'Within 24 hours',
      points: [
        'A cancellation made within 24 hours of the lesson may be neither refunded nor rescheduled.',
        'A lesson missed without notice counts as taken. In a real emergency, tell me: I will always try to find a fair solution.',
      ],
    },
    {
      heading: 'If I cancel',
      points: ['If I have to cancel a lesson, you get a full refund or a free reschedule, whichever you prefer.'],
    },
    {
      heading: 'Refunds',
      points: ['Refunds are processed within 7–10 business days, in euro, to the payment method you used.'],
    },
  ],
} as const satisfies Policy;

/** The three policies in the order /privacy shows them. */
export const policies: readonly Policy[] = [privacyPolicy, termsAndConditions, cancellationPolicy];

/** The pages' headings and connecting texts. */
export const policyPages = {
  privacy: {
    eyebrow: 'Policies',
    title: 'Privacy, Terms & Cancellation',
    lead: 'Plain-language policies: what happens to your data, how booking and payment work, and what to do when plans change.',
  },
  terms: {
    eyebrow: 'Legal',
    title: 'Terms of Service',
    lead: 'The rules for booking, paying for, rescheduling and cancelling lessons, online and in Malta. Short, fair and in plain language.',
    privacyNote: 'How your personal data is handled is explained in the Privacy Policy.',
    privacyLink: 'Read the Privacy Policy',
  },
  contentsLabel: 'On this page',
  updatedLabel: 'Last updated:',
} as const;
