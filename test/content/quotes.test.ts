// @vitest-environment node
// Typographer's quotes in the content's words: every text field and every Markdown text.
import { describe, expect, it } from 'vitest';
import { curlyQuotes } from '../../scripts/content/quotes.ts';
import { readMarkdown } from '../../scripts/content/markdown.ts';
import { content } from '../helpers/content.ts';

describe('quotes and apostrophes', () => {
  it.each([
    ["What's Included", 'What’s Included'],
    ["24 hours' notice", '24 hours’ notice'],
    ['Fields marked "optional" can stay empty', 'Fields marked “optional” can stay empty'],
    ['"Hello," she said (\'hi\')', '“Hello,” she said (‘hi’)'],
    ['日本語の「はい」', '日本語の「はい」'],
  ])('%s → %s', (written, shown) => {
    expect(curlyQuotes(written)).toBe(shown);
  });

  it('reads a quote beside emphasis as the emphasis’s own: opening before it, closing after it', () => {
    const { text } = readMarkdown('Say "*hai*", not "**iie**".', () => true);
    expect(JSON.stringify(text)).toContain('"Say “",{"em":["hai"]},"”, not “",{"strong":["iie"]},"”."');
  });

  it('leaves no straight quote or apostrophe in the words of any page', () => {
    const straight: string[] = [];
    const walk = (value: unknown, at: string): void => {
      if (typeof value === 'string') {
        if (/["']/u.test(value)) straight.push(`${at}: ${value.slice(0, 60)}`);
      } else if (value && typeof value === 'object') {
        for (const [name, item] of Object.entries(value)) walk(item, `${at}.${name}`);
      }
    };
    walk(content, 'content');
    expect(straight).toEqual([]);
  });
});
