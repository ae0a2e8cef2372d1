// Joining a page's words to what a component writes after them (a label's colon, a date, an
// address, a hint), as the words' own script sets it. English puts a space between words and
// ": " after a label. Japanese full-width punctuation carries its own spacing, so no space goes
// beside it, and a Japanese label takes the full-width colon 「：」.
// The characters at the join decide, not the edition, so a component needs no locale and an
// English page keeps exactly the text it had.

/** A Japanese character: kana, kanji, the long-vowel mark, or full-width punctuation. */
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー々\u3000-\u303f\uff01-\uff60]/u;

const endsJapanese = (text: string) => JAPANESE.test(text.at(-1) ?? '');

/** A label with its colon: "Focus:", 「重点：」. */
export function withColon(label: string): string {
  return `${label}${endsJapanese(label) ? '：' : ':'}`;
}

/**
 * The space after a label or a lead-in, before what follows it: one after English words
 * ("Last updated: November 1"), none after Japanese ones (「最終更新日：2026年11月1日」). The
 * lead-in decides: an English label keeps its space before a Japanese value ("Your name: 山田").
 */
export function spaceAfter(lead: string): string {
  return endsJapanese(lead) ? '' : ' ';
}

/**
 * The full stop after a value that ends a sentence begun by `lead` ("…write to me directly at
 * hello@…."): none after a Japanese lead-in, which ends at its colon (「…ご連絡ください：hello@…」).
 */
export function sentenceEndAfter(lead: string): string {
  return endsJapanese(lead) ? '' : '.';
}

/** An aside after a name, in the name's brackets: "Beginner (N5–N4)", 「初級（N5〜N4）」. */
export function asideAfter(name: string, aside: string): string {
  return endsJapanese(name) ? `（${aside}）` : ` (${aside})`;
}

/**
 * A code before the title it belongs to, with the colon the title's script takes: "404: Oops!
 * Page not found", 「404：ページが見つかりません」 (no half-width colon beside Japanese).
 */
export function codeBefore(code: string, title: string): string {
  return JAPANESE.test(title[0] ?? '') ? `${code}：` : `${code}: `;
}

/** A label, its colon and its value on one line: "Your name: Ann", 「お名前：山田 花子」. */
export function labelled(label: string, value: string): string {
  const head = withColon(label);
  return `${head}${spaceAfter(head)}${value}`;
}

/** A choice after the name of its group, as a reader takes it in at a glance: 「【英語レッスン】英会話」, "English lessons: Conversation". */
export function inGroup(group: string, choice: string): string {
  return endsJapanese(group) ? `【${group}】${choice}` : labelled(group, choice);
}
