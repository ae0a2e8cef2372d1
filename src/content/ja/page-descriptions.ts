// The Japanese edition of ../page-descriptions.ts: the 404 page's description, in one sentence
// of under about 80 Japanese characters (search results cut Japanese descriptions at about that
// length). Only the prerender reads this file.
import type { Localized } from '../localized.ts';
import type * as en from '../page-descriptions.ts';
import { site } from './site.ts';

/** The description of the 404 page. */
export const notFoundDescription = `このアドレスのページは、${site.brand}にはありません。` satisfies Localized<
  typeof en.notFoundDescription
>;
