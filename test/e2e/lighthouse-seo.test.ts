// Lighthouse's SEO category scores 100 on the English home page and on every Japanese page of
// the built site, served as a static host serves it: title, description, status, crawlable
// links and robots, descriptive link texts, legible font sizes, valid hreflang, one canonical.
//
// Only the SEO category is run, one page after the other, in one Chromium of its own
// (Lighthouse drives the browser's default context and clears its cache, so it does not share
// the other tests' browser). None of the SEO audits is timed, so Lighthouse waits only a quarter
// of a second for the load, the network and the CPU to settle (the page has hydrated by then)
// instead of its default 1 s each (5.25 s each with throttling off: hence its default simulated
// throttling, which costs nothing here): about 2.5 s a page instead of 15.
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.ts';
import { CHROMIUM_ARGS, urlFor } from './browser.ts';

/** The pages checked: the English home page and every Japanese page. */
const checked = [
  routes.find((route) => route.locale === 'en' && route.path === '/')!,
  ...routes.filter((route) => route.locale === 'ja'),
];

const FLAGS: Flags = { onlyCategories: ['seo'], disableFullPageScreenshot: true, output: 'json', logLevel: 'error' };

/** The default configuration, with short waits (settings Lighthouse takes from a config, not from flags). */
const CONFIG: Config = {
  extends: 'lighthouse:default',
  settings: {
    pauseAfterFcpMs: 250,
    pauseAfterLoadMs: 250,
    networkQuietThresholdMs: 250,
    cpuQuietThresholdMs: 250,
    skipAboutBlank: true,
  },
};

let browser: Browser;
const timings: Array<{ page: string; score: number; seconds: string }> = [];
let started = 0;

beforeAll(async () => {
  started = performance.now();
  browser = await puppeteer.launch({ headless: true, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  console.log(
    `Lighthouse SEO: ${timings.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s, one Chromium`,
  );
  console.table(timings);
});

/** The SEO audits that count towards the score and did not pass, as "id: title (explanation)". */
function failingAudits(lhr: Result): string[] {
  return (lhr.categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id}: ${audit.title}${audit.explanation ? ` (${audit.explanation})` : ''}`);
}

describe('Lighthouse SEO', () => {
  it.each(checked.map((route) => [route.path, route] as const))('%s', async (_, route) => {
    const start = performance.now();
    const port = Number(new URL(browser.wsEndpoint()).port);
    const result = await lighthouse(urlFor(route.path), { ...FLAGS, port }, CONFIG);
    const lhr = result!.lhr;
    // The short waits took effect.
    expect(lhr.configSettings.networkQuietThresholdMs).toBe(250);
    const score = lhr.categories.seo?.score ?? Number.NaN;
    timings.push({ page: route.path, score, seconds: ((performance.now() - start) / 1000).toFixed(1) });

    expect(lhr.runtimeError?.message ?? null).toBeNull();
    if (route.noindex) {
      // The thank-you page asks search engines not to index it (robots noindex), on purpose:
      // Lighthouse counts that against it, and every other audit passes.
      expect(failingAudits(lhr).map((audit) => audit.split(':')[0])).toEqual(['is-crawlable']);
    } else {
      expect(failingAudits(lhr)).toEqual([]);
      expect(score).toBe(1);
    }
  });
});
