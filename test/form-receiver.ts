// A stand-in for a form service (Formspree and the like) on 127.0.0.1: it records every
// request and answers as it is told: 200 with JSON, 500, no answer at all, or a dropped
// connection. A post that does not ask for JSON (a browser without JavaScript) is
// redirected to the site's thank-you page, as a service set up with that redirect does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the receiver answers the next requests. */
export type ReceiverAnswer = 'ok' | 'error' | 'hang' | 'drop';

/** One request as it arrived. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The raw body. */
  body: string;
  /** The body read as an urlencoded form. */
  fields: Record<string, string>;
}

export interface FormReceiver {
  /** The endpoint to build the site with, e.g. http://127.0.0.1:41234/f/test-form. */
  url: string;
  /** Every request so far, oldest first (a preflight included, were there one). */
  requests: ReceivedRequest[];
  /** How it answers from now on ('ok' at first). */
  answer: ReceiverAnswer;
  /** Where a post without `Accept: application/json` is redirected (303); a plain 200 page when unset. */
  thankYouUrl?: string;
  /** Resolves once `count` requests have arrived (the test's time limit decides when to give up). */
  waitForRequests: (count: number) => Promise<void>;
  /** Ends hanging answers and stops the server. */
  close: () => Promise<void>;
}

export const RECEIVER_PATH = '/f/test-form';

export async function startFormReceiver(): Promise<FormReceiver> {
  const waiters = new Set<() => void>();
  const receiver: FormReceiver = {
    url: '',
    requests: [],
    answer: 'ok',
    waitForRequests: (count) =>
      new Promise((resolve) => {
        const check = () => {
          if (receiver.requests.length < count) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      receiver.requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        fields: Object.fromEntries(new URLSearchParams(body)),
      });
      waiters.forEach((check) => check());
      answer(req, res);
    });
  });

  function answer(req: http.IncomingMessage, res: http.ServerResponse): void {
    // Real services allow any origin: the form's fetch may read the answer.
    res.setHeader('Access-Control-Allow-Origin', '*');
    // Each request on a connection of its own. A browser sends a POST again when a connection it
    // reused from an earlier request drops before any answer (it cannot tell a stale connection
    // from a dropped request): the tests that count what arrives would then count the browser's
    // retry, not the page's requests.
    res.setHeader('Connection', 'close');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Headers', '*');
      return void res.writeHead(204).end();
    }
    switch (receiver.answer) {
      case 'hang':
        return;
      case 'drop':
        return void req.socket.destroy();
      case 'error':
        res.writeHead(500, { 'Content-Type': 'application/json' });
        return void res.end('{"error":"The receiver was told to fail"}');
      case 'ok':
        if (!String(req.headers.accept).includes('application/json')) {
          if (receiver.thankYouUrl) return void res.writeHead(303, { Location: receiver.thankYouUrl }).end();
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          return void res.end('<!doctype html><title>Thanks</title><p>Received.');
        }
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return void res.end('{"ok":true}');
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${RECEIVER_PATH}`;
  return receiver;
}
