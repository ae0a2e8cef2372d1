// The site's facts for the pages: the brand, her name, the addresses and the free trial, from
// src/content/facts/site.yaml (checked and made into a module by scripts/content/vite-plugin.ts;
// the build's scripts read the same file with siteFacts() of scripts/content/load.ts).
import * as site from './content/facts/site.yaml';

/**
 * Facts about the teacher and her business, shown across the site: a module namespace, so that
 * the browser's bundle holds only the facts a page reads (`site.brand`, `site.email`, …).
 */
export { site };

/** The free trial's facts: its length in minutes and the reply time in hours. */
export const trial = site.trial;

/** The document title: "Page — Brand" (the page's own title, from its content files). */
export function documentTitle(title: string): string {
  return `${title} — ${site.brand}`;
}
