// The benchmark's first-load count (scripts/bench/first-load.ts) on a page that is still fetching
// when it has hydrated, as the gallery's pictures are: the count covers what arrived before
// hydration, and a response whose body is still on its way is left out, not read. The benchmark
// used to read every response: it waited for such a body (here, one that never ends: the test
// ran out of time), or crashed with "Network.getResponseBody: Target closed" when the tab closed
// first (npm run bench, at /gallery).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { measureFirstLoad } from '../../scripts/bench/first-load.ts';
import { connectBrowser } from './browser.ts';

/** A page that marks itself hydrated, then fetches /late, whose body the server never finishes. */
const PAGE = `<!doctype html><html lang="en"><title>late</title><script>
performance.mark('hydrated');
fetch('/late').then((response) => response.text());
</script>`;

let server: http.Server;
let url: string;
let lateRequests = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/late') {
      lateRequests += 1;
      // Headers now (the browser reports a response), the body never.
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('still coming');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('counts what came before hydration and leaves out a response still arriving when the tab closes', async () => {
  const load = await measureFirstLoad(await connectBrowser(), url, '/');
  expect(load.kinds.html.count).toBe(1);
  expect(lateRequests).toBe(1);
});
