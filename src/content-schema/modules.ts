// THE list of content modules and what each exports: every file of src/content/ with a
// value in it must be here (./check.ts refuses one that is not). Registering a module is
// one line: its file name and a record of its exports, built from ./fields.ts. The Japanese
// edition (src/content/ja/) is checked by the same schemas, under "ja/<file name>"; the
// modules both editions share (facts without words) have no Japanese twin.
import * as v from 'valibot';
import { navRoutes } from '../routes.ts';
import { email, optionalText, record, siteAddress, text, webAddress, wholeNumber, wording } from './fields.ts';

/** The folder of src/content/ that holds the Japanese edition's modules. */
export const JAPANESE_FOLDER = 'ja';

/** The schema of one content module: a record of its exports. */
export type ModuleSchema = v.GenericSchema;

/** A text for each of the given pages, by page name ("Home", "About"…). */
const perPage = (pages: readonly string[]) => record(Object.fromEntries(pages.map((page) => [page, text])));
const navPages = navRoutes('en').map((route) => route.page);

const notifications = record({ notificationTexts: record({ closeLabel: text }) });

const pageDescriptions = record({ notFoundDescription: text });

const shell = record({
  navLabels: perPage(navPages),
  shellTexts: record({
    skipLink: text,
    header: record({ menuToggle: text, navLabel: text, book: text }),
    footer: record({
      tagline: text,
      location: text,
      follow: wording(['@handle on X']),
      quickLinks: text,
      contact: text,
      privacy: text,
      terms: text,
      copyright: wording([2026, 'Brand']),
    }),
    notFound: record({ documentTitle: text, title: text, text, home: text }),
    errorScreen: record({ title: text, home: text }),
    pageUnavailable: record({ title: text, offline: text, failed: text, retry: text }),
    closeNotification: text,
    otherLanguage: text,
  }),
  componentTexts: record({
    popularBadge: text,
    translationLabel: text,
    lessonType: wording(['Business English']),
    focusLabel: text,
    stars: wording([4, 5]),
    opensInNewTab: text,
    homeStatsLabel: text,
  }),
});

const site = record({
  site: record({
    brand: text,
    teacherName: text,
    teacherNameJa: text,
    teacherNameReading: text,
    email,
    socialUrl: webAddress,
    socialHandle: text,
    socialService: text,
    url: siteAddress,
    locationShort: text,
    // '' (nothing sent), 'netlify' or a form service's address: vite.config.ts checks the value in
    // force (ENQUIRY_ENDPOINT overrides it) and stops the build with its own message.
    enquiryEndpoint: optionalText,
  }),
  tagline: text,
  trial: record({ minutes: wholeNumber(5, 240), replyHours: wholeNumber(1, 168) }),
});

/** Each English content module by its file name in src/content/, with the schema of its exports. */
const ENGLISH_SCHEMAS: Record<string, ModuleSchema> = {
  'notifications.ts': notifications,
  'page-descriptions.ts': pageDescriptions,
  'shell.ts': shell,
  'site.ts': site,
};

/**
 * The modules both editions import, by their file name in src/content/: facts without words
 * (the students' reviews), which a Japanese page takes from here rather than from an English
 * page's module (that would download the English page's words with it). They have no
 * Japanese twin.
 */
const SHARED_SCHEMAS: Record<string, ModuleSchema> = {};

/** The file names of the modules both editions share (src/content/<name>), which have no Japanese twin. */
export const SHARED_MODULES: readonly string[] = Object.keys(SHARED_SCHEMAS);

/**
 * The Japanese edition: src/content/ja/<name>.ts has the exports of src/content/<name>.ts,
 * checked by the same schema (none of the rules above is about English words: prices stay in
 * the form the build reads, "€30/hour"). So every English module has a Japanese twin, and a
 * missing one stops the build.
 */
const JAPANESE_SCHEMAS: Record<string, ModuleSchema> = Object.fromEntries(
  Object.entries(ENGLISH_SCHEMAS).map(([name, schema]) => [`${JAPANESE_FOLDER}/${name}`, schema]),
);

/**
 * Each content module by its path in src/content/ ("home.ts", "reviews.ts", "ja/home.ts"),
 * with the schema of its exports.
 */
export const CONTENT_SCHEMAS: Record<string, ModuleSchema> = {
  ...ENGLISH_SCHEMAS,
  ...SHARED_SCHEMAS,
  ...JAPANESE_SCHEMAS,
};
