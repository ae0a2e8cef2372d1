// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  allPaths,
  englishPath,
  findRoute,
  localeOf,
  localizePath,
  locales,
  navRoutes,
  normalizePath,
  quickLinkRoutes,
  routes,
  toHref,
  twinOf,
  type Route,
} from '../src/routes.ts';
import { site } from '../src/site.ts';
import { loadPage } from '../src/page-loader.ts';
import { pageDescription, pageTitle } from '../src/seo/head.ts';
import { content } from './helpers/content.ts';

/** The English site's paths: both readings. */
const ENGLISH_PATHS = [
  '/',
  '/about',
  '/programs',
  '/program',
  '/japanese-lessons',
  '/program/japanese',
  '/english-lessons',
  '/program/english',
  '/gallery',
  '/blog',
  '/contact',
  '/privacy',
  '/terms',
  '/faq',
  '/promo',
  '/thank-you',
];

/** The Japanese edition: every page once, under /ja/ with its English (reading-A) path. */
const JAPANESE_PATHS = [
  '/ja',
  '/ja/about',
  '/ja/programs',
  '/ja/japanese-lessons',
  '/ja/english-lessons',
  '/ja/gallery',
  '/ja/blog',
  '/ja/contact',
  '/ja/privacy',
  '/ja/terms',
  '/ja/faq',
  '/ja/promo',
  '/ja/thank-you',
];

describe('the route table', () => {
  it('serves every path of both route readings in English, and every page once in Japanese under /ja/', () => {
    expect([...allPaths].sort()).toEqual([...ENGLISH_PATHS, ...JAPANESE_PATHS].sort());
  });

  it('gives every English page a Japanese twin and every Japanese page an English one, on the same path', () => {
    const english = routes.filter((route) => route.locale === 'en');
    const japanese = routes.filter((route) => route.locale === 'ja');
    expect(japanese.map((route) => route.page)).toEqual(english.map((route) => route.page));
    for (const route of english) {
      const twin = twinOf(route, 'ja');
      expect(twin.path).toBe(localizePath(route.path, 'ja'));
      expect(twinOf(twin, 'en')).toBe(route);
      expect(twin.alias).toBeUndefined();
    }
  });

  it('keeps the thank-you page, reached only by sending the contact form, out of the menus and search results', () => {
    const thankYou = findRoute('/thank-you');
    expect(thankYou).toMatchObject({ page: 'ThankYou', noindex: true });
    for (const locale of locales) {
      const twin = twinOf(thankYou!, locale);
      expect(navRoutes(locale)).not.toContain(twin);
      expect(quickLinkRoutes(locale)).not.toContain(twin);
    }
    expect(routes.filter((route: Route) => route.noindex)).toEqual([thankYou, findRoute('/ja/thank-you')]);
  });

  it('lists no path twice', () => {
    expect(new Set(allPaths).size).toBe(allPaths.length);
  });

  it('gives the header its six items in order', () => {
    expect(
      navRoutes('en').map((route) => [
        content.en.shell.nav[route.page as keyof typeof content.en.shell.nav],
        route.path,
      ]),
    ).toEqual([
      ['Home', '/'],
      ['About Me', '/about'],
      ['Programs', '/programs'],
      ['Gallery', '/gallery'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]);
    expect(navRoutes('ja').map((route) => route.path)).toEqual([
      '/ja',
      '/ja/about',
      '/ja/english-lessons',
      '/ja/gallery',
      '/ja/blog',
      '/ja/contact',
    ]);
    expect(
      navRoutes('ja').map((route) => content.ja.shell.nav[route.page as keyof typeof content.ja.shell.nav]),
    ).not.toContain('');
  });

  it('gives the footer the Quick Links About Me, Programs, Gallery, Blog', () => {
    expect(
      quickLinkRoutes('en').map((route) => content.en.shell.nav[route.page as keyof typeof content.en.shell.nav]),
    ).toEqual(['About Me', 'Programs', 'Gallery', 'Blog']);
    expect(quickLinkRoutes('ja').map((route) => route.path)).toEqual([
      '/ja/about',
      '/ja/english-lessons',
      '/ja/gallery',
      '/ja/blog',
    ]);
  });

  it('has a title and a description of sensible length for every page, in its language', () => {
    for (const route of routes) {
      expect(pageTitle(route).trim()).not.toBe(`— ${site.brand}`);
      // Japanese says as much in fewer characters: search results show about 80 of them.
      const [min, max] = route.locale === 'ja' ? [30, 120] : [50, 170];
      expect(pageDescription(route).length).toBeGreaterThan(min);
      expect(pageDescription(route).length).toBeLessThanOrEqual(max);
    }
  });

  it('loads a component for every page in every edition', async () => {
    for (const route of routes) {
      expect(typeof (await loadPage(route))).toBe('function');
    }
  });
});

describe('findRoute', () => {
  it('finds a page by either reading, with or without trailing slash, in any case', () => {
    expect(findRoute('/program/japanese')?.path).toBe('/japanese-lessons');
    expect(findRoute('/japanese-lessons/')?.path).toBe('/japanese-lessons');
    expect(findRoute('/About')?.path).toBe('/about');
    expect(findRoute('/about?ref=x#top')?.path).toBe('/about');
    expect(findRoute('/')?.page).toBe('Home');
  });

  it('finds nothing for unknown paths', () => {
    expect(findRoute('/nope')).toBeUndefined();
    expect(findRoute('/about/more')).toBeUndefined();
  });

  it('finds Japanese pages under /ja/, but no reading-B alias there', () => {
    expect(findRoute('/ja/')).toMatchObject({ page: 'Home', locale: 'ja', path: '/ja' });
    expect(findRoute('/ja/programs/')).toMatchObject({ page: 'Programs', locale: 'ja' });
    expect(findRoute('/ja/program')).toBeUndefined();
    expect(findRoute('/ja/program/japanese')).toBeUndefined();
  });
});

describe('editions', () => {
  it("tells a path's edition by its prefix", () => {
    expect(localeOf('/ja')).toBe('ja');
    expect(localeOf('/ja/about/')).toBe('ja');
    expect(localeOf('/JA/about')).toBe('ja');
    expect(localeOf('/japanese-lessons')).toBe('en');
    expect(localeOf('/')).toBe('en');
  });

  it('moves a path between editions, whichever edition it is given in', () => {
    expect(localizePath('/about', 'ja')).toBe('/ja/about');
    expect(localizePath('/', 'ja')).toBe('/ja');
    expect(localizePath('/ja/about', 'ja')).toBe('/ja/about');
    expect(localizePath('/ja/about/', 'en')).toBe('/about');
    expect(localizePath('/ja', 'en')).toBe('/');
    expect(englishPath('/japanese-lessons')).toBe('/japanese-lessons');
  });

  it("leads a reading-B alias to its canonical page's Japanese twin", () => {
    expect(twinOf(findRoute('/program/english')!, 'ja').path).toBe('/ja/english-lessons');
    expect(twinOf(findRoute('/program')!, 'ja').path).toBe('/ja/programs');
  });
});

describe('URL forms', () => {
  it('normalises trailing slashes away', () => {
    expect(normalizePath('/about/')).toBe('/about');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('//')).toBe('/');
  });

  it('links with a trailing slash, home as "/"', () => {
    expect(toHref('/about')).toBe('/about/');
    expect(toHref('/program/english/')).toBe('/program/english/');
    expect(toHref('/')).toBe('/');
  });

  it('titles pages "Page — Brand" in their language', () => {
    expect(pageTitle(findRoute('/about')!)).toBe(`About Me — ${site.brand}`);
    expect(pageTitle(findRoute('/ja/about')!)).toMatch(new RegExp(`^[^A-Za-z]+ — ${site.brand}$`));
  });
});
