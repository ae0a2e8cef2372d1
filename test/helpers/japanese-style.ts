// The punctuation rules of the Japanese edition that a test can check on any text: a label
// takes the full-width colon, and no ASCII space stands beside full-width punctuation.
// test/pages/JapaneseEdition.test.tsx checks them on every Japanese page as it renders.

/** A Japanese letter: kana, kanji, the long-vowel mark, or full-width punctuation. */
const JAPANESE = String.raw`[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー々〆\u3000-\u303f\uff01-\uff60]`;

/** A half-width colon after or before a Japanese word: "重点: ", "CET:月曜". A time (9:00) keeps its colon. */
export const HALF_WIDTH_COLON = new RegExp(String.raw`${JAPANESE}\s*:|:\s*${JAPANESE}`, 'u');

/** An ASCII space beside full-width punctuation: "ご希望のコース （任意）", "最終更新日： 2026". */
export const SPACE_BY_PUNCTUATION = /[ \t](?=[（）「」『』、。：！？])|(?<=[（）「」『』、。：！？])[ \t]/u;
