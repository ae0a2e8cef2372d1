import { useRef, useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { PageContent } from '../../content-schema/units.ts';
import { site } from '../../site.ts';
import { sentenceEndAfter, spaceAfter } from '../../lib/typography.ts';
import { toast } from '../../toast/store.ts';
import { buttonClass } from '../ButtonLink/ButtonLink.tsx';
import { ENQUIRY_ENDPOINT, formAction, honeypotName, NETLIFY, NETLIFY_FORM_NAME, sendEnquiry } from './delivery.ts';
import {
  choiceGroups,
  EMPTY_ENQUIRY,
  enquiryFields,
  enquiryMailto,
  fieldProblem,
  isRequired,
  type Enquiry,
  type EnquiryField,
  type FieldProblem,
} from './enquiry.ts';
import { Choice, Field, type ControlLink } from './Field.tsx';
import styles from './ContactForm.module.scss';

/** Everything the trial-booking form says (src/content/<lang>/contact.yaml, `form`). */
export type ContactFormTexts = PageContent<'contact'>['form'];

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const subscribeToNothing = () => () => undefined;

/** What keeps a control's field from being sent, read from its value and the browser's type check. */
const problemOf = (control: Control) =>
  fieldProblem(control.name as EnquiryField, control.value, control.validity.typeMismatch);

/**
 * The trial-booking form. By default it sends nothing: an empty name, e-mail or message
 * shows the "Missing Information" toast and keeps every value; a complete enquiry shows a
 * toast whose action opens it as an e-mail, then the form empties. A field the form will not
 * send (blank while required, or an e-mail address that is none) is marked, with the reason
 * under it, and the first of them takes the focus; the form checks for itself, so the
 * browser's own bubbles never cover the toast. Without JavaScript the
 * submit button stays disabled (and the page's CSP has form-action 'none'),
 * so the enquiry never reaches a URL or a request; the e-mail link under the button is the
 * way to write then.
 *
 * Built with a destination (ENQUIRY_ENDPOINT, see delivery.ts), it sends the enquiry there:
 * the button says it is sending (and a second click sends nothing more), success empties
 * the form, and a failure keeps every field and offers the e-mail link. Without JavaScript
 * it is a real form that posts to the destination, which leads to the thank-you page.
 */
interface ContactFormProps {
  /** The form's words in the page's edition (labels, options, toasts, the e-mail's text). */
  texts: ContactFormTexts;
  /** The id of the heading that names the form. */
  titleId?: string;
  /** Where enquiries go: this build's destination unless a test gives another. */
  endpoint?: string;
}

export function ContactForm({ texts, titleId, endpoint = ENQUIRY_ENDPOINT }: ContactFormProps) {
  const [enquiry, setEnquiry] = useState<Enquiry>(EMPTY_ENQUIRY);
  // False in the prerendered HTML and while hydrating, true once the app runs.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [sending, setSending] = useState(false);
  // The fields marked at the last submit, each with its reason, until the visitor puts it right.
  const [problems, setProblems] = useState<Partial<Record<EnquiryField, FieldProblem>>>({});
  // Set at once on submit (state lags a render behind), so a double click sends once.
  const inFlight = useRef(false);
  const netlify = endpoint === NETLIFY;

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

  async function submit(event: FormEvent<HTMLFormElement>) {
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
    const href = enquiryMailto(enquiry, site.email, texts);
    if (!endpoint) {
      // Nothing was sent: an edition that says so (preparedToast) does, the English one keeps the specification's words.
      toast({ ...(texts.preparedToast ?? texts.sentToast), action: { label: texts.sendByEmail, href } });
      return setEnquiry(EMPTY_ENQUIRY);
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    // Only a bot fills the hidden trap: it is told "sent", and nothing goes out.
    const trap = form.elements.namedItem(honeypotName(endpoint)) as HTMLInputElement | null;
    const delivered = trap?.value ? true : await sendEnquiry(endpoint, enquiryFields(enquiry, texts));
    inFlight.current = false;
    flushSync(() => setSending(false));
    // Disabling the focused button dropped focus to the page: give it back, now that it is enabled.
    if (document.activeElement === document.body) form.querySelector('button')?.focus();
    if (!delivered) {
      // Nothing is lost: the fields keep their values, and the e-mail link carries the enquiry.
      return toast({ variant: 'destructive', ...texts.failedToast, action: { label: texts.sendByEmail, href } });
    }
    toast(texts.sentToast);
    setEnquiry(EMPTY_ENQUIRY);
  }

  return (
    <form
      className={styles.form}
      method="post"
      action={endpoint ? formAction(endpoint) : undefined}
      // What Netlify's deploy looks for; it removes both attributes from the served page.
      name={netlify ? NETLIFY_FORM_NAME : undefined}
      data-netlify={netlify || undefined}
      netlify-honeypot={netlify ? honeypotName(endpoint) : undefined}
      aria-labelledby={titleId}
      // Once the app runs it checks the fields itself; without JavaScript the browser does.
      noValidate={hydrated}
      onSubmit={submit}
    >
      {/* Rendered here, not left to Netlify to inject, so that hydration keeps it. */}
      {netlify && <input type="hidden" name="form-name" value={NETLIFY_FORM_NAME} />}
      {endpoint && (
        // The spam trap: `hidden` keeps it from sight, the tab order and the accessibility tree.
        <p hidden>
          <label>
            {texts.honeypotLabel} <input type="text" name={honeypotName(endpoint)} tabIndex={-1} autoComplete="off" />
          </label>
        </p>
      )}
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
          disabled={endpoint ? sending : !hydrated}
        >
          {sending ? texts.sending : (!endpoint && texts.preparedSubmit) || texts.submit}
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
