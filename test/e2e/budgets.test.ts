// The performance budgets, for every page of the built site: bytes read from the files and
// Vite's manifest (deterministic, so not a timed test). What a browser sees of them (no script
// the count leaves out, the images of the first viewport) is read by the sweep, sweep.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtPages, FileSizes, KB, pageWeight, type PageWeight } from '../../scripts/page-weight.ts';
import { BUDGETS } from '../budgets.ts';
import { readManifest } from '../../scripts/manifest.ts';
import { BASE_PATH, MANIFEST_FILE, OUT_DIR } from '../../scripts/paths.ts';

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
    };
  });
  console.log(
    `Budgets: JS ${kb(BUDGETS.jsGzip)}, CSS ${kb(BUDGETS.cssGzip)}, HTML ${kb(BUDGETS.htmlGzip)} gzip level 9`,
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
