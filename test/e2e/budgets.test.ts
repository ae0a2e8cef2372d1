// The performance budgets, for every page of the built site: bytes read from the files and
// Vite's manifest (deterministic, so not a timed test). What a browser sees of them (no script
// the count leaves out, the images of the first viewport) is read by the sweep, sweep.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtPages, FileSizes, KB, pageWeight, type PageWeight } from '../../scripts/page-weight.ts';
import { BUDGETS } from '../budgets.ts';
import { readManifest, staticClosure } from '../../scripts/manifest.ts';
import { editionSourceFile } from '../../scripts/page-sources.ts';
import { BASE_PATH, MANIFEST_FILE, OUT_DIR } from '../../scripts/paths.ts';
import { localeOf, locales } from '../../src/routes.ts';

const sizes = new FileSizes(OUT_DIR);
const manifest = readManifest(MANIFEST_FILE);
const pages = builtPages();
const weights = new Map(pages.map((page) => [page.path, pageWeight(OUT_DIR, BASE_PATH, manifest, page, sizes)]));

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function overBudget(weight: PageWeight): string[] {
  const checks = [
    ['JS', weight.js.gzip, BUDGETS.jsGzip],
    ['CSS', weight.css.gzip, BUDGETS.cssGzip],
    ['HTML', weight.html.gzip, BUDGETS.htmlGzip],
    ['Fonts', weight.fonts.raw, BUDGETS.fonts],
  ] as const;
  return checks
    .filter(([, bytes, budget]) => bytes > budget)
    .map(([what, bytes, budget]) => `${what} ${kb(bytes)} gzip > budget ${kb(budget)}`);
}

afterAll(() => {
  const rows = pages.map((page) => {
    const weight = weights.get(page.path)!;
    return {
      route: page.path,
      'JS gzip': kb(weight.js.gzip),
      'CSS gzip': kb(weight.css.gzip),
      'HTML gzip': kb(weight.html.gzip),
      fonts: kb(weight.fonts.raw),
    };
  });
  console.log(
    `Budgets: JS ${kb(BUDGETS.jsGzip)}, CSS ${kb(BUDGETS.cssGzip)}, HTML ${kb(BUDGETS.htmlGzip)} gzip level 9; fonts ${kb(BUDGETS.fonts)}`,
  );
  console.table(rows);
});

describe.each(pages)('budgets of $path', (page) => {
  const weight = weights.get(page.path)!;

  it('loads ≤ 84 KB of JS, ≤ 15 KB of CSS and ≤ 20 KB of HTML (gzip), ≤ 40 KB of fonts', () => {
    expect(overBudget(weight)).toEqual([]);
  });

  it('preloads every font its stylesheet names, early enough for the first paint to use it', () => {
    expect(weight.fonts.files.length).toBeGreaterThan(0);
    expect([...weight.fonts.preloaded].sort()).toEqual([...weight.fonts.files].sort());
    expect([...weight.expected.fonts].sort()).toEqual([...weight.fonts.files].sort());
  });

  it('preloads its page chunk with the imports and links its CSS, so hydration waits on no waterfall', () => {
    expect([...weight.preloaded].sort()).toEqual([...weight.expected.js].sort());
    expect([...weight.css.files].sort()).toEqual([...weight.expected.css].sort());
  });

  it('has no render-blocking request but its own stylesheets', () => {
    expect(weight.blocking).toEqual([]);
  });
});

describe("the browser's files", () => {
  // The site's facts the pages do not show (her hours, her qualifications, the form's delivery
  // setting) fill the texts at build time; src/site.ts imports the facts one by one, so the
  // bundle keeps only those a page reads.
  it('hold none of the facts only the build reads', () => {
    const scripts = fs.readdirSync(path.join(OUT_DIR, 'assets')).filter((file) => file.endsWith('.js'));
    const found = scripts.filter((file) =>
      /\b(?:hours|englishQualification|enquiryEndpoint):/.test(
        fs.readFileSync(path.join(OUT_DIR, 'assets', file), 'utf8'),
      ),
    );
    expect(found).toEqual([]);
  });
});

describe("each page's words", () => {
  /** The manifest's name of each built file: its source ("src/content/ja/faq.md") or its shared chunk. */
  const sourceOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

  // dist/404.html answers every unknown address: prerendered in English, it turns Japanese at a
  // /ja/ address, where it loads the Japanese frame as well, by design.
  const shown = pages.filter((page) => page.path !== '/ja/404');

  it.each(shown)("$path loads its language's frame and none of the other language's content", (page) => {
    const locale = localeOf(page.path);
    const others = locales.filter((other) => other !== locale).map((other) => `src/content/${other}/`);
    // The chunks of the JavaScript the page loads by itself (what its HTML starts and preloads,
    // and what it imports once started) and the chunks they import, by their names in the
    // manifest. Each content file is a chunk of its own, named by its source: src/page-loader.ts
    // imports each apart (and pageWeight() fails on a page whose words have no chunk).
    const sources = new Set(
      weights.get(page.path)!.js.files.flatMap((file) => {
        const source = sourceOf.get(file);
        if (!source) throw new Error(`${file}, which ${page.file} loads, is not in Vite's manifest`);
        return staticClosure(manifest, source);
      }),
    );
    expect(sources).toContain(editionSourceFile(locale));
    expect([...sources].filter((source) => others.some((other) => source.startsWith(other)))).toEqual([]);
  });
});
