import { describe, expect, it } from 'vitest';
import {
  allPaths,
  documentTitle,
  findRoute,
  navRoutes,
  normalizePath,
  quickLinkRoutes,
  routes,
  toHref,
} from '../src/routes.ts';
import { pageDescriptions } from '../src/content/page-descriptions.ts';
import { site } from '../src/content/site.ts';
import { loadPage } from '../src/page-loader.ts';

describe('the route table', () => {
  it('serves every path of both readings of the spec', () => {
    expect([...allPaths].sort()).toEqual(
      [
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
      ].sort(),
    );
  });

  it('lists no path twice', () => {
    expect(new Set(allPaths).size).toBe(allPaths.length);
  });

  it("gives the header the spec's six items in order", () => {
    expect(navRoutes.map((route) => [route.nav, route.path])).toEqual([
      ['Home', '/'],
      ['About Me', '/about'],
      ['Programs', '/programs'],
      ['Gallery', '/gallery'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]);
  });

  it('gives the footer the Quick Links About Me, Programs, Gallery, Blog', () => {
    expect(quickLinkRoutes.map((route) => route.nav)).toEqual(['About Me', 'Programs', 'Gallery', 'Blog']);
  });

  it('has a title and a description of sensible length for every page', () => {
    for (const route of routes) {
      expect(route.title.trim()).not.toBe('');
      expect(pageDescriptions[route.page].length).toBeGreaterThan(50);
      expect(pageDescriptions[route.page].length).toBeLessThanOrEqual(170);
    }
  });

  it('loads a component for every page', async () => {
    for (const route of routes) {
      expect(typeof (await loadPage(route.page))).toBe('function');
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

  it('titles pages "Page — Brand"', () => {
    expect(documentTitle(findRoute('/about'))).toBe(`About Me — ${site.brand}`);
    expect(documentTitle(undefined)).toBe(`Page not found — ${site.brand}`);
  });
});
