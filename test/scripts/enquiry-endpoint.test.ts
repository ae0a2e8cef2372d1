// @vitest-environment node
// The enquiry destination: which values work and what a wrong one tells the teacher, which
// setting wins, the Content-Security-Policy each mode gets, and a build that stops at once,
// without a stack trace, on a destination (or a booking calendar) that cannot work.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, CONTENT_SECURITY_POLICY } from '../../scripts/document.ts';
import {
  deliverySummary,
  endpointValue,
  EnquiryEndpointError,
  enquiryEndpointSetting,
  parseEnquiryEndpoint,
} from '../../scripts/enquiry-endpoint.ts';
import { ROOT_DIR } from '../../scripts/paths.ts';
import { directives } from '../helpers/csp.ts';

describe('parseEnquiryEndpoint', () => {
  it('reads "" (and blanks) as off, and "netlify" in any case as Netlify Forms', () => {
    expect(parseEnquiryEndpoint('')).toEqual({ mode: 'off' });
    expect(parseEnquiryEndpoint('  ')).toEqual({ mode: 'off' });
    expect(parseEnquiryEndpoint('netlify')).toEqual({ mode: 'netlify' });
    expect(parseEnquiryEndpoint(' Netlify ')).toEqual({ mode: 'netlify' });
  });

  it('takes a form service’s https address, and its origin for the policy', () => {
    expect(parseEnquiryEndpoint('https://formspree.io/f/abcdwxyz')).toEqual({
      mode: 'service',
      url: 'https://formspree.io/f/abcdwxyz',
      origin: 'https://formspree.io',
    });
    expect(parseEnquiryEndpoint('https://usebasin.com:8443/f/x?y=1')).toMatchObject({
      origin: 'https://usebasin.com:8443',
    });
  });

  it('takes plain http only for localhost and 127.0.0.1 (a receiver for testing)', () => {
    expect(parseEnquiryEndpoint('http://localhost:8080/f')).toMatchObject({
      mode: 'service',
      origin: 'http://localhost:8080',
    });
    expect(parseEnquiryEndpoint('http://127.0.0.1:41234/f/x')).toMatchObject({ origin: 'http://127.0.0.1:41234' });
  });

  it.each([
    [
      'http://formspree.io/f/abc',
      'it must start with https:// (plain http:// works only for localhost or 127.0.0.1, for testing)',
    ],
    ['http://127.0.0.2/f', 'it must start with https:// (plain http:// works only for localhost or 127.0.0.1'],
    ['ftp://example.com/f', 'it must start with https://'],
    ['javascript:alert(1)', 'it must start with https://'],
    ['formspree.io/f/abc', 'that is not a web address'],
    ['netlfy', 'that is not a web address'],
    ['https://user:secret@example.com/f', 'it must not hold a user name or password'],
  ])('refuses %s, saying why and what would work', (value, why) => {
    const read = () => parseEnquiryEndpoint(value, 'enquiryEndpoint in src/content/facts/site.yaml');
    expect(read).toThrow(EnquiryEndpointError);
    expect(read).toThrow(`enquiryEndpoint in src/content/facts/site.yaml is "${value}": ${why}`);
    expect(read).toThrow('Leave it empty to send nothing, write "netlify" for Netlify Forms');
  });

  it('gives back the value the bundles are built with', () => {
    expect(endpointValue(parseEnquiryEndpoint(''))).toBe('');
    expect(endpointValue(parseEnquiryEndpoint('NETLIFY'))).toBe('netlify');
    expect(endpointValue(parseEnquiryEndpoint('https://formspree.io/f/abc'))).toBe('https://formspree.io/f/abc');
  });
});

describe('enquiryEndpointSetting', () => {
  it('lets ENQUIRY_ENDPOINT override the site config, and names where the value came from', () => {
    expect(enquiryEndpointSetting({ ENQUIRY_ENDPOINT: 'netlify' }, 'https://formspree.io/f/a')).toEqual({
      value: 'netlify',
      source: 'the environment variable ENQUIRY_ENDPOINT',
    });
    expect(enquiryEndpointSetting({}, 'https://formspree.io/f/a')).toEqual({
      value: 'https://formspree.io/f/a',
      source: 'enquiryEndpoint in src/content/facts/site.yaml',
    });
    // An empty variable (as a CI template may pass) leaves the site config in charge, as SITE_URL does.
    expect(enquiryEndpointSetting({ ENQUIRY_ENDPOINT: '' }, '').value).toBe('');
  });
});

describe('the build log line', () => {
  it('says plainly when enquiries go nowhere, and how to change that', () => {
    const line = deliverySummary({ mode: 'off' });
    expect(line).toMatch(/^enquiries: NOT delivered anywhere/);
    expect(line).toContain('enquiryEndpoint in src/content/facts/site.yaml or ENQUIRY_ENDPOINT');
    expect(line).toContain('"netlify"');
  });

  it('names the destination when there is one', () => {
    expect(deliverySummary({ mode: 'netlify' })).toContain('Netlify Forms');
    expect(deliverySummary(parseEnquiryEndpoint('https://formspree.io/f/abc'))).toBe(
      'enquiries: delivered to https://formspree.io/f/abc',
    );
  });
});

describe('contentSecurityPolicy', () => {
  it('keeps the default build’s policy: fetches to the site only, forms post nowhere', () => {
    expect(contentSecurityPolicy()).toBe(CONTENT_SECURITY_POLICY);
    expect(directives(CONTENT_SECURITY_POLICY)).toMatchObject({ 'connect-src': "'self'", 'form-action': "'none'" });
  });

  it('lets a Netlify build post to the site itself and nowhere else', () => {
    const policy = directives(contentSecurityPolicy({ mode: 'netlify' }));
    expect(policy).toMatchObject({ 'connect-src': "'self'", 'form-action': "'self'" });
  });

  it("adds exactly the service’s origin to connect-src and form-action, with 'self' for the redirect back", () => {
    const policy = directives(contentSecurityPolicy(parseEnquiryEndpoint('https://formspree.io/f/abcdwxyz')));
    expect(policy).toMatchObject({
      'connect-src': "'self' https://formspree.io",
      'form-action': "'self' https://formspree.io",
    });
  });

  it('changes nothing else, in any mode', () => {
    const others = (policy: string) => {
      const { 'connect-src': _connect, 'form-action': _form, ...rest } = directives(policy);
      return rest;
    };
    for (const delivery of [{ mode: 'netlify' } as const, parseEnquiryEndpoint('https://formspree.io/f/a')]) {
      expect(others(contentSecurityPolicy(delivery))).toEqual(others(CONTENT_SECURITY_POLICY));
    }
  });
});

describe('a build with a destination that cannot work', () => {
  it('stops before building, with one plain line naming the variable and the fix', async () => {
    const { NODE_ENV: _testMode, ...env } = process.env;
    const build = promisify(execFile)('npx', ['vite', 'build'], {
      cwd: ROOT_DIR,
      env: { ...env, ENQUIRY_ENDPOINT: 'http://example.com/form', OUT_DIR: '/nonexistent/never-written' },
    });
    const failure = (await build.then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    ))!;
    expect(failure?.code).toBe(1);
    expect(failure.stderr).toContain(
      'build failed: The enquiry destination (the environment variable ENQUIRY_ENDPOINT) is "http://example.com/form": ' +
        'it must start with https://',
    );
    expect(failure.stderr).not.toMatch(/^\s+at /m);
  });
});

describe('a build with a booking calendar that cannot work (scripts/service-settings.ts)', () => {
  it('stops before building, with one plain line naming the variable and the fix', async () => {
    const { NODE_ENV: _testMode, ...env } = process.env;
    const failure = await promisify(execFile)('npx', ['vite', 'build'], {
      cwd: ROOT_DIR,
      env: { ...env, BOOKING_URL: 'http://cal.com/kotoba', OUT_DIR: '/nonexistent/never-written' },
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      'build failed: The booking calendar (the environment variable BOOKING_URL) is "http://cal.com/kotoba": ' +
        'it must start with https://',
    );
    expect(failure?.stderr).not.toMatch(/^\s+at /m);
  });
});
