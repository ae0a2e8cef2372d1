// The teacher's edits, made as she would make them, in a copy of the project:
//
// 1. She changes prices, each once, in the page's facts file (the example of docs/editing.md,
//    read from there, and a price written the European way), and texts (a lead, an FAQ
//    answer as two paragraphs with emphasis). The build takes them; the pages of both
//    languages, each in its own words, and the structured data show them; and the tests that
//    read the content stay green: they follow the content instead of comparing with copies
//    of it.
// 2. She then makes each typo of a hurried edit, and each mistake the content check names (a
//    tab, a price in dollars, Markdown in a title, HTML in an answer, a Japanese text left out,
//    a fact in a Japanese file, an empty text), several in one build. The build stops with one
//    line per mistake naming the file, the line and the field, without a stack trace, and the
//    site built in step 1 stays in dist/ as it was.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../scripts/paths.ts';
import { site } from '../../src/site.ts';
import { plainText } from '../../src/lib/rich-text.ts';
import { content } from '../helpers/content.ts';
import { makePhoto } from '../helpers/photo.ts';
import { seen } from '../helpers/seen-text.ts';
import { copyProject, editFile, removeCopy, run, type RunResult } from '../helpers/project-copy.ts';

/** The tests that read the content modules: content, pages, structured data, and the built pages' texts. */
const CONTENT_TESTS = ['test/content', 'test/pages', 'test/seo', 'test/e2e/prerendered-texts.test.ts'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The line "      price: …" of a card in a facts file of the copy, by the card's id, set to `price`. */
function setPrice(dir: string, unit: string, id: string, price: string): void {
  editFile(
    dir,
    `src/content/facts/${unit}.yaml`,
    new RegExp(`(- id: ${id}\\n(?: {6}[^\\n]*\\n)*? {6}price: )[^\\n]*`),
    `$1${price}`,
  );
}

/** Every file of a folder with a hash of its bytes. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .map((file) => [path.relative(dir, file), createHash('sha256').update(fs.readFileSync(file)).digest('hex')]),
  );
}

/** As React writes a text into HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

let dir: string;
const page = (route: string) => fs.readFileSync(path.join(dir, 'dist', route, 'index.html'), 'utf8');
/** A page's HTML as text, its elements' tags left out (the way textContent joins them). */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

const { 'japanese-lessons': japaneseLessons, 'english-lessons': englishLessons } = content.en;

/** The teacher's guide, whose price example this test makes. */
const EDITING_GUIDE = 'docs/editing.md';
const editingGuide = fs.readFileSync(path.join(ROOT_DIR, EDITING_GUIDE), 'utf8');

/**
 * The price example of the teacher's guide ("In `src/content/facts/japanese-lessons.yaml`, under
 * `- id: private`, change `price: €30 per hour` to `price: €32 per hour`"): the card it names and
 * the raise it makes, with the new amount it says the pages then show.
 */
const example = (() => {
  const [, id, from, to] =
    /In\s+`src\/content\/facts\/japanese-lessons\.yaml`,\s+under\s+`- id: ([\w-]+)`,\s+change\s+`price: €(\d+) per hour`\s+to\s+`price: €(\d+) per hour`/.exec(
      editingGuide,
    ) ?? [];
  if (!id) throw new Error(`${EDITING_GUIDE}: its example of a price edit in facts/japanese-lessons.yaml is not there`);
  const card = japaneseLessons.programs.cards.find((card) => card.id === id);
  if (!card)
    throw new Error(`${EDITING_GUIDE}: its price example names the card "${id}", which the content does not have`);
  return { card, raise: Number(to) - Number(from), to: Number(to) };
})();

// The edits, derived from the content as it is today: the guide's card gets the guide's raise
// on its current price, the first English lessons card 50 cents more, written the European way
// ("€25,50").
const raisedAmount = example.card.price.min + example.raise;
const englishFirst = englishLessons.programs.cards[0]!;
const europeanAmount = englishFirst.price.min + 0.5;
const europeanPrice = `€${englishFirst.price.min},50 per hour`;
const titleOf = (locale: 'en' | 'ja', unit: 'japanese-lessons' | 'english-lessons', id: string) =>
  content[locale][unit].programs.cards.find((card) => card.id === id)!.title;
const newLead = 'Lessons in Valletta and online, from your first kana to JLPT N1, with a teacher who listens.';
// The first FAQ answer that faq.md writes as the page shows it (one with no {fact} in it).
const faqSource = fs.readFileSync(path.join(ROOT_DIR, 'src/content/en/faq.md'), 'utf8');
const firstAnswer = content.en.faq.items
  .map((item) => plainText(item.answer))
  .find((answer) => faqSource.includes(answer.split('\n\n')[0]!))!;
// That FAQ answer, in Markdown: split after its first sentence into two paragraphs, with
// emphasis, bold, a line break and a link, and an apostrophe and quotation marks as typed.
const [firstSentence, rest] = (() => {
  const end = firstAnswer.indexOf('. ') + 1;
  return [firstAnswer.slice(0, end), firstAnswer.slice(end + 1)];
})();
const [restFirstWord, ...restWords] = rest!.split(' ');
const addedLine = `It's "simple": [write to me](/contact).`;
const markdownAnswer = `*${firstSentence}*\n\n**${restFirstWord}** ${restWords.join(' ')}\n${addedLine}`;

beforeAll(() => {
  dir = copyProject('kotoba edits');
});

afterAll(() => removeCopy(dir));

describe('the teacher changes prices and texts', () => {
  let build: RunResult;
  let tests: RunResult;
  beforeAll(async () => {
    setPrice(dir, 'japanese-lessons', example.card.id, `€${raisedAmount} per hour`);
    setPrice(dir, 'english-lessons', englishFirst.id, europeanPrice);
    editFile(dir, 'src/content/en/home.yaml', /^ {2}lead: .*$/m, `  lead: '${newLead}'`);
    editFile(dir, 'src/content/en/faq.md', firstAnswer.split('\n\n')[0]!, markdownAnswer);
    build = await run(dir, 'npm', ['run', 'build']);
    if (build.code === 0) tests = await run(dir, 'npx', ['vitest', 'run', ...CONTENT_TESTS]);
  });

  it('builds', () => {
    expect(build.code, `${build.stdout}\n${build.stderr}`).toBe(0);
  });

  it.each([
    ['en', '', `€${raisedAmount}/hour`, `€${europeanAmount.toFixed(2)}/hour`],
    ['ja', 'ja/', `1時間${raisedAmount}ユーロ`, `1時間${europeanAmount.toFixed(2)}ユーロ`],
  ] as const)(
    'shows each new price, edited once, in the words of the %s pages and in the data search engines read',
    (locale, prefix, raised, european) => {
      // Read as a reader sees them: the build joins a number to its unit with an invisible WORD JOINER,
      // and a card sets a price's amount and its words in type of their own.
      const japanese = page(`${prefix}japanese-lessons`);
      expect(seen(textOf(japanese))).toContain(raised);
      const japaneseTitle = titleOf(locale, 'japanese-lessons', example.card.id);
      expect(japanese).toMatch(new RegExp(`"name":"${escape(japaneseTitle)}"[^]*?"price":${raisedAmount}[,}]`));
      const english = page(`${prefix}english-lessons`);
      expect(seen(textOf(english))).toContain(european);
      const englishTitle = titleOf(locale, 'english-lessons', englishFirst.id);
      expect(english).toMatch(new RegExp(`"name":"${escape(englishTitle)}"[^]*?"price":${europeanAmount}[,}]`));
    },
  );

  it(`says in ${EDITING_GUIDE} what the pages and the structured data show after its example`, () => {
    expect(editingGuide).toContain(`"€${example.to}/hour"`);
    expect(editingGuide).toContain(`"1時間${example.to}ユーロ"`);
    expect(editingGuide).toContain(`"price": ${example.to}`);
  });

  it('shows the new texts, the FAQ answer written in Markdown as two paragraphs with emphasis, a line break and a link', () => {
    // Read as a reader sees them: the build keeps a number with its unit (a no-break space), and
    // sets her keyboard's quotes as a typographer's (It’s “simple”).
    expect(seen(page('.'))).toContain(newLead);
    const faq = seen(page('faq'));
    expect(faq).toContain(`<em>${html(firstSentence!)}</em></p><p class="`);
    expect(faq).toMatch(
      new RegExp(
        `<p [^>]*><strong>${escape(html(restFirstWord!))}</strong> ${escape(html(restWords.join(' ')))}<br/>It’s “simple”: <a href="/contact/"[^>]*>write to me</a>\\.</p>`,
      ),
    );
  });

  it('keeps the tests that read the content green', () => {
    expect(tests, 'the build failed, so the tests did not run').toBeDefined();
    expect(tests.code, `${tests.stdout.slice(-6000)}\n${tests.stderr.slice(-3000)}`).toBe(0);
    expect(tests.stdout).toMatch(/Tests\s+.*\d+ passed/);
  });
});

/**
 * A build after typos (`makeTypos` edits the copy): it stops at the content check, prints each
 * expected line and no other, with no stack trace, and leaves the previous dist/ as it was.
 */
function describeTypos(name: string, makeTypos: () => Promise<void> | void, expected: Array<[string, () => RegExp]>) {
  describe(name, () => {
    let before: Record<string, string>;
    let build: RunResult;
    let output: string;
    beforeAll(async () => {
      before = snapshot(path.join(dir, 'dist'));
      await makeTypos();
      build = await run(dir, 'npm', ['run', 'build']);
      output = `${build.stdout}\n${build.stderr}`;
    });

    it('stops the build', () => {
      expect(build.code).not.toBe(0);
    });

    it.each(expected)('names file, line and field for %s', (_, pattern) => {
      expect(output).toMatch(pattern());
    });

    it('prints one line per mistake, all at once', () => {
      const count = expected.length === 1 ? 'a problem' : `${expected.length} problems`;
      expect(output).toContain(`content: ${count}; fix and build again:`);
    });

    it('prints no stack trace', () => {
      expect(output).not.toMatch(/^\s+at .+[:(]\d+/m);
      expect(output).not.toMatch(/TypeError|ReferenceError/);
    });

    it('leaves the previous build in dist/ exactly as it was, and no half-built folder', () => {
      expect(snapshot(path.join(dir, 'dist'))).toEqual(before);
      expect(fs.existsSync(path.join(dir, 'dist.partial'))).toBe(false);
    });
  });
}

describeTypos(
  'the teacher makes typos in the content files',
  async () => {
    editFile(dir, 'src/content/facts/programs.yaml', '      popular: true', '      populr: true');
    setPrice(dir, 'japanese-lessons', example.card.id, '32 euro');
    editFile(dir, 'src/content/facts/english-lessons.yaml', /\n {6}price: €35 per hour/, '');
    // A picture far too small for an avatar.
    fs.mkdirSync(path.join(dir, 'src/content/pictures'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'src/content/pictures/tiny.jpg'), await makePhoto({ width: 50, height: 50 }));
    editFile(dir, 'src/content/facts/home.yaml', 'avatar: pictures/reviewer-y.svg', 'avatar: pictures/tiny.jpg');
  },
  [
    [
      'a misspelt optional field',
      () =>
        /src\/content\/facts\/programs\.yaml:\d+ › programs › cards › private › populr: unknown field; did you mean "popular"\?/,
    ],
    [
      'a price it cannot read',
      () =>
        /src\/content\/facts\/japanese-lessons\.yaml:\d+ › programs › cards › private › price: cannot read the price "32 euro"; write it like "€30 per hour"/,
    ],
    [
      'a price line deleted',
      () => /src\/content\/facts\/english-lessons\.yaml:\d+ › programs › cards › exams › price: is missing: write it/,
    ],
    [
      'a picture too small',
      () =>
        new RegExp(
          `src/content/facts/home\\.yaml:\\d+ › reviews › items › review "${escape(content.en.home.reviews.items[0]!.name)}" › avatar: src/content/pictures/tiny\\.jpg is 50×50 pixels, too small for an avatar`,
        ),
    ],
  ],
);

/**
 * The first line of a content file (its path in src/content/), as the project has it, that
 * matches `pattern` after line `after`: its number (1-based) and text.
 */
function contentLine(file: string, pattern: RegExp, after = 0): { number: number; text: string } {
  const lines = fs.readFileSync(path.join(ROOT_DIR, 'src/content', file), 'utf8').split('\n');
  const index = lines.findIndex((text, i) => i >= after && pattern.test(text));
  if (index < 0) throw new Error(`src/content/${file} has no line matching ${String(pattern)}`);
  return { number: index + 1, text: lines[index]! };
}

/** The line of the site's facts file that starts with `start`. */
const siteFactsLine = (start: string) => contentLine('facts/site.yaml', new RegExp(`^${escape(start)}`)).number;

describeTypos(
  'the teacher makes typos in the site facts',
  async () => {
    // The content files are right again; the typos are elsewhere.
    for (const unit of ['programs', 'japanese-lessons', 'english-lessons', 'home']) {
      fs.copyFileSync(
        path.join(ROOT_DIR, 'src/content/facts', `${unit}.yaml`),
        path.join(dir, 'src/content/facts', `${unit}.yaml`),
      );
    }
    editFile(dir, 'src/content/facts/site.yaml', `url: ${site.url}`, `url: ${new URL(site.url).host}`);
    editFile(dir, 'src/content/facts/site.yaml', `email: ${site.email}`, 'email: aiko at example.eu');
  },
  [
    [
      'a site address without https://',
      () =>
        new RegExp(
          `src/content/facts/site\\.yaml:${siteFactsLine('url:')} › url: "[^"]+" is not a web address; write the whole address, starting with https://`,
        ),
    ],
    [
      'an e-mail address that is not one',
      () =>
        new RegExp(
          `src/content/facts/site\\.yaml:${siteFactsLine('email:')} › email: "aiko at example\\.eu" is not an e-mail address`,
        ),
    ],
  ],
);

describeTypos(
  'the teacher leaves a quote open in the site facts',
  () => {
    // The values are right again; the brand's closing quote is missing.
    fs.copyFileSync(path.join(ROOT_DIR, 'src/content/facts/site.yaml'), path.join(dir, 'src/content/facts/site.yaml'));
    editFile(dir, 'src/content/facts/site.yaml', `brand: ${site.brand}`, `brand: '${site.brand}`);
  },
  [
    [
      'the line of the open quote, in plain words',
      () =>
        new RegExp(`src/content/facts/site\\.yaml:${siteFactsLine('brand:')}: a text opens with ' but never closes`),
    ],
  ],
);

/** Replaces line `number` (1-based) of a content file of the copy by `lines` (none: removes it). */
function replaceLine(file: string, number: number, lines: string[]): void {
  const target = path.join(dir, 'src/content', file);
  const text = fs.readFileSync(target, 'utf8').split('\n');
  text.splice(number - 1, 1, ...lines);
  fs.writeFileSync(target, text.join('\n'));
}

// The places of the mistakes below, found in the project's content by their place in a file
// (a page's hero title, its first program card…), not by their words.
const promoEyebrow = contentLine('en/promo.yaml', /^ {2}eyebrow: /, contentLine('en/promo.yaml', /^hero:/).number);
const factsCard = (() => {
  const file = 'facts/japanese-lessons.yaml';
  const card = contentLine(file, /^ {4}- id: /, contentLine(file, /^programs:/).number);
  return { id: card.text.replace(/^ {4}- id: /, '').trim(), price: contentLine(file, /^ {6}price: /, card.number) };
})();
const heroTitle = (file: string) => contentLine(file, /^ {2}title: /, contentLine(file, /^hero:/).number);
const faqAnswer = contentLine('en/faq.md', /^\S/, contentLine('en/faq.md', /^## /).number);
/** The first program card's words in a Japanese file: its id line, its name and its title line. */
const jaCard = (file: string) => {
  const cards = contentLine(file, /^ {2}cards:/, contentLine(file, /^programs:/).number);
  const id = contentLine(file, /^ {4}\S+:$/, cards.number);
  return { id, name: id.text.trim().replace(/:$/, ''), title: contentLine(file, /^ {6}title: /, id.number) };
};
const jaEnglishCard = jaCard('ja/english-lessons.yaml');
const jaJapaneseCard = jaCard('ja/japanese-lessons.yaml');

describeTypos(
  'the teacher makes each mistake the content check names, all in one build',
  () => {
    // The content is the project's again, site facts included; the mistakes are these.
    fs.rmSync(path.join(dir, 'src/content'), { recursive: true, force: true });
    fs.cpSync(path.join(ROOT_DIR, 'src/content'), path.join(dir, 'src/content'), { recursive: true });
    replaceLine('en/promo.yaml', promoEyebrow.number, [promoEyebrow.text.replace(/^ {2}/, '\t')]);
    replaceLine('facts/japanese-lessons.yaml', factsCard.price.number, ['      price: $32 per hour']);
    replaceLine('en/english-lessons.yaml', heroTitle('en/english-lessons.yaml').number, [
      '  title: Learn **English** with me',
    ]);
    replaceLine('en/faq.md', faqAnswer.number, ['Write to <b>me</b>.']);
    replaceLine('ja/english-lessons.yaml', jaEnglishCard.title.number, []);
    replaceLine('ja/japanese-lessons.yaml', jaJapaneseCard.title.number, [
      jaJapaneseCard.title.text,
      '      price: €31 per hour',
    ]);
    replaceLine('en/about.yaml', heroTitle('en/about.yaml').number, ["  title: ''"]);
  },
  [
    [
      'a tab in the indentation',
      () =>
        new RegExp(
          `src/content/en/promo\\.yaml:${promoEyebrow.number}: the line is indented with a tab: indent with spaces only`,
        ),
    ],
    [
      'a price in another currency',
      () =>
        new RegExp(
          `src/content/facts/japanese-lessons\\.yaml:${factsCard.price.number} › programs › cards › ${factsCard.id} › price: "\\$32 per hour" is not in euro`,
        ),
    ],
    [
      'Markdown in a title',
      () =>
        new RegExp(
          `src/content/en/english-lessons\\.yaml:${heroTitle('en/english-lessons.yaml').number} › hero › title: uses \\*emphasis\\* and \\*\\*bold\\*\\*, which a short text would show as typed`,
        ),
    ],
    [
      'HTML in an FAQ answer',
      () =>
        new RegExp(
          `src/content/en/faq\\.md:${faqAnswer.number} › items › question ".+" › answer: contains the HTML tag <b>, which a page would show as typed`,
        ),
    ],
    [
      'a Japanese file missing a text',
      () =>
        new RegExp(
          `src/content/ja/english-lessons\\.yaml:${jaEnglishCard.id.number} › programs › cards › ${jaEnglishCard.name} › title: is missing: write its Japanese words`,
        ),
    ],
    [
      'a fact written in a Japanese file',
      () =>
        new RegExp(
          `src/content/ja/japanese-lessons\\.yaml:${jaJapaneseCard.title.number + 1} › programs › cards › ${jaJapaneseCard.name} › price: is a fact, the same in every language: write it once, in src/content/facts/japanese-lessons\\.yaml`,
        ),
    ],
    [
      'an empty required text',
      () =>
        new RegExp(
          `src/content/en/about\\.yaml:${heroTitle('en/about.yaml').number} › hero › title: is empty: write the text`,
        ),
    ],
  ],
);
