// What search engines and link previews read from the built site: one title, description
// and canonical URL per page, social cards, icons, sitemap, robots.txt and structured data
// whose prices are the ones the pages show.
import { describe, expect, it } from 'vitest';
import { BASE_PATH } from '../../scripts/paths.ts';
import type { Program } from '../../src/content-schema/units.ts';
import { site } from '../../src/site.ts';
import { pageWords } from '../../src/page-words.ts';
import { allPaths, findRoute, locales, routes, toHref, type Route } from '../../src/routes.ts';
import { SHARE_IMAGE } from '../../src/seo/assets.ts';
import { siteRootUrl } from '../../src/seo/urls.ts';
import { content } from '../helpers/content.ts';
import { seen } from '../helpers/seen-text.ts';
import { expectCourseMatches, type CourseJson } from '../seo/price-check.ts';
import { urlFor } from './browser.ts';
import { UNKNOWN_PATH } from './quality.ts';

/** The absolute root the build wrote into canonical links (SITE_URL overrides site.url). */
const root = siteRootUrl(process.env.SITE_URL || site.url, BASE_PATH);
const canonicalFor = (path: string) => `${root}${toHref(path).slice(1)}`;
/** A page's description, from its content files. */
const descriptionOf = (route: Route) => pageWords(content[route.locale][route.content], route).description!;

const pages = new Map<string, Promise<string>>();
/** A page's HTML, fetched once per test file. */
const htmlOf = (path: string) => {
  if (!pages.has(path))
    pages.set(
      path,
      fetch(urlFor(path)).then((response) => response.text()),
    );
  return pages.get(path)!;
};
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);
const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
/** A page's text as a reader sees it (without the build's invisible break points and joiners). */
const textOf = (html: string) => seen(decode(html.replace(/<[^>]+>/g, '')));

type Node = Record<string, unknown> & { '@type': string };

/** Every JSON-LD block of a page, parsed; their @graph nodes flattened. */
async function jsonLdNodes(path: string): Promise<Node[]> {
  const blocks = all(await htmlOf(path), /<script type="application\/ld\+json">(.*?)<\/script>/gs);
  return blocks.flatMap((block) => {
    const data = JSON.parse(block!) as { '@context': string; '@graph'?: Node[] };
    expect(data['@context']).toBe('https://schema.org');
    return data['@graph'] ?? [data as unknown as Node];
  });
}

describe('page metadata', () => {
  it.each(allPaths)('%s has one title, one description and one canonical URL', async (path) => {
    const html = await htmlOf(path);
    const route = findRoute(path)!;
    expect(all(html, /<title>([^<]*)<\/title>/g)).toHaveLength(1);
    expect(all(html, /<meta name="description" content="([^"]*)">/g).map((d) => decode(d!))).toEqual([
      descriptionOf(route),
    ]);
    expect(all(html, /<link rel="canonical" href="([^"]+)">/g)).toEqual([canonicalFor(route.path)]);
    expect(all(html, /<meta property="og:url" content="([^"]+)">/g)).toEqual([canonicalFor(route.path)]);
  });

  it('gives every canonical page a title and description no other page has', async () => {
    const heads = await Promise.all(routes.map((route) => htmlOf(route.path)));
    const titles = heads.map((html) => all(html, /<title>([^<]*)<\/title>/g)[0]);
    const descriptions = heads.map((html) => all(html, /<meta name="description" content="([^"]*)">/g)[0]);
    expect(new Set(titles).size).toBe(routes.length);
    expect(new Set(descriptions).size).toBe(routes.length);
  });

  it.each(routes.filter((route) => 'alias' in route).map((route) => [route.alias, route.path]))(
    'points the alias %s to the canonical URL of %s',
    async (alias, twin) => {
      const canonical = (html: string) => all(html, /<link rel="canonical" href="([^"]+)">/g)[0];
      expect(canonical(await htmlOf(alias!))).toBe(canonical(await htmlOf(twin!)));
    },
  );

  it('marks the 404 page noindex, without a canonical URL', async () => {
    const html = await (await fetch(urlFor(UNKNOWN_PATH))).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe('icons, manifest and share image', () => {
  const get = (file: string) => fetch(urlFor(`/${file}`));

  it.each([
    ['favicon.svg', 'image/svg+xml'],
    ['apple-touch-icon.png', 'image/png'],
    ['icon-192.png', 'image/png'],
    ['icon-512.png', 'image/png'],
    ['icon-maskable-512.png', 'image/png'],
    ['site.webmanifest', ''],
  ])('serves %s', async (file, type) => {
    const response = await get(file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type') ?? '').toContain(type);
  });

  it('serves favicon.ico as an icon file with 16, 32 and 48 px images', async () => {
    // Checked by its bytes: the local server sends no type for .ico, every real host does.
    const ico = Buffer.from(await (await get('favicon.ico')).arrayBuffer());
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    expect([0, 1, 2].map((i) => ico.readUInt8(6 + i * 16))).toEqual([16, 32, 48]);
  });

  it('links the manifest and icons from every page, and they all exist', async () => {
    const html = await htmlOf('/');
    const linked = all(html, /<link rel="(?:icon|apple-touch-icon|manifest)" href="([^"]+)"/g);
    expect(linked).toHaveLength(4);
    for (const href of linked) expect((await fetch(new URL(href!, urlFor('/')))).status).toBe(200);
  });

  it('serves the share image named in og:image as a 1200x630 PNG', async () => {
    const ogImage = all(await htmlOf('/about'), /<meta property="og:image" content="([^"]+)">/g)[0]!;
    expect(ogImage).toBe(`${root}${SHARE_IMAGE.file}`);
    const png = Buffer.from(await (await get(SHARE_IMAGE.file)).arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('lists icons in the manifest that exist', async () => {
    const manifest = (await (await get('site.webmanifest')).json()) as {
      icons: Array<{ src: string }>;
      start_url: string;
    };
    expect(manifest.start_url).toBe(BASE_PATH);
    for (const icon of manifest.icons) expect((await fetch(new URL(icon.src, urlFor('/')))).status).toBe(200);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists exactly the canonical pages in the sitemap, without the noindex thank-you page', async () => {
    const xml = await (await fetch(urlFor('/sitemap.xml'))).text();
    const indexed = routes.filter((route: Route) => !route.noindex);
    expect(all(xml, /<loc>([^<]+)<\/loc>/g)).toEqual(indexed.map((route) => canonicalFor(route.path)));
    // One noindex page (thank-you) per edition.
    expect(indexed.length).toBe(routes.length - locales.length);
  });

  it('points robots.txt to the sitemap', async () => {
    const robots = await (await fetch(urlFor('/robots.txt'))).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain(`Sitemap: ${root}sitemap.xml`);
  });
});

describe('structured data', () => {
  it.each(allPaths)('%s has JSON-LD blocks that parse, or none', async (path) => {
    const nodes = await jsonLdNodes(path);
    for (const node of nodes) expect(node['@type']).toBeTruthy();
  });

  it('describes the business (Malta and online, e-mail) and the teacher on the home page', async () => {
    const nodes = await jsonLdNodes('/');
    const business = nodes.find((node) => node['@type'] === 'EducationalOrganization');
    expect(business).toMatchObject({ name: site.brand, email: site.email, knowsLanguage: ['ja', 'en'] });
    expect(JSON.stringify(business?.areaServed)).toMatch(/Malta.*Online/);
    expect(nodes.find((node) => node['@type'] === 'Person')).toMatchObject({ name: site.teacherName });
  });

  it.each<[string, readonly Program[]]>([
    ['/programs', content.en.programs.programs.cards],
    ['/program', content.en.programs.programs.cards],
    ['/japanese-lessons', content.en['japanese-lessons'].programs.cards],
    ['/program/japanese', content.en['japanese-lessons'].programs.cards],
    ['/english-lessons', content.en['english-lessons'].programs.cards],
    ['/program/english', content.en['english-lessons'].programs.cards],
    ['/ja/japanese-lessons', content.ja['japanese-lessons'].programs.cards],
  ])('%s shows each program price and states the same price in its Course offer', async (path, cards) => {
    const text = textOf(await htmlOf(path));
    const courses = (await jsonLdNodes(path)).filter((node) => node['@type'] === 'Course') as unknown as CourseJson[];
    expect(courses).toHaveLength(cards.length);
    for (const card of cards) {
      expect(text).toContain(card.price.amount);
      expectCourseMatches(
        courses.find((course) => course.name === card.title),
        card,
      );
    }
  });

  it('has the FAQ page questions, as shown, in an FAQPage', async () => {
    const text = textOf(await htmlOf('/faq'));
    const faq = (await jsonLdNodes('/faq')).find((node) => node['@type'] === 'FAQPage');
    const questions = faq?.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(questions.map((q) => q.name)).toEqual(content.en.faq.items.map((item) => item.question));
    for (const item of content.en.faq.items) expect(text).toContain(item.question);
  });
});
