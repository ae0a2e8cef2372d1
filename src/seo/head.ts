// The <head> tags that make a page findable and shareable: canonical link, the page's
// twins in the other languages (hreflang), theme colours, icons, manifest, Open Graph and
// Twitter/X cards, and the page's structured data. The prerender adds them to the
// document template (scripts/document.ts) for every page.
import content from 'virtual:content/all';
import { pageTitle as titleFromContent, pageWords } from '../page-words.ts';
import { defaultLocale, findRoute, locales, twinOf, type Locale, type Route } from '../routes.ts';
import { site } from '../site.ts';
import { headEditions } from './editions.ts';
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

export function tag(name: 'meta' | 'link', attributes: Attributes): string {
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

/** A page's own title, without the brand, from its content files. */
function ownTitle(route: Route): string {
  return pageWords(content[route.locale][route.content], route).title;
}

/** The share image's alt text: the brand and what the home page offers (in English: the image is). */
export function shareImageAlt(): string {
  return `${site.brand}: ${ownTitle(findRoute('/')!)}`;
}

/** A page's title in its edition: "About Me — Brand". */
export function pageTitle(route: Route): string {
  return titleFromContent(content[route.locale][route.content], route);
}

/** A page's description in its edition, from its content files. */
export function pageDescription(route: Route): string {
  const { description } = pageWords(content[route.locale][route.content], route);
  if (description === undefined) throw new Error(`No description for the page ${route.path}`);
  return description;
}

/**
 * The page's twin in every edition, itself included, as <link rel="alternate" hreflang>,
 * plus x-default (the English page) for readers of any other language. Every page of a pair
 * lists the same set, so the links are reciprocal.
 */
function alternateTags(route: Route, { siteRoot }: HeadContext): string[] {
  const twins = locales.map((locale) => twinOf(route, locale));
  return [
    ...twins.map((twin) =>
      tag('link', { rel: 'alternate', hreflang: headEditions[twin.locale].lang, href: canonicalUrl(siteRoot, twin) }),
    ),
    tag('link', {
      rel: 'alternate',
      hreflang: 'x-default',
      href: canonicalUrl(siteRoot, twinOf(route, defaultLocale)),
    }),
  ];
}

/** Theme colour, icons and manifest: the same on every page, the 404 page included. */
export function browserTags({ base }: HeadContext): string[] {
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

/** A page as a shared link's preview shows it. */
export interface SharedPage {
  title: string;
  description: string;
  locale: Locale;
  /** Its absolute address. */
  url: string;
  /** The languages it also exists in. */
  otherLocales?: readonly Locale[];
}

/** Open Graph and Twitter/X card tags of a page that shares the site's picture: what a shared link's preview shows. */
export function shareTags(page: SharedPage, siteRoot: string): string[] {
  const handle = twitterHandle(site.socialUrl);
  return [
    tag('meta', { property: 'og:type', content: 'website' }),
    tag('meta', { property: 'og:site_name', content: site.brand }),
    tag('meta', { property: 'og:title', content: page.title }),
    tag('meta', { property: 'og:description', content: page.description }),
    tag('meta', { property: 'og:locale', content: headEditions[page.locale].ogLocale }),
    ...(page.otherLocales ?? []).map((locale) =>
      tag('meta', { property: 'og:locale:alternate', content: headEditions[locale].ogLocale }),
    ),
    tag('meta', { property: 'og:url', content: page.url }),
    tag('meta', { property: 'og:image', content: fileUrl(siteRoot, SHARE_IMAGE.file) }),
    tag('meta', { property: 'og:image:type', content: SHARE_IMAGE.type }),
    tag('meta', { property: 'og:image:width', content: SHARE_IMAGE.width }),
    tag('meta', { property: 'og:image:height', content: SHARE_IMAGE.height }),
    tag('meta', { property: 'og:image:alt', content: shareImageAlt() }),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    ...(handle ? [tag('meta', { name: 'twitter:site', content: handle })] : []),
  ];
}

/** A route's share tags. */
function socialTags(route: Route, url: string, { siteRoot }: HeadContext): string[] {
  const otherLocales = locales.filter((locale) => locale !== route.locale);
  return shareTags(
    { title: pageTitle(route), description: pageDescription(route), locale: route.locale, url, otherLocales },
    siteRoot,
  );
}

/** A <script type="application/ld+json"> block; data, not code, so the CSP allows it. */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${jsonForScript(data)}</script>`;
}

/**
 * Every SEO tag of a page's head, in document order. `route` is undefined for the
 * 404 page, which search engines are asked not to index, as are routes marked `noindex`.
 */
export function headTags(route: Route | undefined, context: HeadContext): string[] {
  if (!route) return [tag('meta', { name: 'robots', content: 'noindex' }), ...browserTags(context)];
  const url = canonicalUrl(context.siteRoot, route);
  const data = structuredData(route, context.siteRoot);
  return [
    // A page reached only by sending the contact form (the thank-you page) stays out of search results.
    ...(route.noindex ? [tag('meta', { name: 'robots', content: 'noindex' })] : []),
    tag('link', { rel: 'canonical', href: url }),
    // A noindex page has nothing for search engines to pair.
    ...(route.noindex ? [] : alternateTags(route, context)),
    ...browserTags(context),
    ...socialTags(route, url, context),
    ...(data ? [jsonLdScript(data)] : []),
  ];
}
