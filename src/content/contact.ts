// The contact page (/contact): the trial-booking form's labels, choices and toasts, the contact
// details and the mini FAQ. The e-mail address itself lives in site.ts.
import type { FaqItem } from '../components/Accordion/Accordion.tsx';

/** The program codes of the form's program choice; these four, in this order. */
export type ProgramCode = 'group' | 'private' | 'jlpt' | 'unsure';

/** The level codes of the form's level choice; these six, in this order. */
export type LevelCode = 'beginner' | 'n5' | 'n4' | 'n3' | 'n2' | 'n1';

/** One choice of a select. */
export interface ChoiceOption<Code extends string> {
  /** The value the form keeps (the code, e.g. "group" or "n5"). */
  value: Code;
  /** What the visitor reads. */
  label: string;
}

/** A toast's texts. */
export interface ToastTexts {
  /** Its headline. */
  title: string;
  /** The sentence under it. */
  description: string;
}

/** Everything the trial-booking form says. */
export interface ContactFormTexts {
  /** The form's heading (an h2). */
  title: string;
  /** A line under the heading. */
  intro: string;
  /** The visible label of each field. */
  labels: { name: string; email: string; program: string; level: string; message: string };
  /** The hint after the labels of optional fields. */
  optionalHint: string;
  /** The empty first option of the program and level selects. */
  emptyChoice: { program: string; level: string };
  /** The program choices: Group Classes, Private Lessons, JLPT Preparation, Not sure yet (optional). */
  programs: readonly ChoiceOption<ProgramCode>[];
  /** The level choices, from Complete Beginner to Advanced (N1) (optional). */
  levels: readonly ChoiceOption<LevelCode>[];
  /** The message field's placeholder. */
  messagePlaceholder: string;
  /** The submit button. */
  submit: string;
  /** The line offering e-mail instead (the only way to write without JavaScript); the address follows it. */
  emailInstead: string;
  /** The destructive toast when name, e-mail or message is empty: "Missing Information". */
  missingToast: ToastTexts;
  /** The toast after a complete enquiry: "Message Sent!", with the 24-hour reply promise. */
  sentToast: ToastTexts;
  /** The success toast's link that opens the enquiry as an e-mail. */
  sendByEmail: string;
  /** The submit button while an enquiry is being delivered (when delivery is on). */
  sending: string;
  /** The toast when delivery failed; it offers the e-mail link too, so nothing is lost. */
  failedToast: ToastTexts;
  /** The label of the spam trap, a field hidden from people and screen readers (bots read it). */
  honeypotLabel: string;
  /** The e-mail's subject, from the visitor's name. */
  mailSubject: (name: string) => string;
  /** The e-mail's text for an optional field left empty. */
  mailNotChosen: string;
}

/** The contact page's texts. */
export interface ContactPageTexts {
  /** Above the h1. */
  eyebrow: string;
  /** The page's h1 ("Get in Touch"). */
  title: string;
  /** The line under the h1. */
  lead: string;
  form: ContactFormTexts;
  /** The contact details block. */
  info: {
    /** Its heading (an h2). */
    title: string;
    emailLabel: string;
    locationLabel: string;
    /** Where lessons happen: in person in Malta, online worldwide. */
    location: string;
    availabilityLabel: string;
    /** When lessons happen: Monday to Saturday, 9:00 AM to 8:00 PM CET, flexible. */
    availability: string;
  };
  /** The mini FAQ: exactly three entries. */
  faq: { title: string; items: readonly [FaqItem, FaqItem, FaqItem]; moreLink: string };
  /** "Find Us in Malta": a drawing where a map would be; no real map is embedded. */
  map: {
    title: string;
    intro: string;
    /** The line on the map ("Exact location shared after booking"). */
    note: string;
    /** The map drawing's text alternative. */
    imageLabel: string;
    /** The island names written on the drawing. */
    islands: { gozo: string; comino: string; malta: string };
  };
}

export const contactPage = {
  eyebrow: 'Free 30-minute trial class',
  title: 'Get in Touch',
  lead: 'Tell me a little about yourself and what you would like to learn. Your first 30-minute class is free, with no commitment and no credit card required.',
  form: {
    title: 'Book Your Free Trial Class',
    intro: 'Fields marked “optional” can stay empty. I reply within 24 hours.',
    labels: { name: 'Your name', email: 'E-mail address', program: 'Program', level: 'Your level', message: 'Message' },
    optionalHint: '(optional)',
    emptyChoice: { program: 'Choose a program', level: 'Choose your level' },
    programs: [
      { value: 'group', label: 'Group Classes' },
      { value: 'private', label: 'Private Lessons' },
      { value: 'jlpt', label: 'JLPT Preparation' },
      { value: 'unsure', label: 'Not sure yet' },
    ],
    levels: [
      { value: 'beginner', label: 'Complete Beginner' },
      { value: 'n5', label: 'Beginner (N5)' },
      { value: 'n4', label: 'Elementary (N4)' },
      { value: 'n3', label: 'Intermediate (N3)' },
      { value: 'n2', label: 'Upper Intermediate (N2)' },
      { value: 'n1', label: 'Advanced (N1)' },
    ],
    messagePlaceholder: 'Your goals, the days and times that suit you, online or in Malta…',
    submit: 'Send Message',
    emailInstead: 'Prefer e-mail? Write to me directly at',
    missingToast: { title: 'Missing Information', description: 'Please fill in all required fields.' },
    sentToast: {
      title: 'Message Sent!',
      description: "Thank you for your interest. I'll get back to you within 24 hours.",
    },
    sendByEmail: 'Send by e-mail',
    sending: 'Sending…',
    failedToast: {
      title: 'Message Not Sent',
      description:
        'Your message could not be sent. Everything you typed is still in the form: try again, or send it by e-mail.',
    },
    honeypotLabel: 'Leave this field empty',
    mailSubject: (name) => `Free trial class enquiry from ${name}`,
    mailNotChosen: 'Not specified',
  },
  info: {
    title: 'Contact Information',
    emailLabel: 'E-mail',
    locationLabel: 'Location',
    location: 'Malta (In-person classes available) / Online classes worldwide',
    availabilityLabel: 'Availability',
    availability: 'Monday - Saturday: 9:00 AM - 8:00 PM CET, flexible scheduling',
  },
  faq: {
    title: 'Quick Answers',
    items: [
      {
        question: 'Is the trial class really free?',
        answer:
          'Yes. The trial lasts 30 minutes and costs nothing: no commitment, no credit card. We get to know each other, check your level and plan what comes next.',
      },
      {
        question: 'How soon will you reply?',
        answer:
          'Within 24 hours, Monday to Saturday. I answer every enquiry personally with a few times that suit your schedule.',
      },
      {
        question: 'Do I need to be in Malta?',
        answer:
          'No. Classes take place in person in Malta or online anywhere in the world, on the video-call tool you prefer.',
      },
    ],
    moreLink: 'More questions and answers',
  },
  map: {
    title: 'Find Us in Malta',
    intro: 'In-person lessons take place in Malta; online lessons wherever you are.',
    note: 'Exact location shared after booking',
    imageLabel: 'A simple map of the Maltese islands: Gozo, Comino and Malta, with a marker on Malta.',
    islands: { gozo: 'Gozo', comino: 'Comino', malta: 'Malta' },
  },
} as const satisfies ContactPageTexts;
