// THE route table: every page once. The router, the header and footer navigation, the
// prerender, the sitemap and the tests all read it; nothing else lists routes.
//
// The spec names some pages by two sets of paths (its "readings" A and B). We serve both:
// `path` is the canonical URL (reading A where it has one), `alias` the other reading's
// URL for the same page. Reading-A-only (/terms) and reading-B-only pages (/faq, /promo)
// simply have no alias.
import type { ComponentType } from 'react';
import { site } from './content/site.ts';

/** The name of a page's folder and component under src/pages/ (src/pages/<Name>/<Name>.tsx). */
export type PageName =
  | 'Home'
  | 'About'
  | 'Programs'
  | 'JapaneseLessons'
  | 'EnglishLessons'
  | 'Gallery'
  | 'Blog'
  | 'Contact'
  | 'Faq'
  | 'Privacy'
  | 'Terms'
  | 'Promo'
  | 'ThankYou';

/** One page of the site. */
export interface Route {
  /** Component folder under src/pages/. */
  page: PageName;
  /** Canonical path, without trailing slash ("/" for home). */
  path: string;
  /** The same page under the other reading's path (spec §2), if it differs. */
  alias?: string;
  /** Page name for the document title ("About Me — Brand"); the home page uses the brand alone. */
  title: string;
  /**
   * The meta description: one or two sentences, under ~160 characters. Only the prerender
   * needs it (it writes each page's <head>), so the browser bundle gets '' and saves the bytes.
   */
  description: string;
  /** Label in the header navigation, if the page is in it (spec §2 order). */
  nav?: string;
  /** Listed under the footer's Quick Links. */
  quickLink?: boolean;
  /**
   * A page visitors reach only by sending the contact form: kept out of search results
   * (robots noindex) and the sitemap, and never in the navigation.
   */
  noindex?: boolean;
}

export const routes = [
  {
    page: 'Home',
    path: '/',
    title: 'Japanese & English Lessons in Malta and Online',
    description:
      __BROWSER_BUILD__ ? '' : 'Learn Japanese or English with a qualified native teacher: private and group lessons in Malta and online, from first words to JLPT N1. Free 30-minute trial.',
    nav: 'Home',
  },
  {
    page: 'About',
    path: '/about',
    title: 'About Me',
    description: __BROWSER_BUILD__ ? '' : `Meet ${site.teacherName}, a qualified Japanese teacher in Malta: her story, her certification and how she teaches Japanese and English.`,
    nav: 'About Me',
    quickLink: true,
  },
  {
    page: 'Programs',
    path: '/programs',
    alias: '/program',
    title: 'Programs & Prices',
    description:
      __BROWSER_BUILD__ ? '' : 'Group classes, private lessons and JLPT preparation: compare formats, levels from N5 to N1 and prices, with materials and support included in every program.',
    nav: 'Programs',
    quickLink: true,
  },
  {
    page: 'JapaneseLessons',
    path: '/japanese-lessons',
    alias: '/program/japanese',
    title: 'Japanese Lessons',
    description:
      __BROWSER_BUILD__ ? '' : 'Japanese lessons for foreigners in Malta and online: group classes, private 1-on-1 lessons and JLPT preparation for every level from beginner to N1.',
  },
  {
    page: 'EnglishLessons',
    path: '/english-lessons',
    alias: '/program/english',
    title: 'English Lessons for Japanese Speakers',
    description:
      __BROWSER_BUILD__ ? '' : 'English lessons for Japanese speakers, with explanations in Japanese when you need them: conversation, business English and IELTS/TOEFL preparation.',
  },
  {
    page: 'Gallery',
    path: '/gallery',
    title: 'Student Success Stories',
    description:
      __BROWSER_BUILD__ ? '' : 'Stories from students who passed the JLPT, moved to Japan or found their voice in English, and the learning journey that got them there.',
    nav: 'Gallery',
    quickLink: true,
  },
  {
    page: 'Blog',
    path: '/blog',
    title: 'Japanese Learning Resources',
    description:
      __BROWSER_BUILD__ ? '' : 'Study tips, JLPT preparation advice, grammar notes and motivation for learners of Japanese, from a teacher in Malta.',
    nav: 'Blog',
    quickLink: true,
  },
  {
    page: 'Contact',
    path: '/contact',
    title: 'Contact & Free Trial',
    description:
      __BROWSER_BUILD__ ? '' : 'Book a free 30-minute trial lesson or ask a question. Lessons in Malta and online, Monday to Saturday; a reply within 24 hours.',
    nav: 'Contact',
  },
  {
    page: 'Faq',
    path: '/faq',
    title: 'Frequently Asked Questions',
    description:
      __BROWSER_BUILD__ ? '' : 'Answers about the free trial, lesson length, levels, online lessons, payment and cancellations for Japanese and English lessons in Malta.',
  },
  {
    page: 'Privacy',
    path: '/privacy',
    title: 'Privacy, Terms & Cancellation',
    description:
      __BROWSER_BUILD__ ? '' : 'How your data is handled, the terms of lessons and payment, and the 24-hour cancellation policy for Japanese and English lessons.',
  },
  {
    page: 'Terms',
    path: '/terms',
    title: 'Terms of Service',
    description:
      __BROWSER_BUILD__ ? '' : 'The terms for booking, paying for, rescheduling and cancelling Japanese and English lessons, online and in Malta.',
  },
  {
    page: 'Promo',
    path: '/promo',
    title: 'Free Trial Lesson',
    description:
      __BROWSER_BUILD__ ? '' : 'Try a free 30-minute Japanese or English lesson: no commitment and no credit card required. Online or in person in Malta.',
  },
  {
    page: 'ThankYou',
    path: '/thank-you',
    title: 'Message Received',
    description:
      __BROWSER_BUILD__ ? '' : 'Your message has arrived. What happens next: a personal reply within 24 hours, then a time for your free 30-minute trial class.',
    noindex: true,
  },
] as const satisfies readonly Route[];

/** Every URL path the site answers with a page: canonical paths and aliases. */
export const allPaths: readonly string[] = routes.flatMap((route: Route) =>
  route.alias ? [route.path, route.alias] : [route.path],
);

/** The header navigation, in spec order. */
export const navRoutes: readonly Route[] = routes.filter((route: Route) => route.nav);

/** The footer's Quick Links. */
export const quickLinkRoutes: readonly Route[] = routes.filter((route: Route) => route.quickLink);

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
  return routes.find((route: Route) => route.path === bare || route.alias === bare);
}

/** The document title for a route: "Page — Brand". */
export function documentTitle(route: Route | undefined): string {
  if (!route) return `Page not found — ${site.brand}`;
  return `${route.title} — ${site.brand}`;
}

// ----- Page modules ---------------------------------------------------------------
// Each page is its own chunk. The server resolves every module before rendering
// (renderToString does not wait for lazy components); the browser loads the current
// page's chunk before hydrating and the others on hover, focus or when idle.
// Only src/pages/<Name>/<Name>.tsx files are matched: a page's own sub-components live
// in its parts/ folder, so they stay inside the page's chunk instead of becoming entries.

type PageModule = Record<string, ComponentType>;

const pageModules = import.meta.glob<PageModule>('./pages/*/*.tsx');
const loaded = new Map<PageName, ComponentType>();
const pending = new Map<PageName, Promise<ComponentType>>();

/** Loads (once) and returns a page's component, exported under the page's name. */
export function loadPage(page: PageName): Promise<ComponentType> {
  const existing = pending.get(page);
  if (existing) return existing;
  const importer = pageModules[`./pages/${page}/${page}.tsx`];
  if (!importer) return Promise.reject(new Error(`No module src/pages/${page}/${page}.tsx`));
  const promise = importer().then((module) => {
    const component = module[page];
    if (!component) throw new Error(`src/pages/${page}/${page}.tsx has no export named ${page}`);
    loaded.set(page, component);
    return component;
  });
  pending.set(page, promise);
  // A failed chunk load (e.g. offline) may be retried on the next navigation.
  promise.catch(() => pending.delete(page));
  return promise;
}

/** The page's component if its module has loaded, else undefined. */
export function loadedPage(page: PageName): ComponentType | undefined {
  return loaded.get(page);
}

/** The source file of a page, as Vite's manifest names it (for the prerender's preload links). */
export function pageSourceFile(page: PageName): string {
  return `src/pages/${page}/${page}.tsx`;
}
