// What the prerender needs of each edition to write a page's <head> and structured data:
// the frame's texts (titles), the descriptions, and the content structured data is built
// from. Only the build reads this module, so none of it reaches the browser's bundle.
import * as enDescriptions from '../content/page-descriptions.ts';
import * as jaDescriptions from '../content/ja/page-descriptions.ts';
import { englishPrograms } from '../content/english-lessons.ts';
import { englishPrograms as englishProgramsJa } from '../content/ja/english-lessons.ts';
import { faqPage } from '../content/faq.ts';
import { faqPage as faqPageJa } from '../content/ja/faq.ts';
import { japanesePrograms } from '../content/japanese-lessons.ts';
import { japanesePrograms as japaneseProgramsJa } from '../content/ja/japanese-lessons.ts';
import type { Program } from '../content/programs.ts';
import { programs } from '../content/programs.ts';
import { programs as programsJa } from '../content/ja/programs.ts';
import { tagline } from '../content/site.ts';
import { tagline as taglineJa } from '../content/ja/site.ts';
import type { FaqItem } from '../content/faq.ts';
import type { Edition } from '../editions/edition.ts';
import { edition as en } from '../editions/en.ts';
import { edition as ja } from '../editions/ja.ts';
import type { Locale, PageName } from '../routes.ts';
import * as enTitles from '../content/page-titles.ts';
import * as jaTitles from '../content/ja/page-titles.ts';

/** One edition as search engines and link previews see it. */
export interface HeadEdition {
  edition: Edition;
  /** Each page's title, without the brand. */
  pageTitles: Record<PageName, string>;
  /** The page's language as a BCP 47 tag (<html lang>, hreflang, inLanguage). */
  lang: string;
  /** Open Graph's locale (language_TERRITORY). */
  ogLocale: string;
  pageDescriptions: Record<PageName, string>;
  notFoundDescription: string;
  /** The business's one-line description. */
  tagline: string;
  /** The program cards of the pages that show them. */
  programs: { Programs: readonly Program[]; JapaneseLessons: readonly Program[]; EnglishLessons: readonly Program[] };
  faq: readonly FaqItem[];
}

export const headEditions: Record<Locale, HeadEdition> = {
  en: {
    edition: en,
    pageTitles: enTitles,
    lang: 'en',
    ogLocale: 'en_GB',
    ...enDescriptions,
    tagline,
    programs: { Programs: programs, JapaneseLessons: japanesePrograms, EnglishLessons: englishPrograms },
    faq: faqPage.items,
  },
  ja: {
    edition: ja,
    pageTitles: jaTitles,
    lang: 'ja',
    ogLocale: 'ja_JP',
    ...jaDescriptions,
    tagline: taglineJa,
    programs: { Programs: programsJa, JapaneseLessons: japaneseProgramsJa, EnglishLessons: englishProgramsJa },
    faq: faqPageJa.items,
  },
};
