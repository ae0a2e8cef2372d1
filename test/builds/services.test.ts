// One build with every service a teacher can connect, each played by a local stand-in on
// 127.0.0.1: enquiries go to a form service (ENQUIRY_ENDPOINT), the blog's box sends addresses
// to a newsletter service on another origin (NEWSLETTER_ENDPOINT), and the contact page links to
// a booking calendar (BOOKING_URL). One build serves the tests of all three (a build takes
// longer than most of them together), and its pages are checked with everything they can hold.
// Here: what the services change together (the policy, the pages' JavaScript and HTML);
// enquiry-service.ts and newsletter.ts hold each service's own tests.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, CONTENT_SECURITY_POLICY } from '../../scripts/document.ts';
import { parseEnquiryEndpoint } from '../../scripts/enquiry-endpoint.ts';
import { ROOT_DIR } from '../../scripts/paths.ts';
import { parseNewsletterEndpoint } from '../../scripts/service-settings.ts';
import { startFormReceiver } from '../form-receiver.ts';
import { parseHeadersFile, startHostLikeServer } from '../e2e/headers-file.ts';
import { htmlErrors } from '../helpers/html-checker.ts';
import { BOOKING_CALENDAR, BUDGETS, buildInto, firstLoadJs, type ServicesBuild } from './delivery-build.ts';
import { enquiryServiceTests } from './enquiry-service.ts';
import { newsletterTests } from './newsletter.ts';

let services: ServicesBuild;

beforeAll(async () => {
  const enquiries = await startFormReceiver();
  const newsletter = await startFormReceiver();
  const build = await buildInto('services', {
    ENQUIRY_ENDPOINT: enquiries.url,
    NEWSLETTER_ENDPOINT: newsletter.url,
    BOOKING_URL: BOOKING_CALENDAR,
  });
  const site = await startHostLikeServer(
    build.outDir,
    parseHeadersFile(fs.readFileSync(path.join(build.outDir, '_headers'), 'utf8')),
  );
  enquiries.thankYouUrl = `${site.url}thank-you/`;
  services = { enquiries, newsletter, build, site };
});

afterAll(async () => {
  await services?.site.close();
  await services?.enquiries.close();
  await services?.newsletter.close();
  services?.build.remove();
});

describe('a build with a form service, a newsletter service and a booking calendar', () => {
  it('allows exactly the two services’ origins, in every page’s meta tag and in _headers, and not the calendar’s', () => {
    const { enquiries, newsletter, build } = services;
    const policy = contentSecurityPolicy(parseEnquiryEndpoint(enquiries.url), parseNewsletterEndpoint(newsletter.url));
    const [formService, newsletterService] = [enquiries.url, newsletter.url].map((url) => new URL(url).origin);
    expect(formService).not.toBe(newsletterService);
    expect(policy).toContain(`connect-src 'self' ${formService} ${newsletterService};`);
    expect(policy).toMatch(new RegExp(`form-action 'self' ${formService} ${newsletterService}$`));
    expect(policy).not.toContain(new URL(BOOKING_CALENDAR).host);
    const pages = fs
      .readdirSync(build.outDir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    for (const file of pages) {
      const html = fs.readFileSync(path.join(build.outDir, file), 'utf8');
      const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)];
      expect(
        metas.map((meta) => meta[1]!.replaceAll('&#39;', "'")),
        file,
      ).toEqual([policy]);
    }
    // _headers is public/_headers with only the policy changed.
    const publicHeaders = fs.readFileSync(path.join(ROOT_DIR, 'public/_headers'), 'utf8');
    const builtHeaders = fs.readFileSync(path.join(build.outDir, '_headers'), 'utf8');
    expect(builtHeaders).toBe(publicHeaders.replace(CONTENT_SECURITY_POLICY, policy));
    expect(parseHeadersFile(builtHeaders)['/*']?.['Content-Security-Policy']).toBe(`${policy}; frame-ancestors 'none'`);
  });

  it('keeps the JS of the blog and contact pages within the 84 KB (gzip) budget, /ja/contact (the heaviest page) included', () => {
    for (const pagePath of ['/blog', '/ja/blog', '/contact', '/ja/contact']) {
      expect(firstLoadJs(services.build.outDir, pagePath), pagePath).toBeLessThanOrEqual(BUDGETS.jsGzip);
    }
  });

  it('has no HTML error on the blog, contact and thank-you pages', () => {
    const files = ['blog/index.html', 'ja/blog/index.html', 'contact/index.html', 'thank-you/index.html'];
    const { outDir } = services.build;
    expect(
      htmlErrors(
        files.map((file) => path.join(outDir, file)),
        outDir,
      ),
    ).toEqual([]);
  });
});

enquiryServiceTests(() => services);
newsletterTests(() => services);
