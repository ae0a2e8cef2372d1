// The 404 page's description, for link previews of an address that has no page (the other
// pages' descriptions are in their content files, src/content/<lang>/<page>.yaml). Only the
// prerender reads this file, so these words never add weight to what the browser downloads.
import { site } from './site.ts';

/** The description of the 404 page. */
export const notFoundDescription = `There is no page at this address on ${site.brand}.`;
