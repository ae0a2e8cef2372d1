// With JavaScript off every route shows its content, and at 375 px the header's links
// (shown by public/noscript.css instead of the menu toggle) are visible, reachable and
// lead to their pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath, locales } from '../../src/routes.ts';
import { MOBILE, openTab, urlFor, visit, type Tab } from './browser.ts';
import { headerHrefs, shownLocale } from './editions.ts';
import { sweptPaths, UNKNOWN_PATHS } from './quality.ts';

/** What a visitor without JavaScript sees of a page's main parts. */
const visibleParts = () => {
  const visible = (selector: string) =>
    [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
      const box = el.getBoundingClientRect();
      return el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 0 && box.height > 0;
    });
  const toggle = document.querySelector<HTMLElement>('[data-menu-toggle]');
  return {
    h1: visible('main h1')
      .map((h1) => h1.textContent?.trim())
      .filter(Boolean).length,
    mainText: document.querySelector('main')?.innerText.trim().length ?? 0,
    headerLinks: visible('header nav a').map((a) => a.getAttribute('href')),
    toggleShown: toggle ? toggle.checkVisibility() : false,
    footer: visible('footer').length,
    // Content that waits for a script to reveal it stays invisible without one.
    hiddenBlocks: [...document.querySelectorAll<HTMLElement>('main section, main h2, main p')]
      .filter((el) => getComputedStyle(el).opacity === '0' || getComputedStyle(el).visibility === 'hidden')
      .map((el) => el.outerHTML.slice(0, 80)),
    overflow: document.documentElement.scrollWidth > window.innerWidth,
  };
};

describe('every route with JavaScript disabled, at 375 px', () => {
  // One tab visits every page, one after the other.
  let tab: Tab;
  beforeAll(async () => {
    tab = await openTab({ viewport: MOBILE, javaScript: false });
  });
  afterAll(() => tab.close());

  it.each(sweptPaths)('%s shows its content and the header links', async (path) => {
    const { page, log } = await tab.go(path);
    const parts = await page.evaluate(visibleParts);
    expect(parts).toEqual({
      h1: 1,
      mainText: expect.any(Number) as number,
      // The links of the page's own language (an unknown /ja/ path is the English 404.html without the app).
      headerLinks: expect.arrayContaining(headerHrefs(shownLocale(path, { javaScript: false }))) as string[],
      toggleShown: false,
      footer: 1,
      hiddenBlocks: [],
      overflow: false,
    });
    const unknown = UNKNOWN_PATHS.includes(path);
    expect(parts.mainText).toBeGreaterThan(unknown ? 20 : 200);
    // Without the app nothing logs the 404 path: only the browser reports the status.
    const notFoundStatus = (problem: string) => unknown && problem.includes('status of 404');
    expect(log.problems.filter((problem) => !notFoundStatus(problem))).toEqual([]);
  });

  it.each(locales)('follows every header link to its page (%s)', async (locale) => {
    const { page } = await visit(localizePath('/', locale), { viewport: MOBILE, javaScript: false });
    for (const href of headerHrefs(locale)) {
      const link = await page.$(`header nav a[href="${href}"]`);
      expect(link, href).not.toBeNull();
      const [response] = await Promise.all([page.waitForNavigation(), link!.click()]);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(new URL(urlFor(href)).pathname);
      expect(await page.$eval('main h1', (h1) => h1.textContent?.trim())).toBeTruthy();
    }
  });
});
