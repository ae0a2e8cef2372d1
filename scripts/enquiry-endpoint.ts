// Where the contact form's enquiries go, read once at build time: `enquiryEndpoint` in
// src/content/facts/site.yaml, or the ENQUIRY_ENDPOINT environment variable, which overrides it
// (./service-settings.ts reads both, as for every outside service). vite.config.ts checks it and
// bakes it into both bundles; the prerender derives the Content-Security-Policy from it.
import { serviceAddress, settingFrom, type ServiceSetting } from './service-settings.ts';

/** The environment variable that overrides `site.enquiryEndpoint`. */
export const ENQUIRY_ENDPOINT_ENV = 'ENQUIRY_ENDPOINT';

/** The value that selects Netlify Forms. */
export const NETLIFY = 'netlify';

/** What the form does with a complete enquiry. */
export type EnquiryDelivery =
  /** Sends nothing (the default): a toast offers to send the enquiry by e-mail instead. */
  | { mode: 'off' }
  /** Posts to the site itself, where Netlify Forms collects it. */
  | { mode: 'netlify' }
  /** Posts to a form service's URL (Formspree, Getform, Basin…); `origin` is what the CSP allows. */
  | { mode: 'service'; url: string; origin: string };

/** A destination that cannot work; its message speaks to the person who set it. */
export class EnquiryEndpointError extends Error {
  override name = 'EnquiryEndpointError';
}

/** The setting in force: ENQUIRY_ENDPOINT when it is set and not empty, else the site config's. */
export function enquiryEndpointSetting(env: NodeJS.ProcessEnv, siteValue: string): ServiceSetting {
  return settingFrom(env, ENQUIRY_ENDPOINT_ENV, 'enquiryEndpoint', siteValue);
}

/**
 * Reads a destination: "" (nothing is sent), "netlify", or the https:// address of a form
 * service. Plain http:// is accepted only for localhost and 127.0.0.1 (a local receiver for
 * testing): anything else would send visitors' messages unencrypted, or be blocked by
 * browsers as mixed content on an https site. Throws EnquiryEndpointError otherwise.
 */
export function parseEnquiryEndpoint(value: string, source = 'The enquiry destination'): EnquiryDelivery {
  const raw = value.trim();
  if (raw === '') return { mode: 'off' };
  if (raw.toLowerCase() === NETLIFY) return { mode: 'netlify' };
  const problem = (why: string) =>
    new EnquiryEndpointError(
      `${source} is "${raw}": ${why}. Leave it empty to send nothing, write "${NETLIFY}" for Netlify Forms, ` +
        'or paste the https:// address your form service gave you (e.g. https://formspree.io/f/abcdwxyz).',
    );
  const url = serviceAddress(raw);
  if (typeof url === 'string') throw problem(url);
  return { mode: 'service', url: url.href, origin: url.origin };
}

/** The endpoint string baked into the bundles: "", "netlify" or the normalised URL. */
export function endpointValue(delivery: EnquiryDelivery): string {
  return delivery.mode === 'off' ? '' : delivery.mode === 'netlify' ? NETLIFY : delivery.url;
}

/** One line for the build log: where enquiries go, and how to change it. */
export function deliverySummary(delivery: EnquiryDelivery): string {
  switch (delivery.mode) {
    case 'off':
      return (
        'enquiries: NOT delivered anywhere (the contact form only offers to send them by e-mail). ' +
        `To receive them, set enquiryEndpoint in src/content/facts/site.yaml or ${ENQUIRY_ENDPOINT_ENV} to "${NETLIFY}" ` +
        'or to your form service\'s https:// address (docs/editing.md: "Receiving enquiries").'
      );
    case 'netlify':
      return 'enquiries: delivered through Netlify Forms (turn on form detection in the Netlify dashboard).';
    case 'service':
      return `enquiries: delivered to ${delivery.url}`;
  }
}
