// The prerender's refusals, kept apart from it so that tests can prove each one: a page
// without a title, a description or an h1 (an empty page), or with an internal link to
// a path that is neither a route nor a file of the site.

/** What the prerender knows about one page it is about to write. */
export interface PageFacts {
  /** The complete HTML document. */
  html: string;
  title: string;
  description: string;
  /** The app's markup alone (what renderToString returned). */
  appHtml: string;
}

/** The site the page belongs to. */
export interface SiteFacts {
  /** The base path ("/" or "/sub/"). */
  base: string;
  /** Whether a path under the base ("/about/", "/assets/x.js") is a route or a file of the site. */
  exists: (path: string) => boolean;
}

/** The internal URLs (href and src) a page's markup points to, as written (entities decoded). */
export function internalUrls(html: string): string[] {
  const urls: string[] = [];
  for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    const url = (match[1] ?? '').replaceAll('&amp;', '&');
    if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) continue; // external, mailto:, in-page
    urls.push(url);
  }
  return urls;
}

/** Everything wrong with a page, as phrases for an error message ([] if nothing). */
export function pageProblems(page: PageFacts, site: SiteFacts): string[] {
  const problems: string[] = [];
  if (!page.title.trim()) problems.push('it has no title');
  if (!page.description.trim()) problems.push('it has no meta description');
  if (!/<h1[\s>]/.test(page.appHtml)) problems.push('it renders no <h1> (empty page?)');
  for (const url of internalUrls(page.html)) {
    // "/about/" in a build for "/sub/" escapes the site even if an /about/ page exists.
    if (!url.startsWith(site.base)) {
      problems.push(`it links to "${url}", which is not under the base path ${site.base}`);
      continue;
    }
    const bare = `/${url.slice(site.base.length)}`.split(/[?#]/)[0] ?? url;
    if (!site.exists(bare)) {
      problems.push(`it links to "${url}", which is neither a route nor a file of the site`);
    }
  }
  return problems;
}
