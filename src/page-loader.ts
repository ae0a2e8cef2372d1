// Loads the pages' code and words. A page component (src/pages/<Name>/<Name>.tsx; its own
// sub-components live in its parts/ folder so they stay inside its chunk) takes its content as
// its one prop, `content`, from the language's content file its route names (`content` in
// src/routes.ts: src/content/<locale>/<content>.yaml or .md, made into a module by
// scripts/content/vite-plugin.ts). The home and contact pages, which add the parts they load
// after themselves, are bound to their content and parts by each language in
// src/pages/<Name>/<Name>.<locale>.ts. Either way the words are a chunk per page and language,
// apart from the component's chunk, so a page in one language never downloads the other
// language's words. The server resolves every page before rendering, since renderToString
// does not wait for lazy components; the browser loads the current page before hydrating and
// the others on hover, focus or when idle. Failed loads are retried a bounded number of times
// (src/lib/chunk-loader.ts).
import { loadEdition } from './editions/edition.ts';
import type { ComponentType } from 'react';
import { bindPage, type BoundPage } from './lib/bind-page.ts';
import { chunkLoader, type LoadOptions } from './lib/chunk-loader.ts';
import { setPartImporter } from './lib/lazy-part.tsx';
import { pageWords, type Route } from './routes.ts';

/** Each page in each language (src/pages/<Name>/<Name>.<locale>.ts): its component bound to its content. */
const bindings = import.meta.glob<{ default: BoundPage }>('./pages/*/*.{en,ja}.ts');

/** A page's component (src/pages/<Name>/<Name>.tsx exports <Name>), which takes the page's content. */
type PageComponent = ComponentType<{ content: unknown }>;

/**
 * Each language's content of the pages written in content files (src/content/<locale>/<content>.yaml
 * or .md), with an import of the component of each page that shows it (`pages`, by page name,
 * written by scripts/content/vite-plugin.ts from the route table): the privacy and terms pages
 * share one content file.
 */
const contents = import.meta.glob<{
  default: Record<string, unknown>;
  pages: Record<string, () => Promise<PageComponent>>;
}>([
  './content/{en,ja}/*.{yaml,md}',
  // Imported by their own modules, never by a route: the frame (src/editions/) and the content
  // of the pages bound with the parts they load after themselves (the home page with its
  // reviews, the contact page).
  '!./content/*/{shell,reviews,home,contact}.yaml',
]);

/**
 * Parts of pages loaded after their page (src/pages/<Name>/parts/<Part>.<locale>.ts with the
 * part's own content, or <Part>.lazy.tsx; see
 * src/lib/lazy-part.tsx). Their imports are issued here, from the main script, like the
 * pages': an import issued from a page's chunk would make the bundler split its runtime
 * helpers out of the main script, a request and some bytes more on every page.
 */
const parts = import.meta.glob<{ default: ComponentType }>([
  './pages/*/parts/*.{en,ja}.ts',
  './pages/*/parts/*.lazy.tsx',
]);

setPartImporter((name) => {
  const importer = parts[`./pages/${name}`];
  if (!importer) return Promise.reject(new Error(`No module src/pages/${name} for the page loader`));
  return importer().then((module) => module.default);
});

/** The page's component with its content and title, once its chunks and its edition's words have arrived. */
async function importPage(route: Route): Promise<BoundPage> {
  // One try for the edition here: a failed page load is retried as a whole.
  const edition = loadEdition(route.locale, { retries: 0 });
  const { page, locale, content } = route;
  const binding = bindings[`./pages/${page}/${page}.${locale}.ts`];
  if (binding) {
    const [module] = await Promise.all([binding(), edition]);
    return module.default;
  }
  const words = contents[`./content/${locale}/${content}.yaml`] ?? contents[`./content/${locale}/${content}.md`];
  if (!words) throw new Error(`No ${locale} content for the page ${page}`);
  const [{ default: text, pages }] = await Promise.all([words(), edition]);
  const Page = await pages[page]?.();
  if (!Page) throw new Error(`No component for the page ${page} in its content's module`);
  return bindPage(Page, { content: text }, pageWords(text, route).title);
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
