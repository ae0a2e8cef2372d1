// The SEO module's public edge: what the prerender uses to write each page's <head> and
// the site-wide files.
export { headTags, pageDescription, pageTitle, type HeadContext } from './head.ts';
export { ROBOTS_FILE, SITEMAP_FILE, robotsTxt, sitemapXml, webManifest } from './site-files.ts';
export { SHARE_IMAGE, WEB_MANIFEST_FILE } from './assets.ts';
export { siteRootUrl } from './urls.ts';
export { headEditions } from './editions.ts';
export {
  archiveHeadTags,
  archiveLocales,
  archivePath,
  archiveTitle,
  articleHeadTags,
  articleImageFile,
  articleSitemapEntries,
  articleTitle,
  articles,
  articlesIn,
  feedFile,
  feedLink,
  feedXml,
  findArticle,
} from './articles.ts';
