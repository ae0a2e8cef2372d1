// Reads a page written as Markdown (src/content/<lang>/<page>.md): its fields in the YAML
// "front matter" between two lines of ---, then its sections, each a heading line "## …"
// followed by its text in Markdown, such as the FAQ's questions and answers. It gives the same
// kind of file as ./yaml-file.ts (values, lines, problems), so that the loader joins, checks
// and reports it like any other: a section's field names its heading's line.
import fs from 'node:fs';
import { parseYaml, type YamlFile, type YamlPath } from './yaml-file.ts';

/** Where a page's sections go: a list field of its schema, each item a heading and a text. */
export interface Sections {
  /** The list field, e.g. "items". */
  field: string;
  /** Each item's field for the heading, e.g. "question". */
  heading: string;
  /** Each item's field for the text below it, e.g. "answer". */
  text: string;
}

interface Section {
  heading: string;
  text: string;
  /** The line of its "## " heading. */
  line: number;
}

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
        `${file}:1: the page's fields open with a line of --- but never close: end them with another line of --- before the first "## "`,
      );
    } else {
      front = parseYaml(lines.slice(1, end).join('\n'), file, 2);
      problems.push(...front.problems.slice(0, 1));
      bodyStart = end + 1;
    }
  }

  const found: Section[] = [];
  for (let index = bodyStart; index < lines.length; index += 1) {
    const line = lines[index]!;
    const heading = /^##\s+(.*\S)\s*$/.exec(line);
    if (heading) found.push({ heading: heading[1]!, text: '', line: index + 1 });
    else if (found.length > 0) found.at(-1)!.text += `${line}\n`;
    else if (line.trim() !== '' && problems.length === 0) {
      problems.push(
        `${file}:${index + 1}: this text is outside a section: start each ${sections.heading} with a line "## " and write its ${sections.text} below it`,
      );
    }
  }

  const items = found.map((section) => ({ [sections.heading]: section.heading, [sections.text]: section.text.trim() }));
  const fields = (front?.value ?? {}) as Record<string, unknown>;
  const value = problems.length ? undefined : { ...fields, [sections.field]: items };

  /** The line of a path: a section's heading line, or a front-matter field's line. */
  const lineOf = (path: YamlPath): number | undefined => {
    if (path[0] === sections.field) {
      const section = typeof path[1] === 'number' ? found[path[1]] : undefined;
      return section?.line ?? found[0]?.line ?? bodyStart + 1;
    }
    return front?.lineOf(path) ?? 1;
  };
  const has = (path: YamlPath): boolean => {
    if (path[0] !== sections.field) return front?.has(path) ?? false;
    if (path.length === 1) return true;
    const section = typeof path[1] === 'number' ? found[path[1]] : undefined;
    return Boolean(section) && (path.length === 2 || path[2] === sections.heading || path[2] === sections.text);
  };
  return { file, value, lineOf, has, problems };
}
