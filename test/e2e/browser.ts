// Shared pieces of the end-to-end tests: the Chromium launch flags, and a page opener
// that records console messages, page errors and requests for the assertions.
import puppeteer, { type Browser, type ConsoleMessage, type HTTPRequest, type Page } from 'puppeteer';
import { inject } from 'vitest';

/** Flags for headless Chromium on a machine without internet (see DEVELOPERS.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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

/** What happened while a page was open. */
export interface PageLog {
  /** console.error and console.warn messages, plus uncaught exceptions. */
  problems: string[];
  /** Every console message, "type: text". */
  console: string[];
  /** Every request the page made. */
  requests: string[];
}

export interface OpenPageOptions {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
  javaScript?: boolean;
  reducedMotion?: boolean;
}

/** Opens a fresh tab (its own context) with logging attached; call `page.close()` after. */
export async function openPage(options: OpenPageOptions = {}): Promise<{ page: Page; log: PageLog }> {
  const context = await (await connectBrowser()).createBrowserContext();
  const page = await context.newPage();
  const log: PageLog = { problems: [], console: [], requests: [] };
  page.on('console', (message: ConsoleMessage) => {
    log.console.push(`${message.type()}: ${message.text()}`);
    if (message.type() === 'error' || message.type() === 'warn') {
      log.problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error: unknown) => log.problems.push(`uncaught: ${String(error)}`));
  page.on('request', (request: HTTPRequest) => log.requests.push(request.url()));
  page.on('close', () => void context.close().catch(() => undefined));
  await page.setViewport({ width: options.width ?? 1280, height: options.height ?? 800 });
  await page.setJavaScriptEnabled(options.javaScript ?? true);
  await page.emulateMediaFeatures([
    { name: 'prefers-color-scheme', value: options.colorScheme ?? 'light' },
    { name: 'prefers-reduced-motion', value: options.reducedMotion ? 'reduce' : 'no-preference' },
  ]);
  return { page, log };
}

/** Resolves once the app has hydrated (the app sets a performance mark). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0, { timeout: 15_000 });
}
