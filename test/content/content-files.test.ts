// @vitest-environment node
// The teacher's content files (src/content/{facts,en,ja}/*.yaml) as the build reads them
// (scripts/content/load.ts): the site's own files pass, and each mistake a person editing them
// makes gives one line naming the file, the line and the field, in plain words, with what to
// write. The mistakes are made on a copy of src/content/ at lines found by their place in the
// file (the Japanese lessons page's hero, its first program card…), not by their words, so
// these tests hold for whatever the teacher has written there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_DIR, loadContent } from '../../scripts/content/load.ts';
import { CONTENT_UNITS, type UnitName } from '../../src/content-schema/units.ts';
import { plainText } from '../../src/lib/rich-text.ts';
import { content } from '../helpers/content.ts';

const UNIT: UnitName = 'japanese-lessons';
const FACTS = `facts/${UNIT}.yaml`;
const EN = `en/${UNIT}.yaml`;
const JA = `ja/${UNIT}.yaml`;

/** The lines of a content file. */
const linesOf = (file: string) => fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8').split('\n');

/** A line of a file: its number (1-based) and text, the first that matches after `after` (a line number). */
function line(file: string, pattern: RegExp, after = 0): { number: number; text: string } {
  const lines = linesOf(file);
  const index = lines.findIndex((text, i) => i >= after && pattern.test(text));
  if (index < 0) throw new Error(`${file} has no line matching ${String(pattern)}`);
  return { number: index + 1, text: lines[index]! };
}

/** The program cards of the facts file: each one's id and the line of its `- id:` and `price:`. */
function factCards() {
  const cardsLine = line(FACTS, /^ {2}cards:/, line(FACTS, /^programs:/).number).number;
  const ids = linesOf(FACTS)
    .map((text, index) => ({ text, number: index + 1 }))
    .filter(({ text, number }) => number > cardsLine && /^ {4}- id: /.test(text));
  const firstOfNextGroup = line(FACTS, /^\S/, cardsLine).number;
  const cards = ids.filter(({ number }) => number < firstOfNextGroup);
  return cards.map(({ text, number }, index) => {
    const end = cards[index + 1]?.number ?? firstOfNextGroup;
    return {
      id: text.replace(/^ {4}- id: /, '').trim(),
      number,
      price: line(FACTS, /^ {6}price: /, number),
      popular: linesOf(FACTS)
        .slice(number, end - 1)
        .some((field) => /^ {6}popular: true/.test(field)),
    };
  });
}

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * The problems of a page after lines of one of its files are replaced (1-based numbers; []
 * removes the line), with any files added to the content folder (by their path in it).
 */
async function problemsAfter(
  file: string,
  changes: Record<number, string[]>,
  unit: UnitName = UNIT,
  added: Record<string, Buffer> = {},
): Promise<string[]> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  copies.push(root);
  fs.cpSync(CONTENT_DIR, root, { recursive: true });
  for (const [name, bytes] of Object.entries(added)) fs.writeFileSync(path.join(root, name), bytes);
  const lines = linesOf(file).flatMap((text, index) => changes[index + 1] ?? [text]);
  fs.writeFileSync(path.join(root, file), lines.join('\n'));
  const locale = file.startsWith('ja/') ? 'ja' : 'en';
  return (await loadContent(unit, locale, { encode: false, root })).problems;
}

const EXAMPLES = '"€30 per hour", "from €30 per hour", "€15–20 per hour", "€25 per class" or "€350 per 8-week course"';
const at = (file: string, number: number) => `src/content/${file}:${number}`;

describe('the content files', () => {
  it.each(Object.keys(CONTENT_UNITS) as UnitName[])('%s: both editions pass', async (unit) => {
    for (const locale of ['en', 'ja'] as const) {
      expect((await loadContent(unit, locale)).problems).toEqual([]);
    }
  });
});

describe('a mistake of form in a file', () => {
  const eyebrow = () => line(EN, /^ {2}eyebrow: /);
  const heroTitle = () => line(EN, /^ {2}title: /);

  it('a missing quote: the line where the text opens', async () => {
    const { number } = eyebrow();
    expect(await problemsAfter(EN, { [number]: ["  eyebrow: 'Lessons for everyone"] })).toEqual([
      `${at(EN, number)}: a text opens with ' but never closes: end it with ' on the same line, or write the text without quotes`,
    ]);
  });

  it('a tab in the indentation', async () => {
    const { number, text } = eyebrow();
    expect(await problemsAfter(EN, { [number]: [text.replace(/^ {2}/, '\t')] })).toEqual([
      `${at(EN, number)}: the line is indented with a tab: indent with spaces only (two per level)`,
    ]);
  });

  it('a line indented out of step', async () => {
    const { number, text } = heroTitle();
    expect(await problemsAfter(EN, { [number]: [` ${text}`] })).toEqual([
      `${at(EN, number)}: the line is indented more than the line above allows: line it up with the other fields of its group`,
    ]);
  });

  it('a field written twice', async () => {
    const { number, text } = heroTitle();
    expect(await problemsAfter(EN, { [number]: [text, '  title: Again'] })).toEqual([
      `${at(EN, number + 1)}: "title" is written twice in the same group: keep one of them`,
    ]);
  });

  it('a text with ": " that YAML would take for a new field', async () => {
    const { number } = heroTitle();
    expect(await problemsAfter(EN, { [number]: ['  title: Lessons: every level'] })).toEqual([
      `${at(EN, number)}: the text holds ": ", which YAML reads as a new name: put the whole text in quotes ("…")`,
    ]);
  });

  it('a text that YAML would cut at " #"', async () => {
    const { number } = heroTitle();
    expect(await problemsAfter(EN, { [number]: ['  title: Lesson #1 for you'] })).toEqual([
      `${at(EN, number)}: the text stops before " #1 for you" (YAML reads what follows " #" as a note): put the whole text in quotes ("…")`,
    ]);
  });
});

describe('a mistake in a field', () => {
  it('an unknown field, with the field it is close to', async () => {
    const { number, text } = line(EN, /^ {2}eyebrow: /);
    expect(await problemsAfter(EN, { [number]: [text.replace('eyebrow', 'eyebrw')] })).toEqual([
      `${at(EN, number)} › hero › eyebrw: unknown field; did you mean "eyebrow"?`,
    ]);
  });

  it('a price in words', async () => {
    const [card] = factCards();
    expect(await problemsAfter(FACTS, { [card!.price.number]: ['      price: 32 euros'] })).toEqual([
      `${at(FACTS, card!.price.number)} › programs › cards › ${card!.id} › price: cannot read the price "32 euros"; write it like ${EXAMPLES}`,
    ]);
  });

  it('a price in another currency', async () => {
    const [card] = factCards();
    expect(await problemsAfter(FACTS, { [card!.price.number]: ['      price: $32 per hour'] })).toEqual([
      `${at(FACTS, card!.price.number)} › programs › cards › ${card!.id} › price: "$32 per hour" is not in euro: the site's prices are in euro; write it like ${EXAMPLES}`,
    ]);
  });

  it.each(['€32.50 per hour', '€32,50 per hour', '€1,200 per 8-week course', 'from €30 per class', '€15-20 per hour'])(
    'accepts the price "%s"',
    async (price) => {
      const [card] = factCards();
      expect(await problemsAfter(FACTS, { [card!.price.number]: [`      price: ${price}`] })).toEqual([]);
    },
  );

  it('Markdown in a title', async () => {
    const { number } = line(EN, /^ {2}title: /);
    expect(await problemsAfter(EN, { [number]: ['  title: Learn **Japanese** with me'] })).toEqual([
      `${at(EN, number)} › hero › title: uses *emphasis* and **bold**, which a short text would show as typed: write plain words here (long texts allow *emphasis* and **bold**)`,
    ]);
  });

  it('HTML in a text', async () => {
    const { number } = line(EN, /^ {2}title: /);
    expect(await problemsAfter(EN, { [number]: ['  title: Learn <b>Japanese</b>'] })).toEqual([
      `${at(EN, number)} › hero › title: contains the HTML tag <b>, which a page would show as typed: write plain words (long texts take Markdown: *emphasis*, **bold**, [links](/contact))`,
    ]);
  });

  it('an invisible space in a text (a no-break space pasted from a word processor)', async () => {
    const { number } = line(EN, /^ {2}title: /);
    expect(await problemsAfter(EN, { [number]: ['  title: Learn Japanese\u00A0· Malta'] })).toEqual([
      `${at(EN, number)} › hero › title: contains an invisible space (a no-break or a zero-width one): write a plain space; the build keeps numbers, times and names on one line by itself`,
    ]);
  });

  it('an empty text', async () => {
    const { number } = line(EN, /^ {2}title: /);
    expect(await problemsAfter(EN, { [number]: ["  title: ''"] })).toEqual([
      `${at(EN, number)} › hero › title: is empty: write the text`,
    ]);
  });

  it('a {fact} the texts cannot use', async () => {
    const { number } = line(EN, /^ {2}title: /);
    expect(await problemsAfter(EN, { [number]: ['  title: Answers within {replyHour} hours'] })).toEqual([
      `${at(EN, number)} › hero › title: {replyHour} is not a fact the texts can use; they are: {brand}, {teacher}, {teacherReading}, {email}, {trialMinutes}, {replyHours}, {englishQualification}, {hoursFrom}, {hoursTo}`,
    ]);
  });

  it('an icon that is not one of the icons, with the ones there are', async () => {
    const { number } = line(FACTS, /^ {6}icon: /);
    expect(await problemsAfter(FACTS, { [number]: ['      icon: stars'] })).toEqual([
      expect.stringMatching(
        new RegExp(`^${at(FACTS, number)} › .+ › icon: "stars" is not an icon; the icons are: .*\\bstar\\b`),
      ),
    ]);
  });

  it('a link to a page that does not exist, with the pages there are', async () => {
    const { number } = line(FACTS, /^ {4}to: /);
    expect(await problemsAfter(FACTS, { [number]: ['    to: /contcat'] })).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${at(FACTS, number)} › hero › \\w+ › to: "/contcat" is not a page of the site; the pages are: /, /about, `,
        ),
      ),
    ]);
  });

  it('a link with a page for each language: each edition links its own', async () => {
    const { number } = line(FACTS, /^ {4}to: \/programs/);
    const perLanguage = ['    to:', '      en: /programs', '      ja: /english-lessons'];
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
    copies.push(root);
    fs.cpSync(CONTENT_DIR, root, { recursive: true });
    const lines = linesOf(FACTS).flatMap((text, index) => (index + 1 === number ? perLanguage : [text]));
    fs.writeFileSync(path.join(root, FACTS), lines.join('\n'));
    const linked = async (locale: 'en' | 'ja') =>
      (await loadContent(UNIT, locale, { encode: false, root })).content?.hero.secondary?.to;
    expect([await linked('en'), await linked('ja')]).toEqual(['/programs', '/english-lessons']);
  });

  it('a link for each language that names a language the site does not have', async () => {
    const { number } = line(FACTS, /^ {4}to: \/programs/);
    const problems = await problemsAfter(FACTS, {
      [number]: ['    to:', '      en: /programs', '      fr: /programs'],
    });
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${at(FACTS, number)} › hero › secondary › to: should be the path of a page, like /contact, or one path for each language`,
        ),
      ),
    ]);
  });

  it('a number where a text belongs', async () => {
    const { number } = line(EN, /^ {2}title: /);
    expect(await problemsAfter(EN, { [number]: ['  title: 25'] })).toEqual([
      expect.stringMatching(new RegExp(`^${at(EN, number)} › hero › title: `)),
    ]);
  });

  it('two programs marked popular: the facts file', async () => {
    const other = factCards().find((card) => !card.popular)!;
    const cardsLine = line(FACTS, /^ {2}cards:/, line(FACTS, /^programs:/).number);
    const problems = await problemsAfter(FACTS, { [other.price.number]: [other.price.text, '      popular: true'] });
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^src/content/facts/${UNIT}\\.yaml:${cardsLine.number} › programs › cards: one program of the grid carries the "Most Popular" badge, but 2 are \\(`,
        ),
      ),
    ]);
  });
});

describe('facts and words in their places', () => {
  /** The first program card's words in a Japanese file: its id line and its title line. */
  const jaCard = (file = JA) => {
    const cards = line(file, /^ {2}cards:/, line(file, /^programs:/).number);
    const id = line(file, /^ {4}\S+:$/, cards.number);
    return { cards, id, name: id.text.trim().replace(/:$/, ''), title: line(file, /^ {6}title: /, id.number) };
  };

  it('a Japanese file missing a text', async () => {
    const { id, name, title } = jaCard();
    expect(await problemsAfter(JA, { [title.number]: [] })).toEqual([
      `${at(JA, id.number)} › programs › cards › ${name} › title: is missing: write its Japanese words`,
    ]);
  });

  it('a text missing on the English lessons page, whose courses the Japanese contact form quotes: named once, there', async () => {
    const file = 'ja/english-lessons.yaml';
    const { id, name, title } = jaCard(file);
    expect(await problemsAfter(file, { [title.number]: [] }, 'contact')).toEqual([
      `${at(file, id.number)} › programs › cards › ${name} › title: is missing: write its Japanese words`,
    ]);
  });

  it('a Japanese file missing every word of a card', async () => {
    const { cards, id, name } = jaCard();
    const block = linesOf(JA)
      .map((text, index) => ({ text, number: index + 1 }))
      .filter(({ text, number }) => number >= id.number && (number === id.number || /^ {6}/.test(text)));
    const last = block.findIndex(({ number }, i) => i > 0 && number !== block[i - 1]!.number + 1);
    const removed = Object.fromEntries(block.slice(0, last < 0 ? undefined : last).map(({ number }) => [number, []]));
    expect(await problemsAfter(JA, removed)).toEqual([
      `${at(JA, cards.number)} › programs › cards › ${name}: its words are missing: write them here under "${name}:", as for the other records`,
    ]);
  });

  it('a fact written in a Japanese file', async () => {
    const { name, title } = jaCard();
    expect(await problemsAfter(JA, { [title.number]: [title.text, '      price: €31 per hour'] })).toEqual([
      `${at(JA, title.number + 1)} › programs › cards › ${name} › price: is a fact, the same in every language: write it once, in src/content/${FACTS}, and not here`,
    ]);
  });

  it('words written in the facts file', async () => {
    const [card] = factCards();
    const icon = line(FACTS, /^ {6}icon: /, card!.number);
    expect(await problemsAfter(FACTS, { [icon.number]: [icon.text, '      title: Groups'] })).toEqual([
      `${at(FACTS, icon.number + 1)} › programs › cards › ${card!.id} › title: is words, which each language writes: write it in src/content/en/ and src/content/ja/, not in the facts file`,
    ]);
  });

  it('words for a card the facts file does not have', async () => {
    const { id, name } = jaCard();
    const ids = factCards().map((card) => card.id);
    const problems = await problemsAfter(JA, { [id.number]: [`    ${name}x:`] });
    expect(problems[0]).toBe(
      `${at(JA, id.number)} › programs › cards › ${name}x: there is no record with the id "${name}x" in src/content/${FACTS}: add it there (with its facts), or correct the id here (the ids there: ${ids.join(', ')})`,
    );
  });
});

describe('a page written in Markdown (the FAQ)', () => {
  const FAQ = 'en/faq.md';
  const firstQuestion = () => line(FAQ, /^## /);
  const firstAnswer = () => line(FAQ, /^\S/, firstQuestion().number);
  /** The first question as a message names it: its first 40 characters. */
  const firstQuestionLabel = () => {
    const words = firstQuestion().text.slice(3);
    return words.length > 40 ? `${words.slice(0, 40)}…` : words;
  };

  it('front matter that never closes', async () => {
    const closing = line(FAQ, /^---$/, 1);
    expect(await problemsAfter(FAQ, { [closing.number]: [] }, 'faq')).toEqual([
      `${at(FAQ, 1)}: the page's fields open with a line of --- but never close: end them with another line of --- before the first "## "`,
    ]);
  });

  it('text outside a section', async () => {
    const { number, text } = firstQuestion();
    expect(await problemsAfter(FAQ, { [number]: ['An answer without its question.', '', text] }, 'faq')).toEqual([
      `${at(FAQ, number)}: this text is outside a section: start each question with a line "## " and write its answer below it`,
    ]);
  });

  it('Markdown an answer does not use (a list), at its line, naming its question', async () => {
    const answer = firstAnswer();
    expect(await problemsAfter(FAQ, { [answer.number]: ['- one', '- two'] }, 'faq')).toEqual([
      `${at(FAQ, answer.number)} › items › question "${firstQuestionLabel()}" › answer: a list (- or 1.) is not used in this text: write paragraphs, line breaks, *emphasis*, **bold** and [links](/contact)`,
    ]);
  });

  it('HTML in an answer, at its line, naming its question', async () => {
    const answer = firstAnswer();
    const problems = await problemsAfter(FAQ, { [answer.number]: ['Write to <b>me</b>.'] }, 'faq');
    expect(problems).toEqual([
      `${at(FAQ, answer.number)} › items › question "${firstQuestionLabel()}" › answer: contains the HTML tag <b>, which a page would show as typed: write plain words (long texts take Markdown: *emphasis*, **bold**, [links](/contact))`,
    ]);
  });

  it('a link to a page that does not exist', async () => {
    const answer = firstAnswer();
    const problems = await problemsAfter(FAQ, { [answer.number]: ['See [the booking page](/booking).'] }, 'faq');
    expect(problems).toEqual([expect.stringMatching(/› answer: the link to "\/booking" is not a page of the site$/)]);
  });

  it('an apostrophe, quotation marks, a line break, emphasis and a link, as typed', async () => {
    const answer = firstAnswer();
    expect(
      await problemsAfter(
        FAQ,
        { [answer.number]: [`It's "simple", *really*:`, 'see [the contact page](/contact).'] },
        'faq',
      ),
    ).toEqual([]);
  });
});

describe("the site's facts", () => {
  const SITE = 'facts/site.yaml';

  it('a site address with a path, pointing to BASE_PATH', async () => {
    const url = line(SITE, /^url: /);
    expect(await problemsAfter(SITE, { [url.number]: ['url: https://example.com/sensei'] }, 'site')).toEqual([
      `${at(SITE, url.number)} › url: "https://example.com/sensei" should be the site's address only, like https://example.com; for a site in a subfolder, build with BASE_PATH (docs/deploying.md)`,
    ]);
  });

  it('a misspelt fact, with the name it should have', async () => {
    const email = line(SITE, /^email: /);
    const problems = await problemsAfter(SITE, { [email.number]: [email.text.replace('email:', 'emal:')] }, 'site');
    expect(problems).toEqual([`${at(SITE, email.number)} › emal: unknown field; did you mean "email"?`]);
  });
});

describe("the students' reviews", () => {
  const FACTS_FILE = 'facts/home.yaml';

  it('a review whose lesson is not one of the codes, at its line', async () => {
    const lesson = line(FACTS_FILE, /^ {6}lesson: /, line(FACTS_FILE, /^reviews:/).number);
    const problems = await problemsAfter(FACTS_FILE, { [lesson.number]: ['      lesson: grammar'] }, 'home');
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^src/content/${FACTS_FILE}:${lesson.number} › reviews › items › review ".*" › lesson: the review of .* names the lesson "grammar", which is not one of the codes under lessons \\(`,
        ),
      ),
    ]);
  });

  it("a lesson code without its name in a language's file", async () => {
    const JA_FILE = 'ja/home.yaml';
    const lessons = line(JA_FILE, /^ {2}lessons:/, line(JA_FILE, /^reviews:/).number);
    const code = line(JA_FILE, /^ {4}\w+:$/, lessons.number);
    const name = line(JA_FILE, /^ {6}name: /, code.number);
    expect(await problemsAfter(JA_FILE, { [code.number]: [], [name.number]: [] }, 'home')).toEqual([
      `${at(JA_FILE, lessons.number)} › reviews › lessons › ${code.text.trim().replace(':', '')}: its words are missing: write them here under "${code.text.trim().replace(':', '')}:", as for the other records`,
    ]);
  });
});

describe('the contact page', () => {
  const CONTACT = 'en/contact.yaml';

  it('an e-mail subject without the {name} the page writes in', async () => {
    const subject = line(CONTACT, /^ {2}mailSubject: /);
    expect(
      await problemsAfter(CONTACT, { [subject.number]: ['  mailSubject: Free trial class enquiry'] }, 'contact'),
    ).toEqual([`${at(CONTACT, subject.number)} › form › mailSubject: should say {name} where the page writes it in`]);
  });

  it("a form's code written in a language's file", async () => {
    const choice = line(CONTACT, /^ {6}label: /, line(CONTACT, /^ {2}programs:/).number);
    const [problem] = await problemsAfter(CONTACT, { [choice.number]: [choice.text, '      value: group'] }, 'contact');
    expect(problem).toMatch(new RegExp(`^${at(CONTACT, choice.number + 1)} › form › programs › \\w+ › value: `));
  });
});

describe("the header menu's labels", () => {
  it('a label missing for a page the menu lists (the Japanese menu lists the English lessons)', async () => {
    const label = line('ja/shell.yaml', /^ {2}EnglishLessons: /);
    const nav = line('ja/shell.yaml', /^nav:/);
    expect(await problemsAfter('ja/shell.yaml', { [label.number]: [] }, 'shell')).toEqual([
      `${at('ja/shell.yaml', nav.number)} › nav › EnglishLessons: is missing: write its Japanese words (the menu lists this page)`,
    ]);
  });

  it('a label for a page the menu does not list (the English menu)', async () => {
    const label = line('en/shell.yaml', /^ {2}Programs: /);
    expect(
      await problemsAfter(
        'en/shell.yaml',
        { [label.number]: [label.text, '  EnglishLessons: English Lessons'] },
        'shell',
      ),
    ).toEqual([
      `${at('en/shell.yaml', label.number + 1)} › nav › EnglishLessons: the English menu does not list this page (src/routes.ts says which pages it lists): remove this line`,
    ]);
  });
});

describe('the policies written in Markdown', () => {
  const POLICIES = 'en/policies.md';
  const firstPolicy = () => line(POLICIES, /^# [^"]*\{#[a-z-]+\}$/);
  const firstClause = () => line(POLICIES, /^## /, firstPolicy().number);
  const firstRule = () => line(POLICIES, /^- /, firstClause().number);

  it('a policy heading without its address', async () => {
    const { number, text } = firstPolicy();
    const title = text.replace(/^# /, '').replace(/\s*\{#.*\}$/, '');
    expect(await problemsAfter(POLICIES, { [number]: [`# ${title}`] }, 'policies')).toEqual([
      `${at(POLICIES, number)}: the heading needs its address after it, in lowercase letters, digits and hyphens: write it like "# ${title} {#privacy-policy}"`,
    ]);
  });

  it('an address the facts file does not list', async () => {
    const { number, text } = firstPolicy();
    const problems = await problemsAfter(
      POLICIES,
      { [number]: [text.replace(/\{#[^}]*\}/, '{#privacy-polcy}')] },
      'policies',
    );
    expect(problems[0]).toMatch(
      new RegExp(
        `^${at(POLICIES, number)} › policies › privacy-polcy: there is no record with the id "privacy-polcy" in src/content/facts/policies\\.yaml`,
      ),
    );
  });

  it('a rule that is not a line of the list', async () => {
    const clause = firstClause();
    const rule = firstRule();
    expect(await problemsAfter(POLICIES, { [rule.number]: [rule.text.replace(/^- /, '')] }, 'policies')).toEqual([
      `${at(POLICIES, rule.number)}: write each item under "${clause.text.slice(3)}" as a line starting with "- "`,
    ]);
  });

  it('HTML in a rule, at its line', async () => {
    const rule = firstRule();
    const [problem] = await problemsAfter(POLICIES, { [rule.number]: ['- Write to <b>me</b>.'] }, 'policies');
    expect(problem).toMatch(
      new RegExp(`^${at(POLICIES, rule.number)} › policies › .* › points › item 1: contains the HTML tag <b>`),
    );
  });

  it('says what the contact form does as the build delivers enquiries', async () => {
    const sentences = async () => {
      const loaded = await loadContent('policies', 'en');
      return loaded.content!.policies.flatMap((policy) =>
        policy.clauses.flatMap((clause) => clause.points.map(plainText)),
      );
    };
    expect(await sentences()).toContain(content.en.policies.formDelivery.off);
    process.env.ENQUIRY_ENDPOINT = 'https://formspree.io/f/abcd';
    try {
      const points = await sentences();
      expect(points.some((point) => point.includes('go to the form service formspree.io, which passes them on'))).toBe(
        true,
      );
      expect(points).not.toContain(content.en.policies.formDelivery.off);
    } finally {
      delete process.env.ENQUIRY_ENDPOINT;
    }
  });
});

describe("a picture (the about page's portrait)", () => {
  const ABOUT = 'facts/about.yaml';
  const portrait = () => line(ABOUT, /^ {2}picture: /, line(ABOUT, /^portrait:/).number);
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#c96' } })
      .jpeg()
      .toBuffer();

  it('her photo in pictures/, named in the facts file: both editions show it', async () => {
    const { number } = portrait();
    const added = { 'pictures/yuki.jpg': await photo(800, 1000) };
    expect(await problemsAfter(ABOUT, { [number]: ['  picture: pictures/yuki.jpg'] }, 'about', added)).toEqual([]);
  });

  it("a student's photo for one of the home page's avatars: one line, both editions show it", async () => {
    const HOME = 'facts/home.yaml';
    const { number } = line(HOME, /^ {4}- pictures\//, line(HOME, /^ {2}avatars:/).number);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
    copies.push(root);
    fs.cpSync(CONTENT_DIR, root, { recursive: true });
    fs.writeFileSync(path.join(root, 'pictures/anna.jpg'), await photo(200, 200));
    const lines = linesOf(HOME).map((text, index) => (index + 1 === number ? '    - pictures/anna.jpg' : text));
    fs.writeFileSync(path.join(root, HOME), lines.join('\n'));
    for (const locale of ['en', 'ja'] as const) {
      const loaded = await loadContent('home', locale, { encode: false, root });
      expect(loaded.problems).toEqual([]);
      expect(loaded.content!.proof.avatars[0]!.src).toMatch(/anna/);
    }
  });

  it('a photo too small for a portrait, in the words of the picture pipeline', async () => {
    const { number } = portrait();
    const added = { 'pictures/yuki.jpg': await photo(300, 400) };
    expect(await problemsAfter(ABOUT, { [number]: ['  picture: pictures/yuki.jpg'] }, 'about', added)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${at(ABOUT, number)} › portrait › picture: src/content/pictures/yuki\\.jpg is 300×400 pixels, too small for .+, which needs at least 640 pixels wide`,
        ),
      ),
    ]);
  });

  it('a photo that is not there', async () => {
    const { number } = portrait();
    expect(await problemsAfter(ABOUT, { [number]: ['  picture: pictures/Yuki.JPG'] }, 'about')).toEqual([
      `${at(ABOUT, number)} › portrait › picture: src/content/pictures/Yuki.JPG does not exist: check its name and its folder (capital letters count)`,
    ]);
  });

  it('a name that is not a picture file', async () => {
    const { number } = portrait();
    expect(await problemsAfter(ABOUT, { [number]: ['  picture: my photo'] }, 'about')).toEqual([
      `${at(ABOUT, number)} › portrait › picture: "my photo" is not a picture file: write its path from src/content/, like pictures/yuki.jpg (JPEG, PNG or SVG)`,
    ]);
  });
});

describe("the blog's facts", () => {
  const BLOG = 'facts/blog.yaml';
  const firstArticle = () => line(BLOG, /^ {4}- id: /, line(BLOG, /^latest:/).number);

  it('an article in a category the pills do not have, at its line, with the codes they have', async () => {
    const category = line(BLOG, /^ {6}category: /, firstArticle().number);
    const problems = await problemsAfter(BLOG, { [category.number]: ['      category: cooking'] }, 'blog');
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^src/content/facts/blog\\.yaml:${category.number} › latest › articles › [\\w-]+ › category: the article ".+" has the category "cooking", which is not one of the codes under categories \\(tips, methods, jlpt, grammar, motivation, advanced\\)$`,
        ),
      ),
    ]);
  });

  it('a reading time in words', async () => {
    const readingTime = line(BLOG, /^ {6}readingTime: /, firstArticle().number);
    const problems = await problemsAfter(BLOG, { [readingTime.number]: ['      readingTime: six minutes'] }, 'blog');
    expect(problems).toEqual([
      `${at(BLOG, readingTime.number)} › latest › articles › ${firstArticle().text.replace(/^ {4}- id: /, '')} › readingTime: should be a whole number from 1 to 120 (minutes)`,
    ]);
  });

  it('a date written another way', async () => {
    const date = line(BLOG, /^ {6}date: /, firstArticle().number);
    const problems = await problemsAfter(BLOG, { [date.number]: ['      date: 3 November 2026'] }, 'blog');
    expect(problems).toEqual([
      `${at(BLOG, date.number)} › latest › articles › ${firstArticle().text.replace(/^ {4}- id: /, '')} › date: "3 November 2026" is not a date: write it as year-month-day, like 2026-11-01`,
    ]);
  });
});
