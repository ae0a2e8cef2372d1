// Typographer's quotes for the words as written in a plain editor: an apostrophe and a closing
// quote become ’ and ”, an opening quote ‘ and “ ("What's Included" is shown as What’s
// Included, "hours' notice" as hours’ notice, "optional" as “optional”). The build writes them
// into every text of the content and of the articles; code in an article keeps what it says.

/** What may stand before an opening quote: the text's start, a space, an opening bracket or a dash. */
const OPENS_AFTER = String.raw`(^|[\s([{\u2013\u2014-])`;

/** A quote that opens: after what may stand before one, and before a word (a letter, a digit). */
const OPENING_DOUBLE = new RegExp(`${OPENS_AFTER}"(?=[\\p{L}\\p{N}])`, 'gu');
const OPENING_SINGLE = new RegExp(`${OPENS_AFTER}'(?=[\\p{L}\\p{N}])`, 'gu');

/**
 * The text with its straight quotes and apostrophes turned into the typographer's. A piece of a
 * paragraph (a Markdown text between emphasis or links) says what stands beside it: `before`
 * and `after`, a character of the words next to it.
 */
export function curlyQuotes(text: string, { before = '', after = '' } = {}): string {
  if (!/["']/u.test(text)) return text;
  const curled = `${before}${text}${after}`
    .replace(OPENING_DOUBLE, '$1“')
    .replaceAll('"', '”')
    .replace(OPENING_SINGLE, '$1‘')
    .replaceAll("'", '’');
  return curled.slice(before.length, curled.length - after.length);
}

/** A piece of a paragraph as a Markdown or HTML tree holds it: text has a value. */
interface Piece {
  type: string;
  value?: string;
}

/**
 * What stands beside a piece of text, for its quotes: the next piece's character at that `end`,
 * a letter for words in emphasis or a link (`inline`), nothing at a line break or a block's edge.
 */
export function besideText(piece: Piece | undefined, end: 'start' | 'end', inline: boolean): string {
  if (piece?.type === 'text') return (end === 'start' ? piece.value?.at(0) : piece.value?.at(-1)) ?? '';
  return inline ? 'a' : '';
}
