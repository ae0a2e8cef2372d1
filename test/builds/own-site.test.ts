// A teacher's own deployment, built as she would make it, in a copy of the project: her phone
// photo (3000×4000, with EXIF and GPS data) dropped into src/content/pictures/ and named in
// src/content/facts/about.yaml, her articles in src/content/articles/ (./articles.ts), and the
// site built for a subfolder (BASE_PATH=/some/sub/, a GitHub Pages project site). One build
// serves all three:
// - the subfolder: every link, asset, canonical URL and the 404 page stay inside it, on every
//   page and every article's page, and the hydrated app navigates within it;
// - the photo: the about page ships it small (≤ 150 KB to a 375 px phone), without camera data
//   or location, at its real size (CLS 0), as a <picture> with AVIF and WebP widths, and the
//   build does not print Rolldown's [PLUGIN_TIMINGS] notice;
// - the articles: their pages, the blog, the archive, the feeds and the sitemap (./articles.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { HTTPResponse, Page } from 'puppeteer';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/serve.ts';
import { site } from '../../src/site.ts';
import { allPaths, findRoute, locales, routes, toHref, twinOf, type Route } from '../../src/routes.ts';
import { pageTitle } from '../../src/seo/head.ts';
import { visit } from '../e2e/browser.ts';
import { untilNoRequestInFlight } from '../e2e/waits.ts';
import { frames } from '../e2e/editions.ts';
import { alternatesOf, canonicalsOf, h1Of, languageLinksOf } from '../e2e/markup.ts';
import { UNKNOWN_JA_PATH, UNKNOWN_PATH } from '../e2e/quality.ts';
import { EXIF_GPS_TAG, makePhoto } from '../helpers/photo.ts';
import { copyProject, editFile, removeCopy, run, type RunResult } from '../helpers/project-copy.ts';
import { seen } from '../helpers/seen-text.ts';
import { ARTICLE_PAGES, articleTests, writeArticles } from './articles.ts';

const BASE = '/some/sub/';
/** The absolute URL of a page of the subfolder site, as canonical and alternate links give it. */
const absolute = (routePath: string) => `${site.url}${BASE}${toHref(routePath).slice(1)}`;

const KB = 1024;
/** What a phone may download for the about page's pictures. */
const PHONE_PICTURE_BUDGET = 150 * KB;

let dir: string;
let outDir: string;
let photo: Buffer;
let build: RunResult;
let server: { url: string; close: () => Promise<void> };
const origin = () => new URL(server.url).origin;
const get = (sitePath: string) => fetch(`${origin()}${BASE}${sitePath.replace(/^\//, '')}`);

beforeAll(async () => {
  dir = copyProject('kotoba own site');
  outDir = path.join(dir, 'dist');
  photo = await makePhoto();
  fs.mkdirSync(path.join(dir, 'src/content/pictures'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/content/pictures/yuki.jpg'), photo);
  editFile(
    dir,
    'src/content/facts/about.yaml',
    /picture: pictures\/teacher-portrait\.svg/,
    'picture: pictures/yuki.jpg',
  );
  await writeArticles(dir);
  // Without an inherited SITE_URL: the canonical links use the site's url from its facts.
  build = await run(dir, 'npm', ['run', 'build'], { BASE_PATH: BASE, SITE_URL: '' });
  server = await startServer(outDir, BASE);
});

afterAll(async () => {
  await server?.close();
  removeCopy(dir);
});

describe('a build with BASE_PATH=/some/sub/', () => {
  it.each([...allPaths, ...ARTICLE_PAGES, UNKNOWN_PATH])(
    'keeps every URL of %s inside the subfolder',
    async (pagePath) => {
      const html = await (await get(pagePath)).text();
      const urls = [...html.matchAll(/\s(?:href|src|content)="(\/[^"]*)"/g)].map((match) => match[1]);
      expect(urls.length).toBeGreaterThan(10);
      expect(urls.filter((url) => !url!.startsWith(BASE))).toEqual([]);
      for (const [, canonical] of html.matchAll(/<link rel="canonical" href="([^"]+)">/g)) {
        expect(canonical).toMatch(new RegExp(`^${site.url}${BASE}`));
      }
    },
  );

  it('lists the canonical pages under the subfolder in the sitemap, and starts the manifest there', async () => {
    const xml = await (await get('sitemap.xml')).text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toHaveLength(routes.filter((route: Route) => !route.noindex).length + ARTICLE_PAGES.length);
    expect(locations[1]).toBe(`${site.url}${BASE}about/`);
    const manifest = (await (await get('site.webmanifest')).json()) as { start_url: string };
    expect(manifest.start_url).toBe(BASE);
  });

  it.each(allPaths.filter((routePath) => findRoute(routePath)!.locale === 'ja'))(
    '%s: the language link, hreflang alternates and canonical URL stay under the subfolder',
    async (routePath) => {
      const route = findRoute(routePath)!;
      const english = twinOf(route, 'en');
      const html = await (await get(routePath)).text();
      expect(languageLinksOf(html).map((link) => link.href)).toEqual([`${BASE}${toHref(english.path).slice(1)}`]);
      expect(canonicalsOf(html)).toEqual([absolute(route.path)]);
      expect(alternatesOf(html)).toEqual(
        route.noindex
          ? []
          : [
              ['en', absolute(english.path)],
              ['ja', absolute(route.path)],
              ['x-default', absolute(english.path)],
            ],
      );
    },
  );

  it('lists both languages in the sitemap, every address and alternate under the subfolder', async () => {
    const xml = await (await get('sitemap.xml')).text();
    const urls = [...xml.matchAll(/<(?:loc>|xhtml:link [^>]*href=")([^<"]+)/g)].map((match) => match[1]!);
    expect(urls.filter((url) => !url.startsWith(`${site.url}${BASE}`))).toEqual([]);
    for (const locale of locales) expect(urls).toContain(absolute(twinOf(findRoute('/about')!, locale).path));
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ja" href="${absolute('/ja/about')}"/>`);
  });

  it('serves .nojekyll, so GitHub Pages publishes the folder as it is', async () => {
    expect(fs.existsSync(path.join(outDir, '.nojekyll'))).toBe(true);
  });

  it('serves /about and /about/ alike, and the 404 page for unknown paths', async () => {
    expect((await get('/about')).status).toBe(200);
    expect((await get('/about/')).status).toBe(200);
    const missing = await get(UNKNOWN_PATH);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Oops! Page not found');
  });
});

/** The app sets the title once the new page has mounted, just after the URL changes. */
async function waitForTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((expected) => document.title === expected, {}, title);
}

describe('the subfolder build in Chromium', () => {
  /** Visits a URL of the subfolder build, recording every response that failed, so failed assets show up. */
  async function open(sitePath: string) {
    const failed: string[] = [];
    const { page, log, response } = await visit(`${server.url}${sitePath}`, {
      prepare: (tab) => {
        tab.on('response', (answer: HTTPResponse) => {
          if (answer.status() >= 400) failed.push(`${answer.status()} ${answer.url()}`);
        });
      },
    });
    await untilNoRequestInFlight(page);
    return { page, response, problems: log.problems, failed };
  }

  it('loads every asset and navigates client-side without leaving the subfolder', async () => {
    const { page, problems, failed } = await open('');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await page.click(`header nav a[href="${BASE}about/"]`);
    await page.waitForFunction((base) => location.pathname === `${base}about/`, {}, BASE);
    await waitForTitle(page, pageTitle(findRoute('/about')!));
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    await page.goBack();
    await page.waitForFunction((base) => location.pathname === base, {}, BASE);
    await waitForTitle(page, pageTitle(findRoute('/')!));
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('hydrates a page asked for without its trailing slash', async () => {
    const { page, problems, failed } = await open('about');
    expect(await page.$eval('header nav a[aria-current="page"]', (a) => a.getAttribute('href'))).toBe(`${BASE}about/`);
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows the styled 404 page under the subfolder and returns home from it', async () => {
    const unknown = UNKNOWN_PATH.slice(1);
    const { page, response, failed } = await open(unknown);
    expect(response?.status()).toBe(404);
    expect(await page.$eval('h1', (h1) => h1.textContent)).toContain('Oops! Page not found');
    expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
    // Only the document itself answers 404: its stylesheets and scripts load.
    expect(failed).toEqual([`404 ${server.url}${unknown}`]);

    await page.click(`main a[href="${BASE}"]`);
    await page.waitForFunction((base) => location.pathname === base, {}, BASE);
    await waitForTitle(page, pageTitle(findRoute('/')!));
  });

  it('navigates client-side within the Japanese edition, and between the languages, inside the subfolder', async () => {
    const { page, problems, failed } = await open('ja/');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const about = findRoute('/ja/about')!;
    const here = () =>
      page.evaluate(() => [
        location.pathname,
        document.documentElement.lang,
        document.querySelector('main h1')?.textContent,
      ]);

    await page.click(`header nav a[href="${BASE}ja/about/"]`);
    await waitForTitle(page, pageTitle(about));
    expect(await here()).toEqual([`${BASE}ja/about/`, 'ja', h1Of(await (await get('/ja/about')).text())]);

    await page.click('header a[hreflang]');
    await waitForTitle(page, pageTitle(twinOf(about, 'en')));
    expect(await here()).toEqual([`${BASE}about/`, 'en', h1Of(await (await get('/about')).text())]);

    await page.goBack();
    await waitForTitle(page, pageTitle(about));
    expect((await here())[0]).toBe(`${BASE}ja/about/`);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('turns the 404 page of a /ja/ address Japanese, its links inside the subfolder', async () => {
    const unknown = UNKNOWN_JA_PATH.slice(1);
    const { page, response } = await open(unknown);
    expect(response?.status()).toBe(404);
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    expect(seen(await page.$eval('main h1', (h1) => h1.textContent))).toContain(seen(frames.ja.shell.notFound.title));
    expect(await page.$eval('main a', (a) => a.getAttribute('href'))).toBe(`${BASE}ja/`);
    expect(await page.$eval('header a[hreflang]', (a) => a.getAttribute('href'))).toBe(BASE);
  });
});

/** A layout-shift entry's record of one element that moved. */
interface LayoutShiftSource {
  node: Node | null;
  previousRect: DOMRectReadOnly;
  currentRect: DOMRectReadOnly;
}

/** The about page on a 375 px phone at a pixel ratio; returns what it drew and downloaded. */
async function visitAbout(scale: number) {
  const { page } = await visit(`${server.url}about/`, {
    viewport: { width: 375, height: 812 },
    prepare: (tab) => tab.setViewport({ width: 375, height: 812, deviceScaleFactor: scale }),
  });
  await untilNoRequestInFlight(page);
  return page.evaluate(() => {
    // Every layout shift so far: a buffered observer holds them at once (takeRecords).
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
    observer.disconnect();
    const shifts = entries.filter((entry) => !entry.hadRecentInput).reduce((total, entry) => total + entry.value, 0);
    const img = document.querySelector('main picture img') as HTMLImageElement;
    const pictures = performance
      .getEntriesByType('resource')
      .filter((entry) =>
        /\.(avif|webp|jpe?g|png|svg)$/.test(new URL(entry.name).pathname),
      ) as PerformanceResourceTiming[];
    return {
      shifts,
      // What moved, for the failure message: each shifted element's parent and its two boxes.
      moved: entries.flatMap((entry) =>
        ((entry as unknown as { sources?: LayoutShiftSource[] }).sources ?? []).map(
          ({ node, previousRect, currentRect }) =>
            `${node?.parentElement?.outerHTML.slice(0, 120)}: ${previousRect.x},${previousRect.y} ${previousRect.width}×${previousRect.height} → ${currentRect.x},${currentRect.y} ${currentRect.width}×${currentRect.height}`,
        ),
      ),
      currentSrc: img.currentSrc,
      attributes: [Number(img.getAttribute('width')), Number(img.getAttribute('height'))],
      natural: [img.naturalWidth, img.naturalHeight],
      shown: [img.getBoundingClientRect().width, img.getBoundingClientRect().height],
      fetchPriority: img.getAttribute('fetchpriority'),
      pictureBytes: pictures.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      downloaded: pictures.map((entry) => `${new URL(entry.name).pathname} ${entry.encodedBodySize}`),
    };
  });
}

describe('her 3000×4000 phone photo as the portrait', () => {
  it('is a multi-megabyte JPEG with a GPS position, and the build takes it', () => {
    expect(photo.length).toBeGreaterThan(2 * 1024 * KB);
    expect(build.code, build.stderr).toBe(0);
    expect(build.stdout + build.stderr).not.toContain('PLUGIN_TIMINGS');
  });

  it("is a <picture> of AVIF and WebP widths with sizes, and a JPEG at the photo's real proportions", async () => {
    const html = await (await fetch(`${server.url}about/`)).text();
    const picture = /<picture>.*?<\/picture>/.exec(html)?.[0] ?? '';
    expect(picture).toMatch(
      /<source type="image\/avif" srcSet="\/some\/sub\/assets\/yuki-[0-9a-f]{8}-320\.avif 320w,[^"]+ 960w" sizes="\(max-width: 36rem\) calc\(100vw - 2rem\), 20rem"\/>/,
    );
    expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]+-320\.webp 320w,/);
    expect(picture).toMatch(
      /<img [^>]*fetchPriority="high"[^>]* src="\/some\/sub\/assets\/yuki-[0-9a-f]{8}\.jpg" width="960" height="1280"\/>/,
    );
    expect(html.match(/fetchPriority="high"/gi)).toHaveLength(1);
  });

  it.each([1, 3])(
    'ships ≤ 150 KB of pictures to a 375 px phone at %ix, at the real size, with no layout shift',
    async (scale) => {
      const seen = await visitAbout(scale);
      expect(seen.currentSrc).toMatch(/\.avif$/);
      expect(seen.pictureBytes, seen.downloaded.join('\n')).toBeLessThanOrEqual(PHONE_PICTURE_BUDGET);
      expect(seen.natural[0]! / seen.natural[1]!).toBeCloseTo(3 / 4, 2);
      expect(seen.attributes[0]! / seen.attributes[1]!).toBeCloseTo(3 / 4, 2);
      expect(seen.shown[0]! / seen.shown[1]!).toBeCloseTo(3 / 4, 2);
      expect(seen.fetchPriority).toBe('high');
      expect(seen.shifts, seen.moved.join('\n')).toBe(0);
    },
  );

  it('carries no EXIF data and no GPS position in any file made of it', async () => {
    const made = fs.readdirSync(path.join(dir, 'dist', 'assets')).filter((name) => name.startsWith('yuki-'));
    expect(made.length).toBeGreaterThanOrEqual(7);
    for (const name of made) {
      const bytes = fs.readFileSync(path.join(dir, 'dist', 'assets', name));
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, name).toBeUndefined();
      expect(bytes.includes(EXIF_GPS_TAG) && bytes.includes(Buffer.from('Phone maker')), name).toBe(false);
    }
  });
});

articleTests(BASE, () => ({ dir, outDir, build, url: server.url }));
