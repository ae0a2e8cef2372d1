import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { site } from '../../site.ts';
import { toast } from '../../toast/store.ts';
import { ENQUIRY_ENDPOINT, formAction, honeypotName, NETLIFY, NETLIFY_FORM_NAME, sendEnquiry } from './delivery.ts';
import { enquiryFields, enquiryMailto, type ContactFormProps, type Enquiry } from './enquiry.ts';
import { EnquiryForm } from './EnquiryForm.tsx';

/**
 * The contact form of a build with a destination (ENQUIRY_ENDPOINT, see delivery.ts): it sends
 * the enquiry there. The button says it is sending (and a second click sends nothing more),
 * success empties the form, and a failure keeps every field and offers the e-mail link.
 * Without JavaScript it is a real form that posts to the destination, which leads to the
 * thank-you page.
 */
export function SendingForm({ texts, titleId, endpoint = ENQUIRY_ENDPOINT }: ContactFormProps & { endpoint?: string }) {
  const [sending, setSending] = useState(false);
  // Set at once on submit (state lags a render behind), so a double click sends once.
  const inFlight = useRef(false);
  const netlify = endpoint === NETLIFY;

  async function send(enquiry: Enquiry, form: HTMLFormElement, empty: () => void) {
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
      const href = enquiryMailto(enquiry, site.email, texts);
      return toast({ variant: 'destructive', ...texts.failedToast, action: { label: texts.sendByEmail, href } });
    }
    toast(texts.sentToast);
    empty();
  }

  return (
    <EnquiryForm
      texts={texts}
      titleId={titleId}
      onEnquiry={send}
      submitLabel={sending ? texts.sending : texts.submit}
      sending={sending}
      attributes={{
        action: formAction(endpoint),
        // What Netlify's deploy looks for; it removes both attributes from the served page.
        name: netlify ? NETLIFY_FORM_NAME : undefined,
        'data-netlify': netlify || undefined,
        'netlify-honeypot': netlify ? honeypotName(endpoint) : undefined,
      }}
    >
      {/* Rendered here, not left to Netlify to inject, so that hydration keeps it. */}
      {netlify && <input type="hidden" name="form-name" value={NETLIFY_FORM_NAME} />}
      {/* The spam trap: `hidden` keeps it from sight, the tab order and the accessibility tree. */}
      <p hidden>
        <label>
          {texts.honeypotLabel} <input type="text" name={honeypotName(endpoint)} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
    </EnquiryForm>
  );
}
