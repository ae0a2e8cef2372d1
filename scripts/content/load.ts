// Loads the content of one part of the site (a page, the site's frame, the site's facts) in
// one language: its facts from src/content/facts/<name>.yaml and its words from
// src/content/<lang>/<name>.yaml, joined (./join.ts), checked against its schema
// (src/content-schema/units.ts), with the site's facts written into the words where they say
// {brand}, {teacher} (her name as the language writes it), {teacherReading}, {email},
// {trialMinutes}, {replyHours}, {englishQualification} or the lesson hours ({hoursFrom}, {hoursTo}, and on Japanese pages
// {japanHoursSummer} and {japanHoursWinter}) (and, in the policies, {formDelivery} and {newsletterDelivery}: the sentence
// true of the build's enquiry delivery and newsletter setting), and its pictures made.
//
// Every problem is one line that names the file, the line and the field, says what is wrong
// and what to write, e.g.
//
//   src/content/facts/japanese-lessons.yaml:12 › programs › private › price: cannot read the price "32 euros"; write it like …
import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { unknownField } from '../../src/content-schema/did-you-mean.ts';
import { entriesOf, itemOf, joinsById, metadataOf, type SchemaParts } from '../../src/content-schema/model.ts';
import { PICTURE_SOURCE, type PictureSource, type RecordNaming } from '../../src/content-schema/shapes.ts';
import { CONTENT_UNITS, type SiteFacts, type UnitContent, type UnitName } from '../../src/content-schema/units.ts';
import type { PictureData } from '../../src/content-schema/shapes.ts';
import { hoursPlaceholders } from '../../src/lib/lesson-hours.ts';
import type { Locale } from '../../src/routes.ts';
import { enquiryEndpointSetting, parseEnquiryEndpoint, type EnquiryDelivery } from '../enquiry-endpoint.ts';
import { ROOT_DIR } from '../paths.ts';
import { newsletterSetting, parseNewsletterEndpoint, type NewsletterDelivery } from '../service-settings.ts';
import { makePicture, shownPath, type MadeFile } from '../pictures/process.ts';
import { joinContent, type Step } from './join.ts';
import { readMarkdownFile, type Sections } from './markdown-file.ts';
import { readYamlFile, type YamlFile } from './yaml-file.ts';

/** The teacher's content folder. */
export const CONTENT_DIR = path.join(ROOT_DIR, 'src', 'content');

/** Where a page written in Markdown puts its sections (its schema says so), or undefined for a YAML page. */
function sectionsOf(name: UnitName): Sections | undefined {
  return metadataOf(CONTENT_UNITS[name] as unknown as SchemaParts).sections as Sections | undefined;
}

/** The facts file and a language's words file of a part of the site (a .md file for a page written in Markdown). */
export function contentFiles(name: UnitName, locale: Locale, root = CONTENT_DIR): { facts: string; words: string } {
  return {
    facts: path.join(root, 'facts', `${name}.yaml`),
    words: path.join(root, locale, `${name}.${sectionsOf(name) ? 'md' : 'yaml'}`),
  };
}

/**
 * A path as messages show it: src/content/… with forward slashes (also for a copy of the
 * content folder elsewhere, as tests load).
 */
function shown(file: string, root: string): string {
  return ['src', 'content', ...path.relative(root, file).split(path.sep)].join('/');
}

/** Options of a load. */
export interface LoadOptions {
  /** Make the pictures' fast versions (a build) or only check their sources (the dev server, tests). */
  encode: boolean;
  /** The content folder: src/content/ unless given (tests load copies of it). */
  root?: string;
}

/** What a load gives: the content, or the problems that stop the build. */
export interface Loaded<Name extends UnitName> {
  content?: UnitContent<Name>;
  problems: string[];
  /** The files the content was read from, for the dev server to watch. */
  files: string[];
  /** The picture files made for the content, for the browser build to write. */
  pictureFiles: MadeFile[];
}

// ----- Messages ---------------------------------------------------------------------------

/** The schema at a path of the content. */
function schemaAt(schema: SchemaParts, steps: readonly Step[]): SchemaParts | undefined {
  let current: SchemaParts | undefined = schema;
  for (const step of steps) {
    if (!current) return undefined;
    current = typeof step === 'number' ? itemOf(current) : entriesOf(current)?.[step];
  }
  return current;
}

/** A field's path as messages show it: programs › private › title; items › "Do I need…" › answer. */
function fieldName(schema: SchemaParts, steps: readonly Step[], value: unknown): string {
  const names: string[] = [];
  let node: unknown = value;
  let current: SchemaParts | undefined = schema;
  for (const step of steps) {
    const next = (node as Record<string | number, unknown> | undefined)?.[step];
    if (typeof step === 'number') {
      const record = next as Record<string, unknown> | undefined;
      const naming = metadataOf(itemOf(current)).naming as RecordNaming | undefined;
      const label = naming ? record?.[naming.label] : undefined;
      if (joinsById(current) && typeof record?.id === 'string') names.push(record.id);
      else if (naming && typeof label === 'string')
        names.push(`${naming.noun} "${label.length > 40 ? `${label.slice(0, 40)}…` : label}"`);
      else names.push(`item ${step + 1}`);
      current = itemOf(current);
    } else {
      names.push(step);
      current = entriesOf(current)?.[step];
    }
    node = next;
  }
  return names.join(' › ');
}

/** The words of a valibot issue, for the person editing. */
function issueMessage(
  issue: v.BaseIssue<unknown>,
  schema: SchemaParts,
  steps: readonly Step[],
  locale: Locale,
): string {
  if (issue.type === 'strict_object' && issue.expected === 'never' && steps.length > 0) {
    const allowed = Object.keys(entriesOf(schemaAt(schema, steps.slice(0, -1))) ?? {});
    return unknownField(String(steps.at(-1)), allowed);
  }
  if (issue.input === undefined && issue.kind === 'schema') {
    const language = locale === 'ja' ? 'Japanese' : 'English';
    return metadataOf(schemaAt(schema, steps)).fact
      ? 'is missing: write it'
      : `is missing: write its ${language} words`;
  }
  const input = issue.input as Record<string, unknown> | null;
  if (
    issue.expected === 'string' &&
    input &&
    typeof input === 'object' &&
    Object.values(input).every((x) => x === null)
  ) {
    return 'a text that starts with { must be in quotes: write it like "{brand} in Malta"';
  }
  return issue.message;
}

// ----- The site's facts in the words ------------------------------------------------------

/** What the words may say in braces: the site's facts (src/content/facts/site.yaml), her name as each language writes it. */
function placeholdersFor(site: SiteFacts, locale: Locale, words: unknown): Record<string, string> {
  return {
    brand: site.brand,
    teacher: locale === 'ja' ? site.teacherNameJa : site.teacherName,
    teacherReading: site.teacherNameReading,
    email: site.email,
    trialMinutes: String(site.trial.minutes),
    replyHours: String(site.trial.replyHours),
    englishQualification: locale === 'ja' ? site.englishQualificationJa : site.englishQualification,
    ...hoursPlaceholders(site.hours, locale, buildYear()),
    ...formDelivery(site, words),
    ...newsletterDelivery(site, words),
  };
}

/** The year of the build (SOURCE_DATE_EPOCH's in a reproducible build): the year whose seasons Japan time is given for. */
function buildYear(): number {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  return (epoch ? new Date(Number(epoch) * 1000) : new Date()).getUTCFullYear();
}

/**
 * {formDelivery}: the sentence of a words file's `formDelivery` that is true of this build's
 * enquiry delivery (ENQUIRY_ENDPOINT or enquiryEndpoint in src/content/facts/site.yaml, as
 * vite.config.ts reads it): `off` while the form sends nothing, else `on`, which names where
 * the enquiries go as {formService} (`netlify`, or `service` with the form service's {host}).
 */
function formDelivery(site: SiteFacts, words: unknown): Record<string, string> {
  const sentences = (words as { formDelivery?: Partial<Record<'off' | 'on' | 'netlify' | 'service', unknown>> })
    ?.formDelivery;
  if (!sentences || typeof sentences !== 'object') return {};
  const texts = Object.fromEntries(
    Object.entries(sentences).map(([name, sentence]) => [name, typeof sentence === 'string' ? sentence : '']),
  );
  let delivery: EnquiryDelivery;
  try {
    delivery = parseEnquiryEndpoint(enquiryEndpointSetting(process.env, site.enquiryEndpoint).value);
  } catch {
    // A wrong setting stops the build with its own message (vite.config.ts).
    delivery = { mode: 'off' };
  }
  const host = delivery.mode === 'service' ? new URL(delivery.url).host : '';
  const service = (delivery.mode === 'netlify' ? texts.netlify : texts.service)?.replaceAll('{host}', host) ?? '';
  return {
    formDelivery: (delivery.mode === 'off' ? texts.off : texts.on)?.replaceAll('{formService}', service) ?? '',
    formService: service,
    host,
  };
}

/**
 * {newsletterDelivery}: the sentence of a words file's `newsletterDelivery` that is true of this
 * build's newsletter setting (NEWSLETTER_ENDPOINT or newsletterEndpoint in
 * src/content/facts/site.yaml, as vite.config.ts reads it): `off` while the box subscribes
 * nobody, else `on`, which names the newsletter service's address as {host}.
 */
function newsletterDelivery(site: SiteFacts, words: unknown): Record<string, string> {
  const sentences = (words as { newsletterDelivery?: Partial<Record<'off' | 'on', unknown>> })?.newsletterDelivery;
  if (!sentences || typeof sentences !== 'object') return {};
  let delivery: NewsletterDelivery;
  try {
    delivery = parseNewsletterEndpoint(newsletterSetting(process.env, site.newsletterEndpoint).value);
  } catch {
    // A wrong setting stops the build with its own message (vite.config.ts).
    delivery = { mode: 'off' };
  }
  const sentence = delivery.mode === 'off' ? sentences.off : sentences.on;
  const host = delivery.mode === 'on' ? new URL(delivery.url).host : '';
  return { newsletterDelivery: typeof sentence === 'string' ? sentence.replaceAll('{host}', host) : '' };
}

/** Writes the site's facts into every text of `value` (a {name} that is no fact stays, and is reported after the check). */
function fillPlaceholders(value: unknown, facts: Record<string, string>): unknown {
  if (typeof value === 'string') {
    return value.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => facts[name] ?? whole);
  }
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, facts));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, fillPlaceholders(item, facts)]));
  }
  return value;
}

// ----- Words quoted from another page ----------------------------------------------------

/**
 * The English courses of an edition's contact form (`form: englishLessons:`), quoted from the
 * English lessons page in the same language: each program's id as the form's code, its title as
 * its words. A course is named once, on that page, and the form follows it.
 */
async function quoteEnglishCourses(words: unknown, locale: Locale, root: string, result: Loaded<UnitName>) {
  const lessons = (words as { form?: { englishLessons?: unknown } } | undefined)?.form?.englishLessons;
  if (!lessons || typeof lessons !== 'object') return;
  const page = await loadContent('english-lessons', locale, { encode: false, root });
  result.files.push(...page.files);
  if (!page.content) {
    // That page's own lines name its problems. An empty list stands in for the courses, so that
    // the form's check does not also call them missing here, where they are never typed.
    result.problems.push(...page.problems);
    (lessons as Record<string, unknown>).programs = [];
    return;
  }
  (lessons as Record<string, unknown>).programs = page.content.programs.cards.map((card) => ({
    value: card.id,
    label: card.title,
  }));
}

// ----- Pictures ---------------------------------------------------------------------------

/** Makes every picture of the content (found by its PICTURE_SOURCE) and puts its data in its place. */
export async function makePictures(
  value: unknown,
  options: LoadOptions,
  made: MadeFile[],
  problems: string[],
  where: (at: Step[]) => string,
  at: Step[] = [],
): Promise<unknown> {
  if (Array.isArray(value)) {
    return Promise.all(value.map((item, index) => makePictures(item, options, made, problems, where, [...at, index])));
  }
  if (!value || typeof value !== 'object') return value;
  const source = (value as Partial<PictureSource>)[PICTURE_SOURCE];
  if (source) {
    const root = options.root ?? CONTENT_DIR;
    const file = path.join(root, source.file);
    const picture = await makePicture(file, source.use, options);
    // The file as the content folder names it (also in a copy of it, as tests load).
    const problem = picture.data.problem?.replaceAll(shownPath(file), shown(file, root));
    if (problem) problems.push(`${where(at)}: ${problem}`);
    made.push(...picture.files);
    return picture.data satisfies PictureData;
  }
  const entries = await Promise.all(
    Object.entries(value).map(async ([name, item]) => [
      name,
      await makePictures(item, options, made, problems, where, [...at, name]),
    ]),
  );
  return Object.fromEntries(entries);
}

// ----- Loading ----------------------------------------------------------------------------

/** Reads a file of the part if it exists; a missing words file is a problem only when the part has words. */
function readIfThere(file: string, root: string): YamlFile | undefined {
  return fs.existsSync(file) ? readYamlFile(file, shown(file, root)) : undefined;
}

/**
 * The site's facts (src/content/facts/site.yaml, or its copy under `root`), checked: the
 * build's scripts and vite.config.ts read them here; the pages import them (src/site.ts).
 */
export function siteFacts(root = CONTENT_DIR): Promise<Loaded<'site'>> {
  return loadContent('site', 'en', { encode: false, root });
}

/** Loads one part of the site in one language. */
export async function loadContent<Name extends UnitName>(
  name: Name,
  locale: Locale,
  options: LoadOptions = { encode: false },
): Promise<Loaded<Name>> {
  const schema = CONTENT_UNITS[name] as unknown as v.GenericSchema & SchemaParts;
  const root = options.root ?? CONTENT_DIR;
  const files = contentFiles(name, locale, root);
  const facts = readIfThere(files.facts, root);
  const sections = sectionsOf(name);
  const words = sections
    ? fs.existsSync(files.words)
      ? readMarkdownFile(files.words, shown(files.words, root), sections)
      : undefined
    : readIfThere(files.words, root);
  const read = [facts, words].filter((file): file is YamlFile => Boolean(file));
  const result: Loaded<Name> = {
    problems: [],
    files: [files.facts, files.words].filter((file) => fs.existsSync(file)),
    pictureFiles: [],
  };
  // A mistake of form confuses YAML about the lines after it: its first message is the one to read.
  for (const file of read) result.problems.push(...file.problems.slice(0, 1));
  const factsOnly = Boolean(metadataOf(schema).factsOnly);
  if (!words && !factsOnly) {
    result.problems.push(`${shown(files.words, root)}: the file is missing: copy the English one and translate it`);
    return result;
  }
  if (result.problems.length > 0) return result;

  // The site's facts, for the {…} in the words.
  let placeholders: Record<string, string> = {};
  if (words) {
    const site = await siteFacts(root);
    if (!site.content) {
      result.problems.push(...site.problems);
      return result;
    }
    placeholders = placeholdersFor(site.content, locale, words.value);
    words.value = fillPlaceholders(words.value, placeholders);
    await quoteEnglishCourses(words.value, locale, root, result);
  }

  const joined = joinContent(schema, facts, words);
  const lineOf = (file: YamlFile, at: readonly (string | number)[]) => {
    const line = file.lineOf(at);
    return line ? `${file.file}:${line}` : file.file;
  };
  for (const problem of joined.problems) {
    result.problems.push(
      `${lineOf(problem.file, problem.path)} › ${fieldName(schema, problem.field, joined.value)}: ${problem.message}`,
    );
  }

  const where = (steps: readonly Step[]) => {
    const about = metadataOf(schemaAt(schema, steps));
    const prefer = about.fact || about.checks === 'facts' ? 'facts' : 'words';
    const place = joined.placeOf(steps, prefer);
    const at = place ? lineOf(place.file, place.path) : (words ?? facts)!.file;
    return steps.length ? `${at} › ${fieldName(schema, steps, joined.value)}` : at;
  };
  // One message per field: its first problem.
  const checked = v.safeParse(schema, joined.value, { lang: locale, abortPipeEarly: true });
  if (!checked.success) {
    const issues = checked.issues
      .map((issue) => ({ issue, steps: (issue.path ?? []).map((item) => item.key as Step) }))
      .filter(({ steps }) => !joined.said(steps));
    // A misspelt field is one mistake: its "did you mean" says which field is missing.
    const meant = new Set(
      issues
        .filter(({ issue }) => issue.type === 'strict_object' && issue.expected === 'never')
        .map(({ issue, steps }) => {
          const hint = /did you mean "([^"]+)"/.exec(issueMessage(issue, schema, steps, locale))?.[1];
          return hint ? JSON.stringify([...steps.slice(0, -1), hint]) : '';
        }),
    );
    for (const { issue, steps } of issues) {
      if (issue.input === undefined && meant.has(JSON.stringify(steps))) continue;
      result.problems.push(`${where(steps)}: ${issueMessage(issue, schema, steps, locale)}`);
    }
  }
  // Braces left in a text: a {name} that is no fact.
  if (checked.success) {
    const leftover = (value: unknown, at: Step[]) => {
      if (typeof value === 'string') {
        // The names the page itself writes in as it runs ({name} in the e-mail subject).
        const ownNames = (metadataOf(schemaAt(schema, at)).placeholders ?? []) as string[];
        for (const match of value.matchAll(/\{([A-Za-z]+)\}/g)) {
          if (ownNames.includes(match[1]!)) continue;
          result.problems.push(
            `${where(at)}: {${match[1]}} is not a fact the texts can use; they are: ${Object.keys(placeholders)
              .map((fact) => `{${fact}}`)
              .join(', ')}`,
          );
        }
      } else if (Array.isArray(value)) value.forEach((item, index) => leftover(item, [...at, index]));
      else if (value && typeof value === 'object') {
        for (const [field, item] of Object.entries(value)) leftover(item, [...at, field]);
      }
    };
    leftover(checked.output, []);
  }
  if (result.problems.length > 0 || !checked.success) return result;

  const content = await makePictures(checked.output, options, result.pictureFiles, result.problems, where);
  if (result.problems.length === 0) result.content = content as UnitContent<Name>;
  return result;
}
