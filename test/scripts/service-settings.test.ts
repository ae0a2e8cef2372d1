// The newsletter's form address: which values work and what a wrong one tells the teacher,
// which setting wins, and the Content-Security-Policy a build with it gets (alone, and beside
// an enquiry destination). The booking calendar's page likewise (it needs no policy change).
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, CONTENT_SECURITY_POLICY } from '../../scripts/document.ts';
import { parseEnquiryEndpoint } from '../../scripts/enquiry-endpoint.ts';
import {
  bookingSetting,
  bookingSummary,
  newsletterSetting,
  newsletterSummary,
  newsletterValue,
  parseBookingUrl,
  parseNewsletterEndpoint,
  ServiceSettingError,
} from '../../scripts/service-settings.ts';
import { directives } from '../helpers/csp.ts';

const BUTTONDOWN = 'https://buttondown.com/api/emails/embed-subscribe/kotoba';

describe('parseNewsletterEndpoint', () => {
  it('reads "" (and blanks) as off', () => {
    expect(parseNewsletterEndpoint('')).toEqual({ mode: 'off' });
    expect(parseNewsletterEndpoint('  ')).toEqual({ mode: 'off' });
    expect(newsletterValue({ mode: 'off' })).toBe('');
  });

  it('takes a service’s https address, and its origin for the policy', () => {
    expect(parseNewsletterEndpoint(` ${BUTTONDOWN} `)).toEqual({
      mode: 'on',
      url: BUTTONDOWN,
      origin: 'https://buttondown.com',
    });
    expect(parseNewsletterEndpoint('http://127.0.0.1:4321/f/test')).toMatchObject({ mode: 'on' });
  });

  it.each([
    ['buttondown.com/kotoba', 'that is not a web address'],
    [
      'http://buttondown.com/api/emails/embed-subscribe/kotoba',
      'it must start with https:// (plain http:// works only for localhost or 127.0.0.1, for testing)',
    ],
    ['ftp://example.com/list', 'it must start with https://'],
    ['https://me:secret@example.com/list', 'it must not hold a user name or password'],
  ])('refuses "%s" in one line that says why and what to write', (value, why) => {
    const read = () =>
      parseNewsletterEndpoint(value, 'The newsletter address (newsletterEndpoint in src/content/facts/site.yaml)');
    expect(read).toThrow(ServiceSettingError);
    expect(read).toThrow(
      `The newsletter address (newsletterEndpoint in src/content/facts/site.yaml) is "${value}": ${why}.`,
    );
    expect(() => read()).toThrow(/Leave it empty to subscribe nobody/);
  });
});

describe('newsletterSetting', () => {
  it('takes NEWSLETTER_ENDPOINT over the site facts, and says which it took', () => {
    expect(newsletterSetting({ NEWSLETTER_ENDPOINT: ` ${BUTTONDOWN} ` }, '')).toEqual({
      value: BUTTONDOWN,
      source: 'the environment variable NEWSLETTER_ENDPOINT',
    });
    expect(newsletterSetting({ NEWSLETTER_ENDPOINT: ' ' }, 'https://example.com/list')).toEqual({
      value: 'https://example.com/list',
      source: 'newsletterEndpoint in src/content/facts/site.yaml',
    });
    expect(newsletterSetting({}, undefined).value).toBe('');
  });

  it('says in the build log where addresses go, or how to switch it on', () => {
    expect(newsletterSummary({ mode: 'off' })).toContain('set newsletterEndpoint');
    expect(newsletterSummary(parseNewsletterEndpoint(BUTTONDOWN))).toBe(
      `newsletter: addresses are sent to ${BUTTONDOWN}`,
    );
  });
});

describe('the Content-Security-Policy of a build with a newsletter', () => {
  it('allows the service’s origin to be fetched and posted to, and nothing else changes', () => {
    const policy = directives(contentSecurityPolicy(undefined, parseNewsletterEndpoint(BUTTONDOWN)));
    const defaults = directives(CONTENT_SECURITY_POLICY);
    expect(policy['connect-src']).toBe("'self' https://buttondown.com");
    expect(policy['form-action']).toBe('https://buttondown.com');
    const others = (all: Record<string, string>) =>
      Object.entries(all).filter(([name]) => name !== 'connect-src' && name !== 'form-action');
    expect(others(policy)).toEqual(others(defaults));
  });

  it('allows both services beside an enquiry destination, each origin once', () => {
    const enquiry = parseEnquiryEndpoint('https://formspree.io/f/abcdwxyz');
    const both = directives(contentSecurityPolicy(enquiry, parseNewsletterEndpoint(BUTTONDOWN)));
    expect(both['connect-src']).toBe("'self' https://formspree.io https://buttondown.com");
    expect(both['form-action']).toBe("'self' https://formspree.io https://buttondown.com");
    const same = directives(
      contentSecurityPolicy(enquiry, parseNewsletterEndpoint('https://formspree.io/f/newsletter')),
    );
    expect(same['connect-src']).toBe("'self' https://formspree.io");
  });
});

describe('parseBookingUrl', () => {
  const CAL = 'https://cal.com/kotoba/trial';

  it('reads "" (and blanks) as no calendar, and takes an https page as it is', () => {
    expect(parseBookingUrl('')).toBe('');
    expect(parseBookingUrl('  ')).toBe('');
    expect(parseBookingUrl(` ${CAL} `)).toBe(CAL);
    expect(parseBookingUrl('https://calendly.com/kotoba')).toBe('https://calendly.com/kotoba');
  });

  it.each([
    ['cal.com/kotoba', 'that is not a web address'],
    // Unlike a service the browser posts to, a page visitors open has no local stand-in: https only.
    ['http://127.0.0.1:4321/book', 'it must start with https://'],
    ['http://cal.com/kotoba', 'it must start with https://'],
    ['javascript:alert(1)', 'it must start with https://'],
    ['https://me:secret@cal.com/kotoba', 'it must not hold a user name or password'],
  ])('refuses "%s" in one line that says why and what to write', (value, why) => {
    const read = () => parseBookingUrl(value, 'The booking calendar (the environment variable BOOKING_URL)');
    expect(read).toThrow(ServiceSettingError);
    expect(read).toThrow(`The booking calendar (the environment variable BOOKING_URL) is "${value}": ${why}.`);
    expect(read).toThrow(/Leave it empty to offer no calendar/);
  });

  it('takes BOOKING_URL over the site facts, and says in the build log what the contact page offers', () => {
    expect(bookingSetting({ BOOKING_URL: ` ${CAL} ` }, '')).toEqual({
      value: CAL,
      source: 'the environment variable BOOKING_URL',
    });
    expect(bookingSetting({}, 'https://calendly.com/kotoba').source).toBe('bookingUrl in src/content/facts/site.yaml');
    expect(bookingSummary('')).toContain('set bookingUrl');
    expect(bookingSummary(CAL)).toBe(`booking: the contact page offers visitors to pick a time at ${CAL}`);
  });
});
