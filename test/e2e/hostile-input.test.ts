// Hostile and odd input to the contact form and the newsletter box: each gives the right toast (or, for the newsletter, nothing), nothing is rendered as
// HTML, nothing is requested, the page keeps answering, and the mailto action decodes
// back to exactly what was typed.
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { content } from '../helpers/content.ts';
import { seen } from '../helpers/seen-text.ts';
import { site } from '../../src/site.ts';
import { urlFor, visit, type PageLog } from './browser.ts';
import { isOwnAsset, requestsCausedBy, settle } from './waits.ts';

const contactPage = content.en.contact;

const form = contactPage.form;
type Field = keyof typeof form.labels;
type Enquiry = Partial<Record<Field, string>>;

const SCRIPT = '<script>window.pwned = "script"</script>';
const IMG = '<img src=x onerror="window.pwned = \'img\'">';
const HUGE = 'あ🎌a&?#%+= '.repeat(10_000); // 100,000 characters, all of them awkward in a URL
const LONG_EMAIL = `${'a'.repeat(5_000)}@${'b'.repeat(63)}.example.com`;

/** Sets a control's value the way a paste does (native setter + input event): typing 100,000 characters is too slow. */
async function fill(page: Page, enquiry: Enquiry): Promise<void> {
  await page.evaluate(
    (values: Record<string, string>, labels: Record<string, string>) => {
      for (const [field, value] of Object.entries(values)) {
        const label = [...document.querySelectorAll('label')].find((l) =>
          l.textContent?.trim().startsWith(labels[field]!),
        );
        const control = label?.control as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null;
        if (!control) throw new Error(`No control labelled "${labels[field]}"`);
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!;
        setter.call(control, value);
        control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      }
    },
    enquiry as Record<string, string>,
    form.labels,
  );
}

const values = (page: Page) =>
  page.$$eval('form input, form select, form textarea', (controls) =>
    controls.map((control) => (control as HTMLInputElement).value),
  );

/** The open toast's title and its action link, once one shows. */
async function toastAfterSubmit(page: Page): Promise<{ title: string; href?: string }> {
  await page.click('form button[type="submit"]');
  const card = await page.waitForSelector('[role="status"] > *, [role="alert"] > *');
  return card!.evaluate((element) => ({
    title: element.querySelector('p')?.textContent ?? '',
    href: element.querySelector('a')?.getAttribute('href') ?? undefined,
  }));
}

/** The mailto link split into its decoded parts; fails if any character needed encoding and was not. */
function decodeMailto(href: string): { to: string; subject: string; body: string } {
  expect(href).toMatch(/^mailto:[^?]+\?subject=[^&]*&body=[^&]*$/);
  expect(href).toMatch(/^[A-Za-z0-9\-_.!~*'()%:@?=&]+$/); // nothing raw: no space, <, #, newline, non-ASCII
  const [, to, subject, body] = /^mailto:([^?]+)\?subject=([^&]*)&body=([^&]*)$/.exec(href)!;
  return { to: to!, subject: decodeURIComponent(subject!), body: decodeURIComponent(body!) };
}

/** How many elements input could smuggle in (script, img, iframe…) the page holds now. */
const elementCount = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('script, img, iframe, object, embed, svg image').length);

/** What the page is like before the input: compare with what damage() finds after. */
async function baseline(page: Page, log: PageLog) {
  return { requests: log.requests.length, elements: await elementCount(page) };
}

/**
 * What the page did that it must not: HTML from input, scripts run, dialogs, requests. Read once
 * the page has handled everything done to it (requestsCausedBy() with nothing more to do), so
 * that a request it started late is counted too.
 */
async function damage(page: Page, log: PageLog, before: Awaited<ReturnType<typeof baseline>>, dialogs: string[]) {
  const handledFrom = log.requests.length;
  const requests = [
    ...log.requests.slice(before.requests, handledFrom),
    ...(await requestsCausedBy(page, log, async () => undefined)),
  ];
  return {
    pwned: await page.evaluate(() => (window as unknown as { pwned?: string }).pwned ?? null),
    newElements: (await elementCount(page)) - before.elements,
    dialogs,
    requests: requests.filter((url) => !isOwnAsset(url)),
    responsive: await page.evaluate(() => 42),
  };
}

const UNHARMED = { pwned: null, newElements: 0, dialogs: [], requests: [], responsive: 42 };

/** A hydrated page whose dialogs (an alert() that input smuggled in) are recorded and dismissed. */
async function openForInput(path: string) {
  const dialogs: string[] = [];
  const { page, log } = await visit(path, {
    prepare: (tab) => {
      tab.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
    },
  });
  return { page, log, dialogs };
}

describe('the contact form under hostile and odd input', () => {
  /**
   * A fresh form: a new tab on the contact page, hydrated and settled. A new tab rather than
   * a reload, so that no request of the previous page (its idle prefetch) is still counted.
   */
  async function freshForm() {
    const { page, log, dialogs } = await openForInput('/contact');
    await page.waitForSelector('form button[type="submit"]:not([disabled])');
    await settle(page);
    return { page, log, dialogs, before: await baseline(page, log) };
  }

  const missing = {
    'an empty form': {},
    'whitespace-only fields': { name: '   ', email: '  ', message: ' \n\t \r\n ' },
    'a message but whitespace for a name': { name: '\u00a0 ', email: 'a@example.com', message: 'Hello' },
  } satisfies Record<string, Enquiry>;

  it.each(Object.entries(missing))('%s → "Missing Information", the fields keep their values', async (_, enquiry) => {
    const { page, log, dialogs, before } = await freshForm();
    await fill(page, enquiry);
    const kept = await values(page);
    const toast = await toastAfterSubmit(page);
    expect(toast).toEqual({ title: form.missingToast.title, href: undefined });
    expect(await page.$('[role="alert"] > *')).not.toBeNull();
    expect(await values(page)).toEqual(kept);
    expect(await damage(page, log, before, dialogs)).toEqual(UNHARMED);
  });

  const sent = {
    'markup and script in every field': {
      name: `${SCRIPT}${IMG}`,
      email: 'x@example.com',
      message: `${IMG}\n${SCRIPT}`,
    },
    'Japanese and emoji': {
      name: '山田 花子 🌸',
      email: 'hanako@example.jp',
      message: '日本語を勉強したいです！🙇‍♀️👍🏽 よろしくお願いします。',
    },
    'pasted newlines, CR and CRLF': {
      name: 'Ann',
      email: 'ann@example.com',
      message: 'line 1\nline 2\r\nline 3\rline 4\n\n\nend',
    },
    'a 100,000-character message': { name: 'Long', email: 'long@example.com', message: HUGE },
    'a 5,000-character e-mail address': { name: 'Mail', email: LONG_EMAIL, message: 'Hi' },
    'URL syntax in the name': { name: 'a&body=evil?x#y%20', email: 'q@example.com', message: '100% & more' },
  } satisfies Record<string, Enquiry>;

  it.each(Object.entries(sent))(
    '%s → "Message Sent!" with a correctly encoded mailto, nothing rendered as HTML',
    async (_, enquiry) => {
      const { page, log, dialogs, before } = await freshForm();
      await fill(page, { ...enquiry, program: 'jlpt', level: 'n3' });
      const toast = await toastAfterSubmit(page);
      expect(toast.title).toBe(form.sentToast.title);
      expect(seen(await page.$eval('[role="status"] a', (a) => a.textContent))).toBe(form.sendByEmail);

      const mail = decodeMailto(toast.href!);
      expect(mail.to).toBe(site.email);
      expect(mail.subject).toBe(form.mailSubject.replace('{name}', () => enquiry.name.trim()));
      const lines = mail.body.split('\r\n');
      expect(lines.slice(0, 5)).toEqual([
        `${form.labels.name}: ${enquiry.name.trim()}`,
        `${form.labels.email}: ${enquiry.email.trim()}`,
        `${form.labels.program}: JLPT Preparation`,
        `${form.labels.level}: Intermediate (N3)`,
        '',
      ]);
      // Every line break of the message becomes CRLF (RFC 6068); nothing else changes.
      expect(lines.slice(5).join('\n')).toBe(enquiry.message.trim().replace(/\r\n?/g, '\n'));

      expect(await values(page)).toEqual(['', '', '', '', '']);
      expect(await damage(page, log, before, dialogs)).toEqual(UNHARMED);
    },
  );
});

describe('the newsletter box under hostile and odd input', () => {
  it('does nothing: no toast, no request, no navigation, nothing rendered', async () => {
    const { page, log, dialogs } = await openForInput('/blog');
    await settle(page);
    const input = `input[placeholder="${content.en.blog.newsletter.placeholder}"]`;
    const before = await baseline(page, log);
    for (const value of ['', '   ', `${SCRIPT}${IMG}`, '山田🌸@例え.jp', LONG_EMAIL, HUGE]) {
      await page.$eval(
        input,
        (element, text) => {
          const field = element as HTMLInputElement;
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
          field.dispatchEvent(new Event('input', { bubbles: true }));
        },
        value,
      );
      await page.focus(input);
      await page.keyboard.press('Enter');
      const [button] = await page.$$(`xpath/.//button[normalize-space()="${content.en.blog.newsletter.action}"]`);
      await button!.click();
    }
    expect(page.url()).toBe(urlFor('/blog'));
    expect(await page.$$('[role="status"] > *, [role="alert"] > *')).toEqual([]);
    expect(await damage(page, log, before, dialogs)).toEqual(UNHARMED);
  });
});
