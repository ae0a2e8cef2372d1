// The invisible marks the build writes into Japanese text (scripts/content/break-points.ts), which
// the browser bundle carries as part of the words: where a line may break, and where it may not.

/** The break point written between two phrases: U+200B ZERO WIDTH SPACE. */
export const BREAK_POINT = '\u200B';

/**
 * The mark that keeps two characters on one line where a browser would break between them:
 * U+2060 WORD JOINER. Written only where no line may break but browsers would: before a
 * character kinsoku keeps off a line's start, and inside a unit of English text.
 */
export const NO_BREAK = '\u2060';

/** The text as a reader sees it: without break points and word joiners. */
export function withoutBreakMarks(text: string): string {
  return text.replaceAll(BREAK_POINT, '').replaceAll(NO_BREAK, '');
}
