// What a built page costs on its first load, read from the files alone (no browser):
// the HTML, the stylesheets it links, and its JavaScript counted honestly: the module it
// starts, the modules it preloads and those it imports by itself once started (the Japanese
// frame of the 404 page at a /ja/ address),
// gzipped at level 9. Shared by the prerender's summary table (scripts/prerender.ts), the
// budget test (test/e2e/budgets.test.ts) and the benchmark (scripts/bench.ts), so all three
// report the same figures.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { allPaths, findRoute } from '../src/routes.ts';
import { editionSourceFile, pageSourceFiles } from './page-sources.ts';
import { pageAssets, type Manifest } from './manifest.ts';

/** 1 KB = 1,024 bytes, as the prerender's summary prints them. */
export const KB = 1024;

/** A page of the built site: the path a visitor asks for and the file that answers it. */
export interface BuiltPage {
  path: string;
  /** Relative to the output folder, e.g. "about/index.html" or "404.html". */
  file: string;
  /** The page's chunks in Vite's manifest ("src/pages/About/About.tsx", its content…); none for the 404 page. */
  chunks: readonly string[];
  /** Sources it imports by itself once started: the Japanese frame of the 404 page at a /ja/ address. */
  startup?: readonly string[];
}

/** A group of files with their total size. */
export interface Weight {
  files: string[];
  raw: number;
  gzip: number;
}

/** Everything a page's HTML makes the browser fetch before it can render and hydrate. */
export interface PageWeight {
  page: BuiltPage;
  html: Weight;
  css: Weight;
  /** Its JavaScript: the modules its HTML starts and preloads, and those it imports by itself once started. */
  js: Weight;
  /** The modules its HTML starts and preloads. */
  preloaded: string[];
  /**
   * Its webfonts: every font file its stylesheets name (raw bytes: WOFF2 is compressed), and
   * those its HTML preloads.
   */
  fonts: Weight & { preloaded: string[] };
  /** What the manifest says the HTML should load (the entry, the page chunk and their static imports, the fonts). */
  expected: { js: string[]; css: string[]; fonts: string[] };
  /** Requests that block rendering and are not the page's own stylesheets. */
  blocking: string[];
}

/** The file a path is prerendered into: "about/index.html", "index.html" for "/". */
export function htmlFileFor(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`;
}

/** Every page of the route table (both readings) and the 404 page, as shown at an English and at a Japanese address. */
export function builtPages(): BuiltPage[] {
  const pages = allPaths.map((pagePath) => {
    const route = findRoute(pagePath);
    const chunks = pageSourceFiles(route);
    return { path: pagePath, file: htmlFileFor(pagePath), chunks };
  });
  const notFound = { file: '404.html', chunks: pageSourceFiles(undefined) };
  // dist/404.html answers every unknown address; at a /ja/… one the app then turns it Japanese.
  return [
    ...pages,
    { path: '/404', ...notFound },
    { path: '/ja/404', ...notFound, startup: [editionSourceFile('ja')] },
  ];
}

export function gzipBytes(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Sizes of files under the output folder, each read and gzipped once. */
export class FileSizes {
  private readonly cache = new Map<string, { raw: number; gzip: number }>();

  constructor(readonly outDir: string) {}

  size(file: string): { raw: number; gzip: number } {
    let size = this.cache.get(file);
    if (!size) {
      const content = fs.readFileSync(path.join(this.outDir, file));
      size = { raw: content.length, gzip: gzipBytes(content) };
      this.cache.set(file, size);
    }
    return size;
  }

  weight(files: string[]): Weight {
    const sizes = files.map((file) => this.size(file));
    return {
      files,
      raw: sizes.reduce((sum, size) => sum + size.raw, 0),
      gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
    };
  }
}

/** A tag's attributes as a map (names lower-cased; valueless attributes are ""). */
function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/\s([a-zA-Z-:]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    found.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** The opening tags of an element type in some markup. */
function tags(markup: string, name: string): Map<string, string>[] {
  return [...markup.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((match) => attributes(match[0]));
}

/** A URL of the site's own files ("/assets/x.js" under base "/") as a file path, or undefined if foreign. */
function localFile(url: string, base: string): string | undefined {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url) || !url.startsWith(base)) return undefined;
  return url.slice(base.length).split(/[?#]/)[0];
}

/**
 * Requests in the document that hold up the first paint, other than the page's own
 * stylesheets: classic scripts without async/defer, foreign or unexpected stylesheets,
 * and CSS @import chains.
 */
function renderBlocking(html: string, base: string, ownCss: string[], sizes: FileSizes): string[] {
  const blocking: string[] = [];
  const visible = html.replace(/<noscript>[\s\S]*?<\/noscript>/gi, '');
  for (const script of tags(visible, 'script')) {
    const type = script.get('type') ?? '';
    const executes = type === '' || /javascript|ecmascript/i.test(type);
    if (executes && !script.has('async') && !script.has('defer') && script.has('src')) {
      blocking.push(`classic <script src="${script.get('src')}"> (not type="module", async or defer)`);
    } else if (executes && !script.has('src')) {
      blocking.push('inline classic <script>');
    }
  }
  for (const link of tags(visible, 'link')) {
    if (!/(^|\s)stylesheet(\s|$)/i.test(link.get('rel') ?? '')) continue;
    const href = link.get('href') ?? '';
    const file = localFile(href, base);
    if (!file) blocking.push(`foreign stylesheet ${href}`);
    else if (!ownCss.includes(file)) blocking.push(`stylesheet ${href} that is not the page's own CSS`);
  }
  for (const file of ownCss) {
    const css = fs.readFileSync(path.join(sizes.outDir, file), 'utf8');
    if (/@import\b/.test(css)) blocking.push(`@import in ${file} (a chained request)`);
  }
  return blocking;
}

/** Reads a built page and what its first load costs. */
export function pageWeight(
  outDir: string,
  base: string,
  manifest: Manifest,
  page: BuiltPage,
  sizes = new FileSizes(outDir),
): PageWeight {
  const content = fs.readFileSync(path.join(outDir, page.file));
  const html = content.toString('utf8');
  const head = html.split(/<\/head>/i)[0] ?? '';
  const assets = pageAssets(manifest, page.chunks, page.startup);
  const linked = (rel: RegExp) =>
    tags(head.replace(/<noscript>[\s\S]*?<\/noscript>/gi, ''), 'link')
      .filter((link) => rel.test(link.get('rel') ?? ''))
      .map((link) => localFile(link.get('href') ?? '', base))
      .filter((file): file is string => Boolean(file));
  const modules = tags(head, 'script')
    .filter((script) => script.get('type') === 'module' && script.has('src'))
    .map((script) => localFile(script.get('src') ?? '', base))
    .filter((file): file is string => Boolean(file));
  const css = linked(/(^|\s)stylesheet(\s|$)/i);
  const preloaded = [...new Set([...modules, ...linked(/(^|\s)modulepreload(\s|$)/i)])];
  // A stylesheet names its fonts relative to itself (Vite writes both into assets/).
  const fontFiles = css.flatMap((file) =>
    [...fs.readFileSync(path.join(outDir, file), 'utf8').matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)].map(
      ([, url]) => localFile(url!, base) ?? path.posix.join(path.posix.dirname(file), url!),
    ),
  );
  return {
    page,
    html: { files: [page.file], raw: content.length, gzip: gzipBytes(content) },
    css: sizes.weight(css),
    js: sizes.weight([...new Set([...preloaded, ...assets.afterStart])]),
    preloaded,
    fonts: {
      ...sizes.weight([...new Set(fontFiles)]),
      preloaded: linked(/(^|\s)preload(\s|$)/i).filter((file) => file.endsWith('.woff2')),
    },
    expected: { js: [assets.entry, ...assets.preload], css: assets.css, fonts: assets.fonts },
    blocking: renderBlocking(html, base, assets.css, sizes),
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** A table of pages' weights, one row a page, as mature site builders print it after a build. */
export function weightTable(weights: readonly PageWeight[]): string {
  const header = ['route', 'file', 'html', 'html gzip', 'js gzip', 'css gzip'];
  const rows = weights.map(({ page, html, js, css }) => [
    page.path,
    page.file,
    kb(html.raw),
    kb(html.gzip),
    kb(js.gzip),
    kb(css.gzip),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [line(header), widths.map((width) => '─'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
