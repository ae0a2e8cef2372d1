// One visit to every page of both editions (and the 404 page in each), which reads at once all
// that must hold on every page: in a phone (375 px) and a laptop (1280 px) viewport, light and
// dark, as a static host serves it (dist/_headers' headers included):
// - accessibility: no axe-core violation (WCAG 2.2 AA), one h1 in main, no skipped heading
//   level, the four landmarks, every link and control outside a sentence at least 24 × 24 px,
//   and nothing that moves for a visitor who asked for reduced motion;
// - layout: no button whose label runs onto a second line at 1280 px; resized through the
//   tablets' widths (768–1024 px), no text beyond its card, no three cards of prose in a row
//   below 900 px, and at 768 px no button label on two lines and the brand face at its own
//   weight (./tablet-checks.ts);
// - the keyboard: the skip link first, leading to main, and every stop visibly focused and on
//   screen (not under the fixed header);
// - a clean runtime: no console error or warning (hydration mismatches included), no uncaught
//   exception, no request to another origin, no Content-Security-Policy violation under both
//   the meta tag and the header;
// - the budgets a browser sees: no script but the ones the page's JS budget counts (with the
//   visitor's Data Saver on, the app leaves out its idle prefetch of the other pages, the one
//   thing the budget does not count), and ≤ 100 KB of images in the first viewport, none lazy.
// The pages are visited one after another in one tab: opening a tab costs more than a visit.
import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages, FileSizes, KB, pageWeight } from '../../scripts/page-weight.ts';
import { readManifest } from '../../scripts/manifest.ts';
import { BASE_PATH, MANIFEST_FILE, OUT_DIR } from '../../scripts/paths.ts';
import { firstViewportImages } from '../../scripts/bench/first-viewport.ts';
import { PREFETCHED_MARK } from '../../src/lib/prefetch.ts';
import { localeOf, localizePath } from '../../src/routes.ts';
import { BUDGETS } from '../budgets.ts';
import {
  axeViolations,
  documentStructure,
  injectAxe,
  motion,
  smallTargets,
  SOUND_STRUCTURE,
  STILL,
  useScheme,
} from './axe.ts';
import { DESKTOP, MOBILE, openTab, siteUrl, urlFor, visit, withDataSaver, type Tab } from './browser.ts';
import { wrappedButtons } from './buttons.ts';
import { tabletProblems } from './tablet-checks.ts';

/** How far the page itself can be scrolled sideways, in px (0: not at all). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
import { shellOf } from './editions.ts';
import { walkWithTab } from './focus.ts';
import {
  aliases,
  cspViolations,
  offOriginRequests,
  recordCspViolations,
  sweptPaths,
  UNKNOWN_PATHS,
  unexpectedProblems,
} from './quality.ts';
import { requestsOfCurrentDocument, untilLoaded, untilNoRequestInFlight } from './waits.ts';

const sizes = new FileSizes(OUT_DIR);
const manifest = readManifest(MANIFEST_FILE);
const weights = new Map(
  builtPages().map((page) => [page.path, pageWeight(OUT_DIR, BASE_PATH, manifest, page, sizes)] as const),
);
/** The budget figures of a swept path (the 404 page's in its edition for an unknown one). */
const weightOf = (path: string) =>
  weights.get(UNKNOWN_PATHS.includes(path) ? localizePath('/404', localeOf(path)) : path)!;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The file of the site behind a URL (relative to the output folder), or undefined for another origin's. */
function fileOf(url: string): string | undefined {
  const { pathname, origin } = new URL(url);
  const base = new URL(siteUrl());
  if (origin !== base.origin || !pathname.startsWith(base.pathname)) return undefined;
  return decodeURIComponent(pathname.slice(base.pathname.length));
}

/** The first viewport's images at the tab's size: those of another origin, the lazy ones, and their bytes. */
async function imagesInView(page: Page) {
  const images = await firstViewportImages(page);
  return {
    foreign: images.filter((image) => !fileOf(image.url)).map((image) => image.url),
    lazy: images.filter((image) => image.lazy).map((image) => image.url),
    bytes: images.reduce((sum, image) => sum + sizes.size(fileOf(image.url)!).raw, 0),
  };
}

let tab: Tab;

beforeAll(async () => {
  tab = await openTab({
    viewport: MOBILE,
    reducedMotion: true,
    prepare: async (page) => {
      await recordCspViolations(page);
      await injectAxe(page);
      // The app fetches no other page's code by itself.
      await withDataSaver(page);
    },
  });
});
afterAll(() => tab.close());

describe('every page, once', () => {
  it.each(sweptPaths)(
    '%s: axe, structure, motion, keyboard, console, CSP, requests and budgets at 375 and 1280 px, light and dark; cards on tablets',
    async (path) => {
      const { page, log } = tab;
      const weight = weightOf(path);
      await page.setViewport(MOBILE);
      await useScheme(page, 'light');
      const { response } = await tab.go(path);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await untilNoRequestInFlight(page);
      const found: string[] = [];
      const images: Record<string, Awaited<ReturnType<typeof imagesInView>>> = {};
      images[MOBILE.width] = await imagesInView(page);
      for (const scheme of ['light', 'dark'] as const) {
        await useScheme(page, scheme);
        found.push(...(await axeViolations(page, `${MOBILE.width} ${scheme}`)));
      }
      expect(await motion(page)).toEqual(STILL);
      expect(await documentStructure(page)).toEqual(SOUND_STRUCTURE);
      const small: Record<number, string[]> = { [MOBILE.width]: await smallTargets(page) };
      // A row that scrolls sideways stays inside its box: the page itself never does.
      expect(await sidewaysScroll(page), `the page scrolls sideways at ${MOBILE.width} px`).toBe(0);

      expect(await tabletProblems(page), 'on tablets').toEqual({});

      await page.setViewport(DESKTOP);
      await untilNoRequestInFlight(page);
      images[DESKTOP.width] = await imagesInView(page);
      small[DESKTOP.width] = await smallTargets(page);
      expect(await wrappedButtons(page), `buttons on two lines at ${DESKTOP.width} px`).toEqual([]);
      expect(await sidewaysScroll(page), `the page scrolls sideways at ${DESKTOP.width} px`).toBe(0);
      expect(small, 'links and controls under 24 × 24 px').toEqual({ [MOBILE.width]: [], [DESKTOP.width]: [] });
      for (const scheme of ['dark', 'light'] as const) {
        await useScheme(page, scheme);
        found.push(...(await axeViolations(page, `${DESKTOP.width} ${scheme}`)));
      }
      expect(found).toEqual([]);

      for (const [width, { foreign, lazy, bytes }] of Object.entries(images)) {
        expect({ foreign, lazy }, `images in the first viewport at ${width} px`).toEqual({ foreign: [], lazy: [] });
        expect(bytes, `first-viewport images at ${width} px: ${kb(bytes)}`).toBeLessThanOrEqual(
          BUDGETS.firstViewportImages,
        );
      }

      // Read before the keyboard walk, whose focus prefetches each link's page. The app has marked
      // that it fetches nothing more by itself (with Data Saver on it decides so as it starts,
      // instead of prefetching the other pages), what it asked for has arrived, and nothing else
      // is on its way: every script it fetched is one its JS budget counts.
      await page.waitForFunction((mark: string) => performance.getEntriesByName(mark).length > 0, {}, PREFETCHED_MARK);
      await untilLoaded(page, weight.js.files);
      await untilNoRequestInFlight(page);
      // The page's own requests: a prefetch the previous page's keyboard walk started as this
      // page began to load is not one of them, however late the browser reports it.
      const scripts = (await requestsOfCurrentDocument(page))
        .filter((url) => /\.m?js(\?|$)/.test(url))
        .map((url) => fileOf(url) ?? url);
      expect(
        scripts.filter((file) => !weight.js.files.includes(file)),
        'scripts the JS budget does not count',
      ).toEqual([]);

      const skipLink = shellOf(path).skipLink;
      const walk = await walkWithTab(page, skipLink);
      expect(walk.first).toMatchObject({ name: skipLink, href: '#main', ring: true, onScreen: true });
      expect(walk.afterSkip).toBe('main');
      expect(walk.stops.length).toBeGreaterThan(5);
      expect(walk.stops.filter((stop) => !(stop.ring && stop.focusVisible && stop.onScreen))).toEqual([]);

      expect(await cspViolations(page)).toEqual([]);
      expect(unexpectedProblems(path, log.problems)).toEqual([]);
      expect(offOriginRequests(log.requests)).toEqual([]);
    },
  );
});

describe('the reading-B aliases', () => {
  /** The app's markup of a page (between <div id="root"> and the end of the body). */
  const appMarkup = async (path: string) => {
    const html = await (await fetch(urlFor(path))).text();
    return html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));
  };

  it.each(aliases)('$alias is the page of $path, and hydrates cleanly', async ({ alias, path }) => {
    expect(await appMarkup(alias)).toBe(await appMarkup(path));
    const { page, log } = await visit(alias, { viewport: MOBILE });
    await untilNoRequestInFlight(page);
    expect(log.problems).toEqual([]);
  });
});
