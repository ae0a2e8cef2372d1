import { useId } from 'react';
import { buttonClass } from '../ButtonLink/ButtonLink.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { AddressField } from './AddressField.tsx';
import type { NewsletterCopy } from './copy.ts';
import { SubscribeForm } from './SubscribeForm.tsx';
import * as styles from './Newsletter.module.scss';

/** Where this build sends the addresses: '' (nowhere, the default) or a newsletter service's sign-up address. */
export const NEWSLETTER_ENDPOINT: string = __NEWSLETTER_ENDPOINT__;

/** The words the box shows: while it subscribes, `subscribing` may replace the others. */
function boxWords(copy: NewsletterCopy, subscribing: boolean) {
  const open = subscribing ? copy.subscribing : undefined;
  return {
    title: open?.title ?? copy.title,
    text: open?.text ?? copy.text,
    action: open?.action ?? copy.action,
    note: open?.note ?? copy.note,
  };
}

/**
 * The newsletter box. By default it subscribes nobody: there is no form, the input has no name
 * and the button is type="button", which keeps the address out of any URL or request, with or
 * without JavaScript. Built with a newsletter address (newsletterEndpoint, see
 * scripts/service-settings.ts), it holds the form that subscribes (SubscribeForm); a build
 * without one carries none of its code (the address is a constant of the build).
 */
export function Newsletter({ copy }: { copy: NewsletterCopy }) {
  const headingId = useId();
  const words = boxWords(copy, Boolean(NEWSLETTER_ENDPOINT));
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <Icon name="mail" className={styles.icon} />
      <h2 id={headingId} className={styles.title}>
        {words.title}
      </h2>
      <p className={styles.text}>{words.text}</p>
      {NEWSLETTER_ENDPOINT ? (
        <SubscribeForm copy={copy} endpoint={NEWSLETTER_ENDPOINT} />
      ) : (
        <div className={styles.row}>
          <AddressField copy={copy} />
          {/* The site's outline button, not the filled main action: it sends nothing (in Japanese it says 準備中). */}
          <button type="button" className={buttonClass} data-variant="secondary">
            {words.action}
          </button>
        </div>
      )}
      <p className={styles.note}>{words.note}</p>
    </section>
  );
}
