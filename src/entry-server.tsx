// The server entry: the prerender script's only door into the app. Built by Vite
// (`vite build --ssr`) so that CSS modules and asset imports resolve as in the browser.
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './App.tsx';
import content from 'virtual:content/all';
import { findRoute } from './routes.ts';
import { documentTitle } from './site.ts';
import { headTags, pageDescription, pageTitle, type HeadContext } from './seo/index.ts';

// What the prerender writes into each page's <head> and the site-wide files: built here, from
// the content the pages render.
export * as seo from './seo/index.ts';

/** Loads every page in every edition: call it before render(). */
export { loadAllPages } from './page-loader.ts';

/**
 * Renders the app's markup for one path (relative to the site's base). Call
 * loadAllPages() first.
 */
export function render(path: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return renderToString(
    <Router base={base} ssrPath={`${base}${path}`}>
      <App />
    </Router>,
  );
}

/** What a page's <head> says, besides its assets: its language, title, description and the tags of ../seo. */
export interface DocumentHead {
  lang: string;
  title: string;
  description: string;
  /** Canonical and alternate links, share tags and structured data, one tag a line. */
  headExtra: string;
}

/**
 * The <head> of the page at a path (relative to the site's base): the prerender writes it into
 * every page, and the dev server (vite.config.ts) into the page it serves. An unknown path gets
 * the 404 page's, which is English (dist/404.html answers every unknown address).
 */
export function documentHead(path: string, context: HeadContext): DocumentHead {
  const route = findRoute(path);
  return {
    lang: route ? route.locale : 'en',
    title: route ? pageTitle(route) : documentTitle(content.en.shell.notFound.documentTitle),
    description: route ? pageDescription(route) : content.en.shell.notFoundDescription,
    headExtra: headTags(route, context).join('\n'),
  };
}
