// @vitest-environment node
// The Japanese edition keeps its style sheet, docs/japanese-style.md: no word of its table
// "Words the site does not use", no half-width colon beside a Japanese word, no ASCII space
// beside full-width punctuation, and the reader called あなた at most 3 times. It reads every
// text of every Japanese page as the build makes it (facts included: a level from a facts file,
// "N5〜N4", is a Japanese page's text too). The rules, and why the rejected words
// are read from the style sheet itself: test/helpers/japanese-style.ts. What the pages add
// to these texts as they render (a label's colon, a space) is checked by
// test/pages/JapaneseEdition.test.tsx.
import { describe, expect, it } from 'vitest';
import { content } from '../helpers/content.ts';
import {
  HALF_WIDTH_COLON,
  LEVEL_WITH_PLUS,
  MAX_ANATA,
  NUMBER_WITHOUT_COMMA,
  rejectedWords,
  SPACE_BESIDE_JAPANESE,
  SPACE_BY_PUNCTUATION,
  usesOf,
} from '../helpers/japanese-style.ts';

/** Fields that are not words a visitor reads: names of icons, paths, addresses, codes, colours. */
const NOT_READ = new Set(['icon', 'to', 'href', 'id', 'lang', 'color', 'value', 'iso', 'textEn']);

/** Every text of a content value with where it is ("contact › form › title"); pictures are skipped. */
function* textsOf(value: unknown, where: string): Generator<[where: string, text: string]> {
  if (typeof value === 'string') yield [where, value];
  else if (Array.isArray(value)) for (const item of value) yield* textsOf(item, where);
  else if (value && typeof value === 'object') {
    if ('src' in value && 'width' in value) return; // a picture
    for (const [key, item] of Object.entries(value)) if (!NOT_READ.has(key)) yield* textsOf(item, `${where} › ${key}`);
  }
}

/**
 * The Japanese pages' texts. Left out: the site's facts (brand, addresses), and the students'
 * reviews, which the home page quotes in their own words ("原文のまま").
 */
const texts = Object.entries(content.ja)
  .filter(([unit]) => unit !== 'site')
  .flatMap(([unit, words]) => [...textsOf(words, unit)])
  .filter(([where]) => !/^home › reviews › items › text$/.test(where));

const rejected = rejectedWords();

describe('the rules of the Japanese style sheet', () => {
  it("are read from the style sheet's table, every row with a word", () => {
    expect(rejected.length).toBeGreaterThanOrEqual(15);
    for (const row of rejected) expect(row.variants.length).toBeGreaterThan(0);
    expect(rejected).toContainEqual({ variants: ['利用規約'], preferred: '受講規約' });
  });

  it('find each problem they name, and nothing else', () => {
    expect(usesOf('無料体験を予約する', '無料体験', '無料体験レッスン')).toEqual([0]);
    expect(usesOf('無料体験レッスンを申し込む', '無料体験', '無料体験レッスン')).toEqual([]);
    for (const text of ['重点: 敬語', '英訳:Thank you', 'CET: 月曜〜土曜']) expect(text).toMatch(HALF_WIDTH_COLON);
    for (const text of ['9:00〜20:00', 'Lesson: English', 'お名前：山田']) expect(text).not.toMatch(HALF_WIDTH_COLON);
    for (const text of ['ご希望のコース （任意）', '最終更新日： 2026年', 'です。 次に']) {
      expect(text).toMatch(SPACE_BY_PUNCTUATION);
    }
    for (const text of ['ご希望のコース（任意）', '© 2026 Kotoba Malta. 無断転載を禁じます。', '山田 花子']) {
      expect(text).not.toMatch(SPACE_BY_PUNCTUATION);
    }
    for (const text of ['対面か など', '月曜〜土曜 9:00〜20:00', '田中 由紀', 'Zoom など', 'JLPT N3 に合格']) {
      expect(text).toMatch(SPACE_BESIDE_JAPANESE);
    }
    for (const text of ['JLPT N3に合格', 'Zoom、Google Meetなど', '© 2026 Kotoba Malta. 無断転載を禁じます。']) {
      expect(text).not.toMatch(SPACE_BESIDE_JAPANESE);
    }
    for (const text of ['1000+', '累計1000時間']) expect(text).toMatch(NUMBER_WITHOUT_COMMA);
    for (const text of ['1,000+', '2026年11月1日', '32.50ユーロ', '9:00'])
      expect(text).not.toMatch(NUMBER_WITHOUT_COMMA);
  });
});

describe('the Japanese edition follows its style sheet (docs/japanese-style.md)', () => {
  it('reads every Japanese page', () => {
    const units = new Set(texts.map(([where]) => where.split(' › ')[0]));
    expect([...units].sort()).toEqual(
      Object.keys(content.ja)
        .filter((unit) => unit !== 'site')
        .sort(),
    );
  });

  it('uses none of the words the style sheet rejects', () => {
    const found = texts.flatMap(([where, text]) =>
      rejected.flatMap(({ variants, preferred }) =>
        variants
          .filter((variant) => usesOf(text, variant, preferred).length > 0)
          .map((variant) => `${where}: 「${variant}」 → ${preferred ? `「${preferred}」` : 'leave it out'}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('writes no half-width colon beside a Japanese word (a label takes 「：」)', () => {
    const found = texts.filter(([, text]) => HALF_WIDTH_COLON.test(text)).map(([where, text]) => `${where}: ${text}`);
    expect(found).toEqual([]);
  });

  it('puts no ASCII space beside full-width punctuation', () => {
    const found = texts
      .filter(([, text]) => SPACE_BY_PUNCTUATION.test(text))
      .map(([where, text]) => `${where}: ${text}`);
    expect(found).toEqual([]);
  });

  it('puts no ASCII space beside Japanese text (between two Japanese characters, or beside a Latin letter or digit)', () => {
    const found = texts
      .filter(([, text]) => SPACE_BESIDE_JAPANESE.test(text))
      .map(([where, text]) => `${where}: ${text}`);
    expect(found).toEqual([]);
  });

  it('writes thousands with a comma (1,000) and the highest JLPT level as N1, not N1+', () => {
    const all = Object.entries(content.ja)
      .filter(([unit]) => unit !== 'site')
      .flatMap(([unit, words]) => [...textsOf(words, unit)]);
    // The figures of the stats strips are facts ("1000+" in the facts file) shown as the edition writes them.
    const figures = [content.ja.home.stats, content.ja.gallery.stats.items].flat().map((stat) => stat.value);
    const found = [...all.map(([, text]) => text), ...figures].filter(
      (text) => NUMBER_WITHOUT_COMMA.test(text) || LEVEL_WITH_PLUS.test(text),
    );
    expect(found).toEqual([]);
  });

  it('sets a text of sentences with the full stop 「。」 at its end', () => {
    const found = texts
      .filter(([where]) => !/› (?:alt|placeholder|messagePlaceholder|mailSubject|label)$/.test(where))
      // A piece of a paragraph that a link continues (「メール（」 before the address) is not its end.
      .filter(
        ([, text]) => /[。！？]/.test(text.trim().split('\n').at(-1) ?? '') && !/[。！？」）：（「]$/.test(text.trim()),
      )
      .map(([where, text]) => `${where}: …${text.trim().slice(-12)}`);
    expect(found).toEqual([]);
  });

  it("names a course card's button in one wording, the style sheet's 申し込む", () => {
    const actions = (['programs', 'english-lessons', 'japanese-lessons'] as const).map(
      (unit) => `${unit}: ${content.ja[unit].programs.action}`,
    );
    expect(actions).toEqual(['programs: 申し込む', 'english-lessons: 申し込む', 'japanese-lessons: 申し込む']);
  });

  it(`calls the reader あなた at most ${MAX_ANATA} times across the site`, () => {
    const found = texts.flatMap(([where, text]) => usesOf(text, 'あなた').map(() => `${where}: ${text}`));
    expect(found.length, found.join('\n')).toBeLessThanOrEqual(MAX_ANATA);
  });
});
