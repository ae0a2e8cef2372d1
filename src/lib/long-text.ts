// The convention of long texts in src/content/ (FAQ answers, policy rules, the story): a
// list of paragraphs instead of one text, and *emphasis* or **bold** around words. Plain
// TypeScript, so that the content check and the structured data (which run without React)
// share it with the component that renders it (src/components/RichText).
import type { LongText } from '../content/card-types.ts';

/** *words* (emphasis) and **words** (bold), around words, never around spaces. */
export const EMPHASIS = /\*\*(\S(?:[^*]*\S)?)\*\*|\*(\S(?:[^*]*\S)?)\*/g;

/** A long text's paragraphs. */
export function paragraphsOf(text: LongText): string[] {
  return [text].flat();
}

/** A long text as plain words (for structured data): paragraphs on their own lines, no stars. */
export function plainText(text: LongText): string {
  return paragraphsOf(text)
    .map((paragraph) => paragraph.replace(EMPHASIS, (_, bold?: string, emphasis?: string) => bold ?? emphasis ?? ''))
    .join('\n\n');
}
