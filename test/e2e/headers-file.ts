// Reading Netlify's `_headers` format, and a static server that sends those headers the way
// Netlify and Cloudflare Pages do, for the tests that check the policy a browser enforces.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createStaticHandler } from '../../scripts/serve.ts';

/** A `_headers` file as { "/*": { "X-Content-Type-Options": "nosniff", … }, … }. */
export type HeaderRules = Record<string, Record<string, string>>;

/** Parses `_headers`: a path pattern at the start of a line, its indented "Name: value" lines under it. */
export function parseHeadersFile(text: string): HeaderRules {
  const rules: HeaderRules = {};
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = rules[line.trim()] = {};
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

/** Sets on `res` the headers the rules give `urlPath` (a path below the base, starting with "/"). */
export function applyHeaderRules(rules: HeaderRules, urlPath: string, res: http.ServerResponse): void {
  for (const [pattern, headers] of Object.entries(rules)) {
    if (urlPath.startsWith(pattern.replace(/\*$/, ''))) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    }
  }
}

/** What a form POST to the site itself carried (Netlify Forms receives these). */
export interface SitePost {
  path: string;
  contentType: string;
  body: string;
}

/** The rules of a build's `_headers` file (copied from public/ by the build). */
export function buildHeaderRules(dir: string): HeaderRules {
  return parseHeadersFile(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
}

/** A running static host (startHostLikeServer). */
export type HostLikeServer = Awaited<ReturnType<typeof startHostLikeServer>>;

/**
 * Serves a build under `base` with the headers its `_headers` gives each path, as Netlify and
 * Cloudflare Pages do; a POST to a page is recorded and answered with that page, as Netlify
 * Forms does for a form whose action is a page.
 */
export async function startHostLikeServer(dir: string, rules = buildHeaderRules(dir), base = '/') {
  const files = createStaticHandler(dir, base);
  const posts: SitePost[] = [];
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    applyHeaderRules(rules, url.startsWith(base) ? `/${url.slice(base.length)}` : url, res);
    if (req.method !== 'POST') return files(req, res);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      posts.push({
        path: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        body: Buffer.concat(chunks).toString(),
      });
      req.method = 'GET';
      files(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    /** The site's root, e.g. http://localhost:41235/ (with the base path, if any). */
    url: `http://localhost:${(server.address() as AddressInfo).port}${base}`,
    posts,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
