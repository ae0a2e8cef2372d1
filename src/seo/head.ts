// The <head> tags that make a page findable and shareable: canonical link, theme colours,
// icons, manifest, Open Graph and Twitter/X cards, and the page's structured data. The
// prerender adds them to the document template (scripts/document.ts) for every page.
import { pageDescriptions } from '../content/page-descriptions.ts';
import { site } from '../content/site.ts';
import { documentTitle, findRoute, type Route } from '../routes.ts';
import { APPLE_TOUCH_ICON, FAVICON_ICO, FAVICON_SVG, SHARE_IMAGE, THEME_COLORS, WEB_MANIFEST_FILE } from './assets.ts';
import { escapeHtml, jsonForScript } from './html.ts';
import { structuredData } from './structured-data.ts';
import { canonicalUrl, fileUrl } from './urls.ts';

/** Where the site is deployed, for the URLs in the head. */
export interface HeadContext {
  /** The site root's absolute URL, ending in "/" (see siteRootUrl). */
  siteRoot: string;
  /** The base path ("/" or "/sub/") for root-relative file links. */
  base: string;
}

type Attributes = Record<string, string | number>;

function tag(name: 'meta' | 'link', attributes: Attributes): string {
  const pairs = Object.entries(attributes).map(([key, value]) => `${key}="${escapeHtml(String(value))}"`);
  return `<${name} ${pairs.join(' ')}>`;
}

/** The "@handle" of an X/Twitter profile URL, for twitter:site; undefined for other services. */
export function twitterHandle(profileUrl: string): string | undefined {
  const url = new URL(profileUrl);
  if (!/^(www\.)?(x|twitter)\.com$/.test(url.hostname)) return undefined;
  const handle = url.pathname.split('/')[1];
  return handle ? `@${handle}` : undefined;
}

/** The share image's alt text: the brand and what the home page offers. */
export function shareImageAlt(): string {
  const home = findRoute('/');
  return home ? `${site.brand}: ${home.title}` : site.brand;
}

/** Theme colour, icons and manifest: the same on every page, the 404 page included. */
function browserTags({ base }: HeadContext): string[] {
  return [
    tag('meta', { name: 'theme-color', content: THEME_COLORS.light, media: '(prefers-color-scheme: light)' }),
    tag('meta', { name: 'theme-color', content: THEME_COLORS.dark, media: '(prefers-color-scheme: dark)' }),
    // The .ico first with an explicit size, so browsers that understand SVG still prefer the SVG.
    tag('link', { rel: 'icon', href: `${base}${FAVICON_ICO.file}`, sizes: FAVICON_ICO.sizes }),
    tag('link', { rel: 'icon', href: `${base}${FAVICON_SVG.file}`, type: FAVICON_SVG.type }),
    tag('link', { rel: 'apple-touch-icon', href: `${base}${APPLE_TOUCH_ICON.file}` }),
    tag('link', { rel: 'manifest', href: `${base}${WEB_MANIFEST_FILE}` }),
  ];
}

/** Open Graph and Twitter/X card tags: what a shared link's preview shows. */
function socialTags(route: Route, url: string, { siteRoot }: HeadContext): string[] {
  const handle = twitterHandle(site.socialUrl);
  return [
    tag('meta', { property: 'og:type', content: 'website' }),
    tag('meta', { property: 'og:site_name', content: site.brand }),
    tag('meta', { property: 'og:title', content: documentTitle(route) }),
    tag('meta', { property: 'og:description', content: pageDescriptions[route.page] }),
    tag('meta', { property: 'og:url', content: url }),
    tag('meta', { property: 'og:image', content: fileUrl(siteRoot, SHARE_IMAGE.file) }),
    tag('meta', { property: 'og:image:type', content: SHARE_IMAGE.type }),
    tag('meta', { property: 'og:image:width', content: SHARE_IMAGE.width }),
    tag('meta', { property: 'og:image:height', content: SHARE_IMAGE.height }),
    tag('meta', { property: 'og:image:alt', content: shareImageAlt() }),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    ...(handle ? [tag('meta', { name: 'twitter:site', content: handle })] : []),
  ];
}

/** A <script type="application/ld+json"> block; data, not code, so the CSP allows it. */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${jsonForScript(data)}</script>`;
}

/**
 * Every SEO tag of a page's head, in document order. `route` is undefined for the
 * 404 page, which search engines are asked not to index.
 */
export function headTags(route: Route | undefined, context: HeadContext): string[] {
  if (!route) return [tag('meta', { name: 'robots', content: 'noindex' }), ...browserTags(context)];
  const url = canonicalUrl(context.siteRoot, route);
  const data = structuredData(route, context.siteRoot);
  return [
    tag('link', { rel: 'canonical', href: url }),
    ...browserTags(context),
    ...socialTags(route, url, context),
    ...(data ? [jsonLdScript(data)] : []),
  ];
}
