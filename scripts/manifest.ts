// Reads Vite's client manifest: which JS and CSS files a page needs on first load.
import fs from 'node:fs';

/** One chunk of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The manifest key of the client entry (the HTML file Vite builds from). */
export const ENTRY_KEY = 'index.html';

/** The manifest key of the site's one stylesheet when CSS is not split per chunk. */
export const SITE_CSS_KEY = 'style.css';

export function readManifest(file: string): Manifest {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** Files (relative to the site root) that a page's first load needs, and the modules it fetches by itself after it. */
export interface PageAssets {
  /** The entry module, loaded with <script type="module">. */
  entry: string;
  /** Modules to preload: the entry's static imports, the page chunk and its static imports. */
  preload: string[];
  /**
   * Modules the page imports by itself once it has started (not preloaded, so they wait for
   * no one), with their static imports that the first load has not brought: fetched without
   * the visitor doing anything, so part of the page's JavaScript.
   */
  afterStart: string[];
  /** Stylesheets: the entry's and the page chunk's, including those of their imports. */
  css: string[];
  /** The webfonts the stylesheet draws headings with (styles/global.scss), preloaded by every page. */
  fonts: string[];
}

function chunk(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`Vite manifest has no chunk "${key}"`);
  return found;
}

/** A chunk and all chunks it imports statically, depth first, each once. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const imports = chunk(manifest, key).imports ?? [];
  return [key, ...imports.flatMap((child) => staticClosure(manifest, child, seen))];
}

/**
 * The assets a page needs: the entry's plus those of the page's own chunks (its code, its
 * content); and the modules it imports by itself once started (`startupSources`).
 */
export function pageAssets(
  manifest: Manifest,
  pageSources: readonly string[] = [],
  startupSources: readonly string[] = [],
): PageAssets {
  const entryKeys = staticClosure(manifest, ENTRY_KEY);
  const seen = new Set(entryKeys);
  const pageKeys = pageSources.flatMap((source) => staticClosure(manifest, source, seen));
  const startupKeys = startupSources.flatMap((source) => staticClosure(manifest, source, seen));
  const keys = [...entryKeys, ...pageKeys];
  const files = (list: string[]) => [...new Set(list)];
  return {
    entry: chunk(manifest, ENTRY_KEY).file,
    preload: files(keys.slice(1).map((key) => chunk(manifest, key).file)),
    afterStart: files(startupKeys.map((key) => chunk(manifest, key).file)),
    // With `build.cssCodeSplit: false` all CSS is one file, listed under "style.css".
    css: files([
      ...keys.flatMap((key) => chunk(manifest, key).css ?? []),
      ...(manifest[SITE_CSS_KEY] ? [manifest[SITE_CSS_KEY].file] : []),
    ]),
    fonts: files(keys.flatMap((key) => chunk(manifest, key).assets ?? []).filter((file) => file.endsWith('.woff2'))),
  };
}
