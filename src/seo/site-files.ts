// The site-wide files the prerender writes beside the pages: sitemap.xml (canonical
// pages only), robots.txt pointing to it, and the web app manifest.
import { pageDescriptions } from '../content/page-descriptions.ts';
import { site } from '../content/site.ts';
import type { Route } from '../routes.ts';
import { MANIFEST_ICONS, THEME_COLORS } from './assets.ts';
import { escapeHtml } from './html.ts';
import { fileUrl, pageUrl } from './urls.ts';

export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';

/** sitemap.xml: one <url> per page at its canonical address; aliases are left out. */
export function sitemapXml(routes: readonly Route[], siteRoot: string): string {
  const urls = routes.map((route) => `  <url><loc>${escapeHtml(pageUrl(siteRoot, route.path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
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
    description: pageDescriptions.Home,
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
