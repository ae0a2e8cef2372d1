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
import type { CDPSession, Page } from 'puppeteer';
import { PREFETCHED_MARK } from '../../src/lib/prefetch.ts';
import { BROWSER_WAIT_TIMEOUT_MS, PREFETCH_WAIT_TIMEOUT_MS } from '../timeouts.ts';
import type { PageLog } from './browser.ts';

/**
 * The requests of a tab's current document that have had no answer yet, as the browser reports
 * them. Puppeteer's own count (page.waitForNetworkIdle) is kept for the whole life of the tab and
 * knows no documents: when a page starts a request while the next page is already on its way
 * (its link prefetch still importing), the browser drops that request with the page and
 * reports no end for it, and every later wait of the tab runs out. Each request here is counted
 * for the document that made it (the browser's loader id), and a wait reads the current one.
 */
class RequestsInFlight {
  /** Each pending request's URL and document (its loader id), by request id. */
  readonly #pending = new Map<string, { url: string; loader: string }>();
  /** Every request's URL and document, in the order they were sent (earlier documents' are dropped as they are read). */
  #sent: Array<{ url: string; loader: string }> = [];
  #changed: (() => void) | undefined;

  private constructor(private readonly session: CDPSession) {
    session.on('Network.requestWillBeSent', ({ requestId, request, loaderId }) => {
      this.#pending.set(requestId, { url: request.url, loader: loaderId });
      this.#sent.push({ url: request.url, loader: loaderId });
    });
    const ended = ({ requestId }: { requestId: string }) => {
      if (this.#pending.delete(requestId)) this.#changed?.();
    };
    session.on('Network.responseReceived', ended);
    session.on('Network.loadingFinished', ended);
    session.on('Network.loadingFailed', ended);
  }

  static async attach(page: Page): Promise<RequestsInFlight> {
    const session = await page.createCDPSession();
    await session.send('Network.enable');
    return new RequestsInFlight(session);
  }

  /**
   * The URLs of every request the current document has sent (the document's own request
   * first). A request the previous document sent while the next one was loading (a prefetch on
   * a link's focus) is not among them, however late the browser reports it.
   */
  async ofCurrentDocument(): Promise<string[]> {
    const { frameTree } = await this.session.send('Page.getFrameTree');
    this.#sent = this.#sent.filter(({ loader }) => loader === frameTree.frame.loaderId);
    return this.#sent.map(({ url }) => url);
  }

  /** Resolves once no request of the current document is pending; after `timeoutMs`, rejects naming them. */
  async untilNone(timeoutMs: number): Promise<void> {
    // Also a round trip: every event the browser sent before it has been read.
    const { frameTree } = await this.session.send('Page.getFrameTree');
    const document = frameTree.frame.loaderId;
    // Earlier documents' requests never count again.
    for (const [id, { loader }] of this.#pending) if (loader !== document) this.#pending.delete(id);
    const current = () => [...this.#pending.values()];
    if (current().length === 0) return;
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          const urls = current().map(({ url }) => url);
          reject(new Error(`requests still in flight after ${timeoutMs} ms: ${urls.join(', ')}`));
        }, timeoutMs);
        this.#changed = () => {
          if (current().length > 0) return;
          clearTimeout(timer);
          resolve();
        };
      });
    } finally {
      this.#changed = undefined;
    }
  }
}

const inFlight = new WeakMap<Page, RequestsInFlight>();

/** Starts counting a tab's requests in flight (before its first navigation). */
export async function trackRequests(page: Page): Promise<void> {
  inFlight.set(page, await RequestsInFlight.attach(page));
}

/** The URLs of the requests the page's current document has sent. */
export function requestsOfCurrentDocument(page: Page): Promise<string[]> {
  const requests = inFlight.get(page);
  if (!requests) throw new Error('requestsOfCurrentDocument: the tab was not opened with openTab()');
  return requests.ofCurrentDocument();
}

/** Resolves once no request of the page's current document is in flight. */
export function untilNoRequestInFlight(page: Page): Promise<void> {
  const requests = inFlight.get(page);
  if (!requests) throw new Error('untilNoRequestInFlight: the tab was not opened with openTab()');
  return requests.untilNone(BROWSER_WAIT_TIMEOUT_MS);
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
