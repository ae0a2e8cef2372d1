// Each page's description for search results and link previews: one or two sentences,
// under about 160 characters. Only the prerender reads this file (it writes each page's
// <head>), so these words never add weight to what the browser downloads.
import type { PageName } from '../routes.ts';
import { site } from './site.ts';

export const pageDescriptions = {
  Contact:
    'Book a free 30-minute trial lesson or ask a question. Lessons in Malta and online, Monday to Saturday; a reply within 24 hours.',
} as const satisfies Partial<Record<PageName, string>>;

/** The description of the 404 page. */
export const notFoundDescription = `There is no page at this address on ${site.brand}.`;
