// The Japanese edition of ../page-descriptions.ts: each page's description for search results
// and link previews, in one or two sentences of under about 80 Japanese characters (search
// results cut Japanese descriptions at about that length). Only the prerender reads this file,
// so these words never add weight to what the browser downloads.
import type { PageName } from '../../routes.ts';
import type { Localized } from '../localized.ts';
import type * as en from '../page-descriptions.ts';
import { site } from './site.ts';

export const pageDescriptions = {
  Contact:
    '30分の無料体験レッスンのお申し込み・お問い合わせはこちら。マルタでの対面とオンライン、月曜〜土曜に対応。24時間以内にお返事します。',
} as const satisfies Partial<Record<PageName, string>>;

/** The description of the 404 page. */
export const notFoundDescription = `このアドレスのページは、${site.brand}にはありません。` satisfies Localized<
  typeof en.notFoundDescription
>;
