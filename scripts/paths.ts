// Where the build writes, and under which URL path the site is served. Read by
// vite.config.ts, the prerender, the static server and the tests, so that a second
// build (a benchmark, a base-path test) can live beside the main one.
import { createHash } from 'node:crypto';
import path from 'node:path';

/** Project root (this file lives in scripts/). */
export const ROOT_DIR = path.resolve(import.meta.dirname, '..');

/** The deployable site: copy this folder to any static host. `OUT_DIR` overrides it. */
export const OUT_DIR = path.resolve(ROOT_DIR, process.env.OUT_DIR ?? 'dist');

/**
 * Where the server bundle of a build into `outDir` goes: the prerender imports it; it is
 * never deployed. It must sit inside the project so that its imports (react,
 * react-dom/server, wouter) resolve from node_modules: beside dist/ by default, under
 * node_modules/.cache for an OUT_DIR elsewhere (e.g. in /tmp).
 */
export function serverDirFor(outDir: string): string {
  return outDir.startsWith(ROOT_DIR + path.sep)
    ? `${outDir}-ssr`
    : path.join(
        ROOT_DIR,
        'node_modules',
        '.cache',
        'ssr',
        createHash('sha256').update(outDir).digest('hex').slice(0, 12),
      );
}

/** The server bundle of this build (see serverDirFor). */
export const SERVER_DIR = serverDirFor(OUT_DIR);

/** Vite's client manifest, moved out of the deployed folder by the prerender. */
export const MANIFEST_FILE = path.join(SERVER_DIR, 'client-manifest.json');

/** Normalises a base path to the form Vite wants: leading and trailing slash ("/" or "/sub/dir/"). */
export function normalizeBase(raw: string | undefined): string {
  const trimmed = (raw ?? '/').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** The URL path the site is served under; `BASE_PATH=/sub/ npm run build` for a subfolder deploy. */
export const BASE_PATH = normalizeBase(process.env.BASE_PATH);
