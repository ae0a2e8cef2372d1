// The checkable rules of the Japanese edition's style sheet, docs/japanese-style.md, for the
// tests that read the Japanese content (test/content/japanese-style.test.ts) and the Japanese
// pages as they render (test/pages/JapaneseEdition.test.tsx).
//
// The rejected words are read from the style sheet's table, not kept in a list here: the
// style sheet is where whoever edits the Japanese words looks them up (docs/editing.md points
// there), so a row added to it is enforced at once, and no second list can drift from it.
import fs from 'node:fs';
import path from 'node:path';

const STYLE_SHEET = path.resolve(import.meta.dirname, '../../docs/japanese-style.md');
const REJECTED_HEADING = '## Words the site does not use';

/** A row of the style sheet's table: words the site does not use, and what it writes instead. */
export interface Rejected {
  variants: string[];
  /** The word to write instead; undefined where the word is simply left out ("—"). */
  preferred: string | undefined;
}

/** The table under REJECTED_HEADING: each row's backticked words, and the word of its second column. */
export function rejectedWords(markdown = fs.readFileSync(STYLE_SHEET, 'utf8')): Rejected[] {
  const section = markdown.split(REJECTED_HEADING)[1]?.split(/^#{1,2} /m)[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  // Past the header row and the line of dashes under it.
  return rows.slice(2).map((row) => {
    const [, variants = '', preferred = ''] = row.split('|').map((cell) => cell.trim());
    const words = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    return { variants: words(variants), preferred: words(preferred)[0] };
  });
}

/**
 * Where a text uses a word, except inside the term it belongs to: 「無料体験」 is rejected,
 * but not inside 「無料体験レッスン」.
 */
export function usesOf(text: string, word: string, preferred = ''): number[] {
  const covered = (at: number) => {
    for (let start = text.indexOf(preferred); preferred && start !== -1; start = text.indexOf(preferred, start + 1))
      if (start <= at && at + word.length <= start + preferred.length) return true;
    return false;
  };
  const uses: number[] = [];
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) if (!covered(at)) uses.push(at);
  return uses;
}

/** A Japanese letter: kana, kanji, the long-vowel mark, or full-width punctuation. */
const JAPANESE = String.raw`[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー々〆\u3000-\u303f\uff01-\uff60]`;

/** A half-width colon after or before a Japanese word: "重点: ", "CET:月曜". A time (9:00) keeps its colon. */
export const HALF_WIDTH_COLON = new RegExp(String.raw`${JAPANESE}\s*:|:\s*${JAPANESE}`, 'u');

/** An ASCII space beside full-width punctuation: "ご希望のコース （任意）", "最終更新日： 2026". */
export const SPACE_BY_PUNCTUATION = /[ \t](?=[（）「」『』、。：！？])|(?<=[（）「」『』、。：！？])[ \t]/u;

/**
 * An ASCII space between two Japanese characters, or between a Japanese character and a Latin
 * letter or digit: 「対面か など」, 「土曜 9:00」, 「田中 由紀」. After a Latin sentence's full stop a space
 * stays ("© 2026 Kotoba Malta. 無断転載を禁じます。").
 */
export const SPACE_BESIDE_JAPANESE = new RegExp(
  String.raw`(?<=${JAPANESE})[ \t]+(?=${JAPANESE}|[A-Za-z0-9])|(?<=[A-Za-z0-9])[ \t]+(?=${JAPANESE})`,
  'u',
);

/** A JLPT level with a plus (N1+): the Japanese edition writes N1, the test's highest level. */
export const LEVEL_WITH_PLUS = /N[1-5]\+/u;

/** A number of four digits or more without its thousands comma (1000), but for a year (2026年). */
export const NUMBER_WITHOUT_COMMA = /(?<![\d,.])\d{4,}(?![\d年])/u;

/** How often the reader may be called あなた across the whole Japanese site. */
export const MAX_ANATA = 3;
