// Text as a reader sees it. The build writes invisible break points (U+200B) between the
// phrases of Japanese text, and a word joiner (U+2060) where a line must not break
// (scripts/content/break-points.ts), and in English a word joiner or a no-break space that keeps
// a unit on one line ("30-minute", "8:00 PM"); a test that reads words reads them without those.
import { NO_BREAK_SPACE } from '../../scripts/content/break-points.ts';
import { withoutBreakMarks } from '../../src/lib/break-marks.ts';

/** The text without its Japanese phrase break points and word joiners, its no-break spaces as spaces. */
export const seen = (text: string | null | undefined): string =>
  withoutBreakMarks(text ?? '').replaceAll(NO_BREAK_SPACE, ' ');

/**
 * A Testing Library text matcher: the innermost element whose text, read without break points,
 * matches `pattern` (its children's text does not on its own).
 */
export const seenText =
  (pattern: RegExp) =>
  (_content: string, element: Element | null): boolean =>
    Boolean(element) &&
    pattern.test(seen(element!.textContent)) &&
    ![...element!.children].some((child) => pattern.test(seen(child.textContent)));

/** A Testing Library name matcher: an accessible name that, read without break points, matches. */
export const seenName = (pattern: RegExp | string) => (name: string) =>
  typeof pattern === 'string' ? seen(name) === seen(pattern) : pattern.test(seen(name));

/** A Testing Library text matcher: the innermost element whose text, read without break points, is `text`. */
export const seenExactly = (text: string) => {
  const wanted = seen(text);
  return (_content: string, element: Element | null): boolean =>
    Boolean(element) &&
    seen(element!.textContent) === wanted &&
    ![...element!.children].some((child) => seen(child.textContent) === wanted);
};
