// A clean runtime beyond a page's arrival (which the sweep of every page, sweep.test.ts,
// reads): no console error or warning, no uncaught exception and no request to another origin
// through the idle prefetch of the other pages; and with the visitor's clock a year after the
// build, the footer shows that year and hydration stays clean. The footer is the frame's, the
// same on every page: one page of each edition and the 404 page show it.
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { urlFor, visit } from './browser.ts';
import { offOriginRequests, UNKNOWN_PATH, unexpectedProblems } from './quality.ts';
import { settle, untilAtRest } from './waits.ts';

const ONE_YEAR_MS = 366 * 24 * 60 * 60 * 1000;

/** Moves the page's clock ahead before any of its scripts runs (injected by DevTools, not blocked by the CSP). */
async function shiftClock(page: Page, ms: number): Promise<void> {
  await page.evaluateOnNewDocument((shift: number) => {
    const RealDate = Date;
    class ShiftedDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(RealDate.now() + shift);
        else super(...(args as [string]));
      }

      static override now(): number {
        return RealDate.now() + shift;
      }
    }
    window.Date = ShiftedDate as DateConstructor;
  }, ms);
}

const copyrightYear = (page: Page) =>
  page.$eval('footer', (footer) => /©\s*(\d{4})/.exec(footer.textContent ?? '')?.[1]);

describe('the runtime after arrival', () => {
  it('stays clean once every other page has been prefetched in idle time', async () => {
    const { page, log } = await visit('/');
    await settle(page);
    const scripts = () => log.requests.filter((url) => url.endsWith('.js')).length;
    const before = scripts();
    // The client entry prefetches the other pages' chunks once the page has settled, when idle.
    await untilAtRest(page);
    expect(scripts()).toBeGreaterThan(before);
    expect(log.problems).toEqual([]);
    expect(offOriginRequests(log.requests)).toEqual([]);
  });
});

describe('a visitor whose clock reads a year after the build', () => {
  it.each(['/', '/ja', UNKNOWN_PATH])('%s: the footer shows that year and hydration stays clean', async (path) => {
    const built = /©\s*(?:<!-- -->)?(\d{4})/.exec(await (await fetch(urlFor(path))).text())?.[1];
    const { page, log } = await visit(path, { prepare: (tab) => shiftClock(tab, ONE_YEAR_MS) });
    const shifted = await page.evaluate(() => new Date().getFullYear());
    expect(shifted).toBe(new Date(Date.now() + ONE_YEAR_MS).getFullYear());
    // The server snapshot (the build year) hydrates; the visitor's year follows at once. (If it
    // never does, the expectation below says which year the footer shows.)
    await page
      .waitForFunction(
        (year: number) => document.querySelector('footer')?.textContent?.includes(`© ${year}`),
        {},
        shifted,
      )
      .catch(() => undefined);
    expect(await copyrightYear(page)).toBe(String(shifted));
    expect(Number(built)).toBe(shifted - 1);
    expect(unexpectedProblems(path, log.problems)).toEqual([]);
  });
});
