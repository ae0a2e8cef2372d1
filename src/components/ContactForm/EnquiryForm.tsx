import {
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import { site } from '../../site.ts';
import { sentenceEndAfter, spaceAfter } from '../../lib/typography.ts';
import { toast } from '../../toast/store.ts';
import { buttonClass } from '../ButtonLink/ButtonLink.tsx';
import {
  choiceGroups,
  EMPTY_ENQUIRY,
  fieldProblem,
  isRequired,
  type ContactFormTexts,
  type Enquiry,
  type EnquiryField,
  type FieldProblem,
} from './enquiry.ts';
import { Choice, Field, type ControlLink } from './Field.tsx';
import * as styles from './ContactForm.module.scss';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const subscribeToNothing = () => () => undefined;

/** What keeps a control's field from being sent, read from its value and the browser's type check. */
const problemOf = (control: Control) =>
  fieldProblem(control.name as EnquiryField, control.value, control.validity.typeMismatch);

export interface EnquiryFormProps {
  texts: ContactFormTexts;
  titleId?: string;
  /** Takes a complete enquiry; calls `empty` once it is dealt with, which empties the form. */
  onEnquiry: (enquiry: Enquiry, form: HTMLFormElement, empty: () => void) => void;
  /** The submit button's words. */
  submitLabel: string;
  /**
   * Given by a form that can send: its button is disabled only while it sends (without
   * JavaScript the browser posts the form). Without it, the button stays disabled until the
   * app runs, so a submit without JavaScript cannot happen.
   */
  sending?: boolean;
  /** What a build with a destination adds to the form element (action, Netlify's attributes). */
  attributes?: FormHTMLAttributes<HTMLFormElement> & { 'data-netlify'?: boolean; 'netlify-honeypot'?: string };
  /** Hidden fields before the visible ones (the spam trap, Netlify's form-name). */
  children?: ReactNode;
}

/** The five fields and the check on submit that both kinds of contact form share (see ContactForm). */
export function EnquiryForm({
  texts,
  titleId,
  onEnquiry,
  submitLabel,
  sending,
  attributes,
  children,
}: EnquiryFormProps) {
  const [enquiry, setEnquiry] = useState<Enquiry>(EMPTY_ENQUIRY);
  // False in the prerendered HTML and while hydrating, true once the app runs.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  // The fields marked at the last submit, each with its reason, until the visitor puts it right.
  const [problems, setProblems] = useState<Partial<Record<EnquiryField, FieldProblem>>>({});

  const change = (event: ChangeEvent<Control>) => {
    const control = event.target;
    const field = control.name as EnquiryField;
    setEnquiry((current) => ({ ...current, [field]: control.value }));
    // A marked field is checked again as the visitor puts it right.
    if (problems[field]) setProblems((current) => ({ ...current, [field]: problemOf(control) }));
  };
  const bind = (field: EnquiryField) => (link: ControlLink) => ({
    ...link,
    name: field,
    value: enquiry[field],
    onChange: change,
    required: isRequired(field),
    className: styles.control,
  });
  const errorOf = (field: EnquiryField) => {
    const problem = problems[field];
    return problem && texts.fieldErrors[problem];
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const marked = (Object.keys(EMPTY_ENQUIRY) as EnquiryField[])
      .map((field) => form.elements.namedItem(field) as Control)
      .flatMap((control) => {
        const problem = problemOf(control);
        return problem ? [{ control, problem }] : [];
      });
    setProblems(Object.fromEntries(marked.map(({ control, problem }) => [control.name, problem])));
    if (marked[0]) {
      marked[0].control.focus();
      if (marked.some(({ problem }) => problem === 'missing')) toast({ variant: 'destructive', ...texts.missingToast });
      return;
    }
    onEnquiry(enquiry, form, () => setEnquiry(EMPTY_ENQUIRY));
  }

  return (
    <form
      className={styles.form}
      method="post"
      {...attributes}
      aria-labelledby={titleId}
      // Once the app runs it checks the fields itself; without JavaScript the browser does.
      noValidate={hydrated}
      onSubmit={submit}
    >
      {children}
      <Field label={texts.labels.name} error={errorOf('name')}>
        {(link) => <input {...bind('name')(link)} type="text" autoComplete="name" />}
      </Field>
      <Field label={texts.labels.email} error={errorOf('email')}>
        {(link) => <input {...bind('email')(link)} type="email" autoComplete="email" />}
      </Field>
      <Field label={texts.labels.program} optionalHint={texts.optionalHint}>
        {(link) => (
          <Choice
            {...bind('program')(link)}
            emptyLabel={texts.emptyChoice.program}
            groups={choiceGroups(texts, 'programs')}
          />
        )}
      </Field>
      <Field label={texts.labels.level} optionalHint={texts.optionalHint}>
        {(link) => (
          <Choice
            {...bind('level')(link)}
            emptyLabel={texts.emptyChoice.level}
            groups={choiceGroups(texts, 'levels')}
          />
        )}
      </Field>
      <Field label={texts.labels.message} wide error={errorOf('message')}>
        {(link) => <textarea {...bind('message')(link)} rows={6} placeholder={texts.messagePlaceholder} />}
      </Field>
      <div className={styles.footer}>
        <button
          type="submit"
          className={`${buttonClass} ${styles.submit}`}
          data-size="lg"
          disabled={sending ?? !hydrated}
        >
          {submitLabel}
        </button>
        <p className={styles.emailInstead}>
          {`${texts.emailInstead}${spaceAfter(texts.emailInstead)}`}
          <a href={`mailto:${site.email}`}>{site.email}</a>
          {sentenceEndAfter(texts.emailInstead)}
        </p>
      </div>
    </form>
  );
}
