// Markdown in the content, read with mdast-util-from-markdown (the parser behind remark). A
// long text (an FAQ answer, a policy rule, her story) becomes the small tree pages render
// (src/lib/rich-text.ts): paragraphs, line breaks, *emphasis*, **bold** and [links](/contact).
// Anything else Markdown can say (a heading, a list, a picture, HTML) is refused with a message
// that names it, and a new line inside a paragraph is a line break, as she sees it in her
// editor. A short text (a title, a label, a button) is plain words: Markdown marks in one are
// refused with a message rather than shown as typed stars.
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Inline, RichText } from '../../src/lib/rich-text.ts';
import { besideText, curlyQuotes } from './quotes.ts';

/** mdast nodes as far as this reader looks into them. */
interface MdNode {
  type: string;
  value?: string;
  url?: string;
  children?: MdNode[];
  position?: { start: { line: number } };
}

/** What went wrong, and on which line of the text (1 = its first line). */
export interface MarkdownProblem {
  line: number;
  message: string;
}

/** What each refused kind of Markdown is called in a message. */
const REFUSED: Record<string, string> = {
  heading: 'a heading (#)',
  list: 'a list (- or 1.)',
  blockquote: 'a quotation (>)',
  code: 'a block of code',
  inlineCode: 'code between backquotes',
  image: 'a picture',
  thematicBreak: 'a dividing line (---)',
  html: 'HTML',
  definition: 'a link definition',
  imageReference: 'a picture',
  linkReference: 'a link reference',
};

const ALLOWED = 'write paragraphs, line breaks, *emphasis*, **bold** and [links](/contact)';

/** A link's address is a page of the site ("/contact"), a whole web address, or an e-mail. */
const LINK_TARGET = /^(?:\/[^\s]*|https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/;

/** What stands beside a piece of a paragraph, for its quotes: emphasis and links are words. */
const wordBeside = (node: MdNode | undefined, end: 'start' | 'end') =>
  besideText(node, end, node !== undefined && node.type !== 'break');

/**
 * Reads a long text. `checkPage` says whether a path is a page of the site. Returns the tree
 * and every problem (an empty tree when there are problems).
 */
export function readMarkdown(
  source: string,
  checkPage: (path: string) => boolean,
): { text: RichText; problems: MarkdownProblem[] } {
  const problems: MarkdownProblem[] = [];
  const lineOf = (node: MdNode) => node.position?.start.line ?? 1;

  const inline = (nodes: readonly MdNode[] = []): Inline[] =>
    nodes.flatMap((node, index): Inline[] => {
      switch (node.type) {
        case 'text': {
          const lines = curlyQuotes(node.value ?? '', {
            before: wordBeside(nodes[index - 1], 'end'),
            after: wordBeside(nodes[index + 1], 'start'),
          }).split('\n');
          return lines.flatMap((words, index) => (index === 0 ? [words] : [{ br: 1 } as const, words])).filter(Boolean);
        }
        case 'break':
          return [{ br: 1 }];
        case 'emphasis':
          return [{ em: inline(node.children) }];
        case 'strong':
          return [{ strong: inline(node.children) }];
        case 'link': {
          const href = node.url ?? '';
          if (!LINK_TARGET.test(href)) {
            problems.push({
              line: lineOf(node),
              message: `the link to "${href}" goes nowhere: link a page of the site like (/contact), or a whole address like (https://example.com)`,
            });
          } else if (href.startsWith('/') && !checkPage(href.replace(/[?#].*$/, ''))) {
            problems.push({ line: lineOf(node), message: `the link to "${href}" is not a page of the site` });
          }
          return [{ link: inline(node.children), href }];
        }
        default:
          problems.push({
            line: lineOf(node),
            message: `${REFUSED[node.type] ?? `"${node.type}"`} is not used in this text: ${ALLOWED}`,
          });
          return [];
      }
    });

  const root = fromMarkdown(source) as MdNode;
  const text = (root.children ?? []).flatMap((block) => {
    if (block.type === 'paragraph') return [inline(block.children)];
    problems.push({
      line: lineOf(block),
      message: `${REFUSED[block.type] ?? `"${block.type}"`} is not used in this text: ${ALLOWED}`,
    });
    return [];
  });
  return { text: problems.length ? [] : text, problems };
}

/**
 * The Markdown marks a short text (a title, a label) would show as typed: such texts are plain,
 * so these are refused with a message instead of printing stars.
 */
export function markdownInShortText(source: string): string | undefined {
  const root = fromMarkdown(source) as MdNode;
  const blocks = root.children ?? [];
  if (blocks.length > 1) return 'has more than one paragraph: titles, labels and buttons are one line of plain words';
  const found = new Set<string>();
  const visit = (node: MdNode) => {
    if (node.type === 'emphasis' || node.type === 'strong') found.add('*emphasis* and **bold**');
    else if (node.type === 'link') found.add('links');
    else if (node.type === 'html') found.add('HTML');
    else if (node.type !== 'paragraph' && node.type !== 'text' && node.type !== 'root') found.add('Markdown');
    node.children?.forEach(visit);
  };
  blocks.forEach(visit);
  if (found.size === 0) return undefined;
  return `uses ${[...found].join(' and ')}, which a short text would show as typed: write plain words here (long texts allow ${[...found].join(' and ')})`;
}
