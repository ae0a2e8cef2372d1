// An article's text: Markdown (CommonMark with GitHub's tables and strikethrough, read by
// mdast-util-from-markdown and micromark's GFM extension, the parser behind remark) made into
// HTML (mdast-util-to-hast, hast-util-to-html) at build time. Headings from ##, paragraphs,
// lists, quotations, links, pictures, tables and code. HTML written in the text is refused
// with its line, and so is any link that is not a web address, an e-mail or a page of the
// site: nothing an article says can run a script. Links to other sites open in a new tab,
// without access to this one.
import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Nodes as MdNodes, Root as MdRoot } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toHast } from 'mdast-util-to-hast';
import { toString } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import type { PictureData } from '../../src/content-schema/shapes.ts';
import { withBreakPoints } from './break-points.ts';
import { besideText, curlyQuotes } from './quotes.ts';

/** A mistake in the text, on a line of the file. */
export interface TextProblem {
  line: number;
  message: string;
}

/** A picture the text shows, by its file under src/content/, and where. */
export interface TextPicture {
  file: string;
  line: number;
}

/** The text as read: its tree, the pictures it shows and its mistakes. */
export interface ReadText {
  tree: MdRoot;
  pictures: TextPicture[];
  problems: TextProblem[];
  /** What a reader reads, without marks: for the reading time. */
  plain: string;
}

/** A link's address: a whole web address, an e-mail, a page of the site or a place on this page. */
const LINK_TARGET = /^(?:https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|\/[^\s]*|#[^\s]*)$/i;
/** A picture's address: a file under src/content/. */
const PICTURE_FILE = /^(?!\/)(?!.*\.\.)[^\s:\\]+\.(?:jpe?g|png|webp|avif|svg)$/i;

/** Reads an article's text; `firstLine` is the file's line the text starts on. */
export function readArticleText(source: string, firstLine: number): ReadText {
  const tree = fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const problems: TextProblem[] = [];
  const pictures: TextPicture[] = [];
  const lineOf = (node: MdNodes) => (node.position?.start.line ?? 1) + firstLine - 1;
  const visit = (node: MdNodes) => {
    switch (node.type) {
      case 'html':
        problems.push({
          line: lineOf(node),
          message: `HTML (${node.value.trim().slice(0, 30)}) is not used in an article: write Markdown (## headings, **bold**, [links](https://…), ![pictures](pictures/…))`,
        });
        break;
      case 'heading':
        if (node.depth === 1) {
          problems.push({
            line: lineOf(node),
            message: 'a "# " heading: the title is the article\'s heading; start its sections with "## "',
          });
        }
        break;
      case 'link':
        if (!LINK_TARGET.test(node.url)) {
          problems.push({
            line: lineOf(node),
            message: `the link to "${node.url}" goes nowhere: link a whole address like (https://example.com), a page of the site like (/contact) or an e-mail like (mailto:name@example.com)`,
          });
        }
        break;
      case 'image':
        if (!PICTURE_FILE.test(node.url)) {
          problems.push({
            line: lineOf(node),
            message: `the picture "${node.url}" is not a picture file of the site: put it in src/content/pictures/ and write ![what it shows](pictures/its-name.jpg)`,
          });
        } else {
          pictures.push({ file: node.url, line: lineOf(node) });
        }
        if (!node.alt?.trim()) {
          problems.push({
            line: lineOf(node),
            message: `the picture "${node.url}" has no description: write what it shows between the brackets, ![like this](${node.url})`,
          });
        }
        break;
      case 'definition':
      case 'linkReference':
      case 'imageReference':
      case 'footnoteDefinition':
      case 'footnoteReference':
        problems.push({
          line: lineOf(node),
          message:
            'a reference ([text][name] or [^note]) is not used in an article: write the address in the link itself, [text](https://…)',
        });
        break;
    }
    if ('children' in node) node.children.forEach((child) => visit(child as MdNodes));
  };
  visit(tree);
  return { tree, pictures, problems, plain: toString(tree) };
}

/** How long an article takes to read, in whole minutes (at least 1): English words at 200 a minute, Japanese characters at 500. */
export function readingMinutes(plain: string, locale: 'en' | 'ja'): number {
  if (locale === 'ja') {
    const characters = plain.replace(/[\s\p{P}]/gu, '').length;
    return Math.max(1, Math.round(characters / 500));
  }
  const words = plain.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / 200));
}

/** The page's elements for a picture the build made: the same markup as src/components/Picture. */
function pictureElement(data: PictureData, alt: string, base: string): Element {
  const url = base + data.src;
  const img: Element = {
    type: 'element',
    tagName: 'img',
    properties: {
      src: data.widths ? `${url}.${data.type}` : url,
      alt,
      width: data.width,
      height: data.height,
      loading: 'lazy',
      decoding: 'async',
    },
    children: [],
  };
  const sources: Element[] = data.widths
    ? ['avif', 'webp'].map((format) => ({
        type: 'element',
        tagName: 'source',
        properties: {
          type: `image/${format}`,
          srcSet: data.widths!.map((w) => `${url}-${w}.${format} ${w}w`).join(),
          sizes: data.sizes,
        },
        children: [],
      }))
    : data.darkSrc
      ? [
          {
            type: 'element',
            tagName: 'source',
            properties: { media: '(prefers-color-scheme: dark)', srcSet: base + data.darkSrc },
            children: [],
          },
        ]
      : [];
  return { type: 'element', tagName: 'picture', properties: {}, children: [...sources, img] };
}

/** Elements inside a line of words: a quote beside one is inside the sentence. */
const INLINE = new Set(['a', 'abbr', 'code', 'del', 'em', 'span', 'strong', 'sub', 'sup']);

/** What stands beside a piece of an article's text, for its quotes: words in an inline element are words. */
const beside = (node: RootContent | ElementContent | undefined, end: 'start' | 'end') =>
  besideText(node, end, node?.type === 'element' && INLINE.has(node.tagName));

/**
 * The text as HTML. `pictures` gives each picture file the build made (by the file's name as
 * the text writes it), `base` is the site's base path, `siteOrigin` the site's own address (its
 * links stay in the tab).
 */
export function articleHtml(
  tree: MdRoot,
  pictures: ReadonlyMap<string, PictureData>,
  base: string,
  siteOrigin: string,
): string {
  const hast = toHast(tree) as HastRoot;
  const rewrite = (nodes: (RootContent | ElementContent)[]): void => {
    nodes.forEach((node, index) => {
      // Prose gets the site's line breaking: break points between Japanese phrases, units kept
      // together in English (./break-points.ts), as every other text of a page.
      if (node.type === 'text') {
        node.value = withBreakPoints(
          curlyQuotes(node.value, {
            before: beside(nodes[index - 1], 'end'),
            after: beside(nodes[index + 1], 'start'),
          }),
        );
      }
      if (node.type !== 'element') return;
      // Code is shown as written.
      if (node.tagName === 'pre' || node.tagName === 'code') return;
      if (node.tagName === 'img') {
        const file = String(node.properties.src ?? '');
        const made = pictures.get(file);
        if (made) nodes[index] = pictureElement(made, String(node.properties.alt ?? ''), base);
        return;
      }
      if (node.tagName === 'a') {
        const href = String(node.properties.href ?? '');
        if (/^https?:\/\//i.test(href) && !href.startsWith(siteOrigin)) {
          node.properties.target = '_blank';
          node.properties.rel = ['noopener', 'noreferrer'];
        } else if (href.startsWith('/')) {
          // A page of the site: under the base path, in the trailing-slash form its file has.
          const [pathPart, rest = ''] = href.split(/(?=[?#])/);
          const withSlash = pathPart!.endsWith('/') || /\.[a-z0-9]+$/i.test(pathPart!) ? pathPart! : `${pathPart}/`;
          node.properties.href = `${base}${withSlash.slice(1)}${rest}`;
        }
      }
      if (node.tagName === 'table') {
        // A wide table scrolls inside the text, never the page; the keyboard can scroll it too.
        nodes[index] = {
          type: 'element',
          tagName: 'div',
          properties: { className: ['table'], tabIndex: 0 },
          children: [node],
        };
      }
      rewrite(node.children);
    });
  };
  rewrite(hast.children);
  return toHtml(hast);
}
