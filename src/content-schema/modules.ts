// THE list of the content modules still written in TypeScript and what each exports: every file
// of src/content/*.ts with a value in it must be here (./check.ts refuses one that is not). Today
// that is the site's facts, site.ts; the pages' content is in the content files
// (src/content/{facts,en,ja}/, ./units.ts).
import type * as v from 'valibot';
import { email, optionalText, record, siteAddress, text, webAddress, wholeNumber } from './shapes.ts';

/** The schema of one content module: a record of its exports. */
export type ModuleSchema = v.GenericSchema;

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
    // '' (nothing sent), 'netlify' or a form service's address: vite.config.ts checks the value in
    // force (ENQUIRY_ENDPOINT overrides it) and stops the build with its own message.
    enquiryEndpoint: optionalText,
  }),
  trial: record({ minutes: wholeNumber(5, 240), replyHours: wholeNumber(1, 168) }),
});

/** Each content module by its file name in src/content/, with the schema of its exports. */
export const CONTENT_SCHEMAS: Record<string, ModuleSchema> = {
  'site.ts': site,
};
