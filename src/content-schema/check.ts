// The content check the build runs before it renders a page: every module of src/content/
// and of its Japanese edition src/content/ja/ against its schema (./modules.ts), every
// problem as one line in plain words that names the file (and line), the record and the
// field, e.g.
//
//   src/content/japanese-lessons.ts:52 › program "Private 1-on-1" › price: cannot read "32 euro"; write it like …
//
// It reports every problem at once, so that one build shows everything to fix.
import * as v from 'valibot';
import { unknownField } from './did-you-mean.ts';
import type { RecordNaming } from './fields.ts';
import { CONTENT_SCHEMAS, JAPANESE_FOLDER, type ModuleSchema } from './modules.ts';

/** A content module: its path, its exports and its source text (for line numbers). */
export interface ContentModule {
  /** Path from the project's root, e.g. "src/content/site.ts". */
  file: string;
  exports: Record<string, unknown>;
  source?: string;
}

/** A module's path inside src/content/, as CONTENT_SCHEMAS names it: "home.ts", "ja/home.ts". */
const contentPath = (file: string) => file.replace(/^src\/content\//, '');

type Issue = v.BaseIssue<unknown>;
type PathItem = NonNullable<Issue['path']>[number];

/** What a schema may hold that the walk along an issue's path looks into. */
interface SchemaParts {
  type?: string;
  entries?: Record<string, SchemaParts>;
  item?: SchemaParts;
  items?: SchemaParts[];
  options?: SchemaParts[];
  wrapped?: SchemaParts;
  pipe?: Array<{ type?: string; metadata?: { naming?: RecordNaming } }>;
}

// ----- Walking the schema alongside an issue's path ----------------------------------------

/** The schema under optional(): the one that says what the value must be. */
function unwrap(schema: SchemaParts | undefined): SchemaParts | undefined {
  return schema?.wrapped ? unwrap(schema.wrapped) : schema;
}

/** The schema of a value one step down a path. */
function childSchema(schema: SchemaParts | undefined, item: PathItem): SchemaParts | undefined {
  const outer = unwrap(schema);
  if (!outer) return undefined;
  const candidates = outer.options ?? [outer];
  for (const candidate of candidates.map(unwrap)) {
    if (item.type === 'object' && candidate?.entries) return candidate.entries[String(item.key)];
    if (item.type === 'array' && candidate?.item) return candidate.item;
  }
  return undefined;
}

const namingOf = (schema: SchemaParts | undefined) =>
  unwrap(schema)?.pipe?.find((action) => action.type === 'metadata')?.metadata?.naming;

/** The field names a record's schema allows. */
const fieldsOf = (schema: SchemaParts | undefined) => Object.keys(unwrap(schema)?.entries ?? {});

// ----- Plain words ------------------------------------------------------------------------

const TYPE_WORDS: Record<string, string> = {
  string: 'should be a text between quotes',
  number: 'should be a number, without quotes',
  boolean: 'should be true or false',
  array: 'should be a list between [ and ]',
  strict_object: 'should be a group of fields between { and }',
  loose_object: 'should be a group of fields between { and }',
  object: 'should be a group of fields between { and }',
};

/** What is wrong with a value, for an issue that did not bring its own words. */
function problemOf(issue: Issue): string {
  if (issue.kind === 'schema' && TYPE_WORDS[issue.type]) {
    return `${TYPE_WORDS[issue.type]}, not ${issue.received}`;
  }
  return issue.message;
}

/** The text that names a record in messages (its title, name…), if it has one. */
function labelOf(value: unknown, naming: RecordNaming): string | undefined {
  const label = value && typeof value === 'object' ? (value as Record<string, unknown>)[naming.label] : undefined;
  return typeof label === 'string' && label.trim() ? label : undefined;
}

// ----- Line numbers ----------------------------------------------------------------------------

/** Where the path's steps appear in the source, one after the other: the 1-based line of the deepest one found. */
function lineOf(source: string | undefined, anchors: string[]): number | undefined {
  if (!source) return undefined;
  const lines = source.split('\n');
  let found: number | undefined;
  let from = 0;
  for (const anchor of anchors) {
    const index = lines.findIndex((line, i) => i >= from && line.includes(anchor));
    if (index < 0) break;
    found = index;
    from = index;
  }
  return found === undefined ? undefined : found + 1;
}

// ----- One issue as one line ----------------------------------------------------------------------

/** The issues that explain a failed union: those of the option whose shape the value had. */
function leafIssues(issue: Issue): Issue[] {
  if (issue.type !== 'union' || !issue.issues?.length) return [issue];
  const telling = issue.issues.filter((sub) => !(sub.kind === 'schema' && !sub.path?.length && TYPE_WORDS[sub.type]));
  if (!telling.length) return [issue];
  return telling.flatMap((sub) =>
    leafIssues({ ...sub, path: [...(issue.path ?? []), ...(sub.path ?? [])] as Issue['path'] }),
  );
}

function describe(issue: Issue, schema: ModuleSchema, module: ContentModule): string {
  const steps: string[] = [];
  const anchors: string[] = [];
  let current: SchemaParts | undefined = schema as SchemaParts;
  let problem = '';
  const path = issue.path ?? [];
  path.forEach((item, index) => {
    const key = String(item.key);
    if (item.type === 'object' && item.origin === 'key') {
      // The key itself is the problem: a field the schema does not know, or one it misses.
      steps.push(key);
      if (issue.expected === 'never' && index === 0) {
        problem = `the site does not use this export; the exports of this file are: ${fieldsOf(current).join(', ')}`;
      } else if (issue.expected === 'never') {
        anchors.push(`${key}:`);
        problem = unknownField(key, fieldsOf(current));
      } else {
        const naming = namingOf(current);
        problem = naming ? `missing; every ${naming.noun} needs one` : 'missing';
      }
      return;
    }
    current = childSchema(current, item);
    if (item.type === 'array') {
      const naming = namingOf(current);
      const label = naming && labelOf(item.value, naming);
      if (naming && label) {
        steps.pop();
        steps.push(`${naming.noun} "${label}"`);
        anchors.push(label.slice(0, 40).split(/['"\\]/)[0]!);
      } else {
        steps.push(`item ${Number(item.key) + 1}`);
      }
    } else {
      steps.push(key);
      anchors.push(index === 0 ? `export const ${key}` : `${key}:`);
    }
  });
  const line = lineOf(module.source, anchors);
  const where = [`${module.file}${line ? `:${line}` : ''}`, ...steps].join(' › ');
  return `${where}: ${problem || problemOf(issue)}`;
}

// ----- The two editions state the same facts -----------------------------------------------------

/** A content module's English twin: src/content/ja/home.ts → src/content/home.ts. */
const englishTwinOf = (path: string) =>
  path.startsWith(`${JAPANESE_FOLDER}/`) ? path.slice(JAPANESE_FOLDER.length + 1) : undefined;

/** Fields whose text is a fact (a price, an icon, a link, a figure, a code), never translated. */
const FACT_FIELDS = new Set([
  'icon',
  'to',
  'href',
  'value',
  'id',
  'lang',
  'price',
  'color',
  'stat',
  'src',
  'darkSrc',
  'author',
  'textEn',
]);

/** An e-mail address or a web address, wherever it is written. */
const ADDRESS = /^(?:https?:\/\/\S+|[^\s@]+@[^\s@]+\.[^\s@]+)$/;

/** Lists of paragraphs: a translation may split or join them. */
const PARAGRAPH_LISTS = new Set(['paragraphs', 'answer']);

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Whether a field of a record holds a fact rather than words. */
function isFact(key: string, record: Fields, value: unknown): boolean {
  if (typeof value === 'number' || typeof value === 'boolean') return true;
  if (typeof value !== 'string') return false;
  if (FACT_FIELDS.has(key) || ADDRESS.test(value)) return true;
  // A level card's JLPT levels ("N5-N4"), and the name of a student who gave a rating.
  if (key === 'level') return typeof record.description === 'string';
  if (key === 'name') return typeof record.rating === 'number';
  return false;
}

const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

interface FactDifference {
  steps: string[];
  anchors: string[];
  problem: string;
}

/** How the facts of a Japanese value differ from the English one's ([] when they agree). */
function factDifferences(
  en: unknown,
  ja: unknown,
  schema: SchemaParts | undefined,
  key: string,
  depth: number,
): FactDifference[] {
  const here = (problem: string): FactDifference[] => [{ steps: [], anchors: [], problem }];
  const within = (differences: FactDifference[], step: string, anchor: string) =>
    differences.map((difference) => ({
      steps: [step, ...difference.steps],
      anchors: [anchor, ...difference.anchors],
      problem: difference.problem,
    }));
  if (Array.isArray(en)) {
    if (!Array.isArray(ja)) return []; // the schema reports the wrong shape
    if (en.length !== ja.length && !PARAGRAPH_LISTS.has(key)) {
      return here(`has ${ja.length} items where the English page has ${en.length}: both editions show the same list`);
    }
    const itemSchema = childSchema(schema, { type: 'array', key: 0 } as PathItem);
    const naming = namingOf(itemSchema);
    return ja.flatMap((jaItem, index) => {
      if (index >= en.length) return [];
      const differences = factDifferences(en[index], jaItem, itemSchema, key, depth + 1);
      if (!differences.length) return [];
      // A list may show its items in another order (the Japanese home page does): an item
      // whose facts are all those of another English item is that item, moved.
      const moved = en.some((enItem) => !factDifferences(enItem, jaItem, itemSchema, key, depth + 1).length);
      if (moved) return [];
      const label = naming && labelOf(jaItem, naming);
      return label
        ? within(differences, `${naming.noun} "${label}"`, label.slice(0, 40).split(/['"\\]/)[0]!)
        : within(differences, `item ${index + 1}`, '');
    });
  }
  if (isRecord(en)) {
    if (!isRecord(ja)) return [];
    const keys = [...new Set([...Object.keys(en), ...Object.keys(ja)])];
    return keys.flatMap((field) => {
      const enValue = en[field];
      const jaValue = ja[field];
      const fieldSchema = childSchema(schema, { type: 'object', key: field } as PathItem);
      const anchor = depth === 0 ? `export const ${field}` : `${field}:`;
      if (isFact(field, en, enValue) || isFact(field, ja, jaValue)) {
        if (enValue === jaValue) return [];
        const english = enValue === undefined ? 'the English page has none' : `the English page has ${shown(enValue)}`;
        const japanese = jaValue === undefined ? 'missing' : shown(jaValue);
        return within(
          here(`${japanese}, but ${english}: prices, figures, icons, links and codes are the same in both editions`),
          field,
          anchor,
        );
      }
      return within(factDifferences(enValue, jaValue, fieldSchema, field, depth + 1), field, anchor);
    });
  }
  return [];
}

/**
 * Every fact of a Japanese module that differs from its English twin's, one line each: a
 * price, a figure, an icon, a link, a picture, a form code, the length of a list.
 */
export function editionProblems(
  modules: readonly ContentModule[],
  schemas: Record<string, ModuleSchema> = CONTENT_SCHEMAS,
): string[] {
  const byPath = new Map(modules.map((module) => [contentPath(module.file), module]));
  return modules.flatMap((module) => {
    const twinPath = englishTwinOf(contentPath(module.file));
    const twin = twinPath === undefined ? undefined : byPath.get(twinPath);
    if (!twin) return [];
    const differences = factDifferences(twin.exports, module.exports, schemas[contentPath(module.file)], '', 0);
    return differences.map(({ steps, anchors, problem }) => {
      const line = lineOf(module.source, anchors.filter(Boolean));
      return `${[`${module.file}${line ? `:${line}` : ''}`, ...steps].join(' › ')}: ${problem} (${twin.file})`;
    });
  });
}

// ----- The check ---------------------------------------------------------------------------------

/** The file name of a picture the pipeline refused ("tiny.jpg"), when the issue is its problem. */
function refusedPicture(issue: Issue): string | undefined {
  const input = issue.input as { src?: unknown; problem?: unknown } | null | undefined;
  if (!input || typeof input !== 'object' || input.problem === undefined || typeof input.src !== 'string') {
    return undefined;
  }
  return input.src.split('/').pop();
}

/**
 * Whether a module reports a refused picture: the module that imports it does (a picture
 * shared by several modules, such as a review's avatar, is named once, where the teacher
 * changes it); any module does when none of them names the picture in its source.
 */
function reportsPicture(module: ContentModule, picture: string, modules: readonly ContentModule[]): boolean {
  const imports = (candidate: ContentModule) => candidate.source?.includes(`/${picture}?`) ?? false;
  return imports(module) || !modules.some(imports);
}

/** Every problem of the given content modules, one line each ([] when all is well). */
export function checkContent(
  modules: readonly ContentModule[],
  schemas: Record<string, ModuleSchema> = CONTENT_SCHEMAS,
): string[] {
  const problems: string[] = [];
  for (const module of modules) {
    const exports = { ...module.exports };
    if (Object.keys(exports).length === 0) continue; // types only (card-types.ts)
    const schema = schemas[contentPath(module.file)];
    if (!schema) {
      problems.push(
        `${module.file}: the build has no schema for this file; register it in src/content-schema/modules.ts`,
      );
      continue;
    }
    const result = v.safeParse(schema, exports, { abortEarly: false, abortPipeEarly: false });
    for (const issue of result.issues?.flatMap(leafIssues) ?? []) {
      const picture = refusedPicture(issue);
      if (picture && !reportsPicture(module, picture, modules)) continue;
      problems.push(describe(issue, schema, module));
    }
  }
  return [...new Set(problems)];
}

// The English modules and the Japanese edition's (src/content/ja/); not the folders below them.
const exportsByFile = import.meta.glob<Record<string, unknown>>(['../content/*.ts', '../content/ja/*.ts'], {
  eager: true,
});
const sourcesByFile = import.meta.glob<string>(['../content/*.ts', '../content/ja/*.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The site's own content modules, English and Japanese. */
export function siteContent(): ContentModule[] {
  return Object.entries(exportsByFile).map(([key, exports]) => ({
    file: `src/content/${key.replace(/^\.\.\/content\//, '')}`,
    exports,
    source: sourcesByFile[key],
  }));
}

/** Why a registered module is not among the content files. */
function missingModule(path: string): string {
  const folder = `${JAPANESE_FOLDER}/`;
  if (path.startsWith(folder)) {
    const english = path.slice(folder.length);
    return (
      `src/content/${path} is missing: every page text has a Japanese edition. Copy src/content/${english} ` +
      `to src/content/${path}, translate its texts and keep its facts`
    );
  }
  return `src/content-schema/modules.ts: a schema is registered for src/content/${path}, which does not exist`;
}

/** Every problem of the site's content (or of the given modules), one line each ([] when all is well). */
export function contentProblems(modules: readonly ContentModule[] = siteContent()): string[] {
  const files = new Set(modules.map((module) => contentPath(module.file)));
  const stale = Object.keys(CONTENT_SCHEMAS)
    .filter((path) => !files.has(path))
    .map(missingModule);
  return [...checkContent(modules), ...editionProblems(modules), ...stale];
}
