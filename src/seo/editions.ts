// What the prerender needs of each edition to write a page's <head> and structured data:
// the frame's texts, the 404 page's description, and the content structured data is built
// from. Only the build reads this module, so none of it reaches the browser's bundle.
import * as enDescriptions from '../content/page-descriptions.ts';
import * as jaDescriptions from '../content/ja/page-descriptions.ts';
import { tagline } from '../content/site.ts';
import { tagline as taglineJa } from '../content/ja/site.ts';
import type { Edition } from '../editions/edition.ts';
import { edition as en } from '../editions/en.ts';
import { edition as ja } from '../editions/ja.ts';
import type { Locale } from '../routes.ts';

/** One edition as search engines and link previews see it. */
export interface HeadEdition {
  edition: Edition;
  /** The page's language as a BCP 47 tag (<html lang>, hreflang, inLanguage). */
  lang: string;
  /** Open Graph's locale (language_TERRITORY). */
  ogLocale: string;
  notFoundDescription: string;
  /** The business's one-line description. */
  tagline: string;
}

export const headEditions: Record<Locale, HeadEdition> = {
  en: {
    edition: en,
    lang: 'en',
    ogLocale: 'en_GB',
    ...enDescriptions,
    tagline,
  },
  ja: {
    edition: ja,
    lang: 'ja',
    ogLocale: 'ja_JP',
    ...jaDescriptions,
    tagline: taglineJa,
  },
};
