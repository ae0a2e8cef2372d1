// The settings that connect the site to an outside service, read once at build time: each is
// one field of src/content/facts/site.yaml, which an environment variable overrides (as
// SITE_URL overrides the site's address), so that a hosting dashboard or CI can switch a
// service on without editing a file. The enquiry destination is one
// (scripts/enquiry-endpoint.ts); the booking calendar's page and the newsletter's form address
// are others (below).
// vite.config.ts checks each and bakes it into both bundles; the prerender derives the
// Content-Security-Policy from them.

/** A setting's raw value and where it came from, for messages. */
export interface ServiceSetting {
  value: string;
  /** "the environment variable NEWSLETTER_ENDPOINT" or "newsletterEndpoint in src/content/facts/site.yaml". */
  source: string;
}

/** The setting in force: the environment variable when it is set and not empty, else the site facts' field. */
export function settingFrom(
  env: NodeJS.ProcessEnv,
  variable: string,
  field: string,
  siteValue: string | undefined,
): ServiceSetting {
  const fromEnv = env[variable]?.trim();
  return fromEnv
    ? { value: fromEnv, source: `the environment variable ${variable}` }
    : { value: (siteValue ?? '').trim(), source: `${field} in src/content/facts/site.yaml` };
}

/** Hosts that may be named over plain http, for testing on one's own computer. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * Reads the web address of a service that visitors' browsers post to: https://, or plain
 * http:// for localhost and 127.0.0.1 only (a local stand-in for testing), with no user name
 * or password in it. Returns the address, or why it cannot work (in words for the person who
 * set it).
 */
export function serviceAddress(raw: string): URL | string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'that is not a web address';
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  if (!secure) {
    return url.protocol === 'http:'
      ? 'it must start with https:// (plain http:// works only for localhost or 127.0.0.1, for testing)'
      : 'it must start with https://';
  }
  if (url.username || url.password) return 'it must not hold a user name or password';
  return url;
}

/** A setting that cannot work; its message speaks to the person who set it. */
export class ServiceSettingError extends Error {
  override name = 'ServiceSettingError';
}

/** The environment variable that overrides `site.bookingUrl`. */
export const BOOKING_URL_ENV = 'BOOKING_URL';

/** The booking setting in force: BOOKING_URL, else `bookingUrl` of the site facts. */
export function bookingSetting(env: NodeJS.ProcessEnv, siteValue: string | undefined): ServiceSetting {
  return settingFrom(env, BOOKING_URL_ENV, 'bookingUrl', siteValue);
}

/**
 * Reads the address of the teacher's booking calendar (Cal.com, Calendly and the like): ""
 * (the contact page offers none), or an https:// page that visitors open in a new tab. Returns
 * the normalised address; throws ServiceSettingError otherwise. No request goes there from the
 * site, so the Content-Security-Policy does not change.
 */
export function parseBookingUrl(value: string, source = 'The booking calendar'): string {
  const raw = value.trim();
  if (raw === '') return '';
  const address = bookingAddress(raw);
  if (typeof address === 'string') {
    throw new ServiceSettingError(
      `${source} is "${raw}": ${address}. Leave it empty to offer no calendar, or paste the https:// address ` +
        'of your booking page (e.g. https://cal.com/yourname/trial or https://calendly.com/yourname/trial).',
    );
  }
  return address.href;
}

/** A booking page's address: https:// only (visitors open it; no local stand-in is needed), or why not. */
function bookingAddress(raw: string): URL | string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'that is not a web address';
  }
  if (url.protocol !== 'https:') return 'it must start with https://';
  if (url.username || url.password) return 'it must not hold a user name or password';
  return url;
}

/** One line for the build log: whether the contact page links to a booking calendar, and how to change it. */
export function bookingSummary(url: string): string {
  return url
    ? `booking: the contact page offers visitors to pick a time at ${url}`
    : 'booking: the contact page offers no calendar. To let visitors pick a time themselves, set bookingUrl in ' +
        `src/content/facts/site.yaml or ${BOOKING_URL_ENV} to your booking page (docs/editing.md: "A booking calendar").`;
}

/** The environment variable that overrides `site.newsletterEndpoint`. */
export const NEWSLETTER_ENDPOINT_ENV = 'NEWSLETTER_ENDPOINT';

/** What the blog's newsletter box does with an address. */
export type NewsletterDelivery =
  /** Nothing (the default): the box is shown, and its button does nothing. */
  | { mode: 'off' }
  /** Posts it to the newsletter service's form address; `origin` is what the CSP allows. */
  | { mode: 'on'; url: string; origin: string };

/** The newsletter setting in force: NEWSLETTER_ENDPOINT, else `newsletterEndpoint` of the site facts. */
export function newsletterSetting(env: NodeJS.ProcessEnv, siteValue: string | undefined): ServiceSetting {
  return settingFrom(env, NEWSLETTER_ENDPOINT_ENV, 'newsletterEndpoint', siteValue);
}

/**
 * Reads the newsletter's form address: "" (the box subscribes nobody), or the https:// address
 * a newsletter service gives for its sign-up forms. Throws ServiceSettingError otherwise.
 */
export function parseNewsletterEndpoint(value: string, source = 'The newsletter address'): NewsletterDelivery {
  const raw = value.trim();
  if (raw === '') return { mode: 'off' };
  const address = serviceAddress(raw);
  if (typeof address === 'string') {
    throw new ServiceSettingError(
      `${source} is "${raw}": ${address}. Leave it empty to subscribe nobody, or paste the https:// address ` +
        'your newsletter service gives for its sign-up form (e.g. https://buttondown.com/api/emails/embed-subscribe/yourname).',
    );
  }
  return { mode: 'on', url: address.href, origin: address.origin };
}

/** The address baked into the bundles: "" or the normalised URL. */
export function newsletterValue(delivery: NewsletterDelivery): string {
  return delivery.mode === 'off' ? '' : delivery.url;
}

/** One line for the build log: where the newsletter's addresses go, and how to change it. */
export function newsletterSummary(delivery: NewsletterDelivery): string {
  return delivery.mode === 'off'
    ? "newsletter: the blog's box subscribes nobody. To collect subscribers, set newsletterEndpoint in " +
        `src/content/facts/site.yaml or ${NEWSLETTER_ENDPOINT_ENV} to your newsletter service's sign-up address ` +
        '(docs/editing.md: "A newsletter").'
    : `newsletter: addresses are sent to ${delivery.url}`;
}
