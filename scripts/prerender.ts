// Prerenders every page of the route table (both route readings, both editions) and the 404
// page into static HTML files, using the server bundle and Vite's client manifest, after the
// site-wide files (scripts/site-files.ts); checks each page before it is written
// (scripts/page-checks.ts) and prints what each page weighs (scripts/page-weight.ts).
//
// Usage: tsx scripts/prerender.ts   (run by `npm run build` after the client and server builds)
// Env:   OUT_DIR, BASE_PATH (see scripts/paths.ts);
//        SITE_URL overrides the site's url (src/content/facts/site.yaml), the origin in canonical links,
//        social cards, structured data and the sitemap (e.g. https://user.github.io);
//        ENQUIRY_ENDPOINT (read by the bundles' build, see scripts/enquiry-endpoint.ts) sets
//        where the contact form sends enquiries, and with it the Content-Security-Policy of
//        every page and of _headers; NEWSLETTER_ENDPOINT likewise for the blog's newsletter box;
//        BOOKING_URL the booking calendar the contact page links to (scripts/service-settings.ts)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteFacts } from '../src/content-schema/units.ts';
import { siteFacts } from './content/load.ts';
import { allPaths, findRoute, normalizePath } from '../src/routes.ts';
import { pageSourceFiles } from './page-sources.ts';
import { contentSecurityPolicy, renderDocument } from './document.ts';
import { deliverySummary, enquiryEndpointSetting, parseEnquiryEndpoint } from './enquiry-endpoint.ts';
import { isMainModule } from './is-main.ts';
import {
  bookingSetting,
  bookingSummary,
  newsletterSetting,
  newsletterSummary,
  parseBookingUrl,
  parseNewsletterEndpoint,
} from './service-settings.ts';
import { pageAssets, readManifest, type Manifest } from './manifest.ts';
import { FileSizes, pageWeight, weightTable } from './page-weight.ts';
import { writeHeadersFile, writeSiteFiles } from './site-files.ts';
import { pageProblems } from './page-checks.ts';
import { BASE_PATH, MANIFEST_FILE, OUT_DIR, ROOT_DIR, SERVER_DIR } from './paths.ts';

// React's server renderer is several times faster in production mode; set it before
// the server bundle (and React with it) is loaded.
process.env.NODE_ENV = 'production';

const SERVER_ENTRY = path.join(SERVER_DIR, 'entry-server.js');
const VITE_MANIFEST = path.join(OUT_DIR, '.vite', 'manifest.json');
/** The path rendered for dist/404.html: one no route will ever have. */
const NOT_FOUND_PATH = '/404';

/** The server bundle: the app's components, rendered to HTML, and its SEO (see src/entry-server.tsx). */
type ServerEntry = typeof import('../src/entry-server.tsx');

/** The server bundle's SEO: head tags, structured data and the site-wide files, from the pages' content. */
let seo: ServerEntry['seo'];
/** The site's facts (src/content/facts/site.yaml), read when the prerender starts. */
let site: SiteFacts;

/** One file the prerender writes, with the facts the summary prints. */
interface WrittenPage {
  path: string;
  file: string;
  html: string;
  /** Its sources in Vite's manifest besides the entry (scripts/page-sources.ts). */
  chunks: string[];
}

class PrerenderError extends Error {}

/** dist/<path>/index.html for a path, dist/index.html for "/". */
function outputFile(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : path.join(pagePath.slice(1), 'index.html');
}

function loadManifest(): Manifest {
  // Vite writes its manifest into the deployed folder; keep it beside the server bundle instead.
  if (fs.existsSync(VITE_MANIFEST)) {
    fs.copyFileSync(VITE_MANIFEST, MANIFEST_FILE);
    fs.rmSync(path.dirname(VITE_MANIFEST), { recursive: true });
  }
  if (!fs.existsSync(MANIFEST_FILE)) {
    throw new PrerenderError(`No client manifest at ${MANIFEST_FILE}: run the client build first (npm run build).`);
  }
  return readManifest(MANIFEST_FILE);
}

/** The paths of this build's pages without script: the articles' and the archives (from the server bundle). */
let staticPaths: ReadonlySet<string> = new Set();

/** Refuses to write a page that is empty, untitled or links to a path that does not exist. */
function checkPage(page: WrittenPage, title: string, description: string, appHtml: string): void {
  const exists = (bare: string) =>
    Boolean(findRoute(bare)) || staticPaths.has(normalizePath(bare)) || fs.existsSync(path.join(OUT_DIR, bare));
  const problems = pageProblems({ html: page.html, title, description, appHtml }, { base: BASE_PATH, exists });
  if (problems.length > 0) {
    throw new PrerenderError(`Page ${page.path}: ${problems.join('; ')}.`);
  }
}

/** The absolute URL of the deployed site's root ("https://example.com/sub/"). */
function siteRoot(): string {
  return seo.siteRootUrl(process.env.SITE_URL || site.url, BASE_PATH);
}

/** Stops the build, before any page is written, on a SITE_URL that is not a site's address. */
function checkSiteUrl(): void {
  const problems: string[] = [];
  const override = process.env.SITE_URL;
  if (override && !/^https?:\/\/[^\s/]+\.[^\s/]+\/?$/i.test(override)) {
    problems.push(`SITE_URL "${override}" is not a site's address; give it like "https://example.com"`);
  }
  if (problems.length > 0) {
    const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
    throw new PrerenderError(`the content has ${count}; fix and build again:\n  ${problems.join('\n  ')}`);
  }
}

/** The head context of this build's pages. */
const headContext = () => ({ siteRoot: siteRoot(), base: BASE_PATH });

/** A page's document from its head and markup, checked before it is written. */
function documentPage(
  manifest: Manifest,
  csp: string,
  pagePath: string,
  head: ReturnType<ServerEntry['documentHead']>,
  appHtml: string,
  { chunks, file, script }: { chunks: string[]; file: string; script: boolean },
): WrittenPage {
  const { lang, title, description, headExtra } = head;
  const assets = pageAssets(manifest, chunks);
  const html = renderDocument({ base: BASE_PATH, lang, title, description, headExtra, assets, appHtml, csp, script });
  const page = { path: pagePath, file, html, chunks };
  checkPage(page, title, description, appHtml);
  return page;
}

function renderPage(
  server: ServerEntry,
  manifest: Manifest,
  csp: string,
  pagePath: string,
  file?: string,
): WrittenPage {
  const route = findRoute(pagePath);
  // The 404 page is English (dist/404.html answers every unknown address; on a /ja/… address
  // the app turns it Japanese once it runs); its stylesheet and script are the entry's.
  return documentPage(manifest, csp, pagePath, server.documentHead(pagePath, headContext()), server.render(pagePath), {
    chunks: pageSourceFiles(route),
    file: file ?? (route ? outputFile(pagePath) : '404.html'),
    script: true,
  });
}

/** A page without script, an article's or an archive (src/entry-server.tsx, renderStaticPage). */
function renderStaticPage(server: ServerEntry, manifest: Manifest, csp: string, pagePath: string): WrittenPage {
  const head = server.staticPageHead(pagePath, headContext());
  return documentPage(manifest, csp, pagePath, head, server.renderStaticPage(pagePath), {
    chunks: [],
    file: outputFile(pagePath),
    script: false,
  });
}

/** A page to write: the path rendered, and (for the benchmark's synthetic copies) the file it goes to. */
export interface PrerenderJob {
  path: string;
  file?: string;
}

/**
 * Renders and writes every route and the 404 page, or the given jobs: the benchmark
 * (scripts/bench) prerenders thousands of synthetic copies of pages through this.
 */
export async function prerender(jobs?: () => PrerenderJob[]): Promise<void> {
  const started = performance.now();
  if (!fs.existsSync(SERVER_ENTRY)) {
    throw new PrerenderError(`No server bundle at ${SERVER_ENTRY}: run the server build first (npm run build).`);
  }
  const manifest = loadManifest();
  const server = (await import(pathToFileURL(SERVER_ENTRY).href)) as ServerEntry;
  seo = server.seo;
  const facts = await siteFacts();
  if (!facts.content)
    throw new PrerenderError(`the content has a problem; fix and build again:\n  ${facts.problems.join('\n  ')}`);
  site = facts.content;
  checkSiteUrl();
  await server.loadAllPages();
  await writeSiteFiles(seo, site, siteRoot(), BASE_PATH);
  const setting = enquiryEndpointSetting(process.env, site.enquiryEndpoint);
  const delivery = parseEnquiryEndpoint(setting.value, `The enquiry destination (${setting.source})`);
  const newsletterIn = newsletterSetting(process.env, site.newsletterEndpoint);
  const newsletter = parseNewsletterEndpoint(newsletterIn.value, `The newsletter address (${newsletterIn.source})`);
  const csp = contentSecurityPolicy(delivery, newsletter);
  const headersProblem = writeHeadersFile(csp);
  if (headersProblem) throw new PrerenderError(headersProblem);

  staticPaths = new Set(server.staticPagePaths());
  const list: PrerenderJob[] = jobs?.() ?? [...allPaths, NOT_FOUND_PATH].map((pagePath) => ({ path: pagePath }));
  const pages = [
    ...list.map((job) => renderPage(server, manifest, csp, job.path, job.file)),
    ...(jobs ? [] : [...staticPaths].map((pagePath) => renderStaticPage(server, manifest, csp, pagePath))),
  ];
  for (const page of pages) {
    const target = path.join(OUT_DIR, page.file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, page.html);
    console.log(`prerender: ${page.path.padEnd(20)} → ${path.relative(ROOT_DIR, target)}`);
  }
  const sizes = new FileSizes(OUT_DIR);
  const weights = pages.map((page) => pageWeight(OUT_DIR, BASE_PATH, manifest, page, sizes));
  console.log(`\n${weightTable(weights)}`);
  console.log(
    `\n${pages.length} pages prerendered into ${path.relative(ROOT_DIR, OUT_DIR)}/ in ${(performance.now() - started).toFixed(0)} ms`,
  );
  console.log(`prerender: ${deliverySummary(delivery)}`);
  console.log(`prerender: ${newsletterSummary(newsletter)}`);
  const bookingIn = bookingSetting(process.env, site.bookingUrl);
  console.log(`prerender: ${bookingSummary(parseBookingUrl(bookingIn.value))}`);
}

if (isMainModule(import.meta.url)) {
  prerender().catch((error: unknown) => {
    // A PrerenderError, or a ContentError from src/seo (a price it cannot read), speaks to
    // the person who edited the content: the message is enough, a stack trace would bury it.
    const forEditor = error instanceof PrerenderError || (error instanceof Error && error.name === 'ContentError');
    const message = forEditor ? error.message : error instanceof Error ? error.stack : String(error);
    console.error(`prerender failed: ${message}`);
    process.exit(1);
  });
}
