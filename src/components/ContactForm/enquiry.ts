// The enquiry the contact form holds: its five fields (name, e-mail, program, level, message),
// the rule that name, e-mail and message must not be empty, the choices of its two lists, the
// fields a form service receives, and the mailto: link that lets the visitor send it by e-mail.
// No React.
import type { PageContent } from '../../content-schema/units.ts';
import { inGroup, labelled } from '../../lib/typography.ts';

/** Everything the trial-booking form says (src/content/<lang>/contact.yaml, `form`). */
export type ContactFormTexts = PageContent<'contact'>['form'];

/** What the page gives either kind of contact form (see ContactForm.tsx). */
export interface ContactFormProps {
  /** The form's words in the page's edition (labels, options, toasts, the e-mail's text). */
  texts: ContactFormTexts;
  /** The id of the heading that names the form. */
  titleId?: string;
}

/** The form's five fields, in order; each is a text (the selects hold a code or ""). */
export interface Enquiry {
  name: string;
  email: string;
  program: string;
  level: string;
  message: string;
}

export type EnquiryField = keyof Enquiry;

/** The empty form: the state at first and after a successful submit. */
export const EMPTY_ENQUIRY: Readonly<Enquiry> = Object.freeze({
  name: '',
  email: '',
  program: '',
  level: '',
  message: '',
});

/** The fields that must be filled in (program and level are optional). */
export const REQUIRED_FIELDS = ['name', 'email', 'message'] as const satisfies readonly EnquiryField[];

/** True for name, e-mail and message. */
export const isRequired = (field: EnquiryField): boolean =>
  (REQUIRED_FIELDS as readonly EnquiryField[]).includes(field);

/** Why the form will not send a field as it is: a required field left blank, or an e-mail address that is none. */
export type FieldProblem = 'missing' | 'email';

/**
 * What keeps a field from being sent, if anything: blank while required, or a value the
 * browser cannot read as the field's type (`wrongType`: an e-mail address without an "@"…).
 */
export function fieldProblem(field: EnquiryField, value: string, wrongType: boolean): FieldProblem | undefined {
  if (isRequired(field) && value.trim() === '') return 'missing';
  return wrongType ? 'email' : undefined;
}

/** One choice of a list: the code the form keeps and the words the visitor reads. */
export interface Choice {
  value: string;
  label: string;
}

/** A part of a list: its choices, under a group's name (an <optgroup>) or none. */
export interface ChoiceGroup {
  label?: string;
  options: readonly Choice[];
}

/** The words the lists are made of. */
type ListTexts = Pick<ContactFormTexts, 'programs' | 'levels' | 'englishLessons'>;

/**
 * The parts of the program list or the level list. An edition whose words give the English
 * lessons (the Japanese one) offers them first, under their own group's name, then the lists'
 * own choices as the Japanese lessons' group, then the choices that are no lesson of one
 * language ("Not sure yet"). Any other edition offers its list as it is, in one part.
 */
export function choiceGroups(texts: ListTexts, list: 'programs' | 'levels'): ChoiceGroup[] {
  const own = texts[list];
  const english = texts.englishLessons;
  if (!english) return [{ options: own }];
  const [englishGroup, japaneseGroup] =
    list === 'programs'
      ? [english.programsGroup, english.japaneseProgramsGroup]
      : [english.levelsGroup, english.japaneseLevelsGroup];
  return [
    { label: englishGroup, options: english[list] },
    { label: japaneseGroup, options: own.filter((choice) => !choice.anyLesson) },
    { options: own.filter((choice) => choice.anyLesson) },
  ].filter((group) => group.options.length > 0);
}

type MailTexts = ListTexts & Pick<ContactFormTexts, 'labels' | 'mailSubject' | 'mailNotChosen'>;

/**
 * The enquiry as the teacher reads it, in the e-mail and in a form service's inbox: every
 * field trimmed, program and level as their labels ("Private Lessons", "Beginner (N5)"), a
 * choice of a group with the group's name first (「【英語レッスン】ビジネス英語」), and an optional
 * choice left empty as "Not specified".
 */
export function enquiryFields(enquiry: Enquiry, texts: Omit<MailTexts, 'mailSubject'>): Enquiry {
  const choice = (list: 'programs' | 'levels', code: string) => {
    for (const group of choiceGroups(texts, list)) {
      const option = group.options.find((candidate) => candidate.value === code);
      if (option) return group.label ? inGroup(group.label, option.label) : option.label;
    }
    return texts.mailNotChosen;
  };
  return {
    name: enquiry.name.trim(),
    email: enquiry.email.trim(),
    program: choice('programs', enquiry.program),
    level: choice('levels', enquiry.level),
    message: enquiry.message.trim(),
  };
}

/**
 * A mailto: link to `to` carrying the enquiry as subject and body. Every part is
 * percent-encoded, so "&", "?", "#" or line breaks in the message cannot break the link;
 * lines end in CRLF as RFC 6068 asks.
 */
export function enquiryMailto(enquiry: Enquiry, to: string, texts: MailTexts): string {
  const fields = enquiryFields(enquiry, texts);
  const body = [
    labelled(texts.labels.name, fields.name),
    labelled(texts.labels.email, fields.email),
    labelled(texts.labels.program, fields.program),
    labelled(texts.labels.level, fields.level),
    '',
    fields.message.replace(/\r\n?|\n/g, '\r\n'),
  ].join('\r\n');
  const subject = texts.mailSubject.replaceAll('{name}', () => fields.name);
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
