// What the prerender needs of each edition to write a page's <head> and structured data: its
// language tags, and the business's one-line description and where lessons take place (the
// footer's tagline and location, from its content file). Only the build reads this module, so none of it reaches the browser's bundle.
import content from 'virtual:content/all';
import type { Locale } from '../routes.ts';

/** The footer's tagline and location in a language. */
function footerWords(locale: Locale): Pick<HeadEdition, 'tagline' | 'location'> {
  const { tagline, location } = content[locale].shell.footer;
  return { tagline, location };
}

/** One edition as search engines and link previews see it. */
export interface HeadEdition {
  /** The page's language as a BCP 47 tag (<html lang>, hreflang, inLanguage). */
  lang: string;
  /** Open Graph's locale (language_TERRITORY). */
  ogLocale: string;
  /** The business's one-line description. */
  tagline: string;
  /** Where lessons take place ("Malta / Online"). */
  location: string;
}

export const headEditions: Record<Locale, HeadEdition> = {
  en: { lang: 'en', ogLocale: 'en_GB', ...footerWords('en') },
  ja: { lang: 'ja', ogLocale: 'ja_JP', ...footerWords('ja') },
};
