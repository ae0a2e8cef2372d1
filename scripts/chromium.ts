// Headless Chromium as the project's scripts and tests run it: the benchmark, the icon
// drawing and the browser tests share its launch flags and the wait for hydration. Plain
// Node (tsx) loads this module, so it imports nothing of the test helpers or of Vite.
import type { Page } from 'puppeteer';

/**
 * Flags for headless Chromium in a container without internet: no sandbox (it runs as
 * root), no GPU, and none of the background services (QUIC, component updates, sync,
 * first-run tasks) that would try to reach Google and stall or log errors.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Resolves once the app has hydrated (the app sets a performance mark). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
}
