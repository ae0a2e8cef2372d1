// Markdown in the content, read with mdast-util-from-markdown (the parser behind remark): a
// short text (a title, a label, a button) is plain words, so Markdown marks in one are refused
// with a message rather than shown as typed stars.
import { fromMarkdown } from 'mdast-util-from-markdown';

/** mdast nodes as far as this reader looks into them. */
interface MdNode {
  type: string;
  children?: MdNode[];
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
