// Navigation that survives a redeploy and a dropped network. The site is redeployed by
// copying a new dist/ over the old one, which renames every hashed chunk, and phones lose
// their network in lifts and tunnels. A page whose code cannot load must never leave a
// blank page or a request loop: the app loads the page in full from the host instead, or
// says what went wrong and offers a retry link.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HTTPResponse, Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_PATH, OUT_DIR } from '../../scripts/paths.ts';
import { startServer } from '../../scripts/serve.ts';
import { CHUNK_RETRIES } from '../../src/lib/chunk-loader.ts';
import { pageSourceFiles } from '../../scripts/page-sources.ts';
import { findRoute } from '../../src/routes.ts';
import { waitForHydration } from '../../scripts/chromium.ts';
import { visit, withDataSaver } from './browser.ts';
import { requestsCausedBy, untilAtRest } from './waits.ts';

/**
 * Chunk requests a failed navigation to /about/ may make: for each of the page's chunks (its
 * code and its content modules), the loader's first try and its retries, and one prefetch.
 */
const MAX_FAILED_CHUNK_REQUESTS = pageSourceFiles(findRoute('/about')!).length * (CHUNK_RETRIES + 1) + 1;

/** A fresh copy of the built site in a temporary folder, to change as a deploy would. */
function copyOfSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kotoba-resilience-'));
  fs.cpSync(OUT_DIR, dir, { recursive: true });
  return dir;
}

function filesUnder(dir: string, extension: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith(extension))
    .map((file) => path.join(dir, file));
}

/**
 * Replaces the site in `dir` with a "new build": every script gets a new hashed name, and
 * the pages and scripts refer to the new names. The old names answer 404 from now on,
 * exactly as after copying a new dist/ over the old one.
 */
function redeploy(dir: string): void {
  const assets = path.join(dir, 'assets');
  const renames = fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => [file, file.replace(/\.js$/, 'v2.js')] as const);
  for (const file of [...filesUnder(dir, '.html'), ...filesUnder(assets, '.js')]) {
    let text = fs.readFileSync(file, 'utf8');
    for (const [from, to] of renames) text = text.replaceAll(from, to);
    fs.writeFileSync(file, text);
  }
  for (const [from, to] of renames) fs.renameSync(path.join(assets, from), path.join(assets, to));
}

/** Records every response and failed request of the tab it is attached to, with the time it happened. */
function networkRecorder() {
  const events: Array<{ at: number; url: string; status: number | 'failed' }> = [];
  return {
    attach: (page: Page) => {
      page.on('response', (response: HTTPResponse) =>
        events.push({ at: Date.now(), url: response.url(), status: response.status() }),
      );
      page.on('requestfailed', (request) => events.push({ at: Date.now(), url: request.url(), status: 'failed' }));
    },
    events,
    notFound: () => events.filter((event) => event.status === 404),
    /** Scripts that could not be fetched (the browser's own favicon requests are not the app's). */
    failedScripts: () => events.filter((event) => event.status === 'failed' && event.url.endsWith('.js')),
    since: (at: number) => events.filter((event) => event.at >= at),
  };
}

const clickNav = (page: Page, label: string) =>
  page.$$eval(
    'header nav a',
    (links, name) => (links.find((link) => link.textContent?.trim() === name) as HTMLElement | undefined)?.click(),
    label,
  );

const headingText = (page: Page) => page.$eval('main h1', (h1) => h1.textContent?.trim() ?? '');

/** The About page's main heading, as its prerendered HTML has it. */
const ABOUT_HEADING = /<h1[^>]*>(.*?)<\/h1>/s
  .exec(fs.readFileSync(path.join(OUT_DIR, 'about', 'index.html'), 'utf8'))![1]!
  .replace(/<[^>]+>/g, '')
  .trim();

/**
 * A copy of the built site on its own static host for the tests of a describe block,
 * changed by `prepare` before the host starts, and removed afterwards.
 */
function hostedCopy(prepare?: (dir: string) => void) {
  const site = {} as { dir: string; host: Awaited<ReturnType<typeof startServer>> };
  beforeAll(async () => {
    site.dir = copyOfSite();
    prepare?.(site.dir);
    // npm start's server: it reads the disk on every request, as a real host does after a deploy.
    site.host = await startServer(site.dir, BASE_PATH);
  });
  afterAll(async () => {
    await site.host?.close();
    fs.rmSync(site.dir, { recursive: true, force: true });
  });
  return site;
}

describe('a redeploy while a visitor browses', () => {
  const site = hostedCopy();

  it('loads the clicked page in full from the new build, with few 404s and no request loop', async () => {
    const network = networkRecorder();
    const { page, log } = await visit(site.host.url, { waitUntil: 'domcontentloaded', prepare: network.attach });
    // Before the idle prefetch has fetched the other pages (1.5 s after start), deploy.
    redeploy(site.dir);
    await clickNav(page, 'About Me');
    await page.waitForFunction(
      (text) => document.querySelector('main h1')?.textContent?.trim() === text,
      {},
      ABOUT_HEADING,
    );
    // The new document is the new build's, and its app starts.
    await waitForHydration(page);
    expect(page.url()).toBe(new URL('about/', site.host.url).href);
    expect(await headingText(page)).toBe(ABOUT_HEADING);
    expect(await page.$('[aria-busy="true"]')).toBeNull();
    // Once the new page's idle prefetch has fetched the other pages, the tab falls silent: a
    // request loop would still be fetching when the page has handled a moment of nothing.
    await untilAtRest(page);
    const quietFrom = Date.now();
    expect(await requestsCausedBy(page, log, async () => undefined)).toEqual([]);
    expect(network.since(quietFrom).filter((event) => !event.url.includes('?handled-action='))).toEqual([]);
    expect(network.notFound().length).toBeGreaterThan(0);
    expect(network.notFound().length).toBeLessThanOrEqual(MAX_FAILED_CHUNK_REQUESTS);
  });
});

/**
 * Keeps the browser's "online" event from the app, as when a connection comes back unannounced.
 * (With the visitor's Data Saver on as well, the app's idle prefetch, which could bring the
 * page back by itself, is off: then only what the test does loads the page again.)
 */
const muteOnlineEvent = (page: Page) =>
  page.evaluate(() =>
    window.addEventListener('online', (event) => event.stopImmediatePropagation(), { capture: true }),
  );

describe('a dropped network', () => {
  const site = hostedCopy();

  /**
   * Opens the home page, drops the network and clicks "About Me": the page says it is offline.
   * With `onlyTheVisitor`, nothing but what the test does next loads the page again (see
   * onlyTheVisitorRetries).
   */
  async function failedNavigation({ onlyTheVisitor = false } = {}) {
    const network = networkRecorder();
    const { page } = await visit(site.host.url, {
      waitUntil: 'domcontentloaded',
      prepare: async (tab) => {
        await network.attach(tab);
        if (onlyTheVisitor) await withDataSaver(tab);
      },
    });
    // The home page's own scripts arrive before it hydrates, so only the navigation meets the
    // dropped network.
    await waitForHydration(page);
    if (onlyTheVisitor) await muteOnlineEvent(page);
    await page.setOfflineMode(true);
    // The page learns it is offline a moment after the network drops; until then it would try
    // a full load of the page it could not fetch, and the browser would show its own error page.
    await page.waitForFunction(() => !navigator.onLine);
    await clickNav(page, 'About Me');
    // The loader tries each chunk a bounded number of times, then the page says what happened.
    await page
      .waitForFunction(() => document.querySelector('main [role="alert"]') !== null)
      .catch((error: unknown) => {
        throw new Error(`no offline message at ${page.url()}: ${String(error)}`);
      });
    expect(network.failedScripts().length).toBeGreaterThan(0);
    expect(network.failedScripts().length).toBeLessThanOrEqual(MAX_FAILED_CHUNK_REQUESTS);
    // No endless spinner: the page says what happened and offers a retry link.
    expect(await page.$('[aria-busy="true"]')).toBeNull();
    expect(await headingText(page)).toBe('This page could not be loaded');
    expect(await page.$eval('main [role="alert"]', (alert) => alert.textContent)).toMatch(/offline/);
    // The same document all along: a later reload would lose this.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    return page;
  }

  const untilAboutShows = (page: Page) =>
    page.waitForFunction(
      (text: string) => document.querySelector('main h1')?.textContent?.trim() === text,
      {},
      ABOUT_HEADING,
    );

  it('makes a few requests, names the problem, and shows the page by itself once the network is back', async () => {
    const page = await failedNavigation();
    await page.setOfflineMode(false);
    await untilAboutShows(page);
    expect(page.url()).toBe(new URL('about/', site.host.url).href);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  it('tries the page again when its link is clicked, even if the browser never says it is online', async () => {
    const page = await failedNavigation({ onlyTheVisitor: true });
    await page.setOfflineMode(false);
    await clickNav(page, 'About Me');
    await untilAboutShows(page);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  it("loads the page in full from the message's retry link", async () => {
    const page = await failedNavigation({ onlyTheVisitor: true });
    await page.setOfflineMode(false);
    await Promise.all([page.waitForNavigation(), page.click('main [role="alert"] a')]);
    await waitForHydration(page);
    expect(page.url()).toBe(new URL('about/', site.host.url).href);
    expect(await headingText(page)).toBe(ABOUT_HEADING);
  });
});

describe('a page whose entry script or stylesheet is missing', () => {
  // An old cached page after a deploy: its HTML names a script and a stylesheet that are gone.
  const site = hostedCopy((dir) => {
    for (const file of fs.readdirSync(path.join(dir, 'assets'))) {
      if (/^index-.*\.js$|\.css$/.test(file)) fs.rmSync(path.join(dir, 'assets', file));
    }
  });

  it('stays readable, and its links work as plain links', async () => {
    const { page } = await visit(site.host.url, { hydrate: false });
    expect(await headingText(page)).not.toBe('');
    expect(await page.$eval('main', (main) => main.innerText.length)).toBeGreaterThan(500);
    await Promise.all([page.waitForNavigation(), clickNav(page, 'About Me')]);
    expect(page.url()).toBe(new URL('about/', site.host.url).href);
    expect(await headingText(page)).toBe(ABOUT_HEADING);
  });
});
