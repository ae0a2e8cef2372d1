// The site's facts for the pages: the brand, her name, the addresses and the free trial, from
// src/content/facts/site.yaml (checked and made into a module by scripts/content/vite-plugin.ts;
// the build's scripts read the same file with siteFacts() of scripts/content/load.ts).
import facts from './content/facts/site.yaml';

/** Facts about the teacher and her business, shown across the site. */
export const site = facts;

/** The free trial's facts: its length in minutes and the reply time in hours. */
export const trial = facts.trial;

/** The document title: "Page — Brand" (the page's own title, from its content files). */
export function documentTitle(title: string): string {
  return `${title} — ${site.brand}`;
}
