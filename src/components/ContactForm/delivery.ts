// Sending an enquiry, when the site is built with a destination (scripts/enquiry-endpoint.ts
// checks it; docs/editing.md, "Receiving enquiries"). No React.
import { pageHref } from '../../lib/page-href.ts';
import type { Enquiry } from './enquiry.ts';

/** Where this build sends enquiries: '' (nowhere, the default), 'netlify', or a form service's URL. */
export const ENQUIRY_ENDPOINT: string = __ENQUIRY_ENDPOINT__;

/** The value of ENQUIRY_ENDPOINT that selects Netlify Forms. */
export const NETLIFY = 'netlify';

/** How long the form waits for an answer before it tells the visitor the message was not sent, in milliseconds. */
export const ENQUIRY_TIMEOUT_MS = 15_000;

/** The form's name in the Netlify dashboard (its `name` attribute and the `form-name` field). */
export const NETLIFY_FORM_NAME = 'enquiry';

/** The page a post without JavaScript ends on: Netlify's form action, the redirect a service is given. */
export const THANK_YOU_PATH = '/thank-you';

/**
 * The honeypot field's name: the one the service itself drops submissions for when filled
 * (Formspree's `_gotcha`; Netlify takes any name, given in `netlify-honeypot`).
 */
export const honeypotName = (endpoint: string) => (endpoint === NETLIFY ? 'bot-field' : '_gotcha');

/** Where the form posts: the service's URL, or the site's own thank-you page for Netlify. */
export function formAction(endpoint: string): string {
  return endpoint === NETLIFY ? pageHref(THANK_YOU_PATH) : endpoint;
}

/**
 * Posts the fields as an urlencoded form, as a browser without JavaScript would. Netlify
 * wants the `form-name` field, on the site's own origin; a form service gets
 * `Accept: application/json`, which makes it answer with JSON instead of a redirect.
 * Resolves true for a 2xx answer, false for any other answer, a network error or no
 * answer within ENQUIRY_TIMEOUT_MS.
 */
export async function sendEnquiry(endpoint: string, fields: Enquiry): Promise<boolean> {
  const netlify = endpoint === NETLIFY;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ENQUIRY_TIMEOUT_MS);
  try {
    const response = await fetch(formAction(endpoint), {
      method: 'POST',
      headers: netlify ? {} : { Accept: 'application/json' },
      body: new URLSearchParams(netlify ? { 'form-name': NETLIFY_FORM_NAME, ...fields } : { ...fields }),
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
