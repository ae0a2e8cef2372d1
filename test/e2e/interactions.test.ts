// The contact form, its toasts, the FAQ accordion and the blog's inert controls in real
// Chromium, on the built site.
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { plainText } from '../../src/lib/rich-text.ts';
import { content } from '../helpers/content.ts';
import { seen } from '../helpers/seen-text.ts';
import { axeViolations, useScheme } from './axe.ts';
import { urlFor, visit, type VisitOptions } from './browser.ts';
import { isOwnAsset, requestsCausedBy } from './waits.ts';
import { contrast } from './colours.ts';

const contactPage = content.en.contact;

const form = contactPage.form;

/** The contact page, once the app has enabled the submit button (a re-render just after hydration). */
async function openContact(options: VisitOptions = {}, path = '/contact') {
  const visited = await visit(path, options);
  if (options.javaScript !== false) await visited.page.waitForSelector('button[type="submit"]:not([disabled])');
  return visited;
}

const notOwnAsset = (url: string) => !isOwnAsset(url);

async function fill(
  page: Page,
  values: { name?: string; email?: string; program?: string; level?: string; message?: string },
) {
  if (values.name !== undefined) await page.type('input[name="name"]', values.name);
  if (values.email !== undefined) await page.type('input[name="email"]', values.email);
  if (values.program) await page.select('select[name="program"]', values.program);
  if (values.level) await page.select('select[name="level"]', values.level);
  if (values.message !== undefined) await page.type('textarea[name="message"]', values.message);
  // Each field holds what was typed: a key lost on the way would fail here by name, not as a
  // toast that never came (a malformed address raises no toast, only its field's message).
  const held = await page.$$eval('form [name]', (fields) =>
    Object.fromEntries(fields.map((field) => [field.getAttribute('name'), (field as HTMLInputElement).value])),
  );
  const typed = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== ''));
  expect(held).toMatchObject(typed);
}

/** Toasts sit directly in the toaster's two live regions. */
const TOAST = ':is([role="status"], [role="alert"]) > [data-variant]';
const OPEN_TOAST = ':is([role="status"], [role="alert"]) > [data-state="open"]';

const submit = (page: Page) => page.click('button[type="submit"]');
const valuesOf = (page: Page) =>
  page.$$eval('form [name]', (fields) => fields.map((field) => (field as HTMLInputElement).value));

/** The open toasts: region role, variant and text. */
const openToasts = (page: Page) =>
  page.$$eval(OPEN_TOAST, (toasts) =>
    toasts.map((toast) => ({
      role: toast.parentElement?.getAttribute('role'),
      variant: toast.getAttribute('data-variant'),
      text: toast.textContent,
      visible: getComputedStyle(toast).visibility === 'visible' && toast.getBoundingClientRect().height > 0,
    })),
  );

const complete = { name: 'Ann Borg', email: 'ann@example.com', program: 'jlpt', level: 'n3', message: 'Evenings?' };

describe('contact form', () => {
  it('shows "Message Sent!" in the status region and empties all five fields', async () => {
    const { page, log } = await openContact();
    await fill(page, complete);
    await submit(page);
    await page.waitForSelector(`[role="status"] > [data-state="open"]`);
    const [toast] = await openToasts(page);
    expect(toast).toMatchObject({ role: 'status', variant: 'default', visible: true });
    expect(toast?.text).toContain(form.sentToast.title);
    expect(seen(toast?.text)).toContain(seen(form.sentToast.description));
    expect(await valuesOf(page)).toEqual(['', '', '', '', '']);
    const href = await page.$eval('[role="status"] a', (link) => link.getAttribute('href'));
    expect(href).toMatch(/^mailto:[^?]+\?subject=[^&]+&body=[^&]+$/);
    expect(decodeURIComponent(href!)).toContain('Evenings?');
    expect(log.problems).toEqual([]);
  });

  it('shows "Missing Information" as an alert and keeps the values when a required field is blank', async () => {
    const { page } = await openContact();
    await fill(page, { ...complete, name: '   ' });
    await submit(page);
    await page.waitForSelector(`[role="alert"] > [data-state="open"]`);
    const toasts = await openToasts(page);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ role: 'alert', variant: 'destructive', visible: true });
    expect(seen(toasts[0]?.text)).toContain(seen(`${form.missingToast.title}${form.missingToast.description}`));
    expect(await valuesOf(page)).toEqual(['   ', complete.email, complete.program, complete.level, complete.message]);
  });

  it.each(['en', 'ja'] as const)(
    'an empty %s form: one alert, the three required fields marked with their reason, the first focused',
    async (locale) => {
      const texts = content[locale].contact.form;
      const { page, log } = await openContact({}, locale === 'en' ? '/contact' : '/ja/contact');
      await submit(page);
      await page.waitForSelector(`[role="alert"] > [data-state="open"]`);
      expect(await openToasts(page)).toHaveLength(1);
      const marks = await page.$$eval('form [name]', (controls) =>
        controls.map((control) => ({
          name: control.getAttribute('name'),
          invalid: control.getAttribute('aria-invalid'),
          reason: control
            .getAttribute('aria-describedby')
            ?.split(' ')
            .map((id) => document.getElementById(id)?.textContent),
          focused: control === document.activeElement,
        })),
      );
      const reason = [texts.fieldErrors.missing];
      expect(marks.map((mark) => ({ ...mark, reason: mark.reason?.map(seen) }))).toEqual([
        { name: 'name', invalid: 'true', reason, focused: true },
        { name: 'email', invalid: 'true', reason, focused: false },
        { name: 'program', invalid: null, reason: undefined, focused: false },
        { name: 'level', invalid: null, reason: undefined, focused: false },
        { name: 'message', invalid: 'true', reason, focused: false },
      ]);
      // The form checks for itself: the browser's own bubble never covers the toast.
      expect(await page.$eval('form', (element) => (element as HTMLFormElement).noValidate)).toBe(true);
      for (const scheme of ['light', 'dark'] as const) {
        await useScheme(page, scheme);
        expect(await axeViolations(page, `${locale} ${scheme}`, 'form')).toEqual([]);
      }
      expect(log.problems).toEqual([]);
    },
  );

  it('shows one toast at a time: submitting twice leaves one, the newest', async () => {
    const { page } = await openContact();
    await fill(page, { ...complete, name: '   ' });
    await submit(page);
    await page.waitForSelector(`[role="alert"] > [data-state="open"]`);
    await page.$eval('input[name="name"]', (input) => ((input as HTMLInputElement).value = ''));
    await page.type('input[name="name"]', 'Ann');
    await submit(page);
    await page.waitForSelector(`[role="status"] > [data-state="open"]`);
    const toasts = await openToasts(page);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.text).toContain(form.sentToast.title);
    expect(await page.$$eval(TOAST, (all) => all.length)).toBe(1);
  });

  it('closes a toast with its close button', async () => {
    const { page } = await openContact();
    await fill(page, complete);
    await submit(page);
    await page.waitForSelector(OPEN_TOAST);
    // Click once the toast has slid in: a click computed while it moves could land beside the button.
    await page.waitForFunction(
      (selector) =>
        document
          .querySelector(selector)
          ?.getAnimations()
          .every((animation) => animation.playState === 'finished'),
      {},
      OPEN_TOAST,
    );
    await page.click(`button[aria-label="${content.en.shell.closeNotification}"]`);
    await page.waitForFunction(
      (selector) => {
        const toast = document.querySelector(selector);
        return toast?.getAttribute('data-state') === 'closed' && getComputedStyle(toast).visibility === 'hidden';
      },
      {},
      TOAST,
    );
    expect(await openToasts(page)).toEqual([]);
  });

  it('sends no request and does not navigate when submitted', async () => {
    const { page, log } = await openContact();
    const url = page.url();
    const methods: string[] = [];
    page.on('request', (request) => methods.push(request.method()));
    const requests = await requestsCausedBy(page, log, async () => {
      await fill(page, complete);
      await submit(page);
      await fill(page, { ...complete, name: ' ' });
      await submit(page);
    });
    expect(requests.filter(notOwnAsset)).toEqual([]);
    // The marker request of requestsCausedBy() is a HEAD; the site's own assets are GETs.
    expect(methods.filter((method) => method !== 'GET' && method !== 'HEAD')).toEqual([]);
    expect(page.url()).toBe(url);
  });

  it('cannot submit without JavaScript: nothing reaches a URL or a request', async () => {
    const { page, log } = await openContact({ javaScript: false });
    expect(await page.$eval('button[type="submit"]', (button) => (button as HTMLButtonElement).disabled)).toBe(true);
    const url = page.url();
    const requests = await requestsCausedBy(page, log, async () => {
      await fill(page, { name: 'Ann', email: 'ann@example.com', message: 'secret' });
      await page.focus('input[name="name"]');
      await page.keyboard.press('Enter');
      await page.click('button[type="submit"]');
    });
    expect(requests.filter(notOwnAsset)).toEqual([]);
    expect(page.url()).toBe(url);
    expect(await page.$eval('form', (element) => element.querySelector('a[href^="mailto:"]') !== null)).toBe(true);
  });
});

describe('toast look', () => {
  async function toastColours(colorScheme: 'light' | 'dark', blankName: boolean) {
    const { page } = await openContact({ colorScheme });
    await fill(page, { ...complete, name: blankName ? ' ' : complete.name });
    await submit(page);
    await page.waitForSelector(OPEN_TOAST);
    return page.$eval(OPEN_TOAST, (toast) => ({
      background: getComputedStyle(toast).backgroundColor,
      text: getComputedStyle(toast.querySelector('p')!).color,
      action: toast.querySelector('a') ? getComputedStyle(toast.querySelector('a')!).color : undefined,
    }));
  }

  it.each([
    ['default', false],
    ['destructive', true],
  ] as const)('follows the system theme with AA contrast (%s)', async (_variant, blankName) => {
    const light = await toastColours('light', blankName);
    const dark = await toastColours('dark', blankName);
    expect(light.background).not.toBe(dark.background);
    for (const look of [light, dark]) {
      expect(contrast(look.text, look.background)).toBeGreaterThanOrEqual(4.5);
      if (look.action) expect(contrast(look.action, look.background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('slides in only for visitors who have not asked for reduced motion', async () => {
    const animation = async (reducedMotion: boolean) => {
      const { page } = await openContact({ reducedMotion });
      await fill(page, complete);
      await submit(page);
      await page.waitForSelector(OPEN_TOAST);
      return page.$eval(OPEN_TOAST, (toast) => getComputedStyle(toast).animationName);
    };
    expect(await animation(false)).not.toBe('none');
    expect(await animation(true)).toBe('none');
  });
});

describe('FAQ accordion', () => {
  const state = (page: Page) =>
    page.$$eval('main h2 > button[aria-controls]', (buttons) =>
      buttons.map((button) => {
        const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
        return {
          expanded: button.getAttribute('aria-expanded'),
          hidden: panel.getAttribute('hidden'),
          height: panel.getBoundingClientRect().height,
        };
      }),
    );

  it('prerenders every answer, searchable but hidden (hidden="until-found")', async () => {
    const html = await (await fetch(urlFor('/faq'))).text();
    expect(html.match(/hidden="until-found"/g)).toHaveLength(content.en.faq.items.length);
    // Emphasis (<em>, <strong>) may split an answer's words: compare without tags.
    const text = html.replace(/<[^>]+>/g, '');
    for (const item of content.en.faq.items) {
      for (const paragraph of plainText(item.answer).split('\n\n'))
        expect(text).toContain(paragraph.replace(/'/g, '&#x27;'));
    }
  });

  it('opens one item at a time, collapses the open one, and hides closed answers', async () => {
    const { page, log } = await visit('/faq');
    const closed = await state(page);
    expect(closed).toHaveLength(content.en.faq.items.length);
    expect(
      closed.every((item) => item.expanded === 'false' && item.hidden === 'until-found' && item.height === 0),
    ).toBe(true);

    const buttons = await page.$$('main h2 > button[aria-controls]');
    await buttons[0]!.click();
    let now = await state(page);
    expect(now[0]).toMatchObject({ expanded: 'true', hidden: null });
    expect(now[0]!.height).toBeGreaterThan(20);

    await buttons[3]!.click();
    now = await state(page);
    expect(now.map((item) => item.expanded)).toEqual(['false', 'false', 'false', 'true', 'false', 'false']);
    // React sets the property; Chromium keeps "until-found", so the closed answer stays searchable.
    expect(now[0]).toMatchObject({ hidden: 'until-found', height: 0 });

    await buttons[3]!.click();
    expect((await state(page)).every((item) => item.expanded === 'false')).toBe(true);
    expect(log.problems).toEqual([]);
  });

  it('works from the keyboard', async () => {
    const { page } = await visit('/faq');
    await page.focus('main h2 > button[aria-controls]');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    expect((await state(page)).map((item) => item.expanded)).toEqual([
      'false',
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
  });

  it('ends with a "Contact Us" link to /contact', async () => {
    const { page } = await visit('/faq');
    const links = await page.$$eval('main a', (anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links.at(-1)).toEqual([content.en.faq.contactAction, '/contact/']);
  });
});

describe('blog controls', () => {
  it('a pill, "Read Full Article" and Subscribe make no request, no navigation and no change', async () => {
    const { page, log } = await visit('/blog');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const url = page.url();
    const main = () => page.$eval('main', (element) => element.innerHTML);
    const before = await main();

    const button = async (name: string) => {
      const [handle] = await page.$$(`xpath/.//button[normalize-space()="${name}"]`);
      if (!handle) throw new Error(`No button "${name}"`);
      return handle;
    };
    const requests = await requestsCausedBy(page, log, async () => {
      await (await button('Grammar')).click();
      await (await button('Read Full Article')).click();
      await page.type('input[type="email"]', 'student@example.com');
      await (await button('Subscribe')).click();
      await page.keyboard.press('Enter');
    });

    expect(requests.filter(notOwnAsset)).toEqual([]);
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await main()).toBe(before);
    expect(await page.$eval('button[aria-pressed="true"]', (pill) => pill.textContent)).toBe('All Topics');
    expect(log.problems).toEqual([]);
  });

  it('keeps the e-mail address out of the URL without JavaScript', async () => {
    const { page, log } = await visit('/blog/', { javaScript: false });
    const requests = await requestsCausedBy(page, log, async () => {
      await page.type('input[type="email"]', 'student@example.com');
      await page.keyboard.press('Enter');
      const [subscribe] = await page.$$('xpath/.//button[normalize-space()="Subscribe"]');
      await subscribe!.click();
    });
    expect(requests.filter(notOwnAsset)).toEqual([]);
    expect(page.url()).toBe(urlFor('/blog/'));
    expect(page.url()).not.toContain('example');
  });
});
