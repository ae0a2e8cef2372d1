// The questions on the FAQ page (/faq). Answers agree with the policies in policies.ts
// (trial, lesson lengths, payment, cancellation, refunds): edit a rule there and here together.
//
// An answer is one text, or a list of paragraphs: answer: ['First paragraph.', 'Second.'].
// Inside it, *words* are emphasised and **words** bold. HTML is not allowed (and not needed).
import type { LongText } from './card-types.ts';

/** One question and its answer. */
export interface FaqItem {
  /** The question, shown as the accordion's button. */
  question: string;
  /** The answer, revealed when the question is opened: a text, or a list of paragraphs. */
  answer: LongText;
}

/** The texts of the FAQ page. */
export interface FaqPageTexts {
  /** The page's h1. */
  title: string;
  /** The line under it. */
  lead: string;
  /** The questions; the page shows exactly six. */
  items: readonly FaqItem[];
  /** The closing prompt before the link to /contact. */
  closingTitle: string;
  /** A sentence under the closing prompt. */
  closingText: string;
  /** The label of the closing link to /contact ("Contact Us"). */
  contactAction: string;
}

export const faqPage = {
  title: 'Frequently Asked Questions',
  lead: 'Everything you might want to know before your first lesson: the free trial, lesson times, online classes, payment and cancellations.',
  items: [
    {
      question: 'How does the free trial class work?',
      answer:
        'The trial is a relaxed 30-minute lesson, online or in person in Malta. We talk about your goals, I find your level, and you try a short piece of a real lesson. There is no commitment and no credit card is required: if you want to continue, we choose a program together afterwards.',
    },
    {
      question: 'How long are the lessons?',
      answer:
        'Regular lessons last 30 or 60 minutes, depending on the course. Thirty minutes suits short daily practice or young learners; sixty minutes leaves room for new grammar, conversation and questions. Group classes follow their own weekly timetable.',
    },
    {
      question: 'Can I take lessons online?',
      answer:
        'Yes. Students in Malta can meet me in person, and learners anywhere in the world take their lessons online, on the video-call tool they prefer (Zoom, Google Meet, Skype, Teams…). You only need a stable connection and a quiet corner; I share materials on screen and by e-mail.',
    },
    {
      question: 'How and when do I pay?',
      answer:
        'Lessons are paid in euro, before the lesson takes place. You receive the payment details when you book; a package of lessons is paid before its first lesson.',
    },
    {
      question: 'What if I need to cancel or reschedule?',
      answer:
        'Tell me at least 24 hours before the lesson and we move it or cancel it free of charge. A lesson cancelled later than that may be neither refunded nor rescheduled, because the time was kept for you. If I ever have to cancel, you choose between a full refund and a free reschedule.',
    },
    {
      question: 'How long does a refund take?',
      answer:
        'Refunds are processed within 7–10 business days, in euro and by the method you paid with. I confirm by e-mail as soon as the refund is on its way.',
    },
  ],
  closingTitle: 'Still have a question?',
  closingText: 'Write to me and I will get back to you within 24 hours.',
  contactAction: 'Contact Us',
} as const satisfies FaqPageTexts;
