// Chromium for the benchmark: the e2e tests' launch flags, and fresh tabs with an empty
// cache (each in its own browser context).
import puppeteer, { type Browser, type Page } from 'puppeteer';
import { CHROMIUM_ARGS } from '../chromium.ts';

export { waitForHydration } from '../chromium.ts';

/** `extraArgs`: flags of this run, such as the one that trusts the bench server's certificate. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return puppeteer.launch({ headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** The DevTools port Lighthouse connects to. */
export function debuggingPort(browser: Browser): number {
  return Number(new URL(browser.wsEndpoint()).port);
}

export interface TabOptions {
  width: number;
  height: number;
  /** CPU slowdown factor (4 = a mid-range phone, as Lighthouse's mobile preset). */
  cpuSlowdown?: number;
}

/** A new tab in its own context (cold cache); `close` disposes of both. */
export async function openTab(
  browser: Browser,
  options: TabOptions,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: options.width, height: options.height });
  if (options.cpuSlowdown) await page.emulateCPUThrottling(options.cpuSlowdown);
  return { page, close: () => context.close() };
}
