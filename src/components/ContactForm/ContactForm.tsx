import { site } from '../../site.ts';
import { toast } from '../../toast/store.ts';
import { ENQUIRY_ENDPOINT } from './delivery.ts';
import { enquiryMailto, type ContactFormProps, type Enquiry } from './enquiry.ts';
import { EnquiryForm } from './EnquiryForm.tsx';
import { SendingForm } from './SendingForm.tsx';

/**
 * The trial-booking form. By default it sends nothing: an empty name, e-mail or message
 * shows the "Missing Information" toast and keeps every value; a complete enquiry shows a
 * toast whose action opens it as an e-mail, then the form empties. A field the form will not
 * send (blank while required, or an e-mail address that is none) is marked, with the reason
 * under it, and the first of them takes the focus; the form checks for itself, so the
 * browser's own bubbles never cover the toast. Without JavaScript the submit button stays
 * disabled (and the page's CSP has form-action 'none'), so the enquiry never reaches a URL or
 * a request; the e-mail link under the button is the way to write then.
 *
 * Built with a destination (ENQUIRY_ENDPOINT, see delivery.ts), it is the SendingForm; the
 * destination is a constant of the build, so a build without one carries none of its code.
 */
export const ContactForm = ENQUIRY_ENDPOINT ? SendingForm : PreparedForm;

/** The form of a build without a destination: it prepares the e-mail and sends nothing. */
export function PreparedForm({ texts, titleId }: ContactFormProps) {
  const prepare = (enquiry: Enquiry, _form: HTMLFormElement, empty: () => void) => {
    const href = enquiryMailto(enquiry, site.email, texts);
    // Nothing was sent: an edition that says so (preparedToast) does, the English one keeps the specification's words.
    toast({ ...(texts.preparedToast ?? texts.sentToast), action: { label: texts.sendByEmail, href } });
    empty();
  };
  return (
    <EnquiryForm
      texts={texts}
      titleId={titleId}
      onEnquiry={prepare}
      submitLabel={texts.preparedSubmit || texts.submit}
    />
  );
}
