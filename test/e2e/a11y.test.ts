// Accessibility of the states a visitor opens, which the sweep of every page (sweep.test.ts)
// does not see: the mobile menu open over the page (its contrast, names and focus order, and
// that it does not slide in for a visitor who asked for reduced motion), the contact form's
// toasts and an open FAQ answer; axe-core (WCAG 2.2 AA) at 375 and 1280 px, light and dark.
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { localizePath, locales } from '../../src/routes.ts';
import { axeViolations, motion, STILL, useScheme } from './axe.ts';
import { DESKTOP, MOBILE, visit } from './browser.ts';
import { menuToggle } from './quality.ts';
import { settle } from './waits.ts';

describe('the mobile menu, open', () => {
  it.each(locales.map((locale) => localizePath('/', locale)))(
    '%s: no violation in its header, light and dark, and nothing slides in',
    async (path) => {
      const { page, log } = await visit(path, { viewport: MOBILE, reducedMotion: true });
      await settle(page);
      const toggle = menuToggle(path);
      await page.click(toggle);
      expect(await motion(page)).toEqual(STILL);
      await page.waitForSelector(`${toggle}[aria-expanded="true"]`);
      expect(await page.$eval('header nav', (nav) => nav.checkVisibility())).toBe(true);
      const found: string[] = [];
      for (const scheme of ['light', 'dark'] as const) {
        await useScheme(page, scheme);
        found.push(...(await axeViolations(page, `${MOBILE.width} ${scheme} menu open`, 'header')));
      }
      expect(found).toEqual([]);
      expect(log.problems).toEqual([]);
    },
  );
});

describe('accessibility of the interactive states', () => {
  /** Runs axe in both schemes at both widths on the page as it is now. */
  async function everyLook(page: Page, scenario: string): Promise<string[]> {
    const found: string[] = [];
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewport(viewport);
      for (const scheme of ['light', 'dark'] as const) {
        await useScheme(page, scheme);
        found.push(...(await axeViolations(page, `${scenario} ${viewport.width} ${scheme}`)));
      }
    }
    return found;
  }

  it('/contact with the error toast and with the success toast open', async () => {
    const { page } = await visit('/contact', { reducedMotion: true });
    await page.waitForSelector('form button[type="submit"]:not([disabled])');
    await page.click('form button[type="submit"]');
    await page.waitForSelector('[role="alert"] > [data-state="open"]');
    const found = await everyLook(page, 'error toast');
    await page.setViewport(DESKTOP);
    await page.type('form input[type="text"]', 'Ann');
    await page.type('form input[type="email"]', 'ann@example.com');
    await page.type('form textarea', 'Hello');
    await page.click('form button[type="submit"]');
    await page.waitForSelector('[role="status"] > [data-state="open"]');
    found.push(...(await everyLook(page, 'success toast')));
    expect(found).toEqual([]);
  });

  it('/faq with an answer open', async () => {
    const { page } = await visit('/faq', { reducedMotion: true });
    await page.click('main button[aria-expanded="false"]');
    await page.waitForSelector('main button[aria-expanded="true"]');
    expect(await everyLook(page, 'answer open')).toEqual([]);
  });
});
