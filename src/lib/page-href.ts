import { toHref } from '../routes.ts';

/**
 * A page of the site as a plain link's address, under the site's base path ("/about" →
 * "/about/", or "/sub/about/" on a site served from /sub/): for links that are not the router's
 * (an article's page, text written in Markdown, the error screen's way home).
 */
export function pageHref(path: string): string {
  return `${import.meta.env.BASE_URL}${toHref(path).slice(1)}`;
}
