// @vitest-environment node
// The Japanese edition reads as Japanese: in every page-content module of src/content/ja/,
// kana and kanji make up most of the letters a visitor reads, and no text is an English
// sentence left untranslated. Prices ("€30/hour"), JLPT levels, IELTS, brand and students'
// names may stay in Latin letters.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, contentFiles } from '../../scripts/content/load.ts';
import type { UnitName } from '../../src/content-schema/units.ts';
import { content } from '../helpers/content.ts';

/** The Japanese content: its TypeScript modules, and the pages whose words are in src/content/ja/*.{yaml,md}. */
const modules: Record<string, unknown> = {
  ...import.meta.glob<Record<string, unknown>>('../../src/content/ja/*.ts', { eager: true }),
  ...Object.fromEntries(
    Object.entries(content.ja).map(([unit, words]) => [
      path.basename(contentFiles(unit as UnitName, 'ja').words),
      words,
    ]),
  ),
};

/** Files that are not page texts: the site's facts (brand, e-mail, addresses). */
const NOT_PAGE_TEXT = new Set(['site.yaml']);

/**
 * Fields a visitor never reads as words: icon names, route paths, addresses, anchors,
 * language tags, colours and form codes. `textEn` is a review's English translation, English
 * by definition.
 */
const NOT_READ = new Set([
  'icon',
  'to',
  'href',
  'id',
  'lang',
  'color',
  'value',
  'textEn',
  'level',
  'mark',
  'markCaption',
]);

/** The frame's links to the other edition, written in that edition's language on purpose. */
const IN_THE_OTHER_LANGUAGE = new Set(['otherLanguage', 'otherHome']);

/** Every text a visitor reads in Japanese in a content value, however deeply nested; pictures are skipped. */
function textsOf(value: unknown, key = ''): string[] {
  if (NOT_READ.has(key) || IN_THE_OTHER_LANGUAGE.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, key));
  if (value && typeof value === 'object') {
    if ('src' in value && 'width' in value) return []; // a picture
    return Object.entries(value).flatMap(([field, item]) => textsOf(item, field));
  }
  return [];
}

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/gu;
const LATIN = /\p{Script=Latin}/gu;

/** The share of kana and kanji among the letters (kana, kanji and Latin letters) of some texts. */
function japaneseShare(texts: readonly string[]): number {
  const all = texts.join('\n');
  const japanese = all.match(JAPANESE)?.length ?? 0;
  const latin = all.match(LATIN)?.length ?? 0;
  return japanese / (japanese + latin);
}

/**
 * The least share of kana and kanji a page-content module may have. Measured on the first
 * edition: 0.88 (testimonials: masked names, "IELTS", "italki") to 1.00; most modules 0.92 or
 * more. At 0.80 one untranslated card in a short module stops the test; a longer English
 * text is caught by the sentence check below.
 */
const MIN_JAPANESE_SHARE = 0.8;

/** Three Latin words in a row: an English phrase, not a name, a price or "JLPT N3". */
const ENGLISH_PHRASE = /\p{Script=Latin}+[’']?\p{Script=Latin}*(?:[\s,]+\p{Script=Latin}+[’']?\p{Script=Latin}*){2,}/u;

const pageModules = Object.entries(modules)
  .map(([path, exports]) => ({ name: path.split('/').pop()!, texts: textsOf(exports) }))
  .filter(({ name }) => !NOT_PAGE_TEXT.has(name));

describe('the Japanese edition reads as Japanese', () => {
  it('has every page-content file of the English edition', () => {
    // The English edition's words: src/content/en/*, and the TypeScript modules of src/content/ with a Japanese twin.
    const english = [
      ...fs.readdirSync(path.join(CONTENT_DIR, 'en')),
      ...fs
        .readdirSync(CONTENT_DIR)
        .filter((name) => name.endsWith('.ts') && fs.existsSync(path.join(CONTENT_DIR, 'ja', name))),
    ].filter((name) => !NOT_PAGE_TEXT.has(name));
    expect(pageModules.map(({ name }) => name).sort()).toEqual(english.sort());
  });

  it.each(pageModules)(
    `$name: at least ${MIN_JAPANESE_SHARE * 100}% of its letters are kana or kanji`,
    ({ name, texts }) => {
      const share = japaneseShare(texts);
      expect(share, `src/content/ja/${name}: ${(share * 100).toFixed(1)}% kana and kanji`).toBeGreaterThanOrEqual(
        MIN_JAPANESE_SHARE,
      );
    },
  );

  it.each(pageModules)('$name: no text is an English phrase without Japanese', ({ name, texts }) => {
    const english = texts.filter((text) => !text.match(JAPANESE) && ENGLISH_PHRASE.test(text));
    expect(english, `untranslated in src/content/ja/${name}`).toEqual([]);
  });

  it("writes the footer's tagline and the lessons' location in Japanese", () => {
    const { tagline, location } = content.ja.shell.footer;
    for (const text of [tagline, location]) expect(japaneseShare([text]), text).toBeGreaterThan(0.9);
  });
});
