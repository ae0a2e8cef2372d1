// Loads the pages' code and words. A page component (src/pages/<Name>/<Name>.tsx; its own
// sub-components live in its parts/ folder so they stay inside its chunk) takes its content as
// its one prop, `content`, from the language's content file its route names (`content` in
// src/routes.ts: src/content/<locale>/<content>.yaml or .md, made into a module by
// scripts/content/vite-plugin.ts, which adds the import of the component of each page that
// shows it). The words are a chunk per page and language, apart from the component's chunk,
// so a page in one language never downloads the other language's words. The server resolves
// every page before rendering, since renderToString does not wait for lazy components; the
// browser loads the current page before hydrating and the others on hover, focus or when
// idle. Failed loads are retried a bounded number of times (src/lib/chunk-loader.ts).
import { createElement, type ComponentType } from 'react';
import { loadEdition } from './editions/edition.ts';
import { chunkLoader, type LoadOptions } from './lib/chunk-loader.ts';
import { pageWords, type Route } from './routes.ts';

/** A page in one language, ready to render: its component with its content, and its title. */
export type BoundPage = ComponentType & {
  /** The page's title in its language, without the brand (from its content files). */
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
  // The frame, which its edition imports (src/editions/), is no page's.
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
  return Object.assign(Bound, { title: pageWords(text, route).title });
}

const pages = chunkLoader<Route, BoundPage>(importPage, (route) => `The page ${route.path}`);

/**
 * Loads (once) and returns a page's component, bound to its content. Concurrent calls share
 * one load; a load that failed after its retries is forgotten, so a later call starts afresh.
 * Routes are the route table's own objects (from `routes` or `findRoute`).
 */
export function loadPage(route: Route, options?: LoadOptions): Promise<BoundPage> {
  return pages.load(route, options);
}

/** The page's component if it has loaded, else undefined. */
export function loadedPage(route: Route): BoundPage | undefined {
  return pages.loaded(route);
}
