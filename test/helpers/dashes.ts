// The specification writes ranges with a hyphen ("N5-N4", "€15-20/hour", "7-10 business
// days"); the pages show them with an en dash ("N5–N4", "€15–20/hour"), as typography
// wants. Every test that compares page or content text with the specification's strings
// reads both sides through specDashes(), so that the two dashes of a range count as equal
// and the specification's strings stay in the tests exactly as it writes them. Nothing else
// is loosened: a dash that is not between the two ends of a range is left as it is. The text is
// read as a reader sees it (seen()): the build keeps a range on one line with word joiners.
import { seen } from './seen-text.ts';

/** An en dash between the ends of a range: a number or a JLPT level before it ("15", "N5"), one after ("20", "N4", "€20"). */
const RANGE_EN_DASH = /(?<=\d)–(?=€?N?\d)/g;

/** The text with the dash of each range written as the specification writes it, a hyphen: "N5–N4" → "N5-N4". */
export function specDashes(text: string): string {
  return seen(text).replace(RANGE_EN_DASH, '-');
}
