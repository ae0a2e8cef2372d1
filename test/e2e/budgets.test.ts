// The performance budgets, for every page of the built site: bytes read from the files and
// Vite's manifest (deterministic, so not a timed test), plus the images Chromium draws in
// the first viewport at a phone and a laptop size.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstViewportImages } from '../../scripts/bench/first-viewport.ts';
import { builtPages, FileSizes, KB, pageWeight, type PageWeight } from '../../scripts/page-weight.ts';
import { BUDGETS } from '../budgets.ts';
import { readManifest } from '../../scripts/manifest.ts';
import { BASE_PATH, MANIFEST_FILE, OUT_DIR } from '../../scripts/paths.ts';
import { DESKTOP, MOBILE, urlFor, visit } from './browser.ts';
import { STARTED_MARK } from '../../src/lib/idle.ts';
import { UNKNOWN_PATH } from './quality.ts';
import { untilLoaded, untilNoRequestInFlight } from './waits.ts';

const VIEWPORTS = [MOBILE, DESKTOP].map((viewport) => ({ name: `${viewport.width}x${viewport.height}`, ...viewport }));

const sizes = new FileSizes(OUT_DIR);
const manifest = readManifest(MANIFEST_FILE);
const pages = builtPages();
const weights = new Map(pages.map((page) => [page.path, pageWeight(OUT_DIR, BASE_PATH, manifest, page, sizes)]));
/** Raw bytes of first-viewport images per page and viewport, for the printed table. */
const imageBytes = new Map<string, number>();

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function overBudget(weight: PageWeight): string[] {
  const checks = [
    ['JS', weight.js.gzip, BUDGETS.jsGzip],
    ['CSS', weight.css.gzip, BUDGETS.cssGzip],
    ['HTML', weight.html.gzip, BUDGETS.htmlGzip],
  ] as const;
  return checks
    .filter(([, bytes, budget]) => bytes > budget)
    .map(([what, bytes, budget]) => `${what} ${kb(bytes)} gzip > budget ${kb(budget)}`);
}

/** The file behind a URL of the site, or undefined for a foreign one. */
function fileOf(url: string): string | undefined {
  const { pathname, origin } = new URL(url);
  if (origin !== new URL(urlFor('/')).origin || !pathname.startsWith(BASE_PATH)) return undefined;
  const file = decodeURIComponent(pathname.slice(BASE_PATH.length));
  return fs.existsSync(path.join(OUT_DIR, file)) ? file : undefined;
}

afterAll(() => {
  const rows = pages.map((page) => {
    const weight = weights.get(page.path)!;
    return {
      route: page.path,
      'JS gzip': kb(weight.js.gzip),
      'CSS gzip': kb(weight.css.gzip),
      'HTML gzip': kb(weight.html.gzip),
      ...Object.fromEntries(VIEWPORTS.map((v) => [`img ${v.name}`, kb(imageBytes.get(`${page.path} ${v.name}`) ?? 0)])),
    };
  });
  console.log(
    `Budgets: JS ${kb(BUDGETS.jsGzip)}, CSS ${kb(BUDGETS.cssGzip)}, HTML ${kb(BUDGETS.htmlGzip)} gzip level 9; first-viewport images ${kb(BUDGETS.firstViewportImages)}`,
  );
  console.table(rows);
});

describe.each(pages)('budgets of $path', (page) => {
  const weight = weights.get(page.path)!;

  it('loads ≤ 84 KB of JS, ≤ 15 KB of CSS and ≤ 20 KB of HTML (gzip)', () => {
    expect(overBudget(weight)).toEqual([]);
  });

  it('preloads its page chunk with the imports and links its CSS, so hydration waits on no waterfall', () => {
    expect([...weight.preloaded].sort()).toEqual([...weight.expected.js].sort());
    expect([...weight.css.files].sort()).toEqual([...weight.expected.css].sort());
  });

  it('has no render-blocking request but its own stylesheets', () => {
    expect(weight.blocking).toEqual([]);
  });

  it.each(VIEWPORTS)('at $name: ≤ 100 KB of images above the fold, none lazy', async (viewport) => {
    const { page: tab } = await visit(page.path === '/404' ? UNKNOWN_PATH : page.path, {
      viewport: { width: viewport.width, height: viewport.height },
    });
    const images = await firstViewportImages(tab);
    const bytes = images.reduce((sum, image) => {
      const file = fileOf(image.url);
      return sum + (file ? sizes.size(file).raw : 0);
    }, 0);
    imageBytes.set(`${page.path} ${viewport.name}`, bytes);

    expect(
      images.filter((image) => !fileOf(image.url)).map((image) => image.url),
      'foreign images',
    ).toEqual([]);
    expect(
      images.filter((image) => image.lazy).map((image) => image.url),
      'lazy-loaded above the fold',
    ).toEqual([]);
    expect(bytes, `first-viewport images: ${kb(bytes)}`).toBeLessThanOrEqual(BUDGETS.firstViewportImages);
  });
});

// Several pages at a time: each waits mostly for the app to settle, which costs no work.
it.concurrent.for(pages)(
  '$path fetches no script but the ones its JS budget counts',
  async (page, { expect, onTestFinished }) => {
    const weight = weights.get(page.path)!;
    const { page: tab, log } = await visit(page.path === '/404' ? UNKNOWN_PATH : page.path, {
      viewport: MOBILE,
      onTestFinished,
      // With the visitor's Data Saver on, the app leaves out its idle prefetch of the other
      // pages (the one thing the budget does not count): every script it fetches is the page's own.
      prepare: async (tab) => {
        await tab.evaluateOnNewDocument(() =>
          Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
        );
      },
    });
    // It has asked for what it imports by itself once started, that has arrived, and nothing
    // else is on its way.
    await tab.waitForFunction((mark: string) => performance.getEntriesByName(mark).length > 0, {}, STARTED_MARK);
    await untilLoaded(tab, weight.js.files);
    await untilNoRequestInFlight(tab);
    const scripts = log.requests.filter((url) => /\.m?js(\?|$)/.test(url)).map((url) => fileOf(url) ?? url);
    expect(
      scripts.filter((file) => !weight.js.files.includes(file)),
      'scripts the JS budget does not count',
    ).toEqual([]);
  },
);
