// @vitest-environment node
// The break points the build writes between Japanese phrases (scripts/content/break-points.ts):
// between phrases and never inside a word, never before a character kinsoku keeps off a line's
// start, only in the texts laid out as lines, and in every Japanese text the browser gets.
import { describe, expect, it } from 'vitest';
import {
  BREAK_POINT,
  MIN_BROKEN_LENGTH,
  NO_BREAK,
  NO_BREAK_SPACE,
  NO_LINE_END,
  NO_LINE_START,
  unitsJoined,
  withBreakPoints,
  withPhraseBreaks,
} from '../../scripts/content/break-points.ts';
import type { SchemaParts } from '../../src/content-schema/model.ts';
import { CONTENT_UNITS } from '../../src/content-schema/units.ts';
import { content } from '../helpers/content.ts';

/** How `shown` writes a word joiner. */
const NO_BREAK_SHOWN = '⁀';
/** A text with its break points shown as "|" and its word joiners as "⁀". */
const shown = (text: string) => withBreakPoints(text).replaceAll(BREAK_POINT, '|').replaceAll(NO_BREAK, NO_BREAK_SHOWN);

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
      'ひらがなや|カタカナを|少し|覚えた|程⁀度⁀と⁀い⁀う⁀方⁀へ。',
    );
    expect(shown('お返事します。お問い合わせにはすべて私がお答えします。')).toBe(
      'お返事します。|お問い合わせには|すべて|私⁀が|お⁀答⁀え⁀し⁀ま⁀す。',
    );
    expect(shown('返金にはどのくらいかかりますか？')).toBe('返金には|どのくらい|か⁀か⁀り⁀ま⁀す⁀か？');
  });

  it('breaks a phrase too long for a narrow card where a word starts', () => {
    expect(shown('道を尋ねたりできるようになります。')).toBe('道を|尋ねたり|できるように|な⁀り⁀ま⁀す。');
    expect(shown('メッセージで気軽にご相談いただけます。')).toBe('メッセージで|気軽に|ご相談|い⁀た⁀だ⁀け⁀ま⁀す。');
  });

  // A number and its counter, and a name's reading, are joined (⁀): Japanese prose may break
  // between any two characters (global.scss), not there.
  it('keeps a number with its counter, a short katakana word, a compound verb and a reading on one line', () => {
    expect(shown('最後のレッスンから12か月以内に削除します。')).toBe(
      '最後のレッスンから|12⁀か⁀月以⁀内⁀に|削⁀除⁀し⁀ま⁀す。',
    );
    expect(shown('18か月後、N3に余裕をもって合格できました。')).toBe(
      '18⁀か⁀月後、|N3⁀に|余裕をもって|合⁀格⁀で⁀き⁀ま⁀し⁀た。',
    );
    expect(shown('セントジュリアンのゲーム会社で働いています')).toBe('セントジュリアンの|ゲーム会社で|働いています');
    expect(shown('はじめの一歩を踏み出しませんか？一緒に始めましょう。')).toBe(
      'はじめの一歩を|踏み出しませんか？|一⁀緒⁀に|始⁀め⁀ま⁀しょ⁀う。',
    );
    expect(shown('N3のレベルで2年間伸び悩んでいましたが、今は違います。')).toBe(
      'N3⁀のレベルで|2⁀年⁀間|伸び悩んでいましたが、|今⁀は|違⁀い⁀ま⁀す。',
    );
    // Set in phrases and evened out, しっかりと / した and できる / ものの ended lines (native review, round 13).
    expect(shown('しっかりとした基礎を一歩ずつ築きます。')).toBe('しっかりとした|基礎を|一歩ずつ|築⁀き⁀ま⁀す。');
    expect(shown('簡単なやりとりはできるものの、会話に困ります。')).toBe(
      '簡単な|やりとりは|できるものの、|会⁀話⁀に|困⁀り⁀ま⁀す。',
    );
    expect(shown('レッスンの合間も励まし合いながら続けられます。')).toBe(
      'レッスンの合間も|励まし合いながら|続⁀け⁀ら⁀れ⁀ま⁀す。',
    );
    // A name keeps its reading (田中由紀 alone at a line's end: native review, round 10).
    expect(shown('はじめまして、田中由紀（たなか・ゆき）です。京都出身です。')).toBe(
      'はじめまして、|田中由紀⁀（たなか⁀・⁀ゆき）⁀です。|京⁀都⁀出⁀身⁀で⁀す。',
    );
    expect(shown('日本語を話す中でたくさん間違えもしましたが、楽しく学べました。')).toBe(
      '日本語を|話す中で|たくさん|間違えもしましたが、|楽しく|学⁀べ⁀ま⁀し⁀た。',
    );
    // A range or a time is one unit.
    expect(shown('お返事は7〜10営業日以内にいたします。')).toBe('お返事は|7⁀〜⁀10⁀営⁀業日以内にいたし⁀ま⁀す。');
    expect(shown('日本時間では16:00〜翌3:00です。')).toBe('日本時間では|16:00⁀〜⁀翌⁀3:00⁀で⁀す。');
    // A long katakana compound still breaks between its words, and an adverb before a verb is no compound.
    expect(shown('プライベートレッスンとグループレッスン')).toBe('プライベート|レッスンと|グループレッスン');
    expect(shown('カタカナを少し覚えた程度という方へ。')).toBe('カタカナを|少し|覚えた|程⁀度⁀と⁀い⁀う⁀方⁀へ。');
  });

  it('keeps a full-width slash off the start of a line, even after a closing bracket', () => {
    expect(shown('マルタ（対面レッスンあり）／オンラインレッスンは世界中から受講可能')).toBe(
      'マルタ|（対面レッスンあり）⁀／オンラインレッスンは|世界中から|受講可能',
    );
    expect(NO_LINE_START.has('／')).toBe(true);
  });

  // Running prose may end a line between any two characters: a paragraph's last line held one to
  // three of them (ご相談くだ/さい。, お返事し/ます。), the first thing a Japanese reader saw.
  it('keeps the last phrase of a sentence that ends a text whole (two when the last is short), else its last words', () => {
    expect(shown('24時間以内にお返事します。')).toBe('24⁀時⁀間以⁀内⁀に|お⁀返⁀事⁀し⁀ま⁀す。');
    // Two phrases together, as long as LONGEST_KEPT_END: the line before may end a few characters
    // short, but no word is cut (楽し/みです。, お選びいた/だけます。: native review, round 10).
    expect(shown('カタカナを少し覚えた程度という方へ。')).toContain('|程⁀度⁀と⁀い⁀う⁀方⁀へ。');
    // Not a label, nor the words before a link (…ご連絡いただければ（宛先：).
    expect(shown('無料体験レッスンを申し込む')).not.toContain(NO_BREAK_SHOWN);
    expect(shown('メールでご連絡いただければ（宛先：')).toBe('メールで|ご連絡|いただければ|（宛⁀先：');
  });

  // In running prose a counter was split from itself (24時/間前), a note in brackets from itself
  // in a phrase-set line ((マルタ/時間)): native review, round 5.
  it('keeps a counter of two kanji whole after its number, and a short note in brackets', () => {
    expect(shown('受講の24時間前までにご連絡ください。')).toContain('24⁀時⁀間');
    expect(shown('9:00〜20:00（マルタ時間）です。月曜から土曜まで')).toContain('（マルタ時間）');
  });

  // A paragraph of running prose ended ご準備く/ださい。 and ご遠慮く/ださい。 at 375 px: its kept last
  // characters started inside the request (native review, round 8). They start where its word does.
  it('keeps the last word of running prose whole when it is short (ください。)', () => {
    expect(shown('受講の前日までにご準備ください。')).toContain('ご⁀準⁀備⁀く⁀だ⁀さ⁀い。');
    expect(shown('ご了承のうえ、録音はご遠慮ください。')).toContain('ご⁀遠⁀慮⁀く⁀だ⁀さ⁀い。');
  });

  // Native and design reviews, round 11: 分かりや / すかったです。 (its last words started inside
  // the phrase), 登録すること / もありません。 (the kept end started at a particle).
  it('keeps a last phrase of up to twelve characters whole, and never starts a kept end at a particle', () => {
    expect(shown('毎回のフィードバックが具体的で、とても分かりやすかったです。')).toContain(
      '|分⁀か⁀り⁀や⁀す⁀かっ⁀た⁀で⁀す。',
    );
    const end = shown('アカウントを作ったり、個人情報を登録することもありません。').split('|').at(-1)!;
    expect(end.startsWith('も')).toBe(false);
  });

  // 入会の義務は/なく、 split on five closing bands at 1280 px (native review, round 5).
  it('keeps a lone negation with the phrase it denies', () => {
    expect(shown('入会の義務はなく、クレジットカードの登録も必要ありません。')).toContain('義務はなく、');
  });

  // Native reviews, rounds 6 and 7: お送り/ください, ご紹介/ください, お聞か/せください, どこから/でも, 話し方/と…,
  // いつも/どおり, IELTS・/TOEFL and オンライン/レッスン were split.
  it('keeps a request with its verb, a particle with its word, and a name or word a reader takes as one', () => {
    expect(shown('お気軽にメッセージをお送りください。')).toBe('お気軽に|メッセージ⁀を|お⁀送⁀り⁀く⁀だ⁀さ⁀い。');
    expect(shown('1年後にどうなっていたいか、教えてください。')).toContain('|教⁀え⁀て⁀く⁀だ⁀さ⁀い。');
    // A demonstrative stood alone at a line's end: この / プラン, どの / コース (native review, round 8).
    expect(shown('このプランで続けられます。')).toContain('このプ⁀ラ⁀ン⁀で|');
    expect(shown('どのコースも体験レッスンから始められます。')).toContain('どのコースも|');
    // A short noun with の ended a line before the short noun it qualifies: 入会の / 義務, 日程の / 変更
    // (native reviews, rounds 7 and 8). A length with の stays with what it measures, 30分の / 無料体験
    // (rounds 8 to 10), but in a heading, whose line holds fewer characters than the pair.
    expect(shown('30分の無料体験レッスンから始められます。')).toContain('30⁀分の無料体験レッスンから|');
    const heading = withBreakPoints('30分の体験レッスンは無料です', { heading: true });
    expect(heading.replaceAll(BREAK_POINT, '|').replaceAll(NO_BREAK, NO_BREAK_SHOWN)).toContain('30⁀分の|');
    expect(shown('入会の義務はなく、クレジットカードの登録も必要ありません。')).not.toContain('入会の|');
    expect(shown('キャンセルや日程の変更はできますか？')).not.toContain('日程の|');
    // The last line started with は (費用 / はかかりません。: native reviews, rounds 11 to 14), then,
    // the particle kept with the word's last character, a line ended inside the word (費 / 用は: round 15).
    expect(shown('レッスンの日程変更やキャンセルに費用はかかりません。')).toContain('費⁀用⁀は|か⁀か');
    // Evened out, a level's focus ended a line on 「ひらがな・」 (browsers break after the dot).
    expect(shown('ひらがな・カタカナ、はじめての漢字、日常の表現')).toContain('ひらがな・⁀カタカナ、|');
    // A text that ends on an opening bracket goes on in a link: its words before the bracket are
    // kept as a sentence's end, the bracket free to start a line (kept with the link,
    // 「メール（hello@kotobamalta.com）で」 ran 7 px past a phone's line: round 15).
    expect(shown('この規約についてのご質問は、メールでお気軽にお寄せください（')).toContain('|お⁀寄⁀せ⁀く⁀だ⁀さ⁀い|（');
    // A modifier stayed apart from its noun at a line's end: 今の / レベル, 短い / レッスン, ご都合のよい /
    // 時間, 仕上げたい / 方, N1に / 向けて (native reviews, rounds 13 and 14); together where the two fit a
    // line, from the noun back (はじめての|レッスンの前に), and apart where they would not
    // (火曜日の|仕事帰りにひらがなから: 15 characters unbroken).
    expect(shown('ゼロから始める方も、N1に向けて仕上げたい方も、今のレベルからスタートできます。')).toContain(
      '|N1⁀に向けて|仕上げたい方も、|今のレベルから|',
    );
    expect(shown('目標をうかがい、短いレッスンを体験していただきます。')).toContain('|短いレッスンを|');
    expect(shown('（マルタ時間）から、ご都合のよい時間をお選びください。')).toContain('|ご都合のよい時⁀間⁀を|');
    expect(shown('キャンセルなど、はじめてのレッスンの前に知っておきたいこと')).toContain(
      '|はじめての|レッスンの前に|',
    );
    expect(shown('スリーマで、毎週火曜日の仕事帰りにひらがなから始めました。')).toContain('|火曜日の|仕事帰り');
    // In a heading, whose line holds fewer characters, a pair joins up to 8 (30分の|体験レッスンは above).
    expect(withBreakPoints('日常の表現を学ぶ', { heading: true })).toContain('日常の表現を');
    // BudouX cut a causative request after the verb's stem: お聞か/せください (design review, round 7).
    expect(shown('目標や学ぶ理由を、気軽にお聞かせください')).toBe('目標や|学ぶ理由を、|気軽に|お聞かせください');
    expect(shown('世界中どこからでも受講できます。')).toContain('どこからでも');
    expect(shown('くだけた話し方とていねいな話し方を学びます。')).toContain('話し方と|ていねいな');
    expect(shown('本番もいつもどおりの気持ちで受けられました。')).toContain('|いつも⁀どおりの|');
    expect(shown('メールでお寄せください（宛先：hello@kotobamalta.com）。')).toContain('（宛⁀先：');
    expect(shown('ビジネス英語、IELTS・TOEFL対策、日本語のグループレッスン')).toContain('|IELTS・⁀TOEFL対策、|');
    expect(shown('オンラインレッスンは世界中から受講できます。')).toContain('オンラインレッスンは|');
    expect(shown('日程をご確認ください。英語はとても大事です。')).toContain('ご確認ください。');
    // A word that starts with と stays whole.

    expect(shown('日程をご確認ください。英語はとても大事です。')).not.toContain('と|ても');
  });

  it('leaves a short label and a text without Japanese', () => {
    expect(withBreakPoints('体験を申し込む')).toBe('体験を申し込む');
    expect([...'体験を申し込む'].length).toBeLessThan(MIN_BROKEN_LENGTH);
    expect(withBreakPoints('Book a free trial lesson today')).toBe('Book a free trial lesson today');
  });

  it('breaks after 、 and 。 and before an opening bracket too: Safari (WebKit) does not break there by itself under keep-all', () => {
    expect(shown('はい。体験レッスンは30分間で、料金は一切かかりません。')).toBe(
      'はい。|体験レッスンは|30⁀分⁀間で、|料⁀金⁀は|一⁀切⁀か⁀か⁀り⁀ま⁀せ⁀ん。',
    );
    // A particle or です stays with the closing bracket before it (no line starts with を or です).
    // …and a short name in brackets (a button's) is never broken inside.
    expect(shown('「メールで送る」を押すと、文面が開きます。')).toBe(
      '「メールで送る」⁀を|押すと、|文⁀面⁀が|開⁀き⁀ま⁀す。',
    );
    // …and a document's name in quotes, up to 12 characters (日本語教育機関の / 告示基準: native review, round 13).
    expect(shown('国の「日本語教育機関の告示基準」で定められています。')).toBe(
      '国の|「日本語教育機関の告示基準」⁀で|定⁀め⁀ら⁀れ⁀て⁀い⁀ま⁀す。',
    );
    // A list between commas was one unbreakable run in WebKit, broken inside 買い|物 when it overflowed a card.
    // (Its last phrase, of three characters, stays with the one before it.)
    expect(shown('覚えて、自己紹介、買い物、旅行、毎日の暮らし')).toBe(
      '覚えて、|自己紹介、|買い物、|旅行、|毎日の暮らし',
    );
  });

  it('keeps a last phrase of one to three characters with the one before it in a text without a sentence end (a list item)', () => {
    // こと alone on a list item's last line (native review, round 10).
    expect(shown('その単位を修得した大学を卒業し、学士の学位を得ていること')).toBe(
      'その単位を|修得した|大学を|卒業し、|学士の学⁀位⁀を|得⁀て⁀い⁀る⁀こ⁀と',
    );
    // A longer last phrase, or a pair longer than a kept end, stays as it was.
    expect(shown('無料体験レッスンを申し込む')).toBe('無料体験レッスンを|申し込む');
  });

  it('keeps a short name in Latin letters on one line in Japanese text, and leaves a longer run of English words breakable', () => {
    const kept = (name: string) => name.replaceAll(' ', NO_BREAK_SPACE);
    for (const name of ['Google Meet', 'Kotoba Malta', 'Microsoft Teams', 'JLPT N3', 'IELTS 7.0', 'Yuki Tanaka']) {
      expect(withBreakPoints(`レッスンは${name}で行います。`)).toContain(kept(name));
    }
    const long = 'Cambridge Certificate in Teaching English to Speakers of Other Languages';
    expect(withBreakPoints(`資格：${long}（ケンブリッジ英語教授資格）`)).toContain(long);
    // A name longer than a narrow card's line may still break.
    const longName = 'Kotoba Malta Language Studio';
    expect(withBreakPoints(`${longName}へようこそ。`)).toContain(longName);
    // English text is left to unitsJoined: a name there breaks as English does.
    expect(withBreakPoints('Lessons on Google Meet or Zoom')).toBe('Lessons on Google Meet or Zoom');
  });

  it('puts no break point before a small kana, ー or closing mark, nor after an opening bracket, in any Japanese text', () => {
    const wrong = textsOf(content.ja)
      .map((text) => withBreakPoints(text))
      .flatMap((text) =>
        [...text.matchAll(new RegExp(BREAK_POINT, 'g'))]
          .filter(({ index }) => NO_LINE_START.has(text[index + 1]!) || NO_LINE_END.has(text[index - 1]!))
          .map(({ index }) => text.slice(Math.max(0, index - 8), index + 8).replaceAll(BREAK_POINT, '|')),
      );
    expect(wrong).toEqual([]);
  });
});

describe('unitsJoined (English prose)', () => {
  // An English text as withBreakPoints writes it (unitsJoined), ~ standing for a no-break space.
  const joined = (text: string) => withBreakPoints(text).replaceAll(NO_BREAK_SPACE, '~');

  it('keeps a number and its unit, "e-mail", and a time and its AM or PM on one line, the hyphen and the words as typed', () => {
    expect(unitsJoined('a 30-minute lesson, an 8-week course, a 24-hour reply')).toBe(
      `a 30-${NO_BREAK}minute lesson, an 8-${NO_BREAK}week course, a 24-${NO_BREAK}hour reply`,
    );
    expect(unitsJoined('Write an e-mail. E-mail me')).toBe(`Write an e-${NO_BREAK}mail. E-${NO_BREAK}mail me`);
    expect(unitsJoined('By video-call, one-on-one.')).toBe(
      `By video-${NO_BREAK}call, one-${NO_BREAK}on-${NO_BREAK}one.`,
    );
    expect(unitsJoined('a student-centered plan')).toBe('a student-centered plan');
    expect(unitsJoined('from 9:00 AM to 8:00 PM')).toBe(`from 9:00${NO_BREAK_SPACE}AM to 8:00${NO_BREAK_SPACE}PM`);
    // Two numbers of one unit: "Lessons last 30 / or 60 minutes." (design review, round 12).
    expect(unitsJoined('last 30 or 60 minutes')).toBe(
      `last 30${NO_BREAK_SPACE}or${NO_BREAK_SPACE}60${NO_BREAK_SPACE}minutes`,
    );
    // "8:00 PM / CET" ended a line on /contact and /promo (design review, round 8).
    expect(unitsJoined('to 8:00 PM CET, and {hoursTo} CET.')).toBe(
      `to 8:00${NO_BREAK_SPACE}PM${NO_BREAK_SPACE}CET, and {hoursTo}${NO_BREAK_SPACE}CET.`,
    );
  });

  // A design review saw "7– / 10 business days", "24 / hours'", "9:00 AM - / 8:00 PM" and a line starting
  // "• 30-minute session".
  it('keeps a range of numbers or of times whole, and a bullet with the phrase before it', () => {
    expect(unitsJoined('within 7–10 business days')).toBe(
      `within 7${NO_BREAK}–${NO_BREAK}10${NO_BREAK_SPACE}business days`,
    );
    expect(unitsJoined("at least 24 hours' notice, 4 students, in 2026 we")).toBe(
      `at least 24${NO_BREAK_SPACE}hours' notice, 4${NO_BREAK_SPACE}students, in 2026 we`,
    );
    expect(unitsJoined('from 9:00 AM - 8:00 PM')).toBe(
      `from 9:00${NO_BREAK_SPACE}AM${NO_BREAK_SPACE}-${NO_BREAK}${NO_BREAK_SPACE}8:00${NO_BREAK_SPACE}PM`,
    );
    expect(unitsJoined('Monday - Saturday: {hoursFrom} - {hoursTo} CET')).toBe(
      `Monday - Saturday: {hoursFrom}${NO_BREAK_SPACE}-${NO_BREAK}${NO_BREAK_SPACE}{hoursTo}${NO_BREAK_SPACE}CET`,
    );
    // A compound read as one word, and a JLPT level: "no credit / card required.", "JLPT / N5"
    // (design reviews, round 16).
    expect(unitsJoined('No commitment and no credit card required, lessons in person.')).toContain(
      `credit${NO_BREAK_SPACE}card`,
    );
    expect(unitsJoined('Lessons in person in Malta.')).toContain(`in${NO_BREAK_SPACE}person`);
    expect(unitsJoined('and JLPT N5 is within reach')).toBe(`and JLPT${NO_BREAK_SPACE}N5 is within reach`);
    // Each short phrase between bullets stays whole too: "JAPANESE & ENGLISH / LESSONS · MALTA &
    // ONLINE" broke inside the first on a phone (design review, round 14).
    expect(joined('Japanese & English lessons · Malta & online')).toBe('Japanese~&~English~lessons~· Malta~&~online');
    expect(joined('No credit card required • {trialMinutes}-minute session')).toBe(
      'No~credit~card~required~• {trialMinutes}-minute~session',
    );
  });

  it('leaves a file name, an address and a text without a unit as they are', () => {
    for (const text of [
      'pictures/2024-portrait.jpg',
      'hana-mail@example.com',
      'mail me at 8 or 9',
      'write to hana-mail@example.com or see my-site.com today',
    ])
      expect(unitsJoined(text)).toBe(text);
  });

  it('is what withBreakPoints does to an English text', () => {
    expect(withBreakPoints('a free 30-minute trial')).toBe(`a free 30-${NO_BREAK}minute trial`);
  });

  // "required.", "low.", "refund." alone on a paragraph's last line (design reviews, rounds 9 to 11).
  it('keeps the last two words of a sentence together, when the sentence is long enough to wrap and they are short', () => {
    expect(joined('Book the lesson and pay before it starts.')).toBe('Book the lesson and pay before it~starts.');
    expect(joined('Is this trial class really free?')).toBe('Is this trial class really~free?');
    // A sentence that leads into a list, and a last pair of up to 22 letters.
    expect(joined('It is a degree which meets both of these criteria:')).toBe(
      'It is a degree which meets both of these~criteria:',
    );
    expect(joined('Taught by someone with ten years of classroom experience.')).toBe(
      'Taught by someone with ten years of classroom~experience.',
    );
    // A short sentence, a label and two long words stay as they are.
    expect(withBreakPoints('I reply within the day.')).toBe('I reply within the day.');
    expect(withBreakPoints('Book Free Trial Class')).toBe('Book Free Trial Class');
    expect(withBreakPoints('We practise everything, including pronunciation.')).not.toContain(NO_BREAK_SPACE);
  });

  // "talk about your / goals", "with no / commitment" (design reviews, rounds 12 and 13).
  it('keeps an article, a possessive, "no" and "I" with the word after them, in a sentence set large', () => {
    const large = (text: string) => withBreakPoints(text, { large: true }).replaceAll(NO_BREAK_SPACE, '~');
    expect(
      large(
        'Meet your teacher, talk about your goals and try a real lesson. No commitment and no credit card required.',
      ),
    ).toBe(
      'Meet your~teacher, talk about your~goals and try a~real lesson. No~commitment and no~credit~card~required.',
    );
    expect(large('That is where I learned the most.')).toBe('That is where I~learned the~most.');
    // A short word opening a sentence after another: "…or online. By / booking a lesson" (round 14).
    expect(large('These terms apply in Malta or online. By booking a lesson you accept them.')).toContain(
      'online. By~booking',
    );
    // Not in a label or a list item (no sentence's end), nor inside a word (another, Inbox)…
    expect(large('Get New Articles in Your Inbox')).toBe('Get New Articles in Your Inbox');
    expect(large('Another idea is to read the news in Japanese.')).toBe(
      'Another idea is to read the~news in~Japanese.',
    );
    // …nor in a card's words, whose narrow lines the pairs left short (round 14).
    expect(joined('We talk about your day, your work and your plans.')).toBe(
      'We talk about your day, your work and your~plans.',
    );
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

  // A policy's summary is set large, as a lead: "…or online. By / booking a lesson…" closed a line
  // of the terms' (design reviews, round 15). Its field is the nearest named step of its path.
  it("treats a policy's summary, in Markdown, as large text", () => {
    const summary = withPhraseBreaks(
      ['These terms apply online. By booking a lesson you accept them.'],
      undefined,
      [],
      ['policies', '0', 'summary', '0'],
    ) as string[];
    expect(summary[0]).toContain(`By${NO_BREAK_SPACE}booking`);
  });
});
