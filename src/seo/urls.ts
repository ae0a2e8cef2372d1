// Absolute URLs of the site's pages and files, for canonical links, social cards, the
// sitemap and structured data. Relative links inside the pages are the router's job.
import { toHref, type Route } from '../routes.ts';

/**
 * The address of the deployed site's root, always ending in "/": the site's origin
 * (site.url, or SITE_URL at build time) followed by the base path ("/" or "/sub/").
 */
export function siteRootUrl(origin: string, base: string): string {
  return `${origin.replace(/\/+$/, '')}${base.startsWith('/') ? base : `/${base}`}`.replace(/\/?$/, '/');
}

/** The absolute URL of a page, in the site's one URL form (trailing slash: "…/about/"). */
export function pageUrl(siteRoot: string, path: string): string {
  return new URL(toHref(path).slice(1), siteRoot).href;
}

/** The absolute URL of a file at the site's root ("og-image.png" → "…/og-image.png"). */
export function fileUrl(siteRoot: string, file: string): string {
  return new URL(file, siteRoot).href;
}

/** The page's canonical URL: an alias (the reading-B path, e.g. /program) points to its reading-A twin (/programs). */
export function canonicalUrl(siteRoot: string, route: Route): string {
  return pageUrl(siteRoot, route.path);
}
