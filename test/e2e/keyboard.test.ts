// The keyboard: the mobile menu, the FAQ accordion, the contact form and its toasts work from
// the keyboard, and focus lands on the new page's heading after client navigation. (That the
// skip link comes first and every stop on every page is visibly focused and on screen is read
// by the sweep, sweep.test.ts.)
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { focused, tabUntil, type Focused } from './focus.ts';
import { navRoutes, toHref } from '../../src/routes.ts';
import { MOBILE, visit } from './browser.ts';
import { MENU_TOGGLE } from './quality.ts';
import { settle } from './waits.ts';
import { content } from '../helpers/content.ts';
import { seen } from '../helpers/seen-text.ts';

const contactPage = content.en.contact;

const isHeading = (page: Page) => page.evaluate(() => document.activeElement?.tagName.toLowerCase());

describe('the mobile menu from the keyboard', () => {
  it('opens with Enter, moving focus to its first link, tabs through its links to the bar, closes with Escape, and a chosen link moves focus to the heading', async () => {
    const { page, log } = await visit('/', { viewport: MOBILE, reducedMotion: true });
    await tabUntil(page, (stop) => stop.name === 'Toggle menu');
    await page.keyboard.press('Enter');
    expect(await page.$eval(MENU_TOGGLE, (b) => b.getAttribute('aria-expanded'))).toBe('true');

    // The sheet opens under the bar, whose last item is the toggle: focus moves to its first
    // link, and Tab goes on through the links, then back to the bar ("Book a Class").
    const menuHrefs = [...navRoutes('en').map((route) => toHref(route.path)), toHref('/contact')];
    const stops: Focused[] = [(await focused(page))!];
    for (const _ of menuHrefs.slice(1)) {
      await page.keyboard.press('Tab');
      stops.push((await focused(page))!);
    }
    expect(stops.map((stop) => stop.href)).toEqual(menuHrefs);
    expect(stops.filter((stop) => !(stop.ring && stop.onScreen))).toEqual([]);

    // Escape closes the menu and gives focus back to its toggle (never to a hidden link).
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    expect(await focused(page)).toMatchObject({ href: menuHrefs.at(-2) });
    await page.keyboard.press('Escape');
    expect(await page.$eval(MENU_TOGGLE, (b) => b.getAttribute('aria-expanded'))).toBe('false');
    expect(await focused(page)).toMatchObject({ name: 'Toggle menu' });

    await page.keyboard.press('Enter');
    await tabUntil(page, (stop) => stop.href === toHref('/blog'), 10);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname.endsWith('/blog/'));
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.$eval(MENU_TOGGLE, (b) => b.getAttribute('aria-expanded'))).toBe('false');
    expect(await isHeading(page)).toBe('h1');
    expect(log.problems).toEqual([]);
  });
});

describe('the FAQ accordion from the keyboard', () => {
  it('opens with Enter and Space, one item at a time, moves with arrows, and collapses', async () => {
    const { page, log } = await visit('/faq', { reducedMotion: true });
    const triggers = 'main button[aria-expanded][aria-controls]';
    const state = () =>
      page.$$eval(triggers, (buttons) =>
        buttons.map((b) => {
          // A closed answer is hidden="until-found": its content, not the panel, is skipped.
          const answer = document.getElementById(b.getAttribute('aria-controls')!)?.firstElementChild;
          return `${b.getAttribute('aria-expanded')}/${answer?.checkVisibility() ?? 'no answer'}`;
        }),
      );
    const count = (await page.$$(triggers)).length;
    expect(count).toBe(6);
    const closed = Array<string>(count).fill('false/false');

    expect(await state()).toEqual(closed);
    await tabUntil(page, () => true, 1); // skip link
    const first = await page.evaluate((selector) => [...document.querySelectorAll(selector)][0]!.textContent, triggers);
    await tabUntil(page, (stop) => stop.name === first?.trim());
    await page.keyboard.press('Enter');
    expect(await state()).toEqual(['true/true', ...closed.slice(1)]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    expect(await state()).toEqual(['false/false', 'true/true', ...closed.slice(2)]);
    expect(await focused(page)).toMatchObject({ ring: true, onScreen: true });
    await page.keyboard.press('Enter');
    expect(await state()).toEqual(closed);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    expect(await state()).toEqual([...closed.slice(1), 'true/true']);
    await page.keyboard.press('Home');
    expect(await focused(page)).toMatchObject({ name: first?.trim() });
    expect(log.problems).toEqual([]);
  });
});

describe('the contact form and its toasts from the keyboard', () => {
  const form = contactPage.form;

  it('submits an empty form with Enter to an alert, fills and sends it, then reaches and closes the toast', async () => {
    const { page, log } = await visit('/contact', { reducedMotion: true });
    await page.waitForSelector('form button[type="submit"]:not([disabled])');
    await settle(page);
    const field = (stop: Focused) => ['input', 'select', 'textarea'].includes(stop.tag);

    await tabUntil(page, field);
    await page.keyboard.press('Enter'); // implicit submission from the name field
    await page.waitForSelector('[role="alert"] > *');
    expect(await page.$eval('[role="alert"]', (region) => region.textContent)).toContain(form.missingToast.title);

    await page.keyboard.type('Ann Example');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ann@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // program: the first choice
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // level: the first choice
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hello!\nSaturdays suit me.');
    const filled = await page.$$eval('form input, form select, form textarea', (controls) =>
      controls.map((c) => (c as HTMLInputElement).value),
    );
    expect(filled).toEqual([
      'Ann Example',
      'ann@example.com',
      form.programs[0]!.value,
      form.levels[0]!.value,
      'Hello!\nSaturdays suit me.',
    ]);
    const submit = await tabUntil(page, (stop) => stop.tag === 'button', 3);
    expect(submit.at(-1)).toMatchObject({ name: form.submit, ring: true });
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (title: string) => document.querySelector('[role="status"]')?.textContent?.includes(title),
      {},
      form.sentToast.title,
    );

    // The toast's action and close button are in the tab order, visibly focused.
    const toAction = await tabUntil(page, (stop) => seen(stop.name) === form.sendByEmail);
    expect(toAction.at(-1)).toMatchObject({ ring: true, focusVisible: true, onScreen: true });
    expect(toAction.at(-1)?.href).toMatch(/^mailto:/);
    await page.keyboard.press('Tab');
    const close = await focused(page);
    expect(close).toMatchObject({ tag: 'button', ring: true, onScreen: true });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('[role="status"] > [data-state="open"]'));
    expect(log.problems).toEqual([]);
  });
});
