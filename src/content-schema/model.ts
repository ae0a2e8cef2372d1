// How the content is split between facts and words. Every field of a page's schema is either
// a fact, stated once for both editions in src/content/facts/<page>.yaml (a price, an icon, a
// link, a picture, a form code), or words, written by each edition in its own language in
// src/content/<lang>/<page>.yaml. The schema says which with fact(); everything else is words.
//
// A group of fields may hold both: its facts are written in the facts file and its words in
// each language's file, under the same names. A list whose records hold facts is written in
// the facts file with an `id` on each record, in the order the page shows them; each
// language's file gives the words of each record under its id:
//
//   facts/japanese-lessons.yaml          en/japanese-lessons.yaml
//   programs:                            programs:
//     - id: private                        private:
//       price: €30 per hour                  title: Private 1-on-1
//       popular: true                        features: [...]
//
// These functions run at build time only, with the schemas (the browser never loads them).
import * as v from 'valibot';

/** Where a field is written: in the facts file, in each language's file, or in both (a group or list that mixes them). */
export type Source = 'facts' | 'words' | 'both';

/** The parts of a valibot schema the walk looks into. */
export interface SchemaParts {
  type?: string;
  entries?: Record<string, SchemaParts>;
  item?: SchemaParts;
  options?: SchemaParts[];
  wrapped?: SchemaParts;
  pipe?: Array<{ type?: string; kind?: string; metadata?: Record<string, unknown> }>;
}

/** Marks a field as a fact: written once, in the facts file, for both editions. */
export function fact<const Schema extends v.GenericSchema>(schema: Schema) {
  return v.pipe(schema, v.metadata({ fact: true }));
}

/**
 * Marks texts that are never laid out in lines on a page: attributes (a picture's description, an
 * accessible name, a placeholder), a select's options, the words of the e-mail the contact form
 * writes. The build writes no break points into them (scripts/content/break-points.ts), which
 * would only end up in an e-mail, a screen reader's name or a copied label.
 */
export function unbroken<const Schema extends v.GenericSchema>(schema: Schema) {
  return v.pipe(schema, v.metadata({ unbroken: true }));
}

const parts = (schema: unknown) => schema as SchemaParts;

/** The metadata of a schema, looked up through optional(). */
export function metadataOf(schema: SchemaParts | undefined): Record<string, unknown> {
  for (let current = schema; current; current = current.wrapped) {
    const found = current.pipe?.find((action) => action.type === 'metadata')?.metadata;
    if (found) return found;
  }
  return {};
}

/** The schema under optional(): the one that says what the value must be. */
export function unwrap(schema: SchemaParts | undefined): SchemaParts | undefined {
  return schema?.wrapped ? unwrap(schema.wrapped) : schema;
}

/** The fields of a group's schema, or undefined when the schema is not a group. */
export function entriesOf(schema: SchemaParts | undefined): Record<string, SchemaParts> | undefined {
  return unwrap(schema)?.entries;
}

/** The schema of a list's records, or undefined when the schema is not a list. */
export function itemOf(schema: SchemaParts | undefined): SchemaParts | undefined {
  return unwrap(schema)?.item;
}

const sources = new WeakMap<object, Source>();

/** Where the value of a schema is written (see the top of this file). */
export function sourceOf(schemaLike: unknown): Source {
  const schema = parts(schemaLike);
  const known = sources.get(schema);
  if (known) return known;
  let source: Source;
  if (metadataOf(schema).fact) source = 'facts';
  else {
    const entries = entriesOf(schema);
    const item = itemOf(schema);
    if (entries) {
      const found = new Set(Object.values(entries).map(sourceOf));
      source = found.size === 1 ? [...found][0]! : found.size === 0 ? 'words' : 'both';
    } else if (item) source = sourceOf(item);
    else source = 'words';
  }
  sources.set(schema, source);
  return source;
}

/** Whether a list's records are joined by id: they hold facts and words both. */
export function joinsById(listSchema: unknown): boolean {
  const item = itemOf(parts(listSchema));
  return Boolean(item && entriesOf(item) && sourceOf(item) === 'both');
}
