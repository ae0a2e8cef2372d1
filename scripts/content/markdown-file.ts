// Reads a page written as Markdown (src/content/<lang>/<page>.md): its fields in the YAML
// "front matter" between two lines of ---, then its sections, each a heading followed by its
// text in Markdown (the FAQ's "## question" and its answer), its list (a policy clause's
// "- rule" lines) or sections of its own under deeper headings (a policy's "# Title {#id}"
// and its "## clause" headings). It gives the same kind of file as ./yaml-file.ts (values,
// lines, problems), so that the loader joins, checks and reports it like any other: a
// section's field names the line of its heading, a list item's its own line.
import fs from 'node:fs';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Sections } from '../../src/content-schema/units.ts';
import { parseYaml, type YamlFile, type YamlPath } from './yaml-file.ts';

export type { Sections };

/** mdast nodes as far as this reader looks into them. */
interface MdNode {
  type: string;
  depth?: number;
  children?: MdNode[];
  position?: { start: { line: number; offset?: number }; end: { line: number; offset?: number } };
}

/** What the reader says a section is called in messages. */
const LEVEL = { 1: '"# "', 2: '"## "' } as const;

/** Reads a Markdown page (which must exist); `file` is the path messages use. */
export function readMarkdownFile(absolute: string, file: string, sections: Sections): YamlFile {
  return parseMarkdownPage(fs.readFileSync(absolute, 'utf8').replace(/\r\n?/g, '\n'), file, sections);
}

/** Reads a Markdown page's text; `file` names it in messages. */
export function parseMarkdownPage(source: string, file: string, sections: Sections): YamlFile {
  const lines = source.split('\n');
  const problems: string[] = [];
  let front: YamlFile | undefined;
  let bodyStart = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
    if (end < 0) {
      problems.push(
        `${file}:1: the page's fields open with a line of --- but never close: end them with another line of --- before the first ${LEVEL[sections.depth]}`,
      );
    } else {
      front = parseYaml(lines.slice(1, end).join('\n'), file, 2);
      problems.push(...front.problems.slice(0, 1));
      bodyStart = end + 1;
    }
  }

  const body = lines.slice(bodyStart).join('\n');
  /** The line in the file of a position in the body. */
  const lineIn = (node: MdNode) => bodyStart + (node.position?.start.line ?? 1);
  /** The Markdown of nodes as written. */
  const sourceOf = (nodes: readonly MdNode[]) =>
    nodes.length ? body.slice(nodes[0]!.position!.start.offset, nodes.at(-1)!.position!.end.offset).trim() : '';
  /** Lines of the paths of the sections' values, for messages. */
  const lineAt = new Map<string, number>();
  const key = (path: YamlPath) => JSON.stringify(path);
  const problem = (node: MdNode, message: string) => {
    if (problems.length === 0) problems.push(`${file}:${lineIn(node)}: ${message}`);
  };

  /** Reads the blocks of a section (or of the whole body) by `layout`, at `path`. */
  function read(blocks: readonly MdNode[], layout: Sections, path: YamlPath): unknown {
    const starts = blocks.flatMap((block, index) => (isHeading(block, layout.depth) ? [index] : []));
    const before = blocks.slice(0, starts[0] ?? blocks.length);
    const found = starts.map((start, index) => {
      const heading = blocks[start]!;
      const content = blocks.slice(start + 1, starts[index + 1] ?? blocks.length);
      const line = lines[lineIn(heading) - 1] ?? '';
      const [, title = '', id] = /^#+\s+(.*?)\s*(?:\{#([^}]*)\})?\s*$/.exec(line) ?? [];
      return { heading, content, title, id };
    });
    if (layout.byId) {
      for (const section of found) {
        if (!section.id || !/^[a-z0-9-]+$/.test(section.id)) {
          problem(
            section.heading,
            `the heading needs its address after it, in lowercase letters, digits and hyphens: write it like "${'#'.repeat(layout.depth)} ${section.title || 'Privacy Policy'} {#privacy-policy}"`,
          );
        }
      }
      const ids = found.map((section) => section.id);
      const twice = found.find((section, index) => section.id && ids.indexOf(section.id) !== index);
      if (twice) problem(twice.heading, `the address {#${twice.id}} is given twice: each section needs its own`);
    }
    const items = found.map((section, index) => {
      const at: YamlPath = [...path, layout.byId ? (section.id ?? String(index)) : index];
      lineAt.set(key(at), lineIn(section.heading));
      lineAt.set(key([...at, layout.heading]), lineIn(section.heading));
      const inner = layout.sections;
      // Its own blocks, then (when it has sections of its own) those sections, from the first deeper heading on.
      const split = inner ? section.content.findIndex((block) => isHeading(block, inner.depth)) : -1;
      const ownBlocks = split < 0 ? section.content : section.content.slice(0, split);
      const deeper = split < 0 ? [] : section.content.slice(split);
      const value: Record<string, unknown> = { [layout.heading]: section.title };
      if (layout.text) {
        value[layout.text] = sourceOf(ownBlocks);
        lineAt.set(key([...at, layout.text]), ownBlocks[0] ? lineIn(ownBlocks[0]) : lineIn(section.heading));
      }
      if (layout.list) {
        const stray = ownBlocks.find((block) => block.type !== 'list');
        if (stray) {
          problem(stray, `write each item under "${section.title}" as a line starting with "- "`);
        }
        const listItems = ownBlocks.filter((block) => block.type === 'list').flatMap((list) => list.children ?? []);
        value[layout.list] = listItems.map((item, itemIndex) => {
          lineAt.set(key([...at, layout.list!, itemIndex]), lineIn(item));
          return sourceOf(item.children ?? []);
        });
        lineAt.set(key([...at, layout.list]), listItems[0] ? lineIn(listItems[0]) : lineIn(section.heading));
      }
      if (inner) value[inner.field] = read(deeper, inner, [...at, inner.field]);
      for (const block of ownBlocks) {
        if (block.type === 'heading') {
          problem(
            block,
            `this heading is not one this page uses: start each ${layout.heading} with ${LEVEL[layout.depth]}${inner ? ` and each ${inner.heading} inside it with ${LEVEL[inner.depth]}` : ''}`,
          );
        }
      }
      return value;
    });
    for (const block of before) {
      if (path.length === 1) {
        problem(
          block,
          `this text is outside a section: start each ${layout.heading} with a line ${LEVEL[layout.depth]} and write ${layout.text ? `its ${layout.text}` : layout.list ? `its ${layout.list}` : 'its text'} below it`,
        );
      }
    }
    lineAt.set(key(path), found[0] ? lineIn(found[0].heading) : bodyStart + 1);
    if (!layout.byId) return items;
    return Object.fromEntries(found.map((section, index) => [section.id ?? String(index), items[index]]));
  }

  const tree = fromMarkdown(body) as MdNode;
  const value = read(tree.children ?? [], sections, [sections.field]);
  const fields = (front?.value ?? {}) as Record<string, unknown>;

  /** The line of a path: a section's heading or a list item's line, or a front-matter field's line. */
  const lineOf = (path: YamlPath): number | undefined => {
    if (path[0] !== sections.field) return front?.lineOf(path) ?? 1;
    for (let length = path.length; length > 0; length -= 1) {
      const line = lineAt.get(key(path.slice(0, length)));
      if (line !== undefined) return line;
    }
    return bodyStart + 1;
  };
  const has = (path: YamlPath): boolean =>
    path[0] === sections.field ? lineAt.has(key(path)) : (front?.has(path) ?? false);
  return {
    file,
    value: problems.length ? undefined : { ...fields, [sections.field]: value },
    lineOf,
    has,
    problems,
  };
}

function isHeading(block: MdNode, depth: number): boolean {
  return block.type === 'heading' && block.depth === depth;
}
