// The site-wide files the prerender writes besides the pages: sitemap.xml, robots.txt, the web
// app manifest, the share image, the blog's feeds (search engines, browsers and link previews ask for them),
// and dist/_headers with this build's Content-Security-Policy.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteFacts } from '../src/content-schema/units.ts';
import { locales, routes } from '../src/routes.ts';
import { CONTENT_SECURITY_POLICY } from './document.ts';
import { OUT_DIR, ROOT_DIR } from './paths.ts';
import { drawShareImage } from './share-image.ts';

/** Netlify's and Cloudflare Pages' header rules, copied from public/ by the client build. */
const HEADERS_FILE = path.join(OUT_DIR, '_headers');

/** The server bundle's SEO module (src/seo), which writes the files' contents from the content. */
type Seo = typeof import('../src/entry-server.tsx').seo;

/**
 * sitemap.xml, robots.txt, the web app manifest and the share image, written before the
 * pages that link to them. The share image is drawn from the site facts at every build.
 */
export async function writeSiteFiles(seo: Seo, site: SiteFacts, siteRoot: string, base: string): Promise<void> {
  // The share image is English, as the 404 page and x-default are.
  const { tagline, location } = seo.headEditions.en;
  const host = new URL(siteRoot).host;
  const where = `${location} · ${host}`;
  const files = {
    [seo.SITEMAP_FILE]: seo.sitemapXml(routes, siteRoot, seo.articleSitemapEntries(siteRoot)),
    [seo.ROBOTS_FILE]: seo.robotsTxt(siteRoot),
    [seo.WEB_MANIFEST_FILE]: seo.webManifest(base),
    [seo.SHARE_IMAGE.file]: await drawShareImage({ title: site.brand, text: tagline, where }),
    // Each article's own picture, with its title, its category and the site's address.
    ...Object.fromEntries(
      await Promise.all(
        seo.articles.map(async (article): Promise<[string, Buffer]> => [
          seo.articleImageFile(article),
          await drawShareImage({
            title: article.title,
            text: site.brand,
            where: `${article.category} · ${host}`,
            titleSize: 64,
          }),
        ]),
      ),
    ),
    // Each language's feed of its articles (none without articles).
    ...Object.fromEntries(
      locales.flatMap((locale) => {
        const feed = seo.feedXml(locale, siteRoot);
        return feed ? [[seo.feedFile(locale), feed]] : [];
      }),
    ),
  };
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(OUT_DIR, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
    console.log(`prerender: ${file.padEnd(20)} → ${path.relative(ROOT_DIR, target)}`);
  }
}

/**
 * dist/_headers with the policy of this build: public/_headers holds the default build's
 * (forms post nowhere); with an enquiry destination its origin joins connect-src and
 * form-action, as in every page's meta tag. Returns the problem, if public/_headers does not
 * hold the default policy to replace.
 */
export function writeHeadersFile(csp: string): string | undefined {
  if (csp === CONTENT_SECURITY_POLICY || !fs.existsSync(HEADERS_FILE)) return undefined;
  const text = fs.readFileSync(HEADERS_FILE, 'utf8');
  const line = `Content-Security-Policy: ${CONTENT_SECURITY_POLICY}; `;
  if (!text.includes(line)) {
    return 'public/_headers: its Content-Security-Policy line must equal the policy in scripts/document.ts (plus frame-ancestors).';
  }
  fs.writeFileSync(HEADERS_FILE, text.replace(line, `Content-Security-Policy: ${csp}; `));
  return undefined;
}
