// The keyboard: the skip link comes first, every control shows a visible focus indicator
// and is not hidden under the fixed header when focused, the mobile menu, the FAQ
// accordion, the contact form and its toasts work from the keyboard, and focus lands on
// the new page's heading after client navigation.
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { navRoutes, toHref } from '../../src/routes.ts';
import { MOBILE, visit } from './browser.ts';
import { shellOf } from './editions.ts';
import { MENU_TOGGLE, sweptPaths } from './quality.ts';
import { settle } from './waits.ts';
import { content } from '../helpers/content.ts';

const contactPage = content.en.contact;

/**
 * The focused element, described: tag, text or label, and whether focus is visible on it, in
 * the look its focus style ends in (see below).
 */
function focused(page: Page) {
  return page.evaluate(() => {
    const describe = () => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
      // WCAG 2.4.11: the focused control must not be entirely hidden (e.g. under the fixed header).
      const probe = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        tag: element.tagName.toLowerCase(),
        name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40),
        href: element.getAttribute('href'),
        ring,
        focusVisible: element.matches(':focus-visible'),
        onScreen:
          box.width > 0 && box.height > 0 && probe !== null && (element.contains(probe) || probe.contains(element)),
      };
    };
    // The focus style's transitions (0.01 ms with reduced motion) start pending and show the old
    // look until the browser draws its next frame, which a busy machine or a tab in the
    // background may put off: jump each transition and animation of the focused element (or of a
    // box around it) to its end, the look the visitor sees. Scrolling into view is instant.
    const element = document.activeElement;
    for (const animation of document.getAnimations()) {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const finite = animation.effect?.getComputedTiming().iterations !== Infinity;
      if (finite && element && target?.contains(element)) animation.finish();
    }
    return describe();
  });
}

type Focused = NonNullable<Awaited<ReturnType<typeof focused>>>;

/** Presses Tab until `until` matches the focused element (or gives up), returning each stop. */
async function tabUntil(page: Page, until: (stop: Focused) => boolean, limit = 200): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    if (!stop) break;
    stops.push(stop);
    if (until(stop)) return stops;
  }
  throw new Error(`Tab never reached the target; stops: ${stops.map((s) => `${s.tag} "${s.name}"`).join(', ')}`);
}

const isHeading = (page: Page) => page.evaluate(() => document.activeElement?.tagName.toLowerCase());

describe('focus on every route', () => {
  it.each(sweptPaths)('%s: skip link first, every stop visibly focused and on screen', async (path) => {
    const { page } = await visit(path, { reducedMotion: true });
    const skipLink = shellOf(path).skipLink;
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({
      name: skipLink,
      href: '#main',
      ring: true,
      onScreen: true,
    });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    // From main to the end of the page and around: every control on the way.
    const stops: Focused[] = [];
    for (let i = 0; i < 300; i += 1) {
      await page.keyboard.press('Tab');
      const stop = await focused(page);
      if (!stop || stop.name === skipLink) break;
      stops.push(stop);
    }
    expect(stops.length).toBeGreaterThan(5);
    const unseen = stops.filter((stop) => !(stop.ring && stop.focusVisible && stop.onScreen));
    expect(unseen).toEqual([]);
  });
});

describe('the mobile menu from the keyboard', () => {
  it('opens with Enter, tabs through its links, closes with Escape, and a chosen link moves focus to the heading', async () => {
    const { page, log } = await visit('/', { viewport: MOBILE, reducedMotion: true });
    await tabUntil(page, (stop) => stop.name === 'Toggle menu');
    await page.keyboard.press('Enter');
    expect(await page.$eval(MENU_TOGGLE, (b) => b.getAttribute('aria-expanded'))).toBe('true');

    const menuHrefs = [...navRoutes('en').map((route) => toHref(route.path)), toHref('/contact')];
    const stops: Focused[] = [];
    for (const _ of menuHrefs) {
      await page.keyboard.press('Tab');
      stops.push((await focused(page))!);
    }
    expect(stops.map((stop) => stop.href)).toEqual(menuHrefs);
    expect(stops.filter((stop) => !(stop.ring && stop.onScreen))).toEqual([]);

    // Escape closes the menu and gives focus back to its toggle (never to a hidden link).
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
    const toAction = await tabUntil(page, (stop) => stop.name === form.sendByEmail);
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
