// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/site.ts';
import { allPaths, findRoute, routes, twinOf, type Route } from '../../src/routes.ts';
import { THEME_COLORS } from '../../src/seo/assets.ts';
import { headTags, pageDescription, pageTitle, twitterHandle } from '../../src/seo/head.ts';

const context = { siteRoot: 'https://example.com/sub/', base: '/sub/' };
const headOf = (route: Route | undefined) => headTags(route, context).join('\n');
const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const canonicalOf = (path: string) => attribute(headOf(findRoute(path)), /<link rel="canonical" href="([^"]+)">/);

describe('page titles and descriptions', () => {
  it('gives every page its own title', () => {
    const titles = routes.map((route) => pageTitle(route));
    expect(new Set(titles).size).toBe(routes.length);
    for (const title of titles) expect(title).toMatch(new RegExp(`^.+ — ${site.brand}$`));
  });

  it('gives every page its own description of a search-result length', () => {
    const descriptions = routes.map((route) => pageDescription(route));
    expect(new Set(descriptions).size).toBe(routes.length);
    for (const route of routes) {
      // A Japanese character carries more than a Latin letter: results show about 80 to 120.
      const [min, max] = route.locale === 'ja' ? [30, 120] : [50, 160];
      expect(pageDescription(route).length).toBeGreaterThan(min);
      expect(pageDescription(route).length).toBeLessThanOrEqual(max);
    }
  });
});

describe('headTags', () => {
  it('links every page to its absolute canonical URL in the trailing-slash form', () => {
    expect(canonicalOf('/')).toBe('https://example.com/sub/');
    expect(canonicalOf('/about')).toBe('https://example.com/sub/about/');
  });

  it.each(routes.filter((route) => 'alias' in route).map((route) => [route.alias, route.path]))(
    'gives the alias %s the canonical URL of its twin %s',
    (alias, twin) => {
      expect(canonicalOf(alias!)).toBe(canonicalOf(twin!));
    },
  );

  it('gives every canonical page a distinct canonical URL', () => {
    const canonicals = allPaths.map(canonicalOf);
    expect(new Set(canonicals).size).toBe(routes.length);
  });

  it('describes the page for social cards with the absolute 1200x630 share image', () => {
    const head = headOf(findRoute('/about'));
    expect(head).toContain(`<meta property="og:title" content="About Me — ${site.brand}">`);
    expect(head).toContain('<meta property="og:url" content="https://example.com/sub/about/">');
    expect(head).toContain('<meta property="og:image" content="https://example.com/sub/og-image.png">');
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta property="og:image:height" content="630">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('links the icons and the manifest under the base path', () => {
    const head = headOf(findRoute('/'));
    for (const file of ['favicon.ico', 'favicon.svg', 'apple-touch-icon.png', 'site.webmanifest']) {
      expect(head).toContain(`href="/sub/${file}"`);
    }
  });

  it('sets the theme colour for the light and the dark theme', () => {
    const head = headOf(findRoute('/'));
    expect(head).toContain(
      `<meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)">`,
    );
    expect(head).toContain(
      `<meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)">`,
    );
  });

  it('asks search engines not to index the 404 page, which has no canonical URL', () => {
    const head = headOf(undefined);
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).not.toContain('rel="canonical"');
    expect(head).toContain('href="/sub/favicon.svg"');
  });

  it('asks search engines not to index the thank-you page, and only that page (in each language) among the routes', () => {
    expect(headOf(findRoute('/thank-you'))).toContain('<meta name="robots" content="noindex">');
    expect(routes.filter((route) => headOf(route).includes('noindex')).map((route) => route.path)).toEqual([
      '/thank-you',
      '/ja/thank-you',
    ]);
  });

  it('links every indexable page to its twins: en, ja and x-default (English), absolute and reciprocal', () => {
    const alternates = (route: Route) =>
      [...headOf(route).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
        ([, lang, href]) => `${lang} ${href}`,
      );
    for (const route of routes.filter((candidate) => !candidate.noindex)) {
      const english = twinOf(route, 'en');
      const japanese = twinOf(route, 'ja');
      const expected = [
        `en ${canonicalOf(english.path)}`,
        `ja ${canonicalOf(japanese.path)}`,
        `x-default ${canonicalOf(english.path)}`,
      ];
      expect(alternates(route)).toEqual(expected);
      // The twin lists the same set: each page of the pair names the other.
      expect(alternates(route.locale === 'en' ? japanese : english)).toEqual(expected);
      for (const line of expected) expect(line).toMatch(/ https:\/\/example\.com\/sub\//);
    }
    expect(alternates(findRoute('/thank-you')!)).toEqual([]);
  });

  it('gives each language its own canonical URL, Open Graph locale and title', () => {
    expect(canonicalOf('/ja/about')).toBe('https://example.com/sub/ja/about/');
    expect(canonicalOf('/program/english')).toBe('https://example.com/sub/english-lessons/');
    const japanese = headOf(findRoute('/ja/about'));
    expect(japanese).toContain('<meta property="og:locale" content="ja_JP">');
    expect(japanese).toContain('<meta property="og:locale:alternate" content="en_GB">');
    expect(headOf(findRoute('/about'))).toContain('<meta property="og:locale" content="en_GB">');
    expect(attribute(japanese, /<meta property="og:title" content="([^"]+)">/)).toBe(
      pageTitle(findRoute('/ja/about')!),
    );
  });
});

describe('THEME_COLORS', () => {
  it('equals --color-bg of the light and dark themes in styles/global.scss', () => {
    const scss = fs.readFileSync(path.resolve(import.meta.dirname, '../../styles/global.scss'), 'utf8');
    const backgrounds = [...scss.matchAll(/--color-bg:\s*(#[0-9a-f]{3,8})/gi)].map((match) => match[1]?.toLowerCase());
    expect(backgrounds).toEqual([THEME_COLORS.light, THEME_COLORS.dark]);
  });
});

describe('twitterHandle', () => {
  it('reads the handle of an X or Twitter profile', () => {
    expect(twitterHandle('https://x.com/someone')).toBe('@someone');
    expect(twitterHandle('https://twitter.com/someone/')).toBe('@someone');
  });

  it('has none for other services', () => {
    expect(twitterHandle('https://bsky.app/profile/someone')).toBeUndefined();
  });
});
