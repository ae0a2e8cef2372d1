// Hydration cost and client-side navigation time in Chromium with the CPU slowed 4x
// (Lighthouse's mobile CPU throttling), each measured in a fresh, cold context.
import type { Browser } from 'puppeteer';
import { openTab, waitForHydration } from './tab.ts';

/** CPU slowdown of a mid-range phone, as in Lighthouse's mobile preset. */
export const CPU_SLOWDOWN = 4;
/** The app prefetches the other pages 1.5 s after hydrating; wait for that before a "warm" click. */
const PREFETCH_SETTLE_MS = 2500;

export interface HydrationTiming {
  /** Navigation start to first contentful paint. */
  fcpMs: number;
  /** Navigation start to the app's 'hydrated' mark. */
  hydratedMs: number;
}

/** Loads a page at a phone's size with a slow CPU and reads its paint and hydration marks. */
export async function measureHydration(browser: Browser, url: string): Promise<HydrationTiming> {
  const { page, close } = await openTab(browser, { width: 375, height: 812, cpuSlowdown: CPU_SLOWDOWN });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await waitForHydration(page);
    return await page.evaluate(() => ({
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      hydratedMs: performance.getEntriesByName('hydrated')[0]?.startTime ?? Number.NaN,
    }));
  } finally {
    await close();
  }
}

/**
 * Opens `fromUrl`, clicks the first link to `toPath` and returns the milliseconds from the
 * click to the frame after the new page's <h1> is in the DOM (its heading painted).
 * "warm" waits for the idle prefetch first; otherwise only the hover prefetch has run.
 */
export async function measureNavigation(
  browser: Browser,
  fromUrl: string,
  toPath: string,
  warm: boolean,
): Promise<number> {
  const { page, close } = await openTab(browser, { width: 1280, height: 800, cpuSlowdown: CPU_SLOWDOWN });
  try {
    await page.goto(fromUrl, { waitUntil: 'load' });
    await waitForHydration(page);
    if (warm) {
      await new Promise((resolve) => setTimeout(resolve, PREFETCH_SETTLE_MS));
      await page.waitForNetworkIdle({ idleTime: 300 });
    }
    const painted = page.evaluate(
      (target) =>
        new Promise<number>((resolve) => {
          const before = document.querySelector('main h1');
          let clickedAt = 0;
          addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
          const observer = new MutationObserver(() => {
            const heading = document.querySelector('main h1');
            if (!clickedAt || !heading || heading === before || location.pathname !== target) return;
            observer.disconnect();
            // The callback of the next frame runs before its paint; the task after it, after.
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt), 0));
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
      toPath,
    );
    await page.click(`a[href="${toPath}"]`);
    return await painted;
  } finally {
    await close();
  }
}
