// The contact form built for Netlify Forms (ENQUIRY_ENDPOINT=netlify): the prerendered form
// carries what Netlify's deploy looks for, hydration keeps the form-name field, the form posts
// urlencoded to the site itself (with and without JavaScript), and the policy allows 'self'
// and nothing else. A local server plays Netlify: it serves the build with its _headers and
// records the posts it receives.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, CONTENT_SECURITY_POLICY } from '../../scripts/document.ts';
import { ROOT_DIR } from '../../scripts/paths.ts';
import { content } from '../helpers/content.ts';
import type { VisitOptions } from '../e2e/browser.ts';
import {
  BUDGETS,
  buildInto,
  privacyWords,
  firstLoadJs,
  COMPLETE,
  fillForm,
  formValues,
  openContactOf,
  openToast,
  type TempBuild,
} from './delivery-build.ts';
import { parseHeadersFile, startHostLikeServer } from '../e2e/headers-file.ts';
import { htmlErrors } from '../helpers/html-checker.ts';
import { cspViolations } from '../e2e/quality.ts';

const contactPage = content.en.contact;

const form = contactPage.form;
let build: TempBuild;
let site: Awaited<ReturnType<typeof startHostLikeServer>>;

beforeAll(async () => {
  build = await buildInto('enquiry-netlify', { ENQUIRY_ENDPOINT: 'netlify' });
  site = await startHostLikeServer(
    build.outDir,
    parseHeadersFile(fs.readFileSync(path.join(build.outDir, '_headers'), 'utf8')),
  );
});

afterAll(async () => {
  await site?.close();
  build?.remove();
});

afterEach(() => {
  site.posts.length = 0;
});

const openContact = (options: VisitOptions = {}) => openContactOf(site.url, options);

const contactHtml = () => fs.readFileSync(path.join(build.outDir, 'contact/index.html'), 'utf8');

describe('a build whose enquiries go to Netlify Forms', () => {
  it('says so', () => {
    expect(build.log).toContain('prerender: enquiries: delivered through Netlify Forms');
  });

  it('says in both privacy policies that the form sends its fields to Netlify, and never that it sends nothing', () => {
    const { en, ja } = privacyWords(build.outDir);
    expect(en).toContain('go to Netlify, the host of this website, which passes them on to me by e-mail');
    expect(en).not.toContain('sends nothing');
    expect(ja).toContain('このサイトのホスティング先であるNetlifyに送信され');
    expect(ja).not.toContain('何も送信しません');
  });

  it('prerenders the form Netlify detects: name, data-netlify, netlify-honeypot, form-name, named fields', () => {
    const html = contactHtml();
    const formTag = /<form [^>]*>/.exec(html)![0];
    expect(formTag).toContain('method="post"');
    expect(formTag).toContain('action="/thank-you/"');
    expect(formTag).toContain('name="enquiry"');
    expect(formTag).toContain('data-netlify="true"');
    expect(formTag).toContain('netlify-honeypot="bot-field"');
    const body = html.slice(html.indexOf(formTag), html.indexOf('</form>'));
    expect(body).toContain('<input type="hidden" name="form-name" value="enquiry"/>');
    expect(body).toMatch(/<p hidden=""><label>[^<]+(<!-- -->)? <input type="text" [^>]*name="bot-field"/);
    for (const field of ['name', 'email', 'program', 'level', 'message']) expect(body).toContain(`name="${field}"`);
  });

  it("allows the site itself and nothing else: connect-src and form-action 'self', in every page and in _headers", () => {
    const policy = contentSecurityPolicy({ mode: 'netlify' });
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toMatch(/form-action 'self'$/);
    expect(policy).not.toMatch(/https?:/);
    for (const file of fs
      .readdirSync(build.outDir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.html'))) {
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(
        fs.readFileSync(path.join(build.outDir, file), 'utf8'),
      );
      expect(meta?.[1]?.replaceAll('&#39;', "'"), file).toBe(policy);
    }
    const publicHeaders = fs.readFileSync(path.join(ROOT_DIR, 'public/_headers'), 'utf8');
    expect(fs.readFileSync(path.join(build.outDir, '_headers'), 'utf8')).toBe(
      publicHeaders.replace(CONTENT_SECURITY_POLICY, policy),
    );
  });

  it('keeps the JS of the contact pages within the 84 KB (gzip) budget, the Japanese one (the heaviest page) included', () => {
    for (const pagePath of ['/contact', '/ja/contact']) {
      expect(firstLoadJs(build.outDir, pagePath), pagePath).toBeLessThanOrEqual(BUDGETS.jsGzip);
    }
  });

  it('has no HTML error but the attribute Netlify itself reads and removes at deploy', () => {
    const files = ['contact/index.html', 'thank-you/index.html'].map((file) => path.join(build.outDir, file));
    const errors = htmlErrors(files, build.outDir);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^contact\/index\.html:\d+: Attribute “netlify-honeypot” not allowed on element “form”/);
  });

  it('has no catch-all redirect that would swallow the form’s post (netlify.toml, _redirects)', () => {
    const toml = fs.readFileSync(path.join(ROOT_DIR, 'netlify.toml'), 'utf8');
    expect(toml).not.toMatch(/^\s*\[\[redirects\]\]/m);
    expect(fs.existsSync(path.join(ROOT_DIR, 'public/_redirects'))).toBe(false);
    expect(fs.existsSync(path.join(build.outDir, '_redirects'))).toBe(false);
  });
});

describe('sending an enquiry to Netlify', () => {
  it('keeps the form-name field through hydration, without a hydration warning', async () => {
    const { page, log } = await openContact();
    expect(await page.$eval('form input[name="form-name"]', (input) => (input as HTMLInputElement).value)).toBe(
      'enquiry',
    );
    expect(log.problems).toEqual([]);
  });

  it('posts form-name and the five fields urlencoded to the site itself, then says "Message Sent!"', async () => {
    const { page, log } = await openContact();
    const before = log.requests.length;
    await fillForm(page, COMPLETE);
    await page.click('form button[type="submit"]');
    const toast = await openToast(page);
    expect(toast).toMatchObject({ role: 'status', title: form.sentToast.title });
    expect(await formValues(page)).toEqual(['', '', '', '', '']);

    expect(site.posts).toHaveLength(1);
    const [post] = site.posts;
    expect(post!.path).toBe('/thank-you/');
    expect(post!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(post!.body))).toEqual({
      'form-name': 'enquiry',
      name: COMPLETE.name,
      email: COMPLETE.email,
      program: 'Private Lessons',
      level: 'Beginner (N5)',
      message: COMPLETE.message,
    });
    const origin = new URL(site.url).origin;
    expect(log.requests.slice(before).filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(log.problems).toEqual([]);
  });

  it('without JavaScript, posts the form to the thank-you page, where Netlify takes it', async () => {
    const { page } = await openContact({ javaScript: false });
    await fillForm(page, COMPLETE);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('form button[type="submit"]')]);
    expect(site.posts).toHaveLength(1);
    const fields = Object.fromEntries(new URLSearchParams(site.posts[0]!.body));
    expect(fields).toMatchObject({
      'form-name': 'enquiry',
      'bot-field': '',
      name: COMPLETE.name,
      program: COMPLETE.program,
    });
    expect(page.url()).toBe(`${site.url}thank-you/`);
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe(content.en['thank-you'].hero.title);
  });
});
