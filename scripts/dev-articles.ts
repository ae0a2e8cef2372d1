// `npm run dev` serves an article's page (drafts included) and an archive as the prerender
// writes them: a document with no app (scripts/prerender.ts, renderStaticPage). The dev server
// has no stylesheet file, so the page loads one module that brings the same styles in
// (src/pages/Article/dev-styles.ts), and it carries no Content-Security-Policy (the dev
// server's styles arrive as inline <style> elements). An edit shows on reload.
import { normalizePath } from '../src/routes.ts';
import { renderDocument } from './document.ts';

type ServerEntry = typeof import('../src/entry-server.tsx');

/** The module that brings an article page's styles in, under the dev server's base. */
const STYLES_MODULE = 'src/pages/Article/dev-styles.ts';

/**
 * The page for a requested URL if it is an article's or an archive, else undefined (the request is someone
 * else's). `entry` loads the server entry through the dev server, so that it reads the
 * articles as they are now.
 */
export async function devArticlePage(
  entry: () => Promise<ServerEntry>,
  url: string,
  base: string,
  siteUrl: string,
): Promise<string | undefined> {
  const requested = url.split('?')[0]!;
  if (!requested.startsWith(base)) return undefined;
  // "/blog/learn-kana/" → "/blog/learn-kana", as the route table writes paths.
  const pagePath = normalizePath(`/${requested.slice(base.length)}`);
  if (!/\/blog\/[^/]+$/.test(pagePath)) return undefined;
  const server = await entry();
  if (!server.staticPagePaths().includes(pagePath)) return undefined;
  await server.loadAllPages();
  const head = server.staticPageHead(pagePath, { siteRoot: server.seo.siteRootUrl(siteUrl, base), base });
  return renderDocument({
    base,
    ...head,
    headExtra: `${head.headExtra}\n<script type="module" src="${base}${STYLES_MODULE}"></script>`,
    assets: { entry: '', preload: [], afterStart: [], css: [], fonts: [] },
    appHtml: server.renderStaticPage(pagePath),
    csp: false,
    script: false,
  });
}
