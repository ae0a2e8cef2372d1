// Puts a page's facts and one language's words together into the content the page renders,
// following the page's schema (src/content-schema/model.ts says which field is which), and
// remembers where each part was written so that a message can name the file and the line.
import {
  entriesOf,
  itemOf,
  joinsById,
  metadataOf,
  sourceOf,
  type SchemaParts,
} from '../../src/content-schema/model.ts';
import type { YamlFile, YamlPath } from './yaml-file.ts';

/** A step down the content: a field's name or a position in a list. */
export type Step = string | number;

/** Where a part of the content is written in the two files. */
interface Written {
  facts?: YamlPath;
  words?: YamlPath;
}

/** A problem found while joining: the file, the path in it, and the words of the message. */
export interface JoinProblem {
  file: YamlFile;
  path: YamlPath;
  /** The field as the message names it. */
  field: Step[];
  message: string;
}

/** The joined content, its problems, and a way back from a path of the content to where it is written. */
export interface Joined {
  value: unknown;
  problems: JoinProblem[];
  /** Whether a join problem already says what is wrong at this path. */
  said: (path: readonly Step[]) => boolean;
  /** The file and the path in it where the content at `path` is (or should be) written. */
  placeOf: (path: readonly Step[], prefer: 'facts' | 'words') => { file: YamlFile; path: YamlPath } | undefined;
}

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const key = (path: readonly Step[]) => JSON.stringify(path);

/**
 * Joins `facts` (the facts file, or undefined when the page has none) and `words` (one
 * language's file) by `schema`. `wordsLabel` names the language's files in messages.
 */
export function joinContent(schemaLike: unknown, facts: YamlFile | undefined, words: YamlFile | undefined): Joined {
  const problems: JoinProblem[] = [];
  /** Paths whose problems a join problem has said already. */
  const silenced: Step[][] = [];
  const places = new Map<string, Written>();
  const factsFile = facts?.file ?? 'the facts file';
  const wordsFolder = (words?.file ?? '').replace(/\/[a-z]{2}\/[^/]+$/, '');

  function join(schema: SchemaParts | undefined, f: unknown, w: unknown, at: Step[], written: Written): unknown {
    places.set(key(at), written);
    const source = schema ? sourceOf(schema) : 'both';
    if (source === 'facts') {
      if (w !== undefined && words && written.words) {
        problems.push({
          file: words,
          path: written.words,
          field: at,
          message: `is a fact, the same in every language: write it once, in ${factsFile}, and not here`,
        });
      }
      return f;
    }
    if (source === 'words') {
      if (f !== undefined && facts && written.facts) {
        problems.push({
          file: facts,
          path: written.facts,
          field: at,
          message: `is words, which each language writes: write it in ${wordsFolder}/en/ and ${wordsFolder}/ja/, not in the facts file`,
        });
      }
      return w;
    }
    const entries = entriesOf(schema);
    if (entries) {
      if (f !== undefined && !isGroup(f)) return f;
      if (w !== undefined && !isGroup(w)) return w;
      const joined: Record<string, unknown> = {};
      for (const name of new Set([...Object.keys(f ?? {}), ...Object.keys(w ?? {})])) {
        const value = join(entries[name], f?.[name], w?.[name], [...at, name], {
          facts: written.facts && [...written.facts, name],
          words: written.words && [...written.words, name],
        });
        if (value !== undefined) joined[name] = value;
      }
      for (const name of Object.keys(entries)) {
        if (!(name in joined))
          places.set(key([...at, name]), {
            facts: written.facts && [...written.facts, name],
            words: written.words && [...written.words, name],
          });
      }
      return joined;
    }
    if (joinsById(schema)) {
      if (f !== undefined && !Array.isArray(f)) return f;
      if (w !== undefined && !isGroup(w)) {
        if (words && written.words) {
          problems.push({
            file: words,
            path: written.words,
            field: at,
            message: `should give the words of each record under its id, as ${factsFile} lists them (id: then the words, indented)`,
          });
        }
        return f;
      }
      const records = (f ?? []) as unknown[];
      const ids = records.map((record) => (isGroup(record) ? record.id : undefined));
      for (const id of Object.keys(w ?? {})) {
        if (!ids.includes(id) && words && written.words) {
          problems.push({
            file: words,
            path: [...written.words, id],
            field: [...at, id],
            message: `there is no record with the id "${id}" in ${factsFile}: add it there (with its facts), or correct the id here (the ids there: ${ids.filter(Boolean).join(', ')})`,
          });
        }
      }
      // The records in the order the page shows them: the facts file's, unless the list lets
      // each language order its records (metadata order: 'words'), as its words file lists them.
      const order = records.map((_, index) => index);
      if (metadataOf(schema).order === 'words' && isGroup(w)) {
        const listed = Object.keys(w);
        const rank = (index: number) => {
          const position = listed.indexOf(String(ids[index]));
          return position < 0 ? listed.length + index : position;
        };
        order.sort((a, b) => rank(a) - rank(b));
      }
      return order.map((index, position) => {
        const record = records[index];
        const id = ids[index];
        const wordsOfRecord = typeof id === 'string' ? w?.[id] : undefined;
        if (typeof id === 'string' && wordsOfRecord === undefined && words && written.words) {
          // One message for a record without words, rather than one per missing field.
          problems.push({
            file: words,
            path: written.words,
            field: [...at, position],
            message: `its words are missing: write them here under "${id}:", as for the other records`,
          });
          silenced.push([...at, position]);
        }
        return join(itemOf(schema), record, wordsOfRecord, [...at, position], {
          facts: written.facts && [...written.facts, index],
          words: written.words && typeof id === 'string' ? [...written.words, id] : undefined,
        });
      });
    }
    return w ?? f;
  }

  const value = join(schemaLike as SchemaParts, facts?.value, words?.value, [], {
    facts: facts ? [] : undefined,
    words: words ? [] : undefined,
  });

  return {
    value,
    problems,
    said: (path) => silenced.some((prefix) => prefix.every((step, index) => path[index] === step)),
    placeOf: (path, prefer) => {
      for (let length = path.length; length >= 0; length -= 1) {
        const written = places.get(key(path.slice(0, length)));
        if (!written) continue;
        const rest = path.slice(length);
        const inFacts = facts && written.facts ? { file: facts, path: [...written.facts, ...rest] } : undefined;
        const inWords = words && written.words ? { file: words, path: [...written.words, ...rest] } : undefined;
        if (
          inWords &&
          inWords.file.has(inWords.path) &&
          !(inFacts && inFacts.file.has(inFacts.path) && prefer === 'facts')
        ) {
          return inWords;
        }
        if (inFacts && inFacts.file.has(inFacts.path)) return inFacts;
        return prefer === 'facts' ? (inFacts ?? inWords) : (inWords ?? inFacts);
      }
      return undefined;
    },
  };
}
