// Where a Japanese line may break, decided at build time so that every browser breaks it the
// same way. Japanese has no spaces, and only Chromium finds phrases by itself (word-break:
// auto-phrase); Safari and Firefox would break between any two characters, inside a word
// (ひらが/な). So the content loader (./vite-plugin.ts) asks BudouX, Google's phrase segmenter,
// where the phrases of each Japanese text are, and writes a ZERO WIDTH SPACE there; the style
// sheet sets `word-break: keep-all` on Japanese text, so a browser breaks a line only at those
// points and at spaces. (Chromium and Firefox also break after 、 and 。 under keep-all, Safari's
// engine does not: so a break point goes there too.) The break points are part of the strings, not of the
// HTML, so the prerendered page and the browser bundle hold the same text and React hydrates
// without a mismatch.
//
// English text gets no break point, only what keeps a unit on one line (unitsJoined).
//
// Nothing of this ships to the browser but the break points themselves: BudouX runs in the build.
import { loadDefaultJapaneseParser } from 'budoux';
import { entriesOf, itemOf, metadataOf, type SchemaParts } from '../../src/content-schema/model.ts';
import { BREAK_POINT, NO_BREAK } from '../../src/lib/break-marks.ts';

// The marks themselves are defined beside the browser code that reads them.
export { BREAK_POINT, NO_BREAK };

/**
 * Characters no line may start with (kinsoku shori, JIS X 4051): small kana, the prolonged
 * sound mark, closing brackets and punctuation. A break point never goes before one.
 */
export const NO_LINE_START = new Set(
  'ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶー、。，．）」』】〕〉》・：；！？〜…／',
);

/**
 * Characters of NO_LINE_START that a browser would still start a line with after closing
 * punctuation: the full-width slash is an ideograph to the line-breaking rules (UAX #14), and
 * keep-all and line-break: strict allow a break after 「）」 before it (マルタ（対面）／|オンライン
 * would start a line with ／). A NO_BREAK goes between them.
 */
const KEPT_BY_JOINER = new Set('／');

/** Characters no line may end with: opening brackets. A break point never goes after one. */
export const NO_LINE_END = new Set('（「『【〔〈《');

const parser = loadDefaultJapaneseParser();

/** A character of a Japanese script: kanji, hiragana, katakana (with ー, 々 and ・). */
const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々・]/u;

/**
 * Punctuation a line may break after, and opening brackets a line may break before. Chromium and
 * Firefox break there under keep-all by themselves; WebKit (Safari) does not (自己紹介、買い物、
 * 旅行 was one unbreakable run there, broken inside 買い|物 when it overflowed), so a break point
 * is written there like between phrases.
 */
const CLOSING = new Set('、。，．）」』】〕〉》！？');
/** Closing brackets: a particle or です after one belongs to the bracketed words (「送る」を, （たなか・ゆき）です). */
const CLOSING_BRACKET = new Set('）」』】〕〉》');
const HIRAGANA = /\p{Script=Hiragana}/u;
const OPENING = new Set('（「『【〔〈《');

/** Where every browser breaks already: at a space. */
const SPACE = new Set(' \n');

/** The honorific prefixes. */
const HONORIFIC = new Set('おご');

/**
 * Texts shorter than this get no break points: a label or a short heading fits the narrowest box
 * it is set in (7 characters of a 24 px card title are 168 px), is not worth its bytes in the
 * browser's download, and copies without invisible characters.
 */
export const MIN_BROKEN_LENGTH = 8;

const words = new Intl.Segmenter('ja', { granularity: 'word' });
const ONE_HIRAGANA = /^\p{Script=Hiragana}$/u;
const ONE_KANJI = /^\p{Script=Han}$/u;
/** A phrase that only denies the one before it: 入会の義務は|なく、 read as two thoughts, split at a line's end. */
const NEGATION = /^な(?:く|い|し)[、。]?$/u;
/** A phrase of particles only (どこから|でも, 会話|など): it belongs to the words before it. */
const LONE_PARTICLES = /^(?:でも|など|まで|だけ|しか|より|ほど|くらい|ぐらい)[、。]?$/u;
/** A request (…ください): part of the verb or noun it follows (お送り|ください, ご紹介|ください, お聞か|せください). */
const REQUEST = /^(?:さ?せ)?くださ/u;
/** A demonstrative alone (この, その, あの, どの): it points at the word after it (この|プラン read as two thoughts). */
const DEMONSTRATIVE = /^[こそあど]の$/u;
/**
 * A short noun and の (入会の, 日程の), which stays with a short noun it qualifies (義務は, 変更は):
 * 入会の / 義務 and 日程の / 変更 read as typos to a native reader (native reviews, rounds 7 and 8).
 * Only short ones: 30分の体験レッスンは, kept whole, ran out of the free trial page's heading at 375 px.
 */
const SHORT_NOUN_NO = /^[\p{Script=Han}\p{Script=Katakana}ー\d]{1,3}の$/u;
/** A phrase of at most four characters that starts with two kanji (義務は, 変更は): joined, at most eight, the width of a heading's line. */
const SHORT_KANJI_NOUN = /^\p{Script=Han}{2}.{0,2}$/u;
/**
 * A length or a count and の (30分の, 8週間の), which stays with the noun it measures outside a
 * heading: 30分の / 無料体験レッスン split leads and closing bands for three native reviews (rounds
 * 8 to 10). Not in a heading, whose large type fits fewer characters a line than the pair holds.
 */
const MEASURE_NO = /^\d+(?:分|回|時間|週間|か月|年|日)の$/u;
const NOUN_START = /^[\p{Script=Han}\p{Script=Katakana}]/u;
/**
 * A phrase that qualifies the noun after it: a noun with の (今の, 日常の, レッスンの), an adjective
 * (短い, やさしい, よい, ていねいな) or a verb's wish (仕上げたい). Set in phrases and evened out, a line
 * ended between it and its noun: 今の / レベル, 短い / レッスン, ご都合のよい / 時間 (native reviews,
 * rounds 13 and 14).
 */
const MODIFIER = /\p{Script=Hiragana}*[のいな]$/u;
/** A short adjective in kana after a noun with の (都合の|よい, 問題の|ない): one modifier with it. */
const KANA_ADJECTIVE = /^\p{Script=Hiragana}{1,2}い$/u;
/**
 * The longest run a modifier joins with its noun, from break to break: a line of a heading holds
 * about eight characters at 375 px (30分の体験レッスンは, kept whole, ran out of one), other text a
 * few more (ご都合のよい時間を). A longer run keeps its break.
 */
const LONGEST_MODIFIED = { heading: 8, text: 10 };
/** と at the start of a phrase, after a word in kanji or katakana: the particle of that word. */
const LEADING_PARTICLE = /^と./u;
const WORD_END = /[\p{Script=Han}\p{Script=Katakana}ー]$/u;

/**
 * Where the words of `text` meet, by ICU's dictionary (Intl.Segmenter), as the offsets that
 * start a word. A word the dictionary does not know, written in hiragana, comes out one character
 * at a time (ひ|ら|が|な): a boundary between two such one-character pieces is not counted.
 */
function wordStarts(text: string): Set<number> {
  const segments = [...words.segment(text)];
  const starts = new Set<number>();
  segments.forEach((segment, index) => {
    const before = segments[index - 1];
    if (before && ONE_HIRAGANA.test(before.segment) && ONE_HIRAGANA.test(segment.segment)) return;
    starts.add(segment.index);
  });
  return starts;
}

/**
 * Where a line of English prose must not break although browsers would: after the hyphen of a
 * number and its unit ("30-minute", "8-week", "24-hour"), of "e-mail", and of a short compound
 * read as one word ("video-call", "real-life", "in-person", "one-on-one": "video- / call" ended a
 * line on the privacy page), but not inside an address (my-site.com, hana-mail@example.com),
 * which a visitor may copy. A NO_BREAK goes there: the hyphen stays as typed.
 */
const HYPHEN_JOINS =
  /(?<=\b\d+-)(?=\p{Ll})|(?<=\b[eE]-)(?=mail)|(?<=(?<![\p{L}\d.@/_])\p{L}{1,5}-)(?=\p{Ll}{1,6}(?!\.?[\p{L}\d@/_]))/gu;

/** The space between a time and its AM or PM ("8:00 PM"): browsers break at a space even before a NO_BREAK. */
const TIME_SPACE = /(?<=\b\d{1,2}:\d\d) (?=[AP]M\b)/g;

/** The space between a time and its time zone ("8:00 PM CET", "{hoursTo} CET": "8:00 PM / CET" ended a line). */
const ZONE_SPACE = /(?<=\}|\b[AP]M|\b\d{1,2}:\d\d) (?=(?:CET|CEST|GMT|UTC|JST)\b)/g;

/** The space that keeps the words on its two sides on one line: U+00A0 NO-BREAK SPACE. */
export const NO_BREAK_SPACE = '\u00A0';

/** The en dash of a range of numbers ("7–10 business days", "Month 4–6"): browsers break after it. */
const NUMBER_RANGE_DASH = /(?<=\d)–(?=\d)/g;

/** The spaced dash between two times ("9:00 AM - 8:00 PM", "{hoursFrom} - {hoursTo}"): one range. */
const TIME_RANGE_SPACES = /(?<=\}|\b[AP]M) ([-–]) (?=\{|\d)/g;

/** The units a number counts ("24 hours", "30 minutes", "4 students"). */
const UNITS = '(?:minutes?|hours?|days?|business days|weeks?|months?|years?|students?|lessons?|classes)\\b';

/** The space between a number and the unit it counts. */
const NUMBER_SPACE = new RegExp(`(?<=\\b\\d+) (?=${UNITS})`, 'g');

/**
 * The spaces round the "or" or "to" between two numbers of one unit ("30 or 60 minutes"): the
 * first number stood alone at a line's end, "Lessons last 30 / or 60 minutes." (design review,
 * round 12).
 */
const NUMBER_OR_NUMBER = new RegExp(`(?<=\\b\\d+) (or|to) (?=\\d+[ \u00a0]${UNITS})`, 'g');

/**
 * The space before a bullet or a middle dot between two phrases ("No credit card required •
 * 30-minute session", "English lessons · Malta & online"): it ends its line ("ENGLISH LESSONS ·
 * MALTA / & ONLINE" left a phrase's end alone: design review, round 9).
 */
const BULLET_SPACE = / (?=[•·] )/g;

/**
 * The space inside a compound read as one word ("credit card", "in person") and inside a JLPT
 * level ("JLPT N5"): "no credit / card required." split the compound on six pages, "JLPT / N5"
 * the level (design reviews, round 16).
 */
const COMPOUND_SPACE = /(?<=\b(?:[Cc]redit|[Ii]n|JLPT)) (?=(?:card|person|N[1-5])\b)/g;

/**
 * A sentence's end, in English: its full stop, question or exclamation mark, or the colon before
 * a list ("…which meets both of these criteria:"), and any closing quote.
 */
const ENGLISH_SENTENCE_END = /[.!?:][”’")]*$/u;

/** The fewest words of a sentence whose last two words stay together, and the most letters those two may have. */
const SHORTEST_JOINED_SENTENCE = 6;
const LONGEST_LAST_WORDS = 22;

/** Whether `text` ends a sentence long enough to wrap (prose, not a label or a list item). */
function isLongSentence(text: string): boolean {
  return ENGLISH_SENTENCE_END.test(text) && text.split(' ').length >= SHORTEST_JOINED_SENTENCE;
}

/**
 * The space after an article, a possessive, "no" or "I": the short word stays with the word it
 * belongs to, never left at a line's end ("talk about your / goals", "with no / commitment": design
 * reviews, rounds 12 and 13). Only in a text set large (a lead, an intro, a closing band's words):
 * in a card's narrow column the joined pairs left lines short ("about your day, / your work and",
 * a step card a line longer: round 14).
 */
const SHORT_WORD_SPACE = /(?<=(?:^|[\s(“‘"])(?:[Aa]n?|[Tt]he|[Mm]y|[Yy]our|[Oo]ur|[Nn]o|I)) (?=\S)/gu;

/**
 * The space after a short word that opens a sentence after another ("…or online. By booking a
 * lesson…": "By" closed a line of the terms' lead, design review, round 14).
 */
const SENTENCE_OPENER_SPACE = /(?<=[.!?][”’")]* (?:By|If|In|At|On|To|As|So|Or|It|We)) (?=\S)/gu;

/**
 * `text`, a sentence long enough to wrap, with its short words (SHORT_WORD_SPACE) and a short word
 * that opens a sentence (SENTENCE_OPENER_SPACE) kept with the next.
 */
function shortWordsJoined(text: string): string {
  return isLongSentence(text)
    ? text.replace(SHORT_WORD_SPACE, NO_BREAK_SPACE).replace(SENTENCE_OPENER_SPACE, NO_BREAK_SPACE)
    : text;
}

/**
 * `text` with the space before its last word a no-break space, when it ends a sentence of some
 * length and its last two words are short: a paragraph's last line then holds two words, never
 * one ("required.", "low.", "refund." stood alone: design reviews, rounds 9 to 11), as a
 * Japanese paragraph keeps its last phrase (lastPhraseJoins).
 */
function lastWordsJoined(text: string): string {
  if (!isLongSentence(text)) return text;
  const last = text.lastIndexOf(' ');
  const before = text.lastIndexOf(' ', last - 1);
  return last - before + (text.length - last) <= LONGEST_LAST_WORDS + 2
    ? `${text.slice(0, last)}${NO_BREAK_SPACE}${text.slice(last + 1)}`
    : text;
}

/**
 * A short phrase between bullets or middle dots ("Japanese & English lessons · Malta & online"):
 * each stays whole, so that a line breaks at a bullet, not inside a phrase ("JAPANESE & ENGLISH /
 * LESSONS · MALTA & ONLINE" on a phone: design review, round 14). Only a phrase short enough for
 * a phone's line.
 */
const LISTED_PHRASE = /(?<=^|[•·] )[^•·]{1,32}?(?=[ \u00a0][•·]|$)/gu;

/** `text`, a row of phrases between bullets or middle dots, with each phrase kept whole (LISTED_PHRASE). */
function listedPhrasesJoined(text: string): string {
  return /\s[•·]\s/u.test(text)
    ? text.replace(LISTED_PHRASE, (phrase) => phrase.replaceAll(' ', NO_BREAK_SPACE))
    : text;
}

/**
 * `text` with its units kept on one line: a number and its unit (HYPHEN_JOINS, NUMBER_SPACE), two
 * numbers of one unit (NUMBER_OR_NUMBER), a time and its zone (TIME_SPACE, ZONE_SPACE), a range
 * (NUMBER_RANGE_DASH, TIME_RANGE_SPACES), a bullet with the phrase before it (BULLET_SPACE), a
 * compound read as one word (COMPOUND_SPACE), and in
 * a sentence, its last two words (lastWordsJoined) and, in a text set `large`, a short word with the next
 * (shortWordsJoined). Only in prose (a text with a space), never in a
 * file name or an address.
 */
export function unitsJoined(text: string, { large = false }: { large?: boolean } = {}): string {
  if (!text.includes(' ')) return text;
  const joined = lastWordsJoined(
    text
      .replace(HYPHEN_JOINS, NO_BREAK)
      .replace(TIME_SPACE, NO_BREAK_SPACE)
      .replace(ZONE_SPACE, NO_BREAK_SPACE)
      .replace(NUMBER_SPACE, NO_BREAK_SPACE)
      .replace(NUMBER_OR_NUMBER, `${NO_BREAK_SPACE}$1${NO_BREAK_SPACE}`)
      .replace(NUMBER_RANGE_DASH, `${NO_BREAK}–${NO_BREAK}`)
      // A browser may break after a hyphen even before a no-break space: a NO_BREAK holds it.
      .replace(TIME_RANGE_SPACES, `${NO_BREAK_SPACE}$1${NO_BREAK}${NO_BREAK_SPACE}`)
      .replace(BULLET_SPACE, NO_BREAK_SPACE)
      .replace(COMPOUND_SPACE, NO_BREAK_SPACE),
  );
  return large ? shortWordsJoined(listedPhrasesJoined(joined)) : listedPhrasesJoined(joined);
}

/**
 * A name written in Latin letters inside Japanese text: two or three words, each starting with a
 * capital or a digit (Kotoba Malta, Google Meet, Microsoft Teams, JLPT N3, IELTS 7.0), and no
 * Latin word on either side. A Japanese reader takes it as one word, so it stays on one line:
 * its spaces become NO_BREAK_SPACEs (browsers break at a space even before a NO_BREAK).
 */
const LATIN_NAME =
  /(?<![\p{Script=Latin}\d.] ?)\p{Lu}[\p{Script=Latin}\d.&'’-]*(?: [\p{Lu}\d][\p{Script=Latin}\d.&'’-]*){1,2}(?! ?[\p{Script=Latin}\d])/gu;

/** The longest name LATIN_NAME keeps on one line: a longer run of words may have to break in a narrow card. */
const LONGEST_KEPT_NAME = 24;

/** `text` (Japanese) with each short name in Latin letters kept on one line (LATIN_NAME). */
function namesJoined(text: string): string {
  return text.replace(LATIN_NAME, (name) =>
    name.length <= LONGEST_KEPT_NAME ? name.replaceAll(' ', NO_BREAK_SPACE) : name,
  );
}

/**
 * `text` with a break point between each two of its phrases where a line could not break
 * otherwise. A phrase boundary of BudouX counts only where a word starts too: BudouX alone splits
 * some words (ひらが|な, 日本語と|いう, お問い|合わせ), ICU alone would break between particles
 * and their word; both together break between phrases and never inside a word. None goes before
 * a character kinsoku keeps off a line's start or after an opening bracket, and a lone particle stays
 * with its word, and a short name in Latin letters stays whole (namesJoined). An English text gets
 * its units joined (unitsJoined) instead.
 */
export function withBreakPoints(
  text: string,
  { heading = false, large = false }: { heading?: boolean; large?: boolean } = {},
): string {
  if (!JAPANESE.test(text)) return unitsJoined(text, { large });
  if ([...text].length < MIN_BROKEN_LENGTH) return text;
  const starts = wordStarts(text);
  const together = keptTogether(text);
  const breakable = (at: number, wordStart = starts.has(at)) => {
    const before = text[at - 1];
    const after = text[at]!;
    return (
      before !== undefined &&
      wordStart &&
      (JAPANESE.test(before) || JAPANESE.test(after) || CLOSING.has(before)) &&
      !SPACE.has(before) &&
      !SPACE.has(after) &&
      !NO_LINE_START.has(after) &&
      !NO_LINE_END.has(before) &&
      !together.has(at) &&
      // お and ご belong to the word they honour (ご|好評 is one word to a reader).
      !(HONORIFIC.has(before) && KANJI.test(after))
    );
  };
  const points = new Set<number>();
  // After punctuation and before an opening bracket, where kinsoku allows it.
  for (let index = 1; index < text.length; index++) {
    if (
      (CLOSING.has(text[index - 1]!) || OPENING.has(text[index]!)) &&
      breakable(index, true) &&
      (JAPANESE.test(text[index - 1]!) || JAPANESE.test(text[index]!) || CLOSING.has(text[index - 1]!))
    )
      points.add(index);
  }
  // Between BudouX's phrases, but a lone particle (…方|へ, どこから|でも), a negation
  // (義務は|なく、) or a request (お送り|ください) stays with the words before it, a demonstrative
  // (この|プラン) and a short noun with の (30分の|無料体験) with the word after it, a particle
  // BudouX set at the start of the next phrase (話し方|とていねいな) goes back to its word when
  // ICU reads it as a word of its own, a lone kanji stays with the word after it (BudouX cut
  // 間|違えも, a word ICU splits there too), and a modifier with its noun where the two fit a line
  // (MODIFIER, decided below).
  let offset = 0;
  let previous = '';
  // Where a phrase joins the one before it: no break there, in a long run either.
  const held = new Set<number>();
  // Where a modifier meets its noun: joined below when the two fit a line.
  const modified: number[] = [];
  for (const phrase of parser.parse(text)) {
    const joinsBack =
      ONE_HIRAGANA.test(phrase) || NEGATION.test(phrase) || LONE_PARTICLES.test(phrase) || REQUEST.test(phrase);
    const particleFirst =
      LEADING_PARTICLE.test(phrase) && WORD_END.test(previous) && starts.has(offset) && starts.has(offset + 1);
    const at = particleFirst ? offset + 1 : offset;
    const qualified =
      (SHORT_NOUN_NO.test(previous) && SHORT_KANJI_NOUN.test(phrase)) ||
      (!heading && MEASURE_NO.test(previous) && NOUN_START.test(phrase));
    const modifies =
      MODIFIER.test(previous) && (NOUN_START.test(phrase) || (previous.endsWith('の') && KANA_ADJECTIVE.test(phrase)));
    if (joinsBack || DEMONSTRATIVE.test(previous) || qualified) held.add(offset);
    else if (!ONE_KANJI.test(previous) && breakable(at)) {
      if (modifies) {
        modified.push(at);
        held.add(at);
      } else points.add(at);
    }
    offset += phrase.length;
    previous = phrase;
  }
  // Inside a run still too long for a narrow card.
  let runStart = 0;
  for (let index = 1; index <= text.length; index++) {
    // (A modifier's end counts as a break here: joined with its noun below, the two still fit a line.)
    const ends =
      index === text.length ||
      points.has(index) ||
      modified.includes(index) ||
      SPACE.has(text[index - 1]!) ||
      SPACE.has(text[index]!);
    if (!ends) continue;
    if (index - runStart >= LONG_PHRASE_LENGTH) {
      for (let inside = runStart + 1; inside < index; inside++) {
        const start = wordStartIn(text, inside);
        if (!start || held.has(inside) || !breakable(inside, start === 'sure' || starts.has(inside))) continue;
        // A modifier's end before its noun (仕上げたい|方も, inside 向けて仕上げたい方も) is one as below.
        if (MODIFIER.test(text.slice(runStart, inside)) && NOUN_START.test(text.slice(inside))) modified.push(inside);
        else points.add(inside);
      }
    }
    runStart = index;
  }
  // A modifier stays with its noun when the run of the two, up to the breaks around it, fits
  // a line (LONGEST_MODIFIED), from the left: はじめての|レッスンの前に, not はじめてのレッスンの|前に.
  const spaceEnds = [...text].flatMap((character, index) => (SPACE.has(character) ? [index, index + 1] : []));
  for (const at of modified.sort((a, b) => a - b)) {
    const ends = [0, text.length, ...points, ...spaceEnds];
    const from = Math.max(...ends.filter((end) => end < at));
    const to = Math.min(...ends.filter((end) => end > at));
    if (to - from > LONGEST_MODIFIED[heading ? 'heading' : 'text']) points.add(at);
  }
  const joined = joinedAt(text);
  for (const index of lastPhraseJoins(text, points, starts)) {
    points.delete(index);
    joined.add(index);
  }
  let broken = '';
  for (let index = 0; index < text.length; index++) {
    broken += (points.has(index) ? BREAK_POINT : joined.has(index) ? NO_BREAK : '') + text[index];
  }
  return namesJoined(broken);
}

/** A one-kana particle (に, を, は…), which follows its word. */
const PARTICLE_START = new Set('にをへがはでともや');

/** The end of a sentence, where a paragraph of running prose ends (a label, a title or a text before a link does not). */
const SENTENCE_END = /[。！？][」』）]*$/u;
/** The last line of a paragraph holds at least this many characters (one to three read as careless). */
const LAST_LINE_LENGTH = 4;
/**
 * The most characters kept together at a paragraph's end: its last phrase when it is this short
 * (or the two last), else its last words as far as this, else its last LAST_LINE_LENGTH. A longer
 * unbreakable end moved down whole and left the line before it up to 12 characters short (native
 * review, round 5); at five, the end started inside a word (楽し|みです。, 受けられ|ました。,
 * お選びいた|だけます。), which native readers saw before a line a few characters short (round 10).
 */
const LONGEST_KEPT_END = 8;

/**
 * The longest last phrase kept whole, however its words fall: at eight characters, ICU's words
 * started the kept end inside 分かりやすかったです。 (分かりや|すかったです。: four design and
 * native reviews, round 11). A line before it may end up to this many characters short.
 */
const LONGEST_KEPT_PHRASE = 12;

/**
 * The offsets where a NO_BREAK keeps the end of a sentence that ends a text together: its last
 * phrase (or two) when short, else its last few characters. Running prose may end a line between
 * any two characters (the `running-prose` style), and a paragraph's last line held one to three
 * of them (ご相談くだ|さい。, お返事し|ます。), which a Japanese reader sees first of all (native
 * review, round 4). Text set in phrases (keep-all) never breaks there anyway.
 */
function lastPhraseJoins(text: string, points: ReadonlySet<number>, wordStarts: ReadonlySet<number>): number[] {
  // A text that ends on an opening bracket goes on in the next run of its paragraph, a link
  // (…お寄せください（hello@…）。): its words before the bracket are kept as a sentence's end, and the
  // bracket is left free to start the next line (kept with the link, 「メール（hello@kotobamalta.com）で」
  // made a run wider than a phone's line, 298 px in 291: native review, round 15).
  const trimmed = text.trimEnd();
  const opens = NO_LINE_END.has(trimmed.at(-1) ?? '');
  const end = opens ? trimmed.length - 1 : trimmed.length;
  const starts = [...points].filter((point) => point < end).sort((a, b) => b - a);
  let start = starts[0] ?? 0;
  if (end - start < LAST_LINE_LENGTH && starts[1] !== undefined) start = starts[1];
  if (!opens && !SENTENCE_END.test(trimmed)) {
    // A text that ends without a sentence's end (a list's item, a label) keeps only a last
    // phrase of one to three characters with the phrase before it, when the two are short
    // (得ている|こと left こと alone on a list item's last line: native review, round 10).
    if (start === (starts[0] ?? 0) || end - start > LONGEST_KEPT_END) return [];
  } else if (end - start > LONGEST_KEPT_PHRASE) {
    // Its last words, as many as fit LONGEST_KEPT_END (ご準備く|ださい。 split a request, お選びいた|
    // だけます。 a verb: native reviews, rounds 8 and 10), else its last few characters.
    // Not at a particle after its word (以内|にいたします。 would start a line with に), nor at one
    // that is a word of its own after kana (こと|もありません。: native review, round 11).
    const particle = (at: number) =>
      PARTICLE_START.has(text[at]!) && (!KANA.test(text[at - 1] ?? '') || wordStarts.has(at + 1));
    const words = [...wordStarts].filter(
      (at) => end - at >= LAST_LINE_LENGTH && end - at <= LONGEST_KEPT_END && !particle(at),
    );
    start = words.length > 0 ? Math.min(...words) : end - LAST_LINE_LENGTH;
  }
  const joins: number[] = [];
  for (let index = start + 1; index < end; index++) {
    const before = text[index - 1]!;
    const at = text[index]!;
    // Where no browser breaks anyway: at a closing mark, after an opening one, and inside Latin words.
    const breakable =
      !NO_LINE_START.has(at) && !NO_LINE_END.has(before) && (JAPANESE.test(before) || JAPANESE.test(at));
    if (breakable && !SPACE.has(before) && !SPACE.has(at)) joins.push(index);
  }
  // A one-kana particle just before the kept end stays with its word, and the word stays whole:
  // the end moved down whole, and the line after started with the particle (費用 / はかかりません。:
  // native reviews, rounds 11 to 14), or, the particle kept alone, inside the word (費 / 用は: round 15).
  const particle = start - 1;
  if (PARTICLE_START.has(text[particle] ?? '') && WORD_END.test(text.slice(0, particle))) {
    const word = Math.max(0, ...[...wordStarts].filter((at) => at < particle));
    for (let index = particle - word <= PARTICLE_WORD_LENGTH ? word + 1 : particle; index <= particle; index++)
      joins.push(index);
  }
  return joins;
}

/** The longest word kept whole with its particle before a paragraph's kept end. */
const PARTICLE_WORD_LENGTH = 4;

/** A reading in brackets, in hiragana, at the start of a text: （たなか・ゆき）. */
const READING = /^（[\p{Script=Hiragana}・]+）/u;

/**
 * The offsets of `text` where browsers would break a line by themselves although no line may
 * break there, so a NO_BREAK goes there: before a 「／」 after closing punctuation (KEPT_BY_JOINER),
 * before a particle or です after a closing bracket (「送る」を, （たなか・ゆき）です: a line would
 * start with を or です), on both sides of the middle dot of a name's reading (たなか・ゆき), before
 * the reading after a name (田中由紀|（たなか・ゆき） left the name alone at a line's end: native
 * review, round 10), after the middle dot between two words in kana (ひらがな・カタカナ),
 * between a number and its counter (30分, 12か月: prose breaks between any two characters), and
 * on both sides of the 〜 of a range (7〜10, N5〜N1, 16:00〜翌3:00).
 */
function joinedAt(text: string): Set<number> {
  const joined = new Set<number>();
  const readingDot = (dot: number) =>
    text[dot] === '・' && HIRAGANA.test(text[dot - 1] ?? '') && HIRAGANA.test(text[dot + 1] ?? '');
  for (let index = 1; index < text.length; index++) {
    const before = text[index - 1]!;
    const at = text[index]!;
    if (
      (KEPT_BY_JOINER.has(at) && CLOSING.has(before)) ||
      (CLOSING_BRACKET.has(before) && HIRAGANA.test(at)) ||
      (/\d/u.test(before) && COUNTER_START.test(at)) ||
      // A range or a time is one unit: 7〜10営業日, N5〜N1, 16:00〜翌3:00.
      (at === '〜' && /[\dA-Za-z]/u.test(before)) ||
      (before === '〜' && /[\dA-Za-z翌]/u.test(at)) ||
      (before === '翌' && /\d/u.test(at)) ||
      readingDot(index) ||
      // A name and its reading after it: 田中由紀（たなか・ゆき）.
      (at === '（' && KANJI.test(before) && READING.test(text.slice(index))) ||
      readingDot(index - 1) ||
      // Two words in kana joined by a middle dot are one pair (ひらがな・カタカナ): browsers break
      // after the dot by themselves, and an evened-out line ended on 「ひらがな・」.
      (before === '・' && KANA.test(at) && KANA.test(text[index - 2] ?? ''))
    )
      joined.add(index);
  }
  for (const match of text.matchAll(TWO_CHARACTER_COUNTER)) joined.add(match.index + match[0].length);
  // Words a reader takes as one, even in running prose, which may break between any other two
  // characters (宛/先: native review, round 7).
  for (const match of text.matchAll(ONE_WORD)) joined.add(match.index + match[0].length);
  // Names in Latin letters joined by a middle dot (IELTS・TOEFL) read as one; a browser breaks
  // after ・ by itself.
  for (const match of text.matchAll(LATIN_DOT)) joined.add(match.index + 1);
  return joined;
}

/** What a counter after a number starts with: kanji or kana (30分, 3回, 12か月, 5つ). Not ー or 〜. */
const COUNTER_START = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * A katakana word this short is never broken: a name ICU's dictionary does not know comes out
 * in the pieces it does know (セント|ジュリアン, a place in Malta; ホテル|マネージャー; オンライン|レッスン), and 9
 * characters fit the narrowest line they are set in (a card's title: 9 × 24 px in a 222 px card).
 */
export const KATAKANA_WORD_LENGTH = 9;

/** A katakana run: a word, a name, or a compound of them. */
const KATAKANA_RUN = /[\p{Script=Katakana}ー]+/gu;

/**
 * A short name or note in brackets, such as a button's (「メールで送る」), a document's
 * (「日本語教育機関の告示基準」, up to 12 characters: 日本語教育機関の / 告示基準 was split inside its
 * quotes, native review, round 13) or （マルタ時間）: never broken inside.
 */
const SHORT_QUOTE = /「[^「」]{1,12}」|（[^（）]{1,8}）/gu;

/**
 * A number and the first character of a counter of two after it (12か|月, 3ヶ|月, 24時|間, 30分|間,
 * 10営|業): the counter stays whole after its number.
 */
const TWO_CHARACTER_COUNTER = /\d(?:[かヶカヵケ](?=月)|\p{Script=Han}(?=\p{Script=Han}))/gu;

/** A word of degree (どのくらい, このぐらい): BudouX splits どの|くらい, which a reader takes as one word. */
const DEGREE_WORD = /[こそあど]の(?=[くぐ]らい)/gu;

/** Words BudouX or running prose split that a reader takes as one (いつも|どおり, 宛|先). */
const ONE_WORD = /いつも(?=どおり|通り)|宛(?=先)/gu;

/**
 * Words BudouX ends a phrase before that a reader takes with the word before them: した or して
 * after an adverb in と (しっかりと|した基礎, きちんと|して), and ものの (although) after the verb or
 * adjective it follows (できる|ものの), and 向けて (towards) after its に (N1に|向けて). Set in phrases and
 * evened out, a line ended there (native reviews, rounds 13 and 14).
 */
const KEPT_WITH_BEFORE = /(?<=[りん]と)(?=し[たて])|(?<=[るたい])(?=ものの)|(?<=に)(?=向け)/gu;

/** The middle dot between two names in Latin letters (IELTS・TOEFL). */
const LATIN_DOT = /(?<=[A-Za-z\d])・(?=[A-Za-z])/gu;

/**
 * The second verb of a compound verb (踏み|出す, 伸び|悩む, 励まし|合う, 申し|込む), after the
 * first verb's stem: a kanji, up to two kana, and the stem's last kana (い or え row). The verbs
 * that most often come second; 少し|覚えた (an adverb, then a verb) keeps its break.
 */
const COMPOUND_VERB =
  /\p{Script=Han}\p{Script=Hiragana}{0,2}[いきしちひみりぎじびぴえけせねめれげべ](?=[出込合悩続始終直切返上付取入抜過立掛回通慣越損忘残替換]\p{Script=Hiragana})/gu;

/**
 * The offsets of `text` where no line may break although ICU and BudouX may see a word start:
 * inside a number with its counter (after a digit: 30|分, N3|に, and 12か|月), inside a short
 * katakana word (セント|ジュリアン), between the verbs of a compound verb (踏み|出して), inside a
 * word of degree (どの|くらい), before した after an adverb and before ものの (KEPT_WITH_BEFORE), inside a short name in brackets (「メールで|送る」), and wherever a
 * NO_BREAK goes (joinedAt: a name's reading, a particle after a closing bracket).
 */
function keptTogether(text: string): Set<number> {
  const kept = new Set<number>();
  for (let index = 1; index < text.length; index++) if (/\d/u.test(text[index - 1]!)) kept.add(index);
  for (const match of text.matchAll(KATAKANA_RUN))
    if (match[0].length <= KATAKANA_WORD_LENGTH)
      for (let inside = 1; inside < match[0].length; inside++) kept.add(match.index + inside);
  for (const match of text.matchAll(COMPOUND_VERB)) kept.add(match.index + match[0].length);
  for (const match of text.matchAll(DEGREE_WORD)) kept.add(match.index + match[0].length);
  for (const match of text.matchAll(KEPT_WITH_BEFORE)) kept.add(match.index);
  for (const index of joinedAt(text)) kept.add(index);
  for (const match of text.matchAll(SHORT_QUOTE))
    for (let inside = 2; inside < match[0].length - 1; inside++) kept.add(match.index + inside);
  return kept;
}

/**
 * A phrase this long may not fit a narrow card's line (a 222 px card holds 13 characters), so it
 * gets break points inside too, where a word starts after kana (and ICU agrees that a word
 * starts): a word in kanji or katakana (どんどん|話して, ひらがなと|カタカナ, ソフトウェア|開発者,
 * ホテル|マネージャー),
 * お or ご before kanji (学習プランを|ご用意), or one of the verbs and adverbs written in kana that
 * begin a phrase of their own after a particle (ように|なります, 尋ねたり|できる, して|いただけます;
 * ICU splits these kana unreliably, てい|た|だけ, so the list is trusted instead).
 */
const LONG_PHRASE_LENGTH = 8;

const KANJI = /\p{Script=Han}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}ー]/u;
const KATAKANA = /[\p{Script=Katakana}ー]/u;
const KANA_WORD = /^(?:なり|なる|なっ|なれ|でき|いただ|はっきり|しっかり)/u;
/** The last kana of a particle or a verb's て/たり form, after which a KANA_WORD begins a phrase. */
const PARTICLE_END = new Set('にとくてりがをはもで');

/**
 * Whether a word that may begin a line starts at `index` of `text` (inside a long phrase), and
 * whether ICU must agree ('word') or the rule is sure by itself ('sure').
 */
function wordStartIn(text: string, index: number): 'word' | 'sure' | undefined {
  const before = text[index - 1]!;
  const after = text[index]!;
  // A humble verb after a noun in kanji (ご相談|いただけます); a request stays with its noun.
  if (KANJI.test(before) && /^いただ/u.test(text.slice(index))) return 'sure';
  if (!KANA.test(before)) return undefined;
  if (KANJI.test(after)) return 'word';
  // A katakana word after kana, or one of a compound ICU knows (ホテル|マネージャー).
  if (KATAKANA.test(after)) return 'word';
  if (HONORIFIC.has(after) && KANJI.test(text[index + 1] ?? '')) return 'sure';
  return PARTICLE_END.has(before) && KANA_WORD.test(text.slice(index)) ? 'sure' : undefined;
}

/**
 * Every Japanese text of a page's content (as the browser gets it) with its break points, but
 * for the texts its schema marks unbroken() (attributes, the form's e-mail: see
 * src/content-schema/model.ts), those it completes as it runs ({name}: an e-mail subject, an
 * accessible name), and the fields at `skipped` (the page's title, which is also the browser
 * tab's). A field the schema does not describe (inside a Markdown text) is prose.
 */
export function withPhraseBreaks(
  value: unknown,
  schema: SchemaParts | undefined,
  skipped: readonly (readonly string[])[] = [],
  at: readonly string[] = [],
): unknown {
  const about = metadataOf(schema);
  if (about.unbroken || about.placeholders) return value;
  if (skipped.some((path) => path.length === at.length && path.every((step, index) => step === at[index])))
    return value;
  // A field named title is a heading (a page's, a section's, a card's); one named lead or intro, a
  // policy's summary, or a closing band's text (cta: text), is set large under its heading. (A
  // text in Markdown is a list of paragraphs of runs: its field is the nearest named step.)
  const named = at.filter((step) => !/^\d+$/u.test(step));
  const field = named.at(-1);
  const large =
    field === 'lead' || field === 'intro' || field === 'summary' || (named.at(-2) === 'cta' && field === 'text');
  if (typeof value === 'string') return withBreakPoints(value, { heading: field === 'title', large });
  if (Array.isArray(value))
    return value.map((item, index) => withPhraseBreaks(item, itemOf(schema), skipped, [...at, String(index)]));
  if (!value || typeof value !== 'object') return value;
  const entries = entriesOf(schema);
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [
      name,
      // A Markdown link's address is no text.
      name === 'href' ? item : withPhraseBreaks(item, entries?.[name], skipped, [...at, name]),
    ]),
  );
}
