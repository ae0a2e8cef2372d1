// An offline link checker for the built site: every internal href, src, srcset, CSS url(),
// web-manifest icon and sitemap entry must resolve to a file of the folder, as a plain
// static host would serve it; every in-page or cross-page #fragment must name an id;
// every link to another site must carry rel="noopener noreferrer".
//
// Usage: tsx scripts/check-links.ts   (checks OUT_DIR under BASE_PATH; exits 1 on a problem)
import fs from 'node:fs';
import path from 'node:path';
import { isMainModule } from './is-main.ts';
import { BASE_PATH, OUT_DIR, ROOT_DIR } from './paths.ts';
import { siteFacts } from './content/load.ts';

/** What the checker found. */
export interface LinkReport {
  /** "file: problem" lines; empty when every link is sound. */
  problems: string[];
  /** How many internal URLs were resolved. */
  internal: number;
  /** How many links to other sites were seen. */
  external: number;
  /** How many files were read. */
  files: number;
}

/** The deployed site's root URL, as the prerender computes it: SITE_URL or the site's address, then the base. */
export function deployedRoot(base: string, siteUrl: string): string {
  return new URL(base, process.env.SITE_URL || siteUrl).href;
}

/** A stand-in origin for resolving the site's relative URLs. */
const LOCAL_ORIGIN = 'http://site.invalid';

/** Every file under `dir`, as paths relative to it with "/" separators. */
function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** A file's URL path under the base ("about/index.html" → "/sub/about/index.html"). */
const urlPathOf = (base: string, file: string) => `${base}${file}`;

/** The start tags of an HTML document with their attributes (entities in values decoded). */
function startTags(html: string): Array<{ tag: string; attrs: Map<string, string> }> {
  const tags: Array<{ tag: string; attrs: Map<string, string> }> = [];
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const match of withoutComments.matchAll(
    /<([a-z][a-z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/gi,
  )) {
    const attrs = new Map<string, string>();
    for (const attr of (match[2] ?? '').matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      const value = attr[2] ?? attr[3] ?? attr[4] ?? '';
      attrs.set((attr[1] ?? '').toLowerCase(), decodeEntities(value));
    }
    tags.push({ tag: (match[1] ?? '').toLowerCase(), attrs });
  }
  return tags;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The ids an HTML document declares (fragment targets). */
function idsOf(html: string): Set<string> {
  return new Set(
    startTags(html).flatMap(({ attrs }) => [attrs.get('id'), attrs.get('name')].filter((v) => v !== undefined)),
  );
}

/**
 * How a URL is used: a link to follow (its rel matters), a resource the page loads (it
 * must come from the site), or a mere reference (canonical, alternate…).
 */
type UrlKind = 'link' | 'resource' | 'reference';

/** <link> relations that make the browser load the target. */
const LOADING_RELS = /\b(stylesheet|icon|preload|modulepreload|manifest|apple-touch-icon)\b/i;

/** The URLs one HTML file refers to, with how each is used. */
function htmlUrls(html: string, siteRoot: string): Array<{ url: string; kind: UrlKind; attrs: Map<string, string> }> {
  const found: Array<{ url: string; kind: UrlKind; attrs: Map<string, string> }> = [];
  for (const { tag, attrs } of startTags(html)) {
    const href = attrs.get('href');
    if (href !== undefined) {
      const loads = tag === 'link' && LOADING_RELS.test(attrs.get('rel') ?? '');
      found.push({ url: href, kind: tag === 'a' || tag === 'area' ? 'link' : loads ? 'resource' : 'reference', attrs });
    }
    for (const name of ['src', 'poster', 'data', 'action', 'xlink:href']) {
      const value = attrs.get(name);
      if (value !== undefined) found.push({ url: value, kind: 'resource', attrs });
    }
    const srcset = attrs.get('srcset') ?? attrs.get('imagesrcset');
    for (const candidate of srcset?.split(',') ?? []) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) found.push({ url, kind: 'resource', attrs });
    }
    // Social cards and the like name the site's own files by absolute URL.
    const content = attrs.get('content');
    if (tag === 'meta' && content?.startsWith(siteRoot)) found.push({ url: content, kind: 'reference', attrs });
  }
  return found;
}

/** Checks every link of the built site in `dir`, served under `base`, deployed at `siteRoot`. */
export function checkLinks(dir: string, base: string, siteRoot: string): LinkReport {
  const files = listFiles(dir);
  const fileSet = new Set(files);
  const report: LinkReport = { problems: [], internal: 0, external: 0, files: files.length };
  const idCache = new Map<string, Set<string>>();
  const ids = (file: string) => {
    if (!idCache.has(file)) idCache.set(file, idsOf(fs.readFileSync(path.join(dir, file), 'utf8')));
    return idCache.get(file)!;
  };
  const siteOrigin = new URL(siteRoot);

  /** Resolves one URL found in `file`; reports what does not resolve. */
  const check = (file: string, raw: string, kind: UrlKind = 'resource', attrs?: Map<string, string>) => {
    const url = raw.trim();
    if (url === '' || /^(mailto|tel|data|javascript):/i.test(url)) {
      if (/^javascript:/i.test(url)) report.problems.push(`${file}: a javascript: URL (${url})`);
      return;
    }
    const from = new URL(urlPathOf(base, file), LOCAL_ORIGIN);
    let resolved = new URL(url, from);
    if (resolved.origin !== LOCAL_ORIGIN) {
      // An absolute URL of the deployed site itself is checked like a relative one.
      if (resolved.origin === siteOrigin.origin && resolved.pathname.startsWith(siteOrigin.pathname)) {
        resolved = new URL(
          `${base}${resolved.pathname.slice(siteOrigin.pathname.length)}${resolved.hash}`,
          LOCAL_ORIGIN,
        );
      } else {
        report.external += 1;
        const rel = new Set((attrs?.get('rel') ?? '').toLowerCase().split(/\s+/));
        if (kind === 'link' && !(rel.has('noopener') && rel.has('noreferrer'))) {
          report.problems.push(`${file}: external link ${url} lacks rel="noopener noreferrer"`);
        }
        if (kind === 'resource') report.problems.push(`${file}: loads ${url} from another site`);
        return;
      }
    }
    report.internal += 1;
    if (!resolved.pathname.startsWith(base)) {
      report.problems.push(`${file}: ${url} lies outside the base path ${base}`);
      return;
    }
    let target = decodeURIComponent(resolved.pathname.slice(base.length));
    if (target === '' || target.endsWith('/')) target += 'index.html';
    if (!fileSet.has(target)) {
      const folder = fileSet.has(`${target}/index.html`);
      report.problems.push(
        folder
          ? `${file}: ${url} names a folder without its trailing slash (a redirect on most hosts)`
          : `${file}: ${url} → ${target} does not exist`,
      );
      return;
    }
    const fragment = decodeURIComponent(resolved.hash.slice(1));
    if (fragment && target.endsWith('.html') && !ids(target).has(fragment)) {
      report.problems.push(`${file}: ${url} → no element with id "${fragment}" in ${target}`);
    }
  };

  for (const file of files) {
    const text = () => fs.readFileSync(path.join(dir, file), 'utf8');
    if (file.endsWith('.html')) {
      for (const { url, kind, attrs } of htmlUrls(text(), siteRoot)) check(file, url, kind, attrs);
    } else if (file.endsWith('.css')) {
      for (const match of text().matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/g)) {
        const url = match[1] ?? match[2] ?? match[3] ?? '';
        // A bare "#id" url() references an SVG filter or marker of the same document.
        if (!url.startsWith('#')) check(file, url);
      }
    } else if (file.endsWith('.webmanifest') || file === 'manifest.json') {
      const manifest = JSON.parse(text()) as { start_url?: string; scope?: string; icons?: Array<{ src: string }> };
      for (const url of [manifest.start_url, manifest.scope, ...(manifest.icons ?? []).map((icon) => icon.src)]) {
        if (url !== undefined) check(file, url);
      }
    } else if (file.endsWith('sitemap.xml')) {
      for (const match of text().matchAll(/<loc>([^<]*)<\/loc>/g)) check(file, decodeEntities(match[1] ?? ''));
    }
  }
  return report;
}

if (isMainModule(import.meta.url)) {
  const facts = await siteFacts();
  if (!facts.content) {
    console.error(`check-links: ${facts.problems.join('\n  ')}`);
    process.exit(1);
  }
  const report = checkLinks(OUT_DIR, BASE_PATH, deployedRoot(BASE_PATH, facts.content.url));
  for (const problem of report.problems) console.error(`check-links: ${problem}`);
  console.log(
    `check-links: ${path.relative(ROOT_DIR, OUT_DIR) || '.'}/: ${report.files} files, ${report.internal} internal and ${report.external} external links, ${report.problems.length} problems`,
  );
  process.exit(report.problems.length > 0 ? 1 : 0);
}
