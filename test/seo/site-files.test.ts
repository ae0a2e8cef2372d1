// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { site } from '../../src/site.ts';
import { routes, type Route } from '../../src/routes.ts';
import { MANIFEST_ICONS, THEME_COLORS } from '../../src/seo/assets.ts';
import { robotsTxt, sitemapXml, webManifest } from '../../src/seo/site-files.ts';

const root = 'https://example.com/sub/';

describe('sitemapXml', () => {
  const xml = sitemapXml(routes, root);
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('lists exactly the canonical page URLs, once each, aliases and noindex pages left out', () => {
    const indexed = routes.filter((route: Route) => !route.noindex);
    expect(locations).toEqual(indexed.map((route) => (route.path === '/' ? root : `${root}${route.path.slice(1)}/`)));
    expect(locations.some((url) => url?.includes('/program/'))).toBe(false);
    expect(locations).not.toContain(`${root}thank-you/`);
  });

  it("lists each page with its twins in both languages and x-default (Google's hreflang sitemap)", () => {
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => body!);
    expect(entries).toHaveLength(locations.length);
    for (const entry of entries) {
      const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
      expect(links.map(([, lang]) => lang)).toEqual(['en', 'ja', 'x-default']);
      const [en, ja, fallback] = links.map(([, , href]) => href);
      expect(fallback).toBe(en);
      expect(ja).toBe(en === root ? `${root}ja/` : en!.replace(root, `${root}ja/`));
      // The page itself is one of its alternates, and its twin is listed too.
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1];
      expect([en, ja]).toContain(loc);
      expect(locations).toContain(en);
      expect(locations).toContain(ja);
    }
  });

  it('is a sitemaps.org urlset', () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
  });
});

describe('robotsTxt', () => {
  it('allows everything and names the sitemap by its absolute URL', () => {
    expect(robotsTxt(root)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${root}sitemap.xml\n`);
  });
});

describe('webManifest', () => {
  const manifest = JSON.parse(webManifest('/sub/'));

  it('names the site after the brand and starts at the base path', () => {
    expect(manifest).toMatchObject({ name: site.brand, start_url: '/sub/', scope: '/sub/' });
    expect(manifest.theme_color).toBe(THEME_COLORS.light);
  });

  it('lists the icons under the base path, a maskable one among them', () => {
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual(
      MANIFEST_ICONS.map((icon) => `/sub/${icon.file}`),
    );
    expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(true);
  });
});
