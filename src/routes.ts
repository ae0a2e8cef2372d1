// THE route table: every page once, in every edition (English at the root, Japanese under
// /ja/). The router, the header and footer navigation, the language switcher, the prerender,
// the sitemap and the tests all read it; nothing else lists routes. It is plain data with no
// Vite-only code, so any Node script can import it (`tsx`); the page modules are loaded by
// src/page-loader.ts.
//
// Some pages are reached by two URLs. The product names its pages in two "readings":
// reading A (/programs, /japanese-lessons, /english-lessons, /terms) and reading B
// (/program, /program/japanese, /program/english, /faq, /promo). Both are served as real
// pages: `path` is the canonical URL (reading A where the page has one), `alias` the
// other reading's URL for the same page. /terms exists only in reading A, /faq and /promo
// only in reading B, so they have no alias.

/**
 * The site's editions. English is the default: its pages sit at the root, both readings.
 * Every reading-A page also exists in Japanese under /ja/ with the same path (/ja/about);
 * the reading-B aliases are English only.
 */
export const locales = ['en', 'ja'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The path prefix of each edition's pages. */
const localePrefixes: Record<Locale, string> = { en: '', ja: '/ja' };

/** A page's place in the site; its words are in its content files. */
interface RouteEntry {
  /** The page's folder and component under src/pages/ (src/pages/<Name>/<Name>.tsx). */
  page: string;
  /** Canonical path of the English page, without trailing slash ("/" for home). */
  path: string;
  /** The same English page under the other reading's path, if it differs. */
  alias?: string;
  /**
   * Listed in the header navigation, in this table's order: in every edition (true), or only
   * in the editions named.
   */
  inNav?: true | readonly Locale[];
  /** Listed under the footer's Quick Links. */
  quickLink?: boolean;
  /**
   * A page visitors reach only by sending the contact form: kept out of search results
   * (robots noindex) and the sitemap, and never in the navigation.
   */
  noindex?: boolean;
  /**
   * The page's content files, src/content/{facts,en,ja}/<content>.yaml: a name of
   * src/content-schema/units.ts's CONTENT_UNITS, which holds one for every name here.
   */
  content: string;
  /** When pages share their content files: the field of it that holds this page's title, description and heading. */
  contentPart?: string;
}

const routeEntries = [
  { page: 'Home', path: '/', inNav: true, content: 'home' },
  { page: 'About', path: '/about', inNav: true, quickLink: true, content: 'about' },
  // The Japanese menu lists the English lessons where the English menu lists the programs (the
  // Japanese courses): most readers of the Japanese pages want English lessons.
  {
    page: 'EnglishLessons',
    path: '/english-lessons',
    alias: '/program/english',
    inNav: ['ja'],
    quickLink: true,
    content: 'english-lessons',
  },
  {
    page: 'Programs',
    path: '/programs',
    alias: '/program',
    inNav: ['en'],
    quickLink: true,
    content: 'programs',
  },
  { page: 'JapaneseLessons', path: '/japanese-lessons', alias: '/program/japanese', content: 'japanese-lessons' },
  { page: 'Gallery', path: '/gallery', inNav: true, quickLink: true, content: 'gallery' },
  { page: 'Blog', path: '/blog', inNav: true, quickLink: true, content: 'blog' },
  { page: 'Contact', path: '/contact', inNav: true, content: 'contact' },
  { page: 'Faq', path: '/faq', content: 'faq' },
  { page: 'Privacy', path: '/privacy', content: 'policies', contentPart: 'privacy' },
  { page: 'Terms', path: '/terms', content: 'policies', contentPart: 'terms' },
  { page: 'Promo', path: '/promo', content: 'promo' },
  { page: 'ThankYou', path: '/thank-you', noindex: true, content: 'thank-you' },
] as const satisfies readonly RouteEntry[];

/** The name of a page's folder and component under src/pages/. */
export type PageName = (typeof routeEntries)[number]['page'];

/** The content (src/content-schema/units.ts) a page shows. */
export type PageContentName = (typeof routeEntries)[number]['content'];

/** The pages the header navigation lists. */
export type NavPageName = Extract<(typeof routeEntries)[number], { inNav: unknown }>['page'];

/** One page of the site in one edition. */
export interface Route {
  /** Component folder under src/pages/. */
  page: PageName;
  /** The edition the page is in. */
  locale: Locale;
  /** Canonical path, without trailing slash ("/" for home, "/ja" for the Japanese home). */
  path: string;
  /** The same page under the other reading's path, if it differs (English only). */
  alias?: string;
  /** Listed in this edition's header navigation. */
  inNav?: boolean;
  /** Listed under the footer's Quick Links. */
  quickLink?: boolean;
  /** Kept out of search results and the sitemap (the thank-you page after the contact form). */
  noindex?: boolean;
  /** The page's content files, src/content/{facts,en,ja}/<content>.yaml. */
  content: PageContentName;
  /** When pages share their content files: the field of it that holds this page's title, description and heading. */
  contentPart?: string;
}

/** The English path of a path in any edition: "/ja/about" → "/about", "/ja" → "/". */
export function englishPath(path: string): string {
  const bare = normalizePath(path);
  const prefix = localePrefixes[localeOf(bare)];
  return prefix ? bare.slice(prefix.length) || '/' : bare;
}

/** A path in an edition: "/about" → "/ja/about", "/" → "/ja" (a path of any edition may be given). */
export function localizePath(path: string, locale: Locale): string {
  const bare = englishPath(path);
  const prefix = localePrefixes[locale];
  if (!prefix) return bare;
  return bare === '/' ? prefix : `${prefix}${bare}`;
}

/** The edition a path belongs to: "/ja" and "/ja/…" are Japanese, everything else English. */
export function localeOf(path: string): Locale {
  const bare = normalizePath(path).toLowerCase();
  const found = locales.find((locale) => {
    const prefix = localePrefixes[locale];
    return prefix && (bare === prefix || bare.startsWith(`${prefix}/`));
  });
  return found ?? defaultLocale;
}

export const routes: readonly Route[] = locales.flatMap((locale) =>
  routeEntries.map(({ path, alias, inNav, ...entry }: RouteEntry & { page: PageName; content: PageContentName }) => ({
    ...entry,
    ...(inNav === true || inNav?.includes(locale) ? { inNav: true } : {}),
    locale,
    path: localizePath(path, locale),
    ...(alias && locale === defaultLocale ? { alias } : {}),
  })),
);

/** Every URL path the site answers with a page: canonical paths and aliases, in every edition. */
export const allPaths: readonly string[] = routes.flatMap((route) =>
  route.alias ? [route.path, route.alias] : [route.path],
);

/** A page the header navigation lists. */
export type NavRoute = Route & { page: NavPageName };

/** The header navigation of an edition, in the table's order. */
export function navRoutes(locale: Locale): readonly NavRoute[] {
  return routes.filter((route): route is NavRoute => route.inNav === true && route.locale === locale);
}

/** The footer's Quick Links of an edition (pages of the header navigation too). */
export function quickLinkRoutes(locale: Locale): readonly NavRoute[] {
  return navRoutes(locale).filter((route) => route.quickLink);
}

/** The same page in another edition (every page has one in each). */
export function twinOf(route: Route, locale: Locale): Route {
  const twin = routes.find((other) => other.page === route.page && other.locale === locale);
  if (!twin) throw new Error(`No ${locale} page for ${route.path}`);
  return twin;
}

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
