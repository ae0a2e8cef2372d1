// Reads one of the teacher's YAML files: its values, where each of them is written (for the
// line numbers of messages), and every mistake of form as one line in plain words that says
// what to write instead: a missing quote, a tab, a line indented out of step, a name written
// twice, a text that YAML would cut at a " #" or split at a ": ".
import fs from 'node:fs';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';

/** A place in a file, for messages: "src/content/en/home.yaml:12". */
export interface Place {
  file: string;
  line?: number;
}

/** A path into a YAML value: names of fields and positions in lists. */
export type YamlPath = ReadonlyArray<string | number>;

/** A YAML file as read. */
export interface YamlFile {
  /** Path from the project's root, as messages name it. */
  file: string;
  /** Its value (undefined for an empty file). */
  value: unknown;
  /** The line where the value at a path is written, or where the nearest group above it is. */
  lineOf: (path: YamlPath) => number | undefined;
  /** Whether a value is written at a path. */
  has: (path: YamlPath) => boolean;
  /** Mistakes of form, each a line: "file:line: what is wrong; what to write". */
  problems: string[];
}

/** What each of the YAML reader's error codes means, in words for the person editing. */
function explain(code: string, message: string, lineText: string): string {
  switch (code) {
    case 'MISSING_CHAR':
      if (/quote/i.test(message)) {
        const quote = /"/.test(message) ? '"' : "'";
        return `a text opens with ${quote} but never closes: end it with ${quote} on the same line, or write the text without quotes`;
      }
      return 'a line is not a "name: value" pair or a "- item" of a list: check the punctuation of this line';
    case 'TAB_AS_INDENT':
      return 'the line is indented with a tab: indent with spaces only (two per level)';
    case 'DUPLICATE_KEY':
      return `"${lineText.trim().split(':')[0]}" is written twice in the same group: keep one of them`;
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      if (/:\s/.test(lineText.replace(/^\s*(-\s+)?[^:]+:\s/, ''))) {
        return 'the text holds ": ", which YAML reads as a new name: put the whole text in quotes ("…")';
      }
      return 'the line is indented more than the line above allows: line it up with the other fields of its group';
    case 'BAD_INDENT':
      return 'the line is indented out of step with the lines around it: line it up with the other fields of its group (spaces only, two per level)';
    default:
      return `YAML cannot read this line (${message.split(' at line')[0]}): compare it with the lines around it`;
  }
}

/** The line on which a text that never closes opens: the last line before `line` with an odd count of the quote. */
function openingLine(lines: string[], line: number, quote: string): number {
  for (let index = Math.min(line, lines.length) - 1; index >= 0; index -= 1) {
    if ((lines[index]!.split(quote).length - 1) % 2 === 1) return index + 1;
  }
  return line;
}

/**
 * Where the value at a path is written: the node of its name (for a field) or of the item
 * itself (for a list's item); for a path that is not there, the deepest one on the way to it.
 */
function nearestNode(document: Document, path: YamlPath): Node | undefined {
  let node: unknown = document.contents;
  let found = node as Node | undefined;
  for (const step of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === step);
      if (!pair) break;
      found = pair.key as Node;
      node = pair.value;
    } else if (isSeq(node) && typeof step === 'number' && node.items[step]) {
      node = node.items[step];
      found = node as Node;
    } else break;
  }
  return found;
}

/** Words texts cut short by YAML: a plain value followed by " #…", which YAML takes for a note. */
function cutTexts(document: Document, counter: LineCounter, file: string, shift: number): string[] {
  const problems: string[] = [];
  const visit = (node: unknown) => {
    if (isMap(node)) for (const pair of node.items) visit(pair.value);
    else if (isSeq(node)) for (const item of node.items) visit(item);
    else if (isScalar(node) && node.type === 'PLAIN' && typeof node.value === 'string' && node.comment) {
      const line = node.range ? counter.linePos(node.range[0]).line + shift : undefined;
      problems.push(
        `${file}${line ? `:${line}` : ''}: the text stops before " #${node.comment.trimStart().split('\n')[0]}" (YAML reads what follows " #" as a note): put the whole text in quotes ("…")`,
      );
    }
  };
  visit(document.contents);
  return problems;
}

/** Reads a YAML file (which must exist). `file` is the path messages use. */
export function readYamlFile(absolute: string, file: string): YamlFile {
  const source = fs.readFileSync(absolute, 'utf8');
  return parseYaml(source, file);
}

/** Reads YAML text; `file` names it in messages, and `firstLine` is the file's line the text starts on. */
export function parseYaml(source: string, file: string, firstLine = 1): YamlFile {
  const shift = firstLine - 1;
  const counter = new LineCounter();
  const document = parseDocument(source, { lineCounter: counter, uniqueKeys: true, prettyErrors: false });
  const lines = source.split('\n');
  const indent = (text = '') => /^ */.exec(text)![0].length;
  const problems = document.errors.map((error) => {
    let line = error.linePos?.[0].line ?? counter.linePos(error.pos[0]).line;
    if (error.code === 'MISSING_CHAR' && /quote/i.test(error.message)) {
      line = openingLine(lines, line, /"/.test(error.message) ? '"' : "'");
    }
    // YAML notices a line indented too far at the end of the line above it.
    const implicitKey = error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'MULTILINE_IMPLICIT_KEY';
    if (
      implicitKey &&
      indent(lines[line]) > indent(lines[line - 1]) &&
      !/:\s/.test(lines[line - 1]!.replace(/^\s*(-\s+)?[^:]+:\s/, ''))
    ) {
      line += 1;
    }
    return `${file}:${line + shift}: ${explain(error.code, error.message, lines[line - 1] ?? '')}`;
  });
  if (problems.length === 0) problems.push(...cutTexts(document, counter, file, shift));
  return {
    file,
    value: problems.length === 0 ? (document.toJS() as unknown) : undefined,
    lineOf: (path) => {
      const node = nearestNode(document, path);
      return node?.range ? counter.linePos(node.range[0]).line + shift : undefined;
    },
    has: (path) => problems.length === 0 && (path.length === 0 ? document.contents !== null : document.hasIn(path)),
    problems,
  };
}
