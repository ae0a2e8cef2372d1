// @vitest-environment node
// The break points the build writes between Japanese phrases (scripts/content/break-points.ts):
// between phrases and never inside a word, never before a character kinsoku keeps off a line's
// start, only in the texts laid out as lines, and in every Japanese text the browser gets.
import { describe, expect, it } from 'vitest';
import {
  BREAK_POINT,
  MIN_BROKEN_LENGTH,
  NO_LINE_END,
  NO_LINE_START,
  withBreakPoints,
  withPhraseBreaks,
} from '../../scripts/content/break-points.ts';
import type { SchemaParts } from '../../src/content-schema/model.ts';
import { CONTENT_UNITS } from '../../src/content-schema/units.ts';
import { content } from '../helpers/content.ts';

/** A text with its break points shown as "|". */
const shown = (text: string) => withBreakPoints(text).replaceAll(BREAK_POINT, '|');

/** Every text of a value. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

describe('withBreakPoints', () => {
  it('breaks between phrases, never inside the words the design review saw split', () => {
    expect(shown('ひらがなやカタカナを少し覚えた程度という方へ。')).toBe(
      'ひらがなや|カタカナを|少し|覚えた|程度という|方へ。',
    );
    expect(shown('お返事します。お問い合わせにはすべて私がお答えします。')).toBe(
      'お返事します。お問い合わせには|すべて|私が|お答えします。',
    );
  });

  it('breaks a phrase too long for a narrow card where a word starts', () => {
    expect(shown('道を尋ねたりできるようになります。')).toBe('道を|尋ねたり|できるように|なります。');
    expect(shown('メッセージで気軽にご相談いただけます。')).toBe('メッセージで|気軽に|ご相談|いただけます。');
  });

  it('leaves a short label, a text without Japanese and punctuation that already breaks alone', () => {
    expect(withBreakPoints('体験を申し込む')).toBe('体験を申し込む');
    expect([...'体験を申し込む'].length).toBeLessThan(MIN_BROKEN_LENGTH);
    expect(withBreakPoints('Book a free trial lesson today')).toBe('Book a free trial lesson today');
    expect(shown('はい。体験レッスンは30分間で、料金は一切かかりません。')).not.toMatch(/[、。]\|/);
  });

  it('puts no break point before a small kana, ー or closing mark, nor after an opening bracket, in any Japanese text', () => {
    const wrong = textsOf(content.ja)
      .map(withBreakPoints)
      .flatMap((text) =>
        [...text.matchAll(new RegExp(BREAK_POINT, 'g'))]
          .filter(({ index }) => NO_LINE_START.has(text[index + 1]!) || NO_LINE_END.has(text[index - 1]!))
          .map(({ index }) => text.slice(Math.max(0, index - 8), index + 8).replaceAll(BREAK_POINT, '|')),
      );
    expect(wrong).toEqual([]);
  });
});

describe('withPhraseBreaks', () => {
  const contact = withPhraseBreaks(content.ja.contact, CONTENT_UNITS.contact as unknown as SchemaParts, [
    ['title'],
  ]) as typeof content.ja.contact;

  it('writes break points into the prose of a page', () => {
    expect(contact.hero.lead).toContain(BREAK_POINT);
    expect(contact.form.failedToast.description).toContain(BREAK_POINT);
  });

  it('keeps the page title, the e-mail the form writes and the attributes plain', () => {
    const plain = [
      contact.title,
      contact.form.mailSubject,
      contact.form.mailNotChosen,
      contact.form.messagePlaceholder,
      contact.map.imageLabel,
      ...Object.values(contact.form.labels),
      ...contact.form.programs.map((choice) => choice.label),
      ...contact.form.levels.map((choice) => choice.label),
    ];
    expect(plain.filter((text) => text.includes(BREAK_POINT))).toEqual([]);
  });
});
