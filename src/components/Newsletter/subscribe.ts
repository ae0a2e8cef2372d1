// Sending an address to the newsletter service, when the site is built with a newsletter
// address (scripts/service-settings.ts checks it; docs/editing.md, "A newsletter"). No React.

/** How long the box waits for the service before it tells the visitor the address was not sent, in milliseconds. */
export const SUBSCRIBE_TIMEOUT_MS = 15_000;

/**
 * The name the address is posted under: the one the service's own sign-up form gives it.
 * Mailchimp's forms (…list-manage.com) call it EMAIL, Kit's (ConvertKit's) email_address;
 * Buttondown's and most others', email.
 */
export function addressField(endpoint: string): string {
  const host = new URL(endpoint).hostname;
  if (host.endsWith('.list-manage.com')) return 'EMAIL';
  if (host === 'app.kit.com' || host === 'app.convertkit.com') return 'email_address';
  return 'email';
}

/** The spam trap's name: a field only robots fill (the services drop what it carries). */
export const NEWSLETTER_HONEYPOT = '_gotcha';

/**
 * Posts the address as the service's own sign-up form would, urlencoded. Newsletter services
 * answer such a post with a page of their own and do not let other sites read it, so the request
 * is sent in `no-cors` mode: the answer cannot be read, and the box can only know that the
 * address reached the service (the service's own confirmation e-mail follows). Resolves true
 * once it has, false on a network error or no answer within SUBSCRIBE_TIMEOUT_MS.
 */
export async function sendAddress(endpoint: string, address: string): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SUBSCRIBE_TIMEOUT_MS);
  try {
    await fetch(endpoint, {
      method: 'POST',
      mode: 'no-cors',
      body: new URLSearchParams({ [addressField(endpoint)]: address }),
      signal: controller.signal,
    });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
