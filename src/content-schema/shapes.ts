// The building blocks of the page schemas: what a text, a long text, a price, a date, an
// icon, a link, an address and a picture must look like, each with the words the build prints
// when one is wrong (what is wrong, then what to write). The file, the line and the field are
// added by scripts/content/load.ts.
//
// Facts that each language writes its own way (a price, a date) are read once from the facts
// file and written out in the language being built (the `lang` the loader validates with), so
// a Japanese page never shows an English price. Schemas run at build time only; pages import
// the types below, never the schemas.
import * as v from 'valibot';
import { markdownInShortText, readMarkdown } from '../../scripts/content/markdown.ts';
import { curlyQuotes } from '../../scripts/content/quotes.ts';
import { ICON_NAMES } from '../components/Icon/paths.ts';
import { CLOCK_TIME, minutesOf } from '../lib/lesson-hours.ts';
import type { Inline, RichText } from '../lib/rich-text.ts';
import { findRoute, localizePath, navRoutes, routes, type Locale } from '../routes.ts';
import { fact, unbroken } from './model.ts';

// ----- Records the messages can name ------------------------------------------------

/** How a list's records are named in messages: question "Do I need…". */
export interface RecordNaming {
  /** What one record is, e.g. "question". */
  noun: string;
  /** The field whose text names a record, e.g. "question". */
  label: string;
}

/**
 * A group of fields with exactly these names: a misspelt or unknown one stops the build.
 * With `naming`, a record of a list, named in messages by its noun and label.
 */
export function record<const Entries extends v.ObjectEntries>(entries: Entries, naming?: RecordNaming) {
  const schema = v.strictObject(entries);
  return naming ? v.pipe(schema, v.metadata({ naming })) : schema;
}

/** The language a value is validated for (the loader passes it as valibot's `lang`). */
function localeOf(config: { lang?: string }): Locale {
  return config.lang === 'ja' ? 'ja' : 'en';
}

// ----- Texts ----------------------------------------------------------------------------

const HTML_TAG = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i;

const notEmpty = v.check((value: string) => value.trim() !== '', 'is empty: write the text');
const noHtml = v.check(
  (value: string) => !HTML_TAG.test(value),
  (issue) =>
    `contains the HTML tag ${HTML_TAG.exec(String(issue.input))?.[0]}, which a page would show as typed: ` +
    'write plain words (long texts take Markdown: *emphasis*, **bold**, [links](/contact))',
);

/** A space no one sees as different from a plain one: a no-break or a zero-width space, a word joiner. */
const INVISIBLE_SPACE = /[\u00A0\u202F\u200B\u2060]/u;
const noInvisibleSpace = v.check(
  (value: string) => !INVISIBLE_SPACE.test(value),
  'contains an invisible space (a no-break or a zero-width one): write a plain space; the build keeps numbers, times and names on one line by itself',
);

/** A short text (a title, a label, a button): plain words on one line, no Markdown, no HTML. */
export const text = v.pipe(
  v.string('should be a text'),
  notEmpty,
  noHtml,
  noInvisibleSpace,
  v.check(
    (value) => markdownInShortText(value) === undefined,
    (issue) => markdownInShortText(String(issue.input))!,
  ),
  // What's → What’s, "optional" → “optional” (scripts/content/quotes.ts).
  v.transform(curlyQuotes),
);

/**
 * A short text the page completes as it runs, naming where with each of `names` in braces: the
 * e-mail subject's "{name}" becomes the visitor's name. (The other braces are the site's facts,
 * which the build writes in.)
 */
export function textWith(names: readonly string[]) {
  const missing = (value: string) => names.filter((name) => !value.includes(`{${name}}`));
  return v.pipe(
    text,
    v.check(
      (value) => missing(value).length === 0,
      (issue) =>
        `should say ${missing(String(issue.input))
          .map((name) => `{${name}}`)
          .join(' and ')} where the page writes it in`,
    ),
    v.metadata({ placeholders: names }),
  );
}

/** A short text that may be empty, such as the description of a decorative picture. */
export const optionalText = v.pipe(v.string('should be a text'), noHtml);

/** A list of short texts. */
export const texts = v.array(text, 'should be a list of texts, one per line starting with "- "');

/** A long text with its links to the site's pages in the edition being built ("/contact" → "/ja/contact"). */
function localizeLinks(text: RichText, locale: Locale): RichText {
  const runs = (list: Inline[]): Inline[] =>
    list.map((run) => {
      if (typeof run === 'string' || 'br' in run) return run;
      if ('em' in run) return { em: runs(run.em) };
      if ('strong' in run) return { strong: runs(run.strong) };
      return { link: runs(run.link), href: run.href.startsWith('/') ? localizePath(run.href, locale) : run.href };
    });
  return text.map(runs);
}

/**
 * A long text in Markdown: paragraphs (apart by an empty line), line breaks (a new line),
 * *emphasis*, **bold** and [links](/contact). Read into the tree pages render.
 */
export const richText = v.pipe(
  v.string('should be a text (for several paragraphs, start it with "|" and write them on the lines below)'),
  notEmpty,
  noHtml,
  noInvisibleSpace,
  v.rawTransform(({ dataset, config, addIssue, NEVER }): RichText => {
    const { text: read, problems } = readMarkdown(dataset.value, (path) => Boolean(findRoute(path)));
    if (problems.length === 0) return localizeLinks(read, localeOf(config));
    for (const problem of problems) addIssue({ message: problem.message });
    return NEVER;
  }),
);

// ----- Facts ------------------------------------------------------------------------------

/** What one price buys. */
export type PriceUnit = 'hour' | 'class' | 'course';

/** A price, read from the facts file and written in the language being built. */
export interface Price {
  /** The price, or the lowest of a range or of a "from" price, in euro. */
  min: number;
  /** The highest of a range ("€15–20 per hour" → 20). */
  max?: number;
  /** A "from" price: the lowest there is. */
  from: boolean;
  /** What one price buys. */
  per: PriceUnit;
  /** How long a course runs, in weeks, when its price says so ("per 8-week course"). */
  weeks?: number;
  /** The price in a line, as the language writes it: "€30/hour", "1時間30ユーロ". */
  text: string;
  /** The amount alone: "€25", "€30" (of "from €30"), "25ユーロ", "30ユーロ" (of "30ユーロ〜"). */
  amount: string;
  /**
   * What makes it a "from" price, set small like what the price buys: the word before the amount
   * in English ("from"), the wave dash after it in Japanese ("〜": 30ユーロ〜).
   */
  lead?: string;
  tail?: string;
  /** What it buys: "per class", "for an 8-week course" (after the amount), "1回" (before it). */
  period: string;
  /** What it buys, as the price in a line writes it: "/hour" (after the amount), "1時間" (before it). */
  unit: string;
  /** The language writes what a price buys before its amount (Japanese: 1回 25ユーロ). */
  periodFirst?: true;
}

const PRICE_EXAMPLES =
  '"€30 per hour", "from €30 per hour", "€15–20 per hour", "€25 per class" or "€350 per 8-week course"';
const AMOUNT = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const PRICE = new RegExp(
  String.raw`^(from\s+)?€\s?(${AMOUNT})(?:\s?[–-]\s?€?\s?(${AMOUNT}))?\s+per\s+(hour|class|course|(\d+)-week course)$`,
  'i',
);
const OTHER_CURRENCY = /[$£¥₩]|\b(?:usd|gbp|jpy|dollars?|pounds?|yen)\b|円|ドル/i;

/** An amount's value: "1,200" → 1200, "32.50" and "32,50" → 32.5. */
function amountOf(text: string): number {
  return /^\d{1,3}(,\d{3})+/.test(text) ? Number(text.replace(/,/g, '')) : Number(text.replace(',', '.'));
}

/** An amount as a language writes it: 30, 32.50, 1,200. */
function writeAmount(amount: number): string {
  return amount.toLocaleString('en', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/** How each language writes a price (see docs/content.md, "Prices"). */
const PRICE_WORDS: Record<Locale, (price: Omit<Price, keyof PriceWords>) => PriceWords> = {
  en: ({ min, max, from, per, weeks }) => {
    const figure = `€${writeAmount(min)}${max === undefined ? '' : `–${writeAmount(max)}`}`;
    // "an 8-week", "an 11-week", "a 12-week": the article follows how the number is said.
    const article = /^8|^1[18]$/.test(String(weeks)) ? 'an' : 'a';
    const period = weeks ? `for ${article} ${weeks}-week course` : `per ${per}`;
    return {
      amount: figure,
      ...(from ? { lead: 'from' } : {}),
      period,
      unit: `/${per}`,
      text: `${from ? 'from ' : ''}${figure}/${per}`,
    };
  },
  ja: ({ min, max, from, per, weeks }) => {
    const amount = `${writeAmount(min)}${max === undefined ? '' : `〜${writeAmount(max)}`}ユーロ`;
    const tail = from ? '〜' : '';
    const unit = weeks ? `${weeks}週間コース` : { hour: '1時間', class: '1回', course: '1コース' }[per];
    return {
      amount,
      ...(from ? { tail } : {}),
      period: unit,
      unit,
      periodFirst: true,
      text: `${unit}${amount}${tail}`,
    };
  },
};

/**
 * A price in euro, written in the facts file like "€30 per hour", "from €30 per hour",
 * "€15–20 per hour", "€25 per class" or "€350 per 8-week course".
 */
export const price = fact(
  v.pipe(
    v.string(`should be a price like ${PRICE_EXAMPLES}`),
    v.rawTransform(({ dataset, config, addIssue, NEVER }): Price => {
      const written = dataset.value.trim();
      const match = PRICE.exec(written);
      if (!match) {
        addIssue({
          message: OTHER_CURRENCY.test(written)
            ? `"${written}" is not in euro: the site's prices are in euro; write it like ${PRICE_EXAMPLES}`
            : `cannot read the price "${written}"; write it like ${PRICE_EXAMPLES}`,
        });
        return NEVER;
      }
      const [, from, low = '', high, unit = '', weeks] = match;
      const facts = {
        min: amountOf(low),
        ...(high === undefined ? {} : { max: amountOf(high) }),
        from: Boolean(from),
        per: (weeks ? 'course' : unit.toLowerCase()) as PriceUnit,
        ...(weeks ? { weeks: Number(weeks) } : {}),
      };
      return { ...facts, ...PRICE_WORDS[localeOf(config)](facts) };
    }),
  ),
);

/** Whether a value is a price the schema made (for the build's passes over the content). */
export function isPrice(value: object): value is Price {
  return 'per' in value && 'min' in value && 'text' in value;
}

/** A price's words, as a language writes them. */
type PriceWords = Pick<Price, 'text' | 'amount' | 'lead' | 'tail' | 'period' | 'unit' | 'periodFirst'>;

/** A price as a page shows it: its amount and what it buys, in words, each set in its own type. */
export type ShownPrice = Pick<Price, keyof typeof SHOWN_PRICE>;

/** The fields of a price the browser gets (its numbers are for the structured data, which the build writes). */
export const SHOWN_PRICE = {
  amount: true,
  lead: true,
  tail: true,
  period: true,
  unit: true,
  periodFirst: true,
} as const satisfies Partial<Record<keyof Price, true>>;

/**
 * The JLPT levels a card spans, written in the facts file with an en dash ("N5–N4", "N1+") and
 * shown as the language writes a range: "N5–N4" in English, "N5〜N4" in Japanese, whose ranges
 * take the wave dash, as its prices do (docs/content.md, "Prices"). A level and beyond ("N1+")
 * is N1 in Japanese, which has no level above it, and 以上 after any other ("N2+": N2以上), so
 * the Japanese pages write the top level one way (N5〜N1, 上級（N1）).
 */
export const levelSpan = fact(
  v.pipe(
    text,
    v.rawTransform(({ dataset, config }) =>
      localeOf(config) === 'ja'
        ? dataset.value
            .replaceAll('–', '〜')
            .replace(/N([1-5])\+/gu, (_, level) => (level === '1' ? 'N1' : `N${level}以上`))
        : dataset.value,
    ),
  ),
);

/**
 * A figure of a stats strip, written in the facts file as the English page shows it ("1000+",
 * "95%", "5.0"). The Japanese pages write thousands with a comma (1,000+), as their texts do
 * (docs/japanese-style.md); the English keeps the specification's figures.
 */
export const figure = fact(
  v.pipe(
    text,
    v.rawTransform(({ dataset, config }) =>
      localeOf(config) === 'ja'
        ? dataset.value.replace(/\d{4,}/gu, (digits) => Number(digits).toLocaleString('en'))
        : dataset.value,
    ),
  ),
);

/** A date, read from the facts file (2026-11-01) and written in the language being built. */
export interface ShownDate {
  /** The date as the facts file has it: "2026-11-01". */
  iso: string;
  /** As the language writes it: "November 1, 2026", "2026年11月1日". */
  text: string;
}

/** A date, written in the facts file as year-month-day: 2026-11-01. */
export const date = fact(
  v.pipe(
    v.string('should be a date written as year-month-day, like 2026-11-01'),
    v.rawTransform(({ dataset, config, addIssue, NEVER }): ShownDate => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dataset.value.trim());
      const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
      if (!match || !day || day.getUTCDate() !== Number(match[3])) {
        addIssue({ message: `"${dataset.value}" is not a date: write it as year-month-day, like 2026-11-01` });
        return NEVER;
      }
      const iso = match[0];
      const text =
        localeOf(config) === 'ja'
          ? `${day.getUTCFullYear()}年${day.getUTCMonth() + 1}月${day.getUTCDate()}日`
          : day.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
      return { iso, text };
    }),
  ),
);

/** A reading time, from the facts file's minutes and written in the language being built. */
export interface ReadingTime {
  minutes: number;
  /** As the language writes it: "8 min read", "8分で読めます". */
  text: string;
}

/** An article's reading time, written in the facts file in whole minutes: 8. */
export const readingTime = fact(
  v.pipe(
    wholeNumberOf(1, 120, 'minutes'),
    v.rawTransform(({ dataset, config }): ReadingTime => ({
      minutes: dataset.value,
      text: localeOf(config) === 'ja' ? `${dataset.value}分で読めます` : `${dataset.value} min read`,
    })),
  ),
);

/** An e-mail address. */
export const email = v.pipe(
  v.string('should be an e-mail address'),
  v.email((issue) => `"${String(issue.input)}" is not an e-mail address; write it like name@example.com`),
);

/** Whether a text is a whole web address starting with https:// (or http://). */
function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^\s/]/i.test(value)) return false;
  try {
    return new URL(value).hostname.includes('.');
  } catch {
    return false;
  }
}

const notWebAddress = (issue: { input: unknown }) =>
  `"${String(issue.input)}" is not a web address; write the whole address, starting with https://, like https://example.com`;

/** A link to another site: a whole address. */
export const webAddress = v.pipe(v.string('should be a web address'), v.check(isWebAddress, notWebAddress));

/** A link to another site that may be left out: a whole address, or '' for none. */
export const optionalWebAddress = v.pipe(
  v.string("should be a web address, or '' for none"),
  v.check((value) => value === '' || isWebAddress(value), notWebAddress),
);

/** The site's own address: its origin only; a subfolder goes into BASE_PATH when building. */
export const siteAddress = v.pipe(
  webAddress,
  v.check(
    (value) => new URL(value).pathname.replace(/\/$/, '') === '',
    (issue) =>
      `"${String(issue.input)}" should be the site's address only, like ${new URL(String(issue.input)).origin}; ` +
      'for a site in a subfolder, build with BASE_PATH (docs/deploying.md)',
  ),
);

/** A whole number from `min` to `max` (of a unit, for the message: "minutes"). */
function wholeNumberOf(min: number, max: number, unit?: string) {
  const message = `should be a whole number from ${min} to ${max}${unit ? ` (${unit})` : ''}`;
  return v.pipe(
    v.number(message),
    v.check((value) => Number.isInteger(value) && value >= min && value <= max, message),
  );
}

/** A whole number from `min` to `max`. */
export const wholeNumber = (min: number, max: number) => wholeNumberOf(min, max);

/**
 * A time of day on the 24-hour clock, in quotes: '9:00', '20:00'. (Unquoted, YAML may read
 * 9:00 as a number of minutes, which the message then names.)
 */
export const clockTime = v.pipe(
  v.string((issue) => `should be a time of day in quotes, like '9:00' or '20:00' (read as ${String(issue.input)})`),
  v.check(
    (value) => CLOCK_TIME.test(value.trim()),
    (issue) =>
      `"${String(issue.input)}" is not a time of day; write it in quotes on the 24-hour clock, like '9:00' or '20:00'`,
  ),
);

/** Lesson hours: the first and the last hour, each a time of day, the last after the first. */
export const hoursSpan = v.pipe(
  record({ from: clockTime, to: clockTime }),
  v.check(
    (hours) => minutesOf(hours.to) > minutesOf(hours.from),
    (issue) => {
      const hours = issue.input as { from: string; to: string };
      return `the last hour (${hours.to}) should be after the first (${hours.from})`;
    },
  ),
);

/** The name of one of the site's icons. */
export const icon = fact(
  v.picklist(ICON_NAMES, (issue) => `"${String(issue.input)}" is not an icon; the icons are: ${ICON_NAMES.join(', ')}`),
);

const aPagePath = v.pipe(
  v.string('should be the path of a page, like /contact'),
  v.check(
    (value) => value.startsWith('/') && Boolean(findRoute(value)),
    (issue) =>
      `"${String(issue.input)}" is not a page of the site; the pages are: ${routes
        .filter((route) => route.locale === 'en')
        .map((route) => route.path)
        .join(', ')}`,
  ),
);

/**
 * A path of one of the site's pages, e.g. "/contact" (each edition links its own language's
 * page), or one path for each edition, where their readers look for different pages:
 * `{ en: /programs, ja: /english-lessons }` (most readers of the Japanese pages want English
 * lessons). The page gets the path of the edition being built.
 */
export const pagePath = fact(
  v.pipe(
    v.union(
      [aPagePath, v.strictObject({ en: aPagePath, ja: aPagePath })],
      'should be the path of a page, like /contact, or one path for each language, like { en: /programs, ja: /english-lessons }',
    ),
    v.rawTransform(({ dataset, config }) =>
      typeof dataset.value === 'string' ? dataset.value : dataset.value[localeOf(config)],
    ),
  ),
);

/** The pages some edition's header menu lists (the route table's `inNav`). */
// (Typed as strings: the route table's types name the content units, which include this schema.)
const NAV_PAGES: readonly string[] = [...new Set(routes.filter((route) => route.inNav).map((route) => route.page))];

/**
 * The header menu's labels, by page: each edition names the pages its own menu lists, and no
 * other (the Japanese menu lists the English lessons where the English one lists the programs).
 */
export const navLabels = v.pipe(
  v.strictObject(
    Object.fromEntries(NAV_PAGES.map((page) => [page, v.optional(text)])) as Record<
      string,
      v.OptionalSchema<typeof text, undefined>
    >,
  ),
  v.rawCheck(({ dataset, config, addIssue }) => {
    if (!dataset.typed) return;
    const locale = localeOf(config);
    const language = locale === 'ja' ? 'Japanese' : 'English';
    const listed: readonly string[] = navRoutes(locale).map((route) => route.page);
    for (const page of NAV_PAGES) {
      const label = dataset.value[page];
      const at = (): [v.ObjectPathItem] => [
        { type: 'object', origin: 'value', input: dataset.value, key: page, value: label },
      ];
      if (listed.includes(page) && label === undefined) {
        addIssue({ message: `is missing: write its ${language} words (the menu lists this page)`, path: at() });
      } else if (!listed.includes(page) && label !== undefined) {
        addIssue({
          message: `the ${language} menu does not list this page (src/routes.ts says which pages it lists): remove this line`,
          path: at(),
        });
      }
    }
  }),
);

/** A form's code for a choice (what the form sends; each language writes its label). */
export const code = <const Codes extends readonly [string, ...string[]]>(codes: Codes) =>
  fact(v.picklist(codes, `should be one of the form's codes: ${codes.join(', ')}`));

// ----- Pictures -----------------------------------------------------------------------------

/**
 * A picture as the build's picture pipeline made it (scripts/pictures): what the content
 * gives a page for a picture its facts file names (`picture: pictures/yuki.jpg`). Kept small,
 * because it travels in the page's script for client-side navigation.
 */
export interface PictureData {
  /**
   * The file under the base path: an SVG or a file used as it is ("assets/x-1a2b3c4d.svg"),
   * or, with `widths`, the stem of the made files ("assets/x-1a2b3c4d" → "…-320.avif").
   */
  src: string;
  /**
   * A drawing's version for dark screens (an SVG "x-dark.svg" beside "x.svg", found by the
   * build), shown instead when the visitor's system uses a dark theme.
   */
  darkSrc?: string;
  /** Intrinsic width in pixels (of the widest made file): reserves the space, no layout shift. */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
  /** The widths made in AVIF and WebP, smallest first. */
  widths?: readonly number[];
  /** The fallback format ("<src>.jpg" or ".png") for browsers without AVIF and WebP. */
  type?: 'jpg' | 'png';
  /** The `sizes` attribute: how wide the layout shows it. */
  sizes?: string;
  /** Why the build cannot use the source file; the content check stops the build with it. */
  problem?: string;
}

/** The kinds of picture the build makes (scripts/pictures/profiles.ts). */
export type PictureUse = 'portrait' | 'hero' | 'card' | 'avatar';

/** Where the loader finds the picture file and its kind, until it has made the picture. */
export const PICTURE_SOURCE = Symbol('picture source');

/** A picture as the schema reads it: its file and kind; the loader then makes it (scripts/pictures). */
export interface PictureSource {
  [PICTURE_SOURCE]: { file: string; use: PictureUse };
}

/**
 * A picture: its file under src/content/ (pictures/yuki.jpg), made into the fast versions of
 * its kind (`use`) by the build. Its problems (too small, too heavy, unreadable) stop the build.
 * A fact (both editions show it), and attributes only (its `sizes` got a break mark in
 * "max-width" that the browser could not read).
 */
export const picture = (use: PictureUse) =>
  v.pipe(
    v.string('should be the file of a picture under src/content/, like pictures/yuki.jpg'),
    v.check(
      (value) => /\.(jpe?g|png|webp|avif|svg)$/i.test(value) && !value.startsWith('/') && !value.includes('\\'),
      (issue) =>
        `"${String(issue.input)}" is not a picture file: write its path from src/content/, like pictures/yuki.jpg (JPEG, PNG or SVG)`,
    ),
    // The loader makes the picture and puts its PictureData here.
    v.transform(
      (file): PictureData => ({ src: file, width: 0, height: 0, [PICTURE_SOURCE]: { file, use } }) as PictureData,
    ),
    v.metadata({ fact: true, unbroken: true }),
  );

/** A picture with the words screen readers read for it ('' for a decoration). */
export const describedPicture = (use: PictureUse) => record({ picture: picture(use), alt: unbroken(optionalText) });
