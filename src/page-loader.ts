// Loads the pages' code and words: the one loader and cache of page code in the app. A page
// component (src/pages/<Name>/<Name>.tsx; its own sub-components live in its parts/ folder so
// they stay inside its chunk) takes its content as its one prop, `content`, from the language's
// content file its route names (`content` in src/routes.ts: src/content/<locale>/<content>.yaml
// or .md, made into a module by scripts/content/vite-plugin.ts, which adds the import of the
// component of each page that shows it). The words are a chunk per page and language, apart
// from the component's chunk, so a page in one language never downloads the other language's
// words; a page loads with its edition's frame texts (src/editions/edition.ts). The server
// resolves every page before rendering, since renderToString does not wait for lazy
// components; the browser loads the current page before hydrating and the others on hover,
// focus or when idle. Failed loads are retried a bounded number of times
// (src/lib/chunk-loader.ts); a page whose load failed during a navigation is tried again when
// the visitor asks for it (retryPage).
import { createElement, type ComponentType } from 'react';
import { loadEdition } from './editions/edition.ts';
import { chunkLoader, type LoadOptions, type Outcome } from './lib/chunk-loader.ts';
import { pageTitle } from './page-words.ts';
import { defaultLocale, findRoute, localeOf, locales, routes, type Route } from './routes.ts';

/** A page in one language, ready to render: its component with its content, and its document title. */
export type BoundPage = ComponentType & {
  /** The page's document title in its language ("About Me — Brand"), from its content files. */
  title: string;
};

/** A page's component (src/pages/<Name>/<Name>.tsx exports <Name>), which takes the page's content. */
type PageComponent = ComponentType<{ content: unknown }>;

/**
 * Each language's content of the pages (src/content/<locale>/<content>.yaml or .md), with an
 * import of the component of each page that shows it (`pages`, by page name): the privacy and
 * terms pages share one content file.
 */
const contents = import.meta.glob<{
  default: Record<string, unknown>;
  pages: Record<string, () => Promise<PageComponent>>;
}>([
  './content/{en,ja}/*.{yaml,md}',
  // The frame, which src/editions/edition.ts imports, is no page's.
  '!./content/*/shell.yaml',
]);

/** The page's component with its content and title, once its chunks and its edition's words have arrived. */
async function importPage(route: Route): Promise<BoundPage> {
  // One try for the edition here: a failed page load is retried as a whole.
  const edition = loadEdition(route.locale, { retries: 0 });
  const { page, locale, content } = route;
  const words = contents[`./content/${locale}/${content}.yaml`] ?? contents[`./content/${locale}/${content}.md`];
  if (!words) throw new Error(`No ${locale} content for the page ${page}`);
  const [{ default: text, pages }] = await Promise.all([words(), edition]);
  const Page = await pages[page]?.();
  if (!Page) throw new Error(`No component for the page ${page} in its content's module`);
  const Bound = () => createElement(Page, { content: text });
  Bound.displayName = `${page}Page`;
  return Object.assign(Bound, { title: pageTitle(text, route) });
}

const pages = chunkLoader<Route, BoundPage>(importPage, (route) => `The page ${route.path}`);

/** The 404 page's component, which takes the unknown path. */
export type NotFoundPage = ComponentType<{ path: string }>;

/**
 * The 404 page's code, a chunk of its own like every page's: the app meets an unknown address
 * only on the 404 page itself (the host answers it with 404.html) or after a link that the link
 * check would have caught, so no other page downloads it.
 */
const notFound = chunkLoader<'404', NotFoundPage>(
  () => import('./shell/NotFound/NotFound.tsx').then((module) => module.NotFound),
  () => 'The not-found page',
);

/** Loads (once) the 404 page's component. */
export function loadNotFound(): Promise<NotFoundPage> {
  return notFound.load('404');
}

/** The 404 page's component if it has loaded, else undefined. */
export function loadedNotFound(): NotFoundPage | undefined {
  return notFound.loaded('404');
}

/** How the 404 page's load ends, for a render to wait on (React's `use`). */
export function notFoundOutcome(): Promise<Outcome<NotFoundPage>> {
  return notFound.outcome('404');
}

/**
 * Loads (once) and returns a page's component, bound to its content. Concurrent calls share
 * one load; a load that failed after its retries is not reused, so a later call starts afresh.
 * Routes are the route table's own objects (from `routes` or `findRoute`).
 */
export function loadPage(route: Route, options?: LoadOptions): Promise<BoundPage> {
  return pages.load(route, options);
}

/** The page's component if it has loaded, else undefined. */
export function loadedPage(route: Route): BoundPage | undefined {
  return pages.loaded(route);
}

/**
 * How the page's load ends, for a render to wait on (React's `use`): its page, or the error of
 * a load that failed, which stays until the visitor asks again (retryPage) or leaves the page
 * (forgetFailedPage).
 */
export function pageOutcome(route: Route): Promise<Outcome<BoundPage>> {
  return pages.outcome(route);
}

/**
 * Forgets a failed load of the page, so that the next render of it loads it afresh: the visitor
 * asks for it again (a click on its link, the browser back online) or left it. The app renders
 * the page again (pageVersion).
 */
export function retryPage(route: Route): void {
  pages.forget(route);
}

/**
 * A number that changes whenever what the app shows for a page changes by itself: the page
 * arrived (a prefetch may bring it while the app says it could not be loaded), or a failed load
 * of it was forgotten (a retry). The app renders the page again when it changes.
 */
export function pageVersion(route: Route): number {
  return pages.version(route);
}

/** Calls `listener` whenever a page's version changes; returns the unsubscribe function. */
export function subscribeToPages(listener: () => void): () => void {
  return pages.subscribe(listener);
}

/**
 * What the browser loads before it hydrates the page at a location: its page, or for an unknown
 * address the 404 page with its frame texts: it is prerendered in English and turns Japanese
 * on a /ja/… address once the app runs.
 */
export async function loadStartPage(location: string): Promise<void> {
  const route = findRoute(location);
  if (route) await loadPage(route);
  else await Promise.all([loadNotFound(), loadEdition(defaultLocale), loadEdition(localeOf(location))]);
}

/** Loads every page in every edition (the server), so that rendering never meets an unresolved lazy page. */
export async function loadAllPages(): Promise<void> {
  await Promise.all([
    ...routes.map((route) => loadPage(route)),
    ...locales.map((locale) => loadEdition(locale)),
    loadNotFound(),
  ]);
}
