import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { contactPage } from '../../content/contact.ts';
import { site } from '../../content/site.ts';
import { toast } from '../../toast/store.ts';
import { buttonClass } from '../ButtonLink/ButtonLink.tsx';
import { EMPTY_ENQUIRY, enquiryMailto, isMissingRequired, type Enquiry, type EnquiryField } from './enquiry.ts';
import { Choice, Field } from './Field.tsx';
import styles from './ContactForm.module.scss';

const texts = contactPage.form;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The trial-booking form. It sends nothing: an empty name, e-mail or message shows the
 * "Missing Information" toast and keeps every value; a complete enquiry shows a toast
 * whose action opens it as an e-mail, then the form empties. Without JavaScript the submit
 * button stays disabled (and the page's CSP has form-action 'none'), so the enquiry never
 * reaches a URL or a request; the e-mail link under the button is the way to write then.
 */
export function ContactForm({ titleId }: { /** The id of the heading that names the form. */ titleId?: string }) {
  const [enquiry, setEnquiry] = useState<Enquiry>(EMPTY_ENQUIRY);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The browser reports each empty required field separately: one toast per attempt.
  const reportedInvalid = useRef(false);

  const change = (event: ChangeEvent<Control>) =>
    setEnquiry((current) => ({ ...current, [event.target.name as EnquiryField]: event.target.value }));
  const bind = (field: EnquiryField) => (id: string) => ({
    id,
    name: field,
    value: enquiry[field],
    onChange: change,
    className: styles.control,
  });
  const showMissing = () => toast({ variant: 'destructive', ...texts.missingToast });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isMissingRequired(enquiry)) return void showMissing();
    const href = enquiryMailto(enquiry, site.email, texts);
    toast({ ...texts.sentToast, action: { label: texts.sendByEmail, href } });
    setEnquiry(EMPTY_ENQUIRY);
  }

  // The browser's own check stops a submit with an empty required field before `submit`
  // runs; the visitor gets the same toast then.
  function invalid(event: FormEvent<HTMLFormElement>) {
    if (!(event.target as Control).validity.valueMissing || reportedInvalid.current) return;
    reportedInvalid.current = true;
    queueMicrotask(() => (reportedInvalid.current = false));
    showMissing();
  }

  return (
    <form className={styles.form} method="post" aria-labelledby={titleId} onSubmit={submit} onInvalidCapture={invalid}>
      <Field label={texts.labels.name}>
        {(id) => <input {...bind('name')(id)} type="text" autoComplete="name" required />}
      </Field>
      <Field label={texts.labels.email}>
        {(id) => <input {...bind('email')(id)} type="email" autoComplete="email" required />}
      </Field>
      <Field label={texts.labels.program} optionalHint={texts.optionalHint}>
        {(id) => <Choice {...bind('program')(id)} emptyLabel={texts.emptyChoice.program} options={texts.programs} />}
      </Field>
      <Field label={texts.labels.level} optionalHint={texts.optionalHint}>
        {(id) => <Choice {...bind('level')(id)} emptyLabel={texts.emptyChoice.level} options={texts.levels} />}
      </Field>
      <Field label={texts.labels.message} wide>
        {(id) => <textarea {...bind('message')(id)} rows={6} placeholder={texts.messagePlaceholder} required />}
      </Field>
      <div className={styles.footer}>
        <button type="submit" className={`${buttonClass} ${styles.submit}`} data-size="lg" disabled={!hydrated}>
          {texts.submit}
        </button>
        <p className={styles.emailInstead}>
          {texts.emailInstead} <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </div>
    </form>
  );
}
