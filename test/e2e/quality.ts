// Shared pieces of the quality-gate tests: the routes they sweep, recorders for CSP
// violations and off-origin requests, and the 404 page's expected console output.
import type { Page } from 'puppeteer';
import { routes } from '../../src/routes.ts';
import { siteUrl } from './browser.ts';
import { shellOf } from './editions.ts';

/** A path no route will ever have: the site answers it with the 404 page. */
export const UNKNOWN_PATH = '/no-such-page';

/** The same under /ja/: the English 404.html, turned Japanese once the app has started. */
export const UNKNOWN_JA_PATH = '/ja/no-such-page';

/** The unknown paths the sweeps visit, one per edition. */
export const UNKNOWN_PATHS: readonly string[] = [UNKNOWN_PATH, UNKNOWN_JA_PATH];

/**
 * Every page of both editions at its canonical path, plus an unknown path per edition for the
 * 404 page. A reading-B alias is the same page under another address (the same HTML but for
 * its own address's tags): the sweep leaves the aliases out, and sweep.test.ts checks what
 * makes them aliases.
 */
export const sweptPaths: readonly string[] = [...routes.map((route) => route.path), ...UNKNOWN_PATHS];

/** The reading-B aliases, each with its page's canonical path. */
export const aliases: ReadonlyArray<{ alias: string; path: string }> = routes.flatMap((route) =>
  route.alias ? [{ alias: route.alias, path: route.path }] : [],
);

/**
 * The rule sets axe runs: WCAG 2.2 AA, and axe's best practices (unique landmark names, one
 * main, headings in order, …), which a screen-reader user meets as much as the WCAG rules.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The toggle of the header's mobile menu, found by its accessible label: screen readers announce "Toggle menu". */
export const MENU_TOGGLE = 'button[aria-label="Toggle menu"]';

/** The menu toggle of the page at a path, by its label in the page's language ("メニューを開閉" on /ja/…). */
export function menuToggle(path: string): string {
  return `button[aria-label="${shellOf(path).header.menuToggle}"]`;
}

/**
 * Console problems a page is allowed: on the 404 page, the browser's report of the
 * document's 404 status and the one error in which the app logs the unknown path (an
 * unknown route is logged to the console as an error, by design; a /ja/ path's page turning
 * Japanese logs it no second time).
 */
export function unexpectedProblems(path: string, problems: readonly string[]): string[] {
  if (!UNKNOWN_PATHS.includes(path)) return [...problems];
  const rest = problems.filter(
    (problem) => !problem.includes('Failed to load resource: the server responded with a status of 404'),
  );
  const pathErrors = rest.filter((problem) => problem.startsWith('error: ') && problem.includes(path));
  return pathErrors.length === 1 ? rest.filter((problem) => problem !== pathErrors[0]) : rest;
}

/** Requests that left the site's own origin (any scheme but the site's http origin). */
export function offOriginRequests(requests: readonly string[]): string[] {
  const origin = new URL(siteUrl()).origin;
  return requests.filter((url) => new URL(url).origin !== origin);
}

declare global {
  interface Window {
    /** Filled by recordCspViolations(): one line per securitypolicyviolation event. */
    cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation the page reports, from its very first
 * byte: the listener is injected by the DevTools protocol, which the CSP does not govern.
 */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

/** The violations recorded so far on the current document. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.cspViolations ?? ['(recorder missing)']);
}
