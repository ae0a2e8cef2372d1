// The check the build runs on the content still written in TypeScript (src/content/site.ts, the
// site's facts) before it renders a page: each module against its schema (./modules.ts), every
// problem as one line in plain words that names the file and line and the field, e.g.
//
//   src/content/site.ts:41 › site › email: "aiko at example.eu" is not an e-mail address; write it like …
//
// It reports every problem at once, so that one build shows everything to fix. (The content
// files, src/content/{facts,en,ja}/, are checked by scripts/content/load.ts.)
import * as v from 'valibot';
import { unknownField } from './did-you-mean.ts';
import type { RecordNaming } from './shapes.ts';
import { CONTENT_SCHEMAS, type ModuleSchema } from './modules.ts';

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

// ----- The check ---------------------------------------------------------------------------------

/** Every problem of the given content modules, one line each ([] when all is well). */
export function checkContent(
  modules: readonly ContentModule[],
  schemas: Record<string, ModuleSchema> = CONTENT_SCHEMAS,
): string[] {
  const problems: string[] = [];
  for (const module of modules) {
    const exports = { ...module.exports };
    if (Object.keys(exports).length === 0) continue; // types only
    const schema = schemas[contentPath(module.file)];
    if (!schema) {
      problems.push(
        `${module.file}: the build has no schema for this file; register it in src/content-schema/modules.ts`,
      );
      continue;
    }
    const result = v.safeParse(schema, exports, { abortEarly: false, abortPipeEarly: true });
    for (const issue of result.issues?.flatMap(leafIssues) ?? []) problems.push(describe(issue, schema, module));
  }
  return [...new Set(problems)];
}

// The TypeScript modules of src/content/ (the site's facts); not the folders below it.
const exportsByFile = import.meta.glob<Record<string, unknown>>('../content/*.ts', { eager: true });
const sourcesByFile = import.meta.glob<string>('../content/*.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The site's own TypeScript content modules. */
export function siteContent(): ContentModule[] {
  return Object.entries(exportsByFile).map(([key, exports]) => ({
    file: `src/content/${key.replace(/^\.\.\/content\//, '')}`,
    exports,
    source: sourcesByFile[key],
  }));
}

/** Why a registered module is not among the content files. */
function missingModule(path: string): string {
  return `src/content-schema/modules.ts: a schema is registered for src/content/${path}, which does not exist`;
}

/** Every problem of the site's content (or of the given modules), one line each ([] when all is well). */
export function contentProblems(modules: readonly ContentModule[] = siteContent()): string[] {
  const files = new Set(modules.map((module) => contentPath(module.file)));
  const stale = Object.keys(CONTENT_SCHEMAS)
    .filter((path) => !files.has(path))
    .map(missingModule);
  return [...checkContent(modules), ...stale];
}
