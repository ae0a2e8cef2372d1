// Which articles the blog lists, shared by the blog's page (src/pages/Blog/Blog.tsx), the content
// plugin that gives the browser only those (scripts/content/vite-plugin.ts) and the loader that
// keeps the archive's address free (scripts/content/articles.ts). No React, no schema.

/** How many articles the blog lists under the large one: three rows of three. */
export const BLOG_GRID_MAX = 9;

/**
 * The address of the page that lists every article of a language (/blog/archive/), written when
 * the blog cannot show them all; no article may take it.
 */
export const ARCHIVE_SLUG = 'archive';

/**
 * The articles the blog shows, from a language's articles (newest first): the large one (the
 * featured article, else the newest) and the newest others, up to BLOG_GRID_MAX. So the blog's
 * page, and its JavaScript, stays the same size however many articles there are; the others are
 * on the archive page.
 */
export function blogSelection<Summary extends { featured: boolean }>(
  own: readonly Summary[],
): { lead?: Summary; others: Summary[] } {
  const lead = own.find((article) => article.featured) ?? own[0];
  return { lead, others: own.filter((article) => article !== lead).slice(0, BLOG_GRID_MAX) };
}
