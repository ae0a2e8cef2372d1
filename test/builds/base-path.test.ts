// A subfolder deploy (a GitHub Pages project site): the site built with BASE_PATH and
// served under that folder keeps every link, asset, canonical URL and the 404 page inside
// it, and the hydrated app navigates within it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { HTTPResponse, Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../scripts/paths.ts';
import { startServer } from '../../scripts/serve.ts';
import { site } from '../../src/site.ts';
import { allPaths, findRoute, locales, routes, toHref, twinOf, type Route } from '../../src/routes.ts';
import { pageTitle } from '../../src/seo/head.ts';
import { visit } from '../e2e/browser.ts';
import { untilNoRequestInFlight } from '../e2e/waits.ts';
import { frames } from '../e2e/editions.ts';
import { alternatesOf, canonicalsOf, h1Of, languageLinksOf } from '../e2e/markup.ts';
import { UNKNOWN_JA_PATH, UNKNOWN_PATH } from '../e2e/quality.ts';

const BASE = '/some/sub/';
/** The absolute URL of a page of the subfolder site, as canonical and alternate links give it. */
const absolute = (routePath: string) => `${site.url}${BASE}${toHref(routePath).slice(1)}`;
/** Inside the project, so that the server bundle finds node_modules. */
const OUT_DIR = path.join(ROOT_DIR, '.cache', 'base-path-test', 'dist');
/** A cold `npm run build` takes a few seconds; allow for a busy machine. */

let server: { url: string; close: () => Promise<void> };
const origin = () => new URL(server.url).origin;
const get = (sitePath: string) => fetch(`${origin()}${BASE}${sitePath.replace(/^\//, '')}`);

beforeAll(async () => {
  fs.rmSync(path.dirname(OUT_DIR), { recursive: true, force: true });
  // As a person would run it: without the test runner's NODE_ENV=test (which would make
  // Vite compile JSX for React's development build) or an inherited SITE_URL.
  const { NODE_ENV: _testMode, ...inherited } = process.env;
  const env = { ...inherited, OUT_DIR, BASE_PATH: BASE, SITE_URL: '' };
  await promisify(execFile)('npm', ['run', 'build'], { cwd: ROOT_DIR, env, maxBuffer: 64 * 1024 * 1024 });
  server = await startServer(OUT_DIR, BASE);
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(path.dirname(OUT_DIR), { recursive: true, force: true });
});

describe('a build with BASE_PATH=/some/sub/', () => {
  it.each([...allPaths, UNKNOWN_PATH])('keeps every URL of %s inside the subfolder', async (pagePath) => {
    const html = await (await get(pagePath)).text();
    const urls = [...html.matchAll(/\s(?:href|src|content)="(\/[^"]*)"/g)].map((match) => match[1]);
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.filter((url) => !url!.startsWith(BASE))).toEqual([]);
    for (const [, canonical] of html.matchAll(/<link rel="canonical" href="([^"]+)">/g)) {
      expect(canonical).toMatch(new RegExp(`^${site.url}${BASE}`));
    }
  });

  it('lists the canonical pages under the subfolder in the sitemap, and starts the manifest there', async () => {
    const xml = await (await get('sitemap.xml')).text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toHaveLength(routes.filter((route: Route) => !route.noindex).length);
    expect(locations[1]).toBe(`${site.url}${BASE}about/`);
    const manifest = (await (await get('site.webmanifest')).json()) as { start_url: string };
    expect(manifest.start_url).toBe(BASE);
  });

  it.each(allPaths.filter((routePath) => findRoute(routePath)!.locale === 'ja'))(
    '%s: the language link, hreflang alternates and canonical URL stay under the subfolder',
    async (routePath) => {
      const route = findRoute(routePath)!;
      const english = twinOf(route, 'en');
      const html = await (await get(routePath)).text();
      expect(languageLinksOf(html).map((link) => link.href)).toEqual([`${BASE}${toHref(english.path).slice(1)}`]);
      expect(canonicalsOf(html)).toEqual([absolute(route.path)]);
      expect(alternatesOf(html)).toEqual(
        route.noindex
          ? []
          : [
              ['en', absolute(english.path)],
              ['ja', absolute(route.path)],
              ['x-default', absolute(english.path)],
            ],
      );
    },
  );

  it('lists both languages in the sitemap, every address and alternate under the subfolder', async () => {
    const xml = await (await get('sitemap.xml')).text();
    const urls = [...xml.matchAll(/<(?:loc>|xhtml:link [^>]*href=")([^<"]+)/g)].map((match) => match[1]!);
    expect(urls.filter((url) => !url.startsWith(`${site.url}${BASE}`))).toEqual([]);
    for (const locale of locales) expect(urls).toContain(absolute(twinOf(findRoute('/about')!, locale).path));
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ja" href="${absolute('/ja/about')}"/>`);
  });

  it('serves .nojekyll, so GitHub Pages publishes the folder as it is', async () => {
    expect(fs.existsSync(path.join(OUT_DIR, '.nojekyll'))).toBe(true);
  });

  it('serves /about and /about/ alike, and the 404 page for unknown paths', async () => {
    expect((await get('/about')).status).toBe(200);
    expect((await get('/about/')).status).toBe(200);
    const missing = await get(UNKNOWN_PATH);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Oops! Page not found');
  });
});

/** The app sets the title once the new page has mounted, just after the URL changes. */
async function waitForTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((expected) => document.title === expected, {}, title);
}

describe('the subfolder build in Chromium', () => {
  /** Visits a URL of the subfolder build, recording every response that failed, so failed assets show up. */
  async function open(sitePath: string) {
    const failed: string[] = [];
    const { page, log, response } = await visit(`${server.url}${sitePath}`, {
      prepare: (tab) => {
        tab.on('response', (answer: HTTPResponse) => {
          if (answer.status() >= 400) failed.push(`${answer.status()} ${answer.url()}`);
        });
      },
    });
    await untilNoRequestInFlight(page);
    return { page, response, problems: log.problems, failed };
  }

  it('loads every asset and navigates client-side without leaving the subfolder', async () => {
    const { page, problems, failed } = await open('');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await page.click(`header nav a[href="${BASE}about/"]`);
    await page.waitForFunction((base) => location.pathname === `${base}about/`, {}, BASE);
    await waitForTitle(page, pageTitle(findRoute('/about')!));
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    await page.goBack();
    await page.waitForFunction((base) => location.pathname === base, {}, BASE);
    await waitForTitle(page, pageTitle(findRoute('/')!));
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('hydrates a page asked for without its trailing slash', async () => {
    const { page, problems, failed } = await open('about');
    expect(await page.$eval('header nav a[aria-current="page"]', (a) => a.getAttribute('href'))).toBe(`${BASE}about/`);
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows the styled 404 page under the subfolder and returns home from it', async () => {
    const unknown = UNKNOWN_PATH.slice(1);
    const { page, response, failed } = await open(unknown);
    expect(response?.status()).toBe(404);
    expect(await page.$eval('h1', (h1) => h1.textContent)).toContain('Oops! Page not found');
    expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
    // Only the document itself answers 404: its stylesheets and scripts load.
    expect(failed).toEqual([`404 ${server.url}${unknown}`]);

    await page.click(`main a[href="${BASE}"]`);
    await page.waitForFunction((base) => location.pathname === base, {}, BASE);
    await waitForTitle(page, pageTitle(findRoute('/')!));
  });

  it('navigates client-side within the Japanese edition, and between the languages, inside the subfolder', async () => {
    const { page, problems, failed } = await open('ja/');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const about = findRoute('/ja/about')!;
    const here = () =>
      page.evaluate(() => [
        location.pathname,
        document.documentElement.lang,
        document.querySelector('main h1')?.textContent,
      ]);

    await page.click(`header nav a[href="${BASE}ja/about/"]`);
    await waitForTitle(page, pageTitle(about));
    expect(await here()).toEqual([`${BASE}ja/about/`, 'ja', h1Of(await (await get('/ja/about')).text())]);

    await page.click('header a[hreflang]');
    await waitForTitle(page, pageTitle(twinOf(about, 'en')));
    expect(await here()).toEqual([`${BASE}about/`, 'en', h1Of(await (await get('/about')).text())]);

    await page.goBack();
    await waitForTitle(page, pageTitle(about));
    expect((await here())[0]).toBe(`${BASE}ja/about/`);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('turns the 404 page of a /ja/ address Japanese, its links inside the subfolder', async () => {
    const unknown = UNKNOWN_JA_PATH.slice(1);
    const { page, response } = await open(unknown);
    expect(response?.status()).toBe(404);
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    expect(await page.$eval('main h1', (h1) => h1.textContent)).toContain(frames.ja.shell.notFound.title);
    expect(await page.$eval('main a', (a) => a.getAttribute('href'))).toBe(`${BASE}ja/`);
    expect(await page.$eval('header a[hreflang]', (a) => a.getAttribute('href'))).toBe(BASE);
  });
});
