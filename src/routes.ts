// THE route table: every page once. The router, the header and footer navigation, the
// prerender, the sitemap and the tests all read it; nothing else lists routes. It is plain
// data with no Vite-only code, so any Node script can import it (`tsx`); the page modules
// are loaded by src/page-loader.ts.
//
// Some pages are reached by two URLs. The product names its pages in two "readings":
// reading A (/programs, /japanese-lessons, /english-lessons, /terms) and reading B
// (/program, /program/japanese, /program/english, /faq, /promo). Both are served as real
// pages: `path` is the canonical URL (reading A where the page has one), `alias` the
// other reading's URL for the same page. /terms exists only in reading A, /faq and /promo
// only in reading B, so they have no alias.
import { navLabels, pageTitles } from './content/page-titles.ts';
import { site } from './content/site.ts';

/** A page's place in the site, before its words are added from src/content/page-titles.ts. */
interface RouteEntry {
  /** The page's folder and component under src/pages/ (src/pages/<Name>/<Name>.tsx). */
  page: string;
  /** Canonical path, without trailing slash ("/" for home). */
  path: string;
  /** The same page under the other reading's path, if it differs. */
  alias?: string;
  /** Listed in the header navigation, in this table's order. */
  inNav?: boolean;
  /** Listed under the footer's Quick Links. */
  quickLink?: boolean;
}

const routeEntries = [
  { page: 'Home', path: '/', inNav: true },
  { page: 'About', path: '/about', inNav: true, quickLink: true },
  { page: 'Programs', path: '/programs', alias: '/program', inNav: true, quickLink: true },
  { page: 'JapaneseLessons', path: '/japanese-lessons', alias: '/program/japanese' },
  { page: 'EnglishLessons', path: '/english-lessons', alias: '/program/english' },
  { page: 'Gallery', path: '/gallery', inNav: true, quickLink: true },
  { page: 'Blog', path: '/blog', inNav: true, quickLink: true },
  { page: 'Contact', path: '/contact', inNav: true },
  { page: 'Faq', path: '/faq' },
  { page: 'Privacy', path: '/privacy' },
  { page: 'Terms', path: '/terms' },
  { page: 'Promo', path: '/promo' },
] as const satisfies readonly RouteEntry[];

/** The name of a page's folder and component under src/pages/. */
export type PageName = (typeof routeEntries)[number]['page'];

/** The pages the header navigation lists. */
export type NavPageName = Extract<(typeof routeEntries)[number], { inNav: true }>['page'];

/** One page of the site. */
export interface Route {
  /** Component folder under src/pages/. */
  page: PageName;
  /** Canonical path, without trailing slash ("/" for home). */
  path: string;
  /** The same page under the other reading's path, if it differs. */
  alias?: string;
  /** Page name for the document title ("About Me — Brand"). */
  title: string;
  /** Label in the header navigation, if the page is in it. */
  nav?: string;
  /** Listed under the footer's Quick Links. */
  quickLink?: boolean;
}

function navLabel(page: PageName): string | undefined {
  return Object.hasOwn(navLabels, page) ? navLabels[page as NavPageName] : undefined;
}

export const routes: readonly Route[] = routeEntries.map(({ inNav, ...entry }: RouteEntry & { page: PageName }) => ({
  ...entry,
  title: pageTitles[entry.page],
  ...(inNav ? { nav: navLabel(entry.page) } : {}),
}));

/** Every URL path the site answers with a page: canonical paths and aliases. */
export const allPaths: readonly string[] = routes.flatMap((route) =>
  route.alias ? [route.path, route.alias] : [route.path],
);

/** The header navigation, in the table's order. */
export const navRoutes: readonly Route[] = routes.filter((route) => route.nav);

/** The footer's Quick Links. */
export const quickLinkRoutes: readonly Route[] = routes.filter((route) => route.quickLink);

/** Strips a trailing slash so "/about/" and "/about" name the same page ("/" stays "/"). */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : '/';
}

/**
 * The URL form used in links: a trailing slash for every page but home ("/about/").
 * That is how the files lie in dist/ (about/index.html), so every static host serves
 * them without a redirect (GitHub Pages and nginx redirect "/about" to "/about/").
 */
export function toHref(path: string): string {
  const bare = normalizePath(path);
  return bare === '/' ? '/' : `${bare}/`;
}

/** The route for a location (either reading, with or without trailing slash), or undefined. */
export function findRoute(location: string): Route | undefined {
  const bare = normalizePath(location).toLowerCase();
  return routes.find((route) => route.path === bare || route.alias === bare);
}

/** The document title for a route: "Page — Brand". */
export function documentTitle(route: Route | undefined): string {
  if (!route) return `Page not found — ${site.brand}`;
  return `${route.title} — ${site.brand}`;
}

/** The source file of a page, as Vite's manifest names it (for the prerender's preload links). */
export function pageSourceFile(page: PageName): string {
  return `src/pages/${page}/${page}.tsx`;
}
