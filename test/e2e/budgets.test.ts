// The performance budgets, for every page of the built site: bytes read from the files and
// Vite's manifest (deterministic, so not a timed test), plus the images Chromium draws in
// the first viewport at a phone and a laptop size.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstViewportImages } from '../../scripts/bench/first-viewport.ts';
import { BUDGETS, builtPages, FileSizes, KB, pageWeight, type PageWeight } from '../../scripts/bench/page-weight.ts';
import { readManifest } from '../../scripts/manifest.ts';
import { BASE_PATH, MANIFEST_FILE, OUT_DIR } from '../../scripts/paths.ts';
import { DESKTOP, MOBILE, urlFor, visit } from './browser.ts';
import { lazyPartFiles } from './lazy-parts.ts';
import { UNKNOWN_PATH } from './quality.ts';

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
  // The parts it loads right after itself (by design outside its first load).
  const lazyParts = lazyPartFiles(page.path);

  it('loads ≤ 80 KB of JS, ≤ 15 KB of CSS and ≤ 20 KB of HTML (gzip)', () => {
    expect(overBudget(weight)).toEqual([]);
  });

  it('preloads its page chunk with the imports and links its CSS, so hydration waits on no waterfall', () => {
    expect([...weight.js.files].sort()).toEqual([...weight.expected.js].sort());
    expect([...weight.css.files].sort()).toEqual([...weight.expected.css].sort());
    // The parts it loads after itself are no part of its first load.
    expect(lazyParts.chunks.filter((file) => weight.js.files.includes(file))).toEqual([]);
  });

  it('has no render-blocking request but its own stylesheets', () => {
    expect(weight.blocking).toEqual([]);
  });

  it.each(VIEWPORTS)(
    'at $name: ≤ 100 KB of images above the fold, none lazy, and no script beyond its preloads and its lazy parts',
    async (viewport) => {
      const { page: tab, log } = await visit(page.path === '/404' ? UNKNOWN_PATH : page.path, {
        viewport: { width: viewport.width, height: viewport.height },
      });
      const scripts = log.requests.filter((url) => /\.m?js(\?|$)/.test(url)).map((url) => fileOf(url) ?? url);
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
      expect(
        scripts.filter((file) => !weight.js.files.includes(file) && !lazyParts.files.includes(file)),
        'scripts loaded besides the preloaded ones and the lazy parts',
      ).toEqual([]);
    },
  );
});
