import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { buttonClass } from '../ButtonLink/ButtonLink.tsx';
import { AddressField } from './AddressField.tsx';
import type { NewsletterCopy } from './copy.ts';
import * as styles from './Newsletter.module.scss';
import { addressField, NEWSLETTER_HONEYPOT, sendAddress } from './subscribe.ts';

/** A notice's title, on a line of its own (no space between them in Japanese), and what it means. */
function Notice({ title, description }: { title: string; description: string }) {
  return (
    <>
      <strong className={styles.noticeTitle}>{title}</strong>
      {description}
    </>
  );
}

/**
 * The newsletter box's form, in a build with a newsletter address: it posts the address there.
 * Without JavaScript the browser posts it and shows the service's own page. With JavaScript the
 * page stays: the button says it is sending (a second click sends nothing more), then a notice
 * under the field says the address is subscribed (the box empties) or was not sent (the address
 * stays). The notice is the box's own, in live regions beside the field, not a toast: the
 * toasts' code belongs to the contact page, and sharing it with this page would cost the contact
 * page's first load a third of a kilobyte it does not have (docs/performance.md).
 */
export function SubscribeForm({ copy, endpoint }: { copy: NewsletterCopy; endpoint: string }) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<'subscribed' | 'failed'>();
  // Set at once on submit (state lags a render behind), so a double click sends once.
  const inFlight = useRef(false);
  const words = copy.subscribing;
  const addressName = addressField(endpoint);

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
    inFlight.current = true;
    setSending(true);
    setOutcome(undefined);
    // Only a robot fills the hidden trap: it is told "subscribed", and nothing goes out.
    const sent = field(NEWSLETTER_HONEYPOT)?.value
      ? true
      : await sendAddress(endpoint, field(addressName)?.value ?? '');
    inFlight.current = false;
    flushSync(() => setSending(false));
    // Disabling the focused button dropped focus to the page: give it back, now that it is enabled.
    if (document.activeElement === document.body) form.querySelector('button')?.focus();
    setOutcome(sent ? 'subscribed' : 'failed');
    if (sent) form.reset();
  }

  return (
    <>
      <form className={styles.row} method="post" action={endpoint} onSubmit={subscribe}>
        <AddressField copy={copy} name={addressName} required />
        {/* The spam trap: `hidden` keeps it from sight, the tab order and the accessibility tree. */}
        <div hidden>
          <label>
            {words.honeypotLabel} <input type="text" name={NEWSLETTER_HONEYPOT} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <button type="submit" className={buttonClass} data-variant="primary" disabled={sending}>
          {sending ? words.sending : (words.action ?? copy.action)}
        </button>
      </form>
      {/* Live regions that exist before their words arrive, so that screen readers announce them. */}
      <div className={styles.notices}>
        <p role="status">{outcome === 'subscribed' && <Notice {...words.subscribed} />}</p>
        <p role="alert">{outcome === 'failed' && <Notice {...words.failed} />}</p>
      </div>
    </>
  );
}
