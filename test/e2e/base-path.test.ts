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
import { site } from '../../src/content/site.ts';
import { allPaths, findRoute, routes, type Route } from '../../src/routes.ts';
import { pageTitle } from '../../src/seo/head.ts';
import { visit } from './browser.ts';
import { UNKNOWN_PATH } from './quality.ts';

const BASE = '/some/sub/';
/** Inside the project, so that the server bundle finds node_modules. */
const OUT_DIR = path.join(ROOT_DIR, '.cache', 'base-path-test', 'dist');
/** A cold `npm run build` takes a few seconds; allow for a busy machine. */
const BUILD_TIMEOUT_MS = 120_000;

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
}, BUILD_TIMEOUT_MS);

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
  await page.waitForFunction((expected) => document.title === expected, { timeout: 5_000 }, title);
}

describe('the subfolder build in Chromium', () => {
  /** Visits a URL of the subfolder build, recording every response that failed, so failed assets show up. */
  async function open(sitePath: string) {
    const failed: string[] = [];
    const { page, log, response } = await visit(`${server.url}${sitePath}`, {
      waitUntil: 'networkidle0',
      prepare: (tab) => {
        tab.on('response', (answer: HTTPResponse) => {
          if (answer.status() >= 400) failed.push(`${answer.status()} ${answer.url()}`);
        });
      },
    });
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
});
