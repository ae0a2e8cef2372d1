// The prerendered site as a static host serves it, and the app that hydrates it.
import { describe, expect, it } from 'vitest';
import { allPaths, findRoute, locales, navRoutes, toHref } from '../../src/routes.ts';
import { pageTitle } from '../../src/seo/head.ts';
import { MOBILE, urlFor, visit } from './browser.ts';
import { frames } from './editions.ts';
import { MENU_TOGGLE, UNKNOWN_PATH } from './quality.ts';

const h1Of = (html: string) =>
  /<h1[^>]*>(.*?)<\/h1>/s
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();

describe('prerendered pages', () => {
  it.each(allPaths)('%s answers 200 with its title in the raw HTML', async (path) => {
    const response = await fetch(urlFor(path));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(new RegExp(`^<!doctype html>\n<html lang="${findRoute(path)!.locale}">`));
    expect(html).toContain(`<title>${pageTitle(findRoute(path)!).replace(/&/g, '&amp;')}</title>`);
  });

  it('serves a reading-B alias with the same page as its reading-A twin', async () => {
    const [a, b] = await Promise.all(['/programs', '/program'].map((p) => fetch(urlFor(p)).then((r) => r.text())));
    expect(h1Of(b!)).toBe(h1Of(a!));
  });

  it('serves "/about" and "/about/" alike', async () => {
    const [bare, slash] = await Promise.all(['/about', '/about/'].map((p) => fetch(urlFor(p))));
    expect(bare!.status).toBe(200);
    expect(slash!.status).toBe(200);
  });

  it('answers an unknown path with status 404 and the 404 page', async () => {
    const response = await fetch(urlFor(UNKNOWN_PATH));
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('Return to Home');
  });
});

describe('the 404 page in Chromium', () => {
  it('shows at an unknown URL and logs the path as an error', async () => {
    const { page, log, response } = await visit(UNKNOWN_PATH);
    expect(response?.status()).toBe(404);
    expect(await page.$eval('h1', (h1) => h1.textContent)).toContain('Oops! Page not found');
    // The browser itself reports the document's 404 status; the app reports the path.
    const appErrors = log.problems.filter((problem) => !problem.includes('Failed to load resource'));
    expect(appErrors).toHaveLength(1);
    expect(appErrors[0]).toMatch(new RegExp(`^error: .*${UNKNOWN_PATH}`));
  });
});

describe('client-side navigation', () => {
  it('follows a nav link without a reload, moves focus to the heading, and goes back', async () => {
    const { page, log } = await visit('/');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.evaluate(() => window.scrollTo(0, 500));

    await page.click('header nav a[href="/gallery/"]');
    await page.waitForFunction(() => location.pathname === '/gallery/');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');

    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.title()).toBe(pageTitle(findRoute('/gallery')!));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.$eval('header nav a[aria-current="page"]', (a) => a.textContent)).toBe('Gallery');

    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/');
    expect(await page.title()).toBe(pageTitle(findRoute('/')!));
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.goForward();
    await page.waitForFunction(() => location.pathname === '/gallery/');
    expect(log.problems).toEqual([]);
  });
});

describe('header navigation', () => {
  it.each(
    locales.flatMap((locale) =>
      navRoutes(locale).map((route) => [route.path, frames[locale].navLabels[route.page] ?? '(no label)']),
    ),
  )('marks %s as the current item "%s"', async (path, label) => {
    const html = await (await fetch(urlFor(path))).text();
    const current = [...html.matchAll(/<a aria-current="page" href="([^"]+)"[^>]*>([^<]+)<\/a>/g)];
    expect(current.map((m) => [m[1], m[2]])).toEqual([[toHref(path), label]]);
  });

  it('marks "Programs" on its reading-B alias /program, and nothing on /faq', async () => {
    const alias = await (await fetch(urlFor('/program'))).text();
    expect(alias).toMatch(/aria-current="page" href="\/programs\/"[^>]*>Programs</);
    const faq = await (await fetch(urlFor('/faq'))).text();
    expect(faq).not.toContain('aria-current="page"');
  });

  it('opens and closes the mobile menu at 375 px, and closes it when a link is chosen', async () => {
    const { page, log } = await visit('/', { viewport: MOBILE });
    // The menu is its list of links: the nav also holds "Book a Class", which stays in the bar while the menu is closed.
    const menuVisible = () => page.$eval('header nav ul', (links) => links.checkVisibility());
    const expanded = () => page.$eval(MENU_TOGGLE, (button) => button.getAttribute('aria-expanded'));

    expect(await menuVisible()).toBe(false);
    await page.click(MENU_TOGGLE);
    expect(await expanded()).toBe('true');
    expect(await menuVisible()).toBe(true);
    await page.click(MENU_TOGGLE);
    expect(await expanded()).toBe('false');
    expect(await menuVisible()).toBe(false);

    await page.click(MENU_TOGGLE);
    await page.click('header nav a[href="/blog/"]');
    await page.waitForFunction(() => location.pathname === '/blog/');
    expect(await expanded()).toBe('false');
    expect(await menuVisible()).toBe(false);
    expect(log.problems).toEqual([]);
  });
});
