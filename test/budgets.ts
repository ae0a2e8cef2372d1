// The performance budgets of every page, enforced by `npm test` and shown by `npm run bench`.
import { KB } from '../scripts/page-weight.ts';

/**
 * The performance budgets per page, in bytes of gzip level 9: JS <= 84 KB, CSS <= 15 KB,
 * HTML <= 20 KB; in raw bytes: fonts <= 40 KB, first-viewport images <= 100 KB. test/e2e/budgets.test.ts enforces them;
 * the benchmark's report (scripts/bench/report.ts) shows each page's figures against them.
 */
export const BUDGETS = {
  /**
   * JavaScript a page fetches without the visitor doing anything: the entry, every module the
   * HTML preloads and what the page imports by itself once started. Only the idle prefetch of
   * other pages is left out.
   */
  jsGzip: 84 * KB,
  /** Every stylesheet the HTML links. */
  cssGzip: 15 * KB,
  /** The HTML document itself. */
  htmlGzip: 20 * KB,
  /** Every webfont file the page's stylesheets name (raw bytes: WOFF2 is compressed already). */
  fonts: 40 * KB,
  /** Images drawn in the first viewport (raw bytes: images are not compressed further). */
  firstViewportImages: 100 * KB,
} as const;
