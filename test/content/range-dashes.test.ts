// @vitest-environment node
// Ranges in display text take an en dash, not a hyphen: "N5–N4", "€15–20/hour", "7–10
// business days", "Month 1–3". This test reads every string of the content as the pages get
// it: the content files (src/content/{facts,en,ja}/*.yaml and *.md) and the modules still in
// TypeScript (src/content/*.ts, texts built from other facts included), and names each range
// written with a hyphen. Hyphens that are not ranges stay as they are:
// "in-person", "1-on-1", "30-minute", e-mail, web addresses, ISO dates, phone numbers.
// (The specification writes ranges with a hyphen; the tests that compare with its strings
// read both dashes as one, through test/helpers/dashes.ts.)
import { describe, expect, it } from 'vitest';
import { content } from '../helpers/content.ts';

/** A range written with a hyphen: a number or a JLPT level, "-", then a number, a level or a euro amount. */
const HYPHEN_RANGE = /\b(?:N\d+|\d+)-€?(?:N\d+|\d+)/g;

/** What may hold a hyphen between digits without being a range; left out of the search. */
const NOT_RANGES = [
  /\b(?:[a-z][a-z0-9+.-]*:\/\/|mailto:)\S*/gi, // web addresses
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, // e-mail addresses
  /(?:^|\s)\.{0,2}\/\S*/g, // paths: /assets/…, ./pictures/…
  /\b\d{4}-\d{2}(?:-\d{2})?\b/g, // ISO dates: 2026-11-12
  /\+\d[\d\s-]{5,}\d/g, // phone numbers: +356 2123-4567
];

/** The ranges a text writes with a hyphen ("Beginner (N5-N4)" → ["N5-N4"]). */
function hyphenRanges(text: string): string[] {
  const searched = NOT_RANGES.reduce((rest, pattern) => rest.replace(pattern, ' '), text);
  return searched.match(HYPHEN_RANGE) ?? [];
}

/** Every string in a value, with where it is ("levelsSection.levels[0].level"). */
function* stringsOf(value: unknown, where: string): Generator<[where: string, text: string]> {
  if (typeof value === 'string') yield [where, value];
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* stringsOf(item, `${where}[${index}]`);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* stringsOf(item, `${where}.${key}`);
  }
}

describe('ranges in display text', () => {
  it('are found in a text, and other hyphens are not taken for one', () => {
    expect(
      ['Beginner (N5-N4)', '€15-20/hour', '€15-€20', 'within 7-10 business days', 'Month 1-3', '4-6 students'].map(
        hyphenRanges,
      ),
    ).toEqual([['N5-N4'], ['15-20'], ['15-€20'], ['7-10'], ['1-3'], ['4-6']]);
    for (const text of [
      'Beginner (N5–N4)',
      '€15–20/hour',
      'in-person lessons',
      'Private 1-on-1',
      'a 30-minute session, an 8-week course, a 24-hour notice',
      'one e-mail a month',
      'https://example.com/2026/a-1-2.pdf',
      'mailto:sensei-1@example.com',
      '/assets/photo-320-1a2b3c4d.avif',
      'updated 2026-11-12',
      'call +356 2123-4567',
    ]) {
      expect(hyphenRanges(text), text).toEqual([]);
    }
  });

  it('are written with an en dash in every content file', () => {
    const found = Object.entries(content).flatMap(([locale, units]) =>
      Object.entries(units).flatMap(([unit, value]) =>
        [...stringsOf(value, unit)].flatMap(([where, text]) =>
          hyphenRanges(text).map(
            (range) =>
              `src/content/{facts,${locale}}/${unit} › ${where.slice(unit.length + 1)}: "${range}" in "${text}"; write "${range.replace('-', '–')}"`,
          ),
        ),
      ),
    );
    expect(found, 'ranges written with a hyphen (copy the en dash – from here)').toEqual([]);
  });
});
