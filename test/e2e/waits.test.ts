// The tab's wait for requests in flight (waits.ts), against a small server of the test's own
// whose answers the test holds back: a request the previous page left unanswered never holds
// the next page's waits (puppeteer's own count did, and then every later wait of the tab ran
// out), and a request of the current page does, until it is answered.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTab } from './browser.ts';
import { requestsOfCurrentDocument, untilNoRequestInFlight } from './waits.ts';

/** Answers held back, by path, until the test lets them go. */
const held = new Map<string, ServerResponse>();
const asked = new Map<string, () => void>();
const whenAsked = (path: string) => new Promise<void>((resolve) => asked.set(path, resolve));

const server = createServer((request, response) => {
  const path = request.url ?? '/';
  asked.get(path)?.();
  if (path.startsWith('/held')) {
    held.set(path, response);
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>${path}</title>`);
});
let origin: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const response of held.values()) response.destroy();
  server.close();
});

it('is not held by a request of the previous page, cut off by the next one', async () => {
  const tab = await openTab();
  await tab.go(`${origin}/first`, { hydrate: false });
  const cutOff = whenAsked('/held/first');
  const arrived = tab.page.waitForNavigation();
  await tab.page.evaluate(() => {
    void fetch('/held/first');
    location.href = '/second';
  });
  await cutOff;
  await arrived;
  expect(new URL(tab.page.url()).pathname).toBe('/second');
  await untilNoRequestInFlight(tab.page);
  await tab.close();
});

it("waits for the current page's request until it is answered", async () => {
  const tab = await openTab();
  await tab.go(`${origin}/page`, { hydrate: false });
  const reached = whenAsked('/held/page');
  await tab.page.evaluate(() => void fetch('/held/page'));
  await reached;
  let done = false;
  const wait = untilNoRequestInFlight(tab.page).then(() => (done = true));
  await tab.page.evaluate(() => document.title);
  expect(done).toBe(false);
  held.get('/held/page')!.end('answered');
  await wait;
  expect(done).toBe(true);
  await tab.close();
});

it("lists the current page's requests, not one the previous page sent as the next began to load", async () => {
  const tab = await openTab();
  await tab.go(`${origin}/before`, { hydrate: false });
  const late = whenAsked('/held/late');
  const arrived = tab.page.waitForNavigation();
  await tab.page.evaluate(() => {
    location.href = '/after';
    void fetch('/held/late');
  });
  await late;
  await arrived;
  const paths = (await requestsOfCurrentDocument(tab.page)).map((url) => new URL(url).pathname);
  expect(paths).toContain('/after');
  expect(paths).not.toContain('/held/late');
  // The tab's log, which the sweep read before, does hold it.
  expect(tab.log.requests.map((url) => new URL(url).pathname)).toContain('/held/late');
  await tab.close();
});
