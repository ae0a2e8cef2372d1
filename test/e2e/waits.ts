// What the browser tests wait for. Each wait ends on a condition of the page, never after a
// fixed time, so that a slow or busy machine makes a test slower, never red; the tab's wait
// limit (test/timeouts.ts) only decides when to give up with a message.
//
// - settle(): the page has loaded what it loads by itself on arrival and has no request in
//   flight.
// - untilAtRest(): also its idle prefetch of the other pages is done: from then on the page
//   makes no request until the visitor does something.
// - requestsCausedBy(): the requests an action made the page start, counted up to a marker
//   request the page sends once it has handled the action, so that none is missed however
//   slow the machine and none of a later moment is counted.
import type { Page } from 'puppeteer';
import { PREFETCHED_MARK } from '../../src/lib/prefetch.ts';
import { PREFETCH_WAIT_TIMEOUT_MS } from '../timeouts.ts';
import type { PageLog } from './browser.ts';

/** Resolves once no request of the page is in flight. */
export function untilNoRequestInFlight(page: Page): Promise<void> {
  return page.waitForNetworkIdle({ idleTime: 0 });
}

/**
 * Resolves once every file in `files` has arrived (each has a resource timing entry, which the
 * browser adds when a response has been read in full).
 */
export async function untilLoaded(page: Page, files: readonly string[]): Promise<void> {
  if (files.length === 0) return;
  await page.waitForFunction(
    (names: string[]) =>
      names.every((name) =>
        performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.endsWith(`/${name}`)),
      ),
    {},
    [...files],
  );
}

/**
 * Resolves once the page has loaded what it loads by itself on arrival and has no request in
 * flight. Its idle prefetch of the other pages may still be to come.
 */
export function settle(page: Page): Promise<void> {
  return untilNoRequestInFlight(page);
}

/**
 * Resolves once the page is at rest: its idle prefetch of the other pages has loaded them all
 * (the app marks PREFETCHED_MARK), and no request is in flight.
 */
export async function untilAtRest(page: Page): Promise<void> {
  await page.waitForFunction(
    (mark: string) => performance.getEntriesByName(mark).length > 0,
    { timeout: PREFETCH_WAIT_TIMEOUT_MS },
    PREFETCHED_MARK,
  );
  await untilNoRequestInFlight(page);
}

/**
 * Requests made by design at moments a test does not choose: the idle prefetch of the other
 * pages' scripts and styles, the icon sprite (first fetched when a toast draws its close icon), and the browser's own request for
 * the site's icon. Tests that count the requests an action caused leave these out.
 */
export function isOwnAsset(url: string): boolean {
  return /\/(?:assets\/(?:[^/]+\.(?:js|css)|icons-[\w-]+\.svg)|favicon\.svg)$/.test(new URL(url).pathname);
}

/** Numbers the marker requests of requestsCausedBy(), so that each is a new URL. */
let markers = 0;

/**
 * Runs `action` and returns the URLs of the requests it made the page start, in order: every
 * request the page started from the beginning of the action until it had handled it (its event
 * handlers, what they scheduled at once, React's render and effects, two frames). Once that is
 * done the page sends a marker request (the page's own address with a query, which any static
 * host answers); a page's requests are reported in the order it starts them, so once the
 * marker has been reported, so has every request before it. If the action navigated away, every
 * request since its start is returned (the navigation's own among them).
 */
export async function requestsCausedBy(page: Page, log: PageLog, action: () => Promise<unknown>): Promise<string[]> {
  const from = log.requests.length;
  const startUrl = page.url();
  await action();
  markers += 1;
  const marker = new URL(`?handled-action=${markers}`, startUrl).href;
  const reported = page.waitForRequest(marker);
  try {
    await page.evaluate(
      async (url: string, scriptsRun: boolean) => {
        // Without JavaScript nothing of the page's runs later: only the browser's own work
        // (a form submission), which it has started by now.
        if (scriptsRun) {
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          await new Promise((resolve) => setTimeout(resolve));
        }
        void fetch(url, { method: 'HEAD', cache: 'no-store' });
      },
      marker,
      page.isJavaScriptEnabled(),
    );
    await reported;
  } catch (error) {
    reported.catch(() => undefined);
    if (page.url() !== startUrl) return log.requests.slice(from);
    throw error;
  }
  return log.requests.slice(from, log.requests.indexOf(marker, from));
}
