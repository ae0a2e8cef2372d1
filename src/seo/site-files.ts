// The site-wide files the prerender writes beside the pages: sitemap.xml (canonical
// pages only, each with its twins in the other languages), robots.txt pointing to it, and
// the web app manifest (English, the site's default language).
import { site } from '../site.ts';
import { defaultLocale, findRoute, locales, twinOf, type Route } from '../routes.ts';
import { MANIFEST_ICONS, THEME_COLORS } from './assets.ts';
import { pageDescription } from './head.ts';
import { escapeHtml } from './html.ts';
import { fileUrl, pageUrl } from './urls.ts';

export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';

/** A page's twins as the sitemap's hreflang alternates: every language, then x-default (English). */
function alternateLinks(route: Route, siteRoot: string): string[] {
  const link = (hreflang: string, twin: Route) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(pageUrl(siteRoot, twin.path))}"/>`;
  return [
    ...locales.map((locale) => link(locale, twinOf(route, locale))),
    link('x-default', twinOf(route, defaultLocale)),
  ];
}

/**
 * sitemap.xml: one <url> per page at its canonical address, in every language, each listing
 * the page's twins (Google's hreflang sitemap format); aliases and noindex pages are left out.
 * `more` are further <url> entries (the articles': ./articles.ts).
 */
export function sitemapXml(routes: readonly Route[], siteRoot: string, more: readonly string[] = []): string {
  const urls = routes
    .filter((route) => !route.noindex)
    .map((route) =>
      [
        '  <url>',
        `    <loc>${escapeHtml(pageUrl(siteRoot, route.path))}</loc>`,
        ...alternateLinks(route, siteRoot),
        '  </url>',
      ].join('\n'),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    ...more,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled; the sitemap's address. */
export function robotsTxt(siteRoot: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${fileUrl(siteRoot, SITEMAP_FILE)}`, ''].join('\n');
}

/** The web app manifest (JSON): name, colours and icons for home screens and install prompts. */
export function webManifest(base: string): string {
  const manifest = {
    name: site.brand,
    short_name: site.brand,
    description: pageDescription(findRoute('/')!),
    lang: 'en',
    id: base,
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: THEME_COLORS.light,
    theme_color: THEME_COLORS.light,
    icons: MANIFEST_ICONS.map(({ file, sizes, type, purpose }) => ({ src: `${base}${file}`, sizes, type, purpose })),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
