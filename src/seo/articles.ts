// What search engines, feed readers and link previews read about the blog's articles
// (src/content/articles/): each article page's <head> (canonical, hreflang with its translation
// only, Open Graph as an article, BlogPosting structured data), the feeds of each language and
// the articles' entries of the sitemap.
import articles from 'virtual:articles';
import content from 'virtual:content/all';
import type { Article } from '../content-schema/articles.ts';
import { blogSelection, ARCHIVE_SLUG } from '../lib/blog-list.ts';
import { localeOf, localizePath, locales, normalizePath, type Locale } from '../routes.ts';
import { documentTitle, site } from '../site.ts';
import { SHARE_IMAGE } from './assets.ts';
import { headEditions } from './editions.ts';
import { browserTags, jsonLdScript, shareTags, tag, twitterHandle, type HeadContext } from './head.ts';
import { escapeHtml } from './html.ts';
import { teacher } from './structured-data.ts';
import { fileUrl, pageUrl } from './urls.ts';

export { articles };

/** The article whose page is at a path ("/blog/learn-kana", "/ja/blog/learn-kana/"), if any. */
export function findArticle(path: string): Article | undefined {
  const bare = normalizePath(path);
  return articles.find((article) => article.path === bare);
}

/** The articles of one language, newest first. */
export function articlesIn(locale: Locale): Article[] {
  return articles.filter((article) => article.locale === locale);
}

/** The archive's path in a language ("/blog/archive", "/ja/blog/archive"). */
export function archivePath(locale: Locale): string {
  return localizePath(`/blog/${ARCHIVE_SLUG}`, locale);
}

/** The languages whose blog cannot show all their articles, and so have an archive page. */
export function archiveLocales(): Locale[] {
  return locales.filter((locale) => {
    const own = articlesIn(locale);
    const { lead, others } = blogSelection(own);
    return lead !== undefined && own.length > others.length + 1;
  });
}

/** The archive's title in its edition: "All Articles — Brand". */
export function archiveTitle(locale: Locale): string {
  return documentTitle(content[locale].blog.archive.title);
}

/**
 * The hreflang links of a page that exists in both languages (`pair`: its path in each), plus
 * x-default (the English one); none for a page in one language only.
 */
function pairTags(pair: readonly string[], siteRoot: string): string[] {
  const english = pair.find((path) => localeOf(path) === 'en');
  return [
    ...pair.map((path) =>
      tag('link', { rel: 'alternate', hreflang: headEditions[localeOf(path)].lang, href: pageUrl(siteRoot, path) }),
    ),
    ...(english ? [tag('link', { rel: 'alternate', hreflang: 'x-default', href: pageUrl(siteRoot, english) })] : []),
  ];
}

/** The archive page's head: canonical, hreflang with the other language's archive when it has one, the feed, the share tags. */
export function archiveHeadTags(locale: Locale, context: HeadContext): string[] {
  const url = pageUrl(context.siteRoot, archivePath(locale));
  const pair = archiveLocales().length === 2 ? locales.map(archivePath) : [];
  return [
    tag('link', { rel: 'canonical', href: url }),
    ...pairTags(pair, context.siteRoot),
    feedLink(locale, context.siteRoot)!,
    ...browserTags(context),
    ...shareTags(
      { title: archiveTitle(locale), description: content[locale].blog.archive.lead, locale, url },
      context.siteRoot,
    ),
  ];
}

/** The feed of a language's articles: its file under the site ("blog/feed.xml", "ja/blog/feed.xml"). */
export function feedFile(locale: Locale): string {
  return `${localizePath('/blog', locale).slice(1)}/feed.xml`;
}

/** An article's own picture for link previews, drawn by the build with its title (scripts/share-image.ts). */
export function articleImageFile(article: Article): string {
  return `${article.path.slice(1)}/${SHARE_IMAGE.file}`;
}

/** An article's picture for search engines: its cover's fallback file (JPEG or PNG), else its drawn picture. */
function imageUrl(article: Article, siteRoot: string): string {
  const cover = article.cover?.picture;
  return fileUrl(siteRoot, cover?.widths ? `${cover.src}.${cover.type}` : articleImageFile(article));
}

/** BlogPosting: the article, its dates, its author (the teacher) and its language. */
function blogPosting(article: Article, siteRoot: string) {
  const url = pageUrl(siteRoot, article.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: article.title,
    description: article.excerpt,
    url,
    mainEntityOfPage: url,
    datePublished: article.date.iso,
    dateModified: (article.updated ?? article.date).iso,
    author: teacher(siteRoot, article.locale),
    image: imageUrl(article, siteRoot),
    inLanguage: headEditions[article.locale].lang,
  };
}

/** An article page's title in its edition: "Article title — Brand". */
export function articleTitle(article: Article): string {
  return documentTitle(article.title);
}

/** Every SEO tag of an article page's head, in document order. */
export function articleHeadTags(article: Article, context: HeadContext): string[] {
  const url = pageUrl(context.siteRoot, article.path);
  const twin = article.translation;
  const handle = twitterHandle(site.socialUrl);
  const pair = twin ? [article.path, twin] : [];
  return [
    tag('link', { rel: 'canonical', href: url }),
    // hreflang only between an article and its translation, when both exist.
    ...pairTags(pair, context.siteRoot),
    feedLink(article.locale, context.siteRoot)!,
    ...browserTags(context),
    tag('meta', { property: 'og:type', content: 'article' }),
    tag('meta', { property: 'og:site_name', content: site.brand }),
    tag('meta', { property: 'og:title', content: articleTitle(article) }),
    tag('meta', { property: 'og:description', content: article.excerpt }),
    tag('meta', { property: 'og:locale', content: headEditions[article.locale].ogLocale }),
    tag('meta', { property: 'og:url', content: url }),
    tag('meta', { property: 'og:image', content: fileUrl(context.siteRoot, articleImageFile(article)) }),
    tag('meta', { property: 'og:image:type', content: SHARE_IMAGE.type }),
    tag('meta', { property: 'og:image:width', content: SHARE_IMAGE.width }),
    tag('meta', { property: 'og:image:height', content: SHARE_IMAGE.height }),
    tag('meta', { property: 'og:image:alt', content: `${article.title} — ${site.brand}` }),
    tag('meta', { property: 'article:published_time', content: article.date.iso }),
    ...(article.updated ? [tag('meta', { property: 'article:modified_time', content: article.updated.iso })] : []),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    ...(handle ? [tag('meta', { name: 'twitter:site', content: handle })] : []),
    jsonLdScript(blogPosting(article, context.siteRoot)),
  ];
}

/** The <link> to a language's feed, for its blog page's head (when it has articles). */
export function feedLink(locale: Locale, siteRoot: string): string | undefined {
  if (articlesIn(locale).length === 0) return undefined;
  return tag('link', {
    rel: 'alternate',
    type: 'application/rss+xml',
    title: `${site.brand} (${headEditions[locale].lang})`,
    href: fileUrl(siteRoot, feedFile(locale)),
  });
}

/** RFC 822 date of a day, as RSS writes it (noon UTC, so that no time zone moves it to another day). */
function rssDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toUTCString();
}

/**
 * A language's feed, RSS 2.0: the blog's title and description, and each article (title, link,
 * date, summary), newest first. Undefined when the language has no article.
 */
export function feedXml(locale: Locale, siteRoot: string): string | undefined {
  const own = articlesIn(locale);
  if (own.length === 0) return undefined;
  const { title: blogTitle, description: blogDescription } = content[locale].blog;
  const x = escapeHtml;
  const blogUrl = pageUrl(siteRoot, localizePath('/blog', locale));
  const items = own.map((article) => {
    const url = pageUrl(siteRoot, article.path);
    return [
      '<item>',
      `<title>${x(article.title)}</title>`,
      `<link>${x(url)}</link>`,
      `<guid isPermaLink="true">${x(url)}</guid>`,
      `<pubDate>${rssDate(article.date.iso)}</pubDate>`,
      `<category>${x(article.category)}</category>`,
      `<description>${x(article.excerpt)}</description>`,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${x(`${blogTitle} — ${site.brand}`)}</title>`,
    `<link>${x(blogUrl)}</link>`,
    `<atom:link href="${x(fileUrl(siteRoot, feedFile(locale)))}" rel="self" type="application/rss+xml"/>`,
    `<description>${x(blogDescription)}</description>`,
    `<language>${headEditions[locale].lang}</language>`,
    `<lastBuildDate>${rssDate((own[0]!.updated ?? own[0]!.date).iso)}</lastBuildDate>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The <url> entries of the sitemap for the articles and the archives, each with its translation as an alternate. */
export function articleSitemapEntries(siteRoot: string): string[] {
  const archives = archiveLocales();
  const pages = [
    ...articles.map((article) => ({
      path: article.path,
      pair: article.translation ? [article.path, article.translation] : [],
    })),
    ...archives.map((locale) => ({
      path: archivePath(locale),
      pair: archives.length === 2 ? archives.map(archivePath) : [],
    })),
  ];
  return pages.map(({ path: pagePath, pair }) => {
    const url = pageUrl(siteRoot, pagePath);
    const alternates = pair.map(
      (path) =>
        `    <xhtml:link rel="alternate" hreflang="${headEditions[localeOf(path)].lang}" href="${escapeHtml(pageUrl(siteRoot, path))}"/>`,
    );
    return ['  <url>', `    <loc>${escapeHtml(url)}</loc>`, ...alternates, '  </url>'].join('\n');
  });
}
