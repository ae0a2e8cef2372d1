// The server entry: the prerender script's only door into the app. Built by Vite
// (`vite build --ssr`) so that CSS modules and asset imports resolve as in the browser.
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './App.tsx';
import content from 'virtual:content/all';
import type { ArticleSummary } from './content-schema/articles.ts';
import type { PageContent } from './content-schema/units.ts';
import { Archive } from './pages/Article/Archive.tsx';
import { Article } from './pages/Article/Article.tsx';
import { findRoute, localizePath, normalizePath, type Locale } from './routes.ts';
import { Layout } from './shell/Layout/Layout.tsx';
import { documentTitle } from './site.ts';
import {
  archiveHeadTags,
  archiveLocales,
  archivePath,
  archiveTitle,
  articleHeadTags,
  articles,
  articlesIn,
  articleTitle,
  feedLink,
  findArticle,
  headTags,
  pageDescription,
  pageTitle,
  type HeadContext,
} from './seo/index.ts';

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
    headExtra: [
      ...headTags(route, context),
      // The blog's pages point feed readers to their language's feed, when it has articles.
      ...(route?.page === 'Blog' ? [feedLink(route.locale, context.siteRoot)].filter(Boolean) : []),
    ].join('\n'),
  };
}

// ----- Articles ------------------------------------------------------------------------
// An article's page (src/content/articles/) is a document of its own, rendered here and sent
// with no script: the app does not render articles, so an article's text is never sent twice,
// and its page weighs no JavaScript whatever its length (docs/architecture.md, "Articles"). So
// is the archive, the list of every article of a language, when the blog cannot show them all.

/** The blog's words in each language as the pages get them (with the articles' cards and the phrases' break points). */
const blogWords = import.meta.glob<PageContent<'blog'> & { articles?: readonly ArticleSummary[] }>(
  './content/{en,ja}/blog.yaml',
  { eager: true, import: 'default' },
);

/** The blog's words in a language, and each article's card in those words (Japanese with its break points). */
function blogOf(locale: Locale) {
  const words = blogWords[`./content/${locale}/blog.yaml`]!;
  const card = <Summary extends ArticleSummary>(article: Summary): Summary => ({
    ...article,
    ...words.articles?.find((summary) => summary.slug === article.slug),
  });
  return { words, card };
}

/**
 * The paths of the pages written without script: every article's ("/blog/learn-kana",
 * "/ja/blog/learn-kana") and each archive ("/blog/archive").
 */
export function staticPagePaths(): string[] {
  return [...articles.map((article) => article.path), ...archiveLocales().map(archivePath)];
}

/** The archive's language if `path` is an archive's path. */
function archiveAt(path: string): Locale | undefined {
  const bare = normalizePath(path);
  return archiveLocales().find((locale) => archivePath(locale) === bare);
}

/**
 * The markup of a page without script: the site's frame, shown as on its language's blog (the
 * menu marks Blog, the language link leads to the other language's blog), around an article,
 * or around the archive of a language's articles.
 */
export function renderStaticPage(path: string): string {
  const article = findArticle(path);
  const locale = article?.locale ?? archiveAt(path);
  if (!locale) throw new Error(`No article or archive at ${path}`);
  const { words, card } = blogOf(locale);
  const own = articlesIn(locale);
  const index = article ? own.indexOf(article) : -1;
  const neighbour = (other?: ArticleSummary) => other && card(other);
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return renderToString(
    <Router base={base} ssrPath={`${base}${localizePath('/blog', locale)}`}>
      <Layout>
        {article ? (
          <Article
            article={{ ...card(article), html: article.html, locale }}
            blog={words}
            newer={neighbour(own[index - 1])}
            older={neighbour(own[index + 1])}
          />
        ) : (
          <Archive articles={own.map(card)} blog={words} />
        )}
      </Layout>
    </Router>,
  );
}

/** The <head> of a page without script (an article's, an archive). */
export function staticPageHead(path: string, context: HeadContext): DocumentHead {
  const article = findArticle(path);
  if (article) {
    return {
      lang: article.locale,
      title: articleTitle(article),
      description: article.excerpt,
      headExtra: articleHeadTags(article, context).join('\n'),
    };
  }
  const locale = archiveAt(path);
  if (!locale) throw new Error(`No article or archive at ${path}`);
  return {
    lang: locale,
    title: archiveTitle(locale),
    description: content[locale].blog.archive.lead,
    headExtra: archiveHeadTags(locale, context).join('\n'),
  };
}
