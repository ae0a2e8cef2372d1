// Shared pieces of the end-to-end tests: the two viewports, and
// `visit()`, which opens a logged tab on a page and closes it when the test finishes.
import puppeteer, {
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type HTTPRequest,
  type HTTPResponse,
  type Page,
  type PuppeteerLifeCycleEvent,
} from 'puppeteer';
import { inject, onTestFinished } from 'vitest';
import { waitForHydration } from '../../scripts/chromium.ts';
import { BROWSER_WAIT_TIMEOUT_MS } from '../timeouts.ts';
import { shownLocale } from './editions.ts';
import { trackRequests } from './waits.ts';

/** A phone (the smallest width the site is designed for) and a laptop. */
export const MOBILE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built site's root URL on the local static server, ending in "/". */
    siteUrl: string;
    /** Where the shared Chromium listens. */
    browserWSEndpoint: string;
  }
}

/** The site's root URL, e.g. http://localhost:4321/. */
export const siteUrl = (): string => inject('siteUrl');

/** A URL of the site for a path of the route table ("/about" → http://localhost:4321/about). */
export function urlFor(path: string): string {
  return new URL(path.replace(/^\//, ''), siteUrl()).href;
}

let browser: Promise<Browser> | undefined;

/** The Chromium started by the global setup (one per test run). */
export function connectBrowser(): Promise<Browser> {
  browser ??= puppeteer.connect({ browserWSEndpoint: inject('browserWSEndpoint') });
  return browser;
}

let context: Promise<BrowserContext> | undefined;

/**
 * The browser context of this test file's tabs: its own cookies and storage, apart from the
 * other files'. One per file, because a context's first tab costs about half a second to open
 * and the next ones a fraction of that; the site's server sends every file with
 * `Cache-Control: no-store`, so no tab finds another's files in a cache.
 */
function fileContext(): Promise<BrowserContext> {
  context ??= connectBrowser().then((connected) => connected.createBrowserContext());
  return context;
}

/**
 * Closes the test file's browser context with every tab still open in it. The browser projects
 * share their worker's modules between files (vite.config.ts), so test/e2e/setup-file.ts calls
 * this after each file: the next file gets a context of its own.
 */
export async function closeFileContext(): Promise<void> {
  const closing = context;
  context = undefined;
  await (await closing)?.close();
}

/** What happened while a page was open. */
export interface PageLog {
  /** console.error and console.warn messages, plus uncaught exceptions. */
  problems: string[];
  /** Every console message, "type: text". */
  console: string[];
  /** Every request the page made. */
  requests: string[];
}

/** How a tab is set up before it navigates. */
export interface TabOptions {
  /** DESKTOP unless given. */
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  javaScript?: boolean;
  reducedMotion?: boolean;
  /**
   * Runs on the new tab before it navigates: to inject a script into every document
   * (evaluateOnNewDocument) or to listen to the tab from its first request.
   */
  prepare?: (page: Page) => Promise<void> | void;
}

/** How a navigation counts as done. */
export interface GoOptions {
  /** When the navigation counts as done: 'load' unless given. */
  waitUntil?: PuppeteerLifeCycleEvent;
  /** Whether to wait for the app to hydrate after loading: yes, unless JavaScript is off. */
  hydrate?: boolean;
}

export interface VisitOptions extends TabOptions, GoOptions {
  /**
   * The test's own onTestFinished, for a test that runs concurrently with others (Vitest's
   * global hook cannot tell which of them is running): the tab is closed when it finishes.
   */
  onTestFinished?: (close: () => Promise<void>) => void;
}

export interface Visit {
  page: Page;
  log: PageLog;
  /** The document's response (its status and headers). */
  response: HTTPResponse | null;
}

/** A tab with logging attached, which may visit one page after another. */
export interface Tab {
  page: Page;
  /** What happened since the tab's last go(). */
  log: PageLog;
  /**
   * Goes to `target`: a path of the site ("/about") or a full URL (a server of the test's own),
   * with a fresh log; resolves once the page has loaded (and hydrated, and is in its language).
   */
  go(target: string, options?: GoOptions): Promise<Visit>;
  close(): Promise<void>;
}

/**
 * Opens a tab in the test file's browser context, with logging attached. For a file that sweeps
 * many pages: one tab visits them one after the other (opening a tab costs more than a visit).
 */
export async function openTab(options: TabOptions = {}): Promise<Tab> {
  const page = await (await fileContext()).newPage();
  const log: PageLog = { problems: [], console: [], requests: [] };
  page.on('console', (message: ConsoleMessage) => {
    log.console.push(`${message.type()}: ${message.text()}`);
    if (message.type() === 'error' || message.type() === 'warn') {
      log.problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error: unknown) => log.problems.push(`uncaught: ${String(error)}`));
  page.on('request', (request: HTTPRequest) => log.requests.push(request.url()));
  await trackRequests(page);
  // Every wait of the tab (navigation, selector, function, request) gives up after the one limit.
  page.setDefaultTimeout(BROWSER_WAIT_TIMEOUT_MS);
  await page.setViewport(options.viewport ?? DESKTOP);
  const javaScript = options.javaScript ?? true;
  await page.setJavaScriptEnabled(javaScript);
  await page.emulateMediaFeatures([
    { name: 'prefers-color-scheme', value: options.colorScheme ?? 'light' },
    { name: 'prefers-reduced-motion', value: options.reducedMotion ? 'reduce' : 'no-preference' },
  ]);
  await options.prepare?.(page);
  const go = async (target: string, { waitUntil = 'load', hydrate = javaScript }: GoOptions = {}) => {
    for (const list of Object.values(log)) list.length = 0;
    const isPath = !/^https?:\/\//.test(target);
    const response = await page.goto(isPath ? urlFor(target) : target, { waitUntil });
    if (hydrate) {
      await waitForHydration(page);
      if (isPath) await waitForLanguage(page, shownLocale(target, { javaScript }));
    }
    return { page, log, response };
  };
  return { page, log, go, close: () => page.close().catch(() => undefined) };
}

/**
 * Opens a fresh tab (in the test file's browser context) with logging attached, and goes to
 * `target`: a path of the site ("/about") or a full URL (a server of the test's own). The tab
 * is closed when the test finishes, pass or fail.
 */
export async function visit(target: string, options: VisitOptions = {}): Promise<Visit> {
  const tab = await openTab(options);
  (options.onTestFinished ?? onTestFinished)(tab.close);
  return tab.go(target, options);
}

/**
 * Turns on the visitor's Data Saver in every document of the tab (before the page's scripts
 * run): the app then fetches no other page's code by itself, only what the visitor points at.
 */
export function withDataSaver(page: Page): Promise<unknown> {
  return page.evaluateOnNewDocument(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
}

/**
 * Resolves once the document is in the page's language: at once for a page of the route table;
 * for an unknown /ja/ path, once the English 404.html has turned Japanese (right after hydration,
 * when the Japanese words have arrived).
 */
export async function waitForLanguage(page: Page, lang: string): Promise<void> {
  await page
    .waitForFunction((expected: string) => document.documentElement.lang === expected, {}, lang)
    .catch(async () => {
      const shown = await page.evaluate(() => document.documentElement.lang);
      throw new Error(`${page.url()} stayed in <html lang="${shown}"> instead of turning "${lang}"`);
    });
}
