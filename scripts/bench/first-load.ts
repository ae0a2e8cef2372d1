// What a page's first load fetches in Chromium, by kind, until the app has hydrated
// (before the idle prefetch of the other pages begins).
import type { Browser, HTTPRequest, HTTPResponse } from 'puppeteer';
import { gzipBytes } from '../page-weight.ts';
import { openTab, waitForHydration } from './tab.ts';

export const KINDS = ['html', 'css', 'js', 'image', 'other'] as const;
export type Kind = (typeof KINDS)[number];

/** Bytes of one kind of request: decoded (raw) and gzip level 9. */
export interface KindWeight {
  count: number;
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  path: string;
  requests: number;
  kinds: Record<Kind, KindWeight>;
}

function kindOf(response: HTTPResponse): Kind {
  const type = response.request().resourceType();
  if (type === 'document') return 'html';
  if (type === 'stylesheet') return 'css';
  if (type === 'script') return 'js';
  if (type === 'image') return 'image';
  return 'other';
}

/** Loads `url` in a fresh context at a phone's size and adds up what it fetched. */
export async function measureFirstLoad(browser: Browser, url: string, pagePath: string): Promise<FirstLoad> {
  const { page, close } = await openTab(browser, { width: 375, height: 812 });
  // Each request whose body has arrived, read as it finishes. One still arriving at hydration is
  // not part of the first load, and is not read: its body may never come before the tab closes
  // (a picture the page loads after hydration), and reading it would then fail.
  const bodies: Array<Promise<{ kind: Kind; body: Buffer }>> = [];
  const onFinished = (request: HTTPRequest) => {
    const response = request.response();
    // A redirect has no body of its own: the request it leads to is counted.
    if (!response || (response.status() >= 300 && response.status() < 400)) return;
    bodies.push(response.buffer().then((body) => ({ kind: kindOf(response), body })));
  };
  page.on('requestfinished', onFinished);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await waitForHydration(page);
    page.off('requestfinished', onFinished);
    const settled = await Promise.all(bodies);
    const kinds = Object.fromEntries(KINDS.map((kind) => [kind, { count: 0, raw: 0, gzip: 0 }])) as Record<
      Kind,
      KindWeight
    >;
    for (const { kind, body } of settled) {
      kinds[kind].count += 1;
      kinds[kind].raw += body.length;
      kinds[kind].gzip += gzipBytes(body);
    }
    return { path: pagePath, requests: settled.length, kinds };
  } finally {
    await close();
  }
}
