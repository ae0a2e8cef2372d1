// The building blocks of the content schemas: what a text, a price, an e-mail address, a
// web address, an icon, a link to a page and a picture must look like, each with the
// words the build prints when one is wrong. Every message says what is wrong and how to
// write it; the file, the record and the field are added by ./check.ts.
//
// These schemas run at build time only (the prerender imports them); the browser bundle
// never contains them.
import * as v from 'valibot';
import { ICON_NAMES } from '../components/Icon/paths.ts';
import { EMPHASIS } from '../lib/long-text.ts';
import { findRoute, routes } from '../routes.ts';
import { record, type RecordNaming } from './shapes.ts';

// Records the messages can name: the same as the content files' (./shapes.ts).
export { record, type RecordNaming };

// ----- Texts ----------------------------------------------------------------------------

const HTML_TAG = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i;

/** A text shown on a page: not empty, and no HTML (a page shows it exactly as typed). */
export const text = v.pipe(
  v.string(),
  v.check((value) => value.trim() !== '', 'is empty: write the text between the quotes'),
  v.check(
    (value) => !HTML_TAG.test(value),
    (issue) =>
      `contains the HTML tag ${HTML_TAG.exec(String(issue.input))?.[0]}, which the page would show as typed: ` +
      'pages take plain text (long texts allow *emphasis* and **bold**, and a list of paragraphs)',
  ),
);

/**
 * A text written from values, such as `(name) => \`Enquiry from ${name}\``: a function that,
 * given the example values, returns a text that is not empty and contains each of them.
 */
export const wording = (examples: readonly (string | number)[]) =>
  v.pipe(
    v.function(`should stay a function that writes its values into the text, like (name) => \`… \${name}\``),
    v.check(
      (write) => {
        let written: unknown;
        try {
          written = (write as (...values: (string | number)[]) => unknown)(...examples);
        } catch {
          return false;
        }
        return (
          typeof written === 'string' &&
          written.trim() !== '' &&
          examples.every((example) => written.includes(String(example)))
        );
      },
      `should write its values into the text (given ${examples.map((example) => JSON.stringify(example)).join(' and ')}, ` +
        'the text should contain them): keep each ${…} of the text between backquotes',
    ),
  );

/** A text that may be empty, such as the description of a decorative picture. */
export const optionalText = v.string();

/** One paragraph of a long text, with *emphasis* and **bold** that open and close. */
export const paragraph = v.pipe(
  text,
  v.check(
    (value) => !value.replace(EMPHASIS, '').includes('*'),
    'has a * that does not close: write *words* for emphasis or **words** for bold, with no space inside the stars',
  ),
);

/**
 * A long text (an answer, a policy rule, a paragraph of the story): one paragraph, or a
 * list of paragraphs `['First…', 'Second…']`, with *emphasis* and **bold**.
 */
export const longText = v.union(
  [paragraph, v.pipe(v.array(paragraph), v.minLength(1, 'is an empty list: write at least one paragraph'))],
  'should be a text between quotes, or a list of paragraphs between [ and ]',
);

/** A list of short texts. */
export const texts = v.array(text);

// ----- Facts ------------------------------------------------------------------------------

/** An e-mail address. */
export const email = v.pipe(
  v.string(),
  v.email((issue) => `"${String(issue.input)}" is not an e-mail address; write it like "name@example.com"`),
);

/** Whether a text is a whole web address starting with https:// (or http://). */
function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^\s/]/i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname.includes('.'));
  } catch {
    return false;
  }
}

const notWebAddress = (issue: { input: unknown }) =>
  `"${String(issue.input)}" is not a web address; write the whole address, starting with https://, like "https://example.com"`;

/** A link to another site: a whole address. */
export const webAddress = v.pipe(v.string(), v.check(isWebAddress, notWebAddress));

/** The site's own address: its origin only; a subfolder goes into BASE_PATH when building. */
export const siteAddress = v.pipe(
  v.string(),
  v.check(isWebAddress, notWebAddress),
  v.check(
    (value) => !isWebAddress(value) || new URL(value).pathname.replace(/\/$/, '') === '',
    (issue) =>
      `"${String(issue.input)}" should be the site's address only, like "${new URL(String(issue.input)).origin}"; ` +
      'for a site in a subfolder, build with BASE_PATH (see README, "Deploying")',
  ),
);

/** A whole number from `min` to `max`. */
export const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.number(),
    v.check(
      (value) => Number.isInteger(value) && value >= min && value <= max,
      `should be a whole number from ${min} to ${max}`,
    ),
  );

/** The name of one of the site's icons. */
export const icon = v.picklist(
  ICON_NAMES,
  (issue) => `"${String(issue.input)}" is not an icon; the icons are: ${ICON_NAMES.join(', ')}`,
);

/** A path of one of the site's pages, e.g. "/contact". */
export const pagePath = v.pipe(
  v.string(),
  v.check(
    (value) => value.startsWith('/') && Boolean(findRoute(value)),
    (issue) =>
      `"${String(issue.input)}" is not a page of the site; the pages are: ${routes.map((route) => route.path).join(', ')}`,
  ),
);

// ----- Pictures -----------------------------------------------------------------------------

/** A picture made by the picture pipeline; its problem (too small, too heavy, unreadable) stops the build. */
const pictureData = v.pipe(
  v.looseObject({ src: v.string(), width: v.number(), height: v.number() }),
  v.check(
    (picture) => !('problem' in picture),
    (issue) => String((issue.input as { problem?: unknown }).problem),
  ),
);

export { pictureData as picture };

/** A picture with the description screen readers read ('' for decoration). */
export const contentPicture = record({ picture: pictureData, alt: optionalText });

// ----- Shapes shared by several pages (src/content/card-types.ts) ------------------------------

export const localizedText = record({
  text,
  lang: v.optional(v.literal('ja', 'should be "ja" (Japanese), or left out')),
});

export const action = record({ label: text, to: pagePath });

export const hero = { eyebrow: text, title: text, lead: text };

export const feature = record(
  { icon, title: text, subtitle: v.optional(localizedText), description: text, action: v.optional(action) },
  { noun: 'card', label: 'title' },
);

export const callToAction = record({ title: text, text, action: text, note: v.optional(text) });
