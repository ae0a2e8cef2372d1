// The teacher's edits, made as she would make them, in a copy of the project:
//
// 1. She changes prices (the README's example, and a price written the European way), in
//    both editions as the build's facts check asks, and texts (a lead, an FAQ answer as two
//    paragraphs with emphasis). The build takes them, the pages of both languages and the
//    structured data show them, and the tests that read the content stay green: they follow
//    the content modules instead of comparing with copies of them.
// 2. She then makes each typo of a hurried edit. The build stops with one line per typo
//    naming the file, the record and the field, without a stack trace, and the site built
//    in step 1 stays in dist/ as it was.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishPrograms as englishGrid } from '../../src/content/english-lessons.ts';
import { faqPage } from '../../src/content/faq.ts';
import { homeHero } from '../../src/content/home.ts';
import { japanesePrograms as japaneseGrid } from '../../src/content/japanese-lessons.ts';
import { englishPrograms as englishGridJa } from '../../src/content/ja/english-lessons.ts';
import { japanesePrograms as japaneseGridJa } from '../../src/content/ja/japanese-lessons.ts';
import { programs as overview, type Program } from '../../src/content/programs.ts';
import { reviews } from '../../src/content/reviews.ts';
import { site } from '../../src/content/site.ts';
import { makePhoto } from '../helpers/photo.ts';
import { copyProject, editFile, removeCopy, run, type RunResult } from '../helpers/project-copy.ts';

/** The tests that read the content modules: content, pages, structured data, and the built pages' texts. */
const CONTENT_TESTS = ['test/content', 'test/pages', 'test/seo', 'test/e2e/prerendered-texts.test.ts'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces the first `price: '…'` after a program's title in a content file of the copy. */
function setPrice(dir: string, file: string, title: string, price: string): void {
  editFile(dir, file, new RegExp(`(title: '${escape(title)}',[\\s\\S]*?price: )'[^']*'`), `$1'${price}'`);
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

const programs: readonly Program[] = overview;
const japanesePrograms: readonly Program[] = japaneseGrid;
const englishPrograms: readonly Program[] = englishGrid;

/** A program's card in the Japanese edition: the one with its facts (price and badge), under its Japanese title. */
function japaneseTwin(cards: readonly Program[], program: Program): Program {
  const twin = cards.find((card) => card.price === program.price && Boolean(card.popular) === Boolean(program.popular));
  if (!twin) throw new Error(`No Japanese card with the price ${program.price} of "${program.title}"`);
  return twin;
}

/** As React writes a text into HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

let dir: string;
const page = (route: string) => fs.readFileSync(path.join(dir, 'dist', route, 'index.html'), 'utf8');

// The edits, derived from the content as it is today.
const popular = japanesePrograms.find((program) => program.popular)!;
const raisedPrice = popular.price.replace(/\d+/, (amount) => String(Number(amount) + 2));
const raisedAmount = Number(/\d+/.exec(raisedPrice)![0]);
const englishFirst = englishPrograms[0]!;
const popularJa = japaneseTwin(japaneseGridJa, popular);
const englishFirstJa = japaneseTwin(englishGridJa, englishFirst);
const europeanAmount = Number(/\d+/.exec(englishFirst.price)![0]) + 0.5;
const europeanPrice = `${europeanAmount - 0.5},50 €/hour`;
const newLead = 'Lessons in Valletta and online, from your first kana to JLPT N1, with a teacher who listens.';
// The first FAQ answer, split after its first sentence into two paragraphs, with emphasis.
const firstQuestion = faqPage.items[0]!;
const [firstSentence, rest] = (() => {
  const answer = [firstQuestion.answer].flat().join(' ');
  const end = answer.indexOf('. ') + 1;
  return [answer.slice(0, end), answer.slice(end + 1)];
})();
const [restFirstWord, ...restWords] = rest!.split(' ');
const paragraphs = [`*${firstSentence}*`, `**${restFirstWord}** ${restWords.join(' ')}`];

beforeAll(() => {
  dir = copyProject('kotoba edits');
});

afterAll(() => removeCopy(dir));

describe('the teacher changes prices and texts', () => {
  let build: RunResult;
  let tests: RunResult;
  beforeAll(async () => {
    setPrice(dir, 'src/content/japanese-lessons.ts', popular.title, raisedPrice);
    setPrice(dir, 'src/content/ja/japanese-lessons.ts', popularJa.title, raisedPrice);
    setPrice(dir, 'src/content/english-lessons.ts', englishFirst.title, europeanPrice);
    setPrice(dir, 'src/content/ja/english-lessons.ts', englishFirstJa.title, europeanPrice);
    editFile(dir, 'src/content/home.ts', `lead: '${homeHero.lead}'`, `lead: '${newLead}'`);
    editFile(
      dir,
      'src/content/faq.ts',
      new RegExp(`(question: '${escape(firstQuestion.question)}',\\s*answer:)[\\s\\S]*?',\\n`),
      `$1 ${JSON.stringify(paragraphs)},\n`,
    );
    build = await run(dir, 'npm', ['run', 'build']);
    if (build.code === 0) tests = await run(dir, 'npx', ['vitest', 'run', ...CONTENT_TESTS]);
  });

  it('builds', () => {
    expect(build.code, `${build.stdout}\n${build.stderr}`).toBe(0);
  });

  it.each([
    ['', popular.title, englishFirst.title],
    ['ja/', popularJa.title, englishFirstJa.title],
  ])(
    'shows the new prices on their pages and in the data search engines read (/%s)',
    (prefix, japaneseTitle, englishTitle) => {
      const japanese = page(`${prefix}japanese-lessons`);
      expect(japanese).toContain(raisedPrice);
      expect(japanese).toMatch(new RegExp(`"name":"${escape(japaneseTitle)}"[^]*?"price":${raisedAmount}[,}]`));
      const english = page(`${prefix}english-lessons`);
      expect(english).toContain(europeanPrice);
      expect(english).toMatch(new RegExp(`"name":"${escape(englishTitle)}"[^]*?"price":${europeanAmount}[,}]`));
    },
  );

  it('shows the new texts, the FAQ answer as two paragraphs with emphasis', () => {
    expect(page('.')).toContain(newLead);
    const faq = page('faq');
    expect(faq).toContain(`<em>${html(firstSentence!)}</em></p><p class="`);
    expect(faq).toMatch(
      new RegExp(`<p [^>]*><strong>${escape(html(restFirstWord!))}</strong> ${escape(html(restWords.join(' ')))}</p>`),
    );
  });

  it('keeps the tests that read the content green', () => {
    expect(tests, 'the build failed, so the tests did not run').toBeDefined();
    expect(tests.code, `${tests.stdout.slice(-6000)}\n${tests.stderr.slice(-3000)}`).toBe(0);
    expect(tests.stdout).toMatch(/Tests\s+.*\d+ passed/);
  });
});

describe('the teacher makes typos', () => {
  let before: Record<string, string>;
  let build: RunResult;
  let output: string;
  beforeAll(async () => {
    before = snapshot(path.join(dir, 'dist'));
    const overviewPopular = programs.find((program) => program.popular)!;
    editFile(
      dir,
      'src/content/programs.ts',
      new RegExp(`(title: '${escape(overviewPopular.title)}',[\\s\\S]*?)popular: true`),
      '$1populr: true',
    );
    setPrice(dir, 'src/content/japanese-lessons.ts', popular.title, '32 euro');
    editFile(dir, 'src/content/site.ts', `url: '${site.url}'`, `url: '${new URL(site.url).host}'`);
    editFile(dir, 'src/content/site.ts', `email: '${site.email}'`, "email: 'aiko at example.eu'");
    const englishLast = englishPrograms.at(-1)!;
    editFile(dir, 'src/content/english-lessons.ts', `    price: '${englishLast.price}',\n`, '');
    // A picture far too small for an avatar.
    fs.mkdirSync(path.join(dir, 'src/content/pictures'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'src/content/pictures/tiny.jpg'), await makePhoto({ width: 50, height: 50 }));
    editFile(
      dir,
      'src/content/reviews.ts',
      /'\.\.\/assets\/avatars\/reviewer-y\.svg\?avatar'/,
      "'./pictures/tiny.jpg?avatar'",
    );
    build = await run(dir, 'npm', ['run', 'build']);
    output = `${build.stdout}\n${build.stderr}`;
  });

  it('stops the build', () => {
    expect(build.code).not.toBe(0);
  });

  it.each([
    [
      'a misspelt optional field',
      () =>
        new RegExp(
          `src/content/programs\\.ts:\\d+ › program "${escape(programs.find((p) => p.popular)!.title)}" › populr: unknown field; did you mean "popular"\\?`,
        ),
    ],
    [
      'a price it cannot read',
      () =>
        new RegExp(
          `src/content/japanese-lessons\\.ts:\\d+ › program "${escape(popular.title)}" › price: cannot read "32 euro"; write it like "€30/hour"`,
        ),
    ],
    [
      'a site address without https://',
      () =>
        /src\/content\/site\.ts:\d+ › site › url: "[^"]+" is not a web address; write the whole address, starting with https:\/\//,
    ],
    [
      'an e-mail address that is not one',
      () => /src\/content\/site\.ts:\d+ › site › email: "aiko at example\.eu" is not an e-mail address/,
    ],
    [
      'a price line deleted',
      () =>
        new RegExp(
          `src/content/english-lessons\\.ts:\\d+ › program "${escape(englishPrograms.at(-1)!.title)}" › price: missing; every program needs one`,
        ),
    ],
    [
      'a picture too small',
      () =>
        new RegExp(
          `src/content/reviews\\.ts:\\d+ › review "${escape(reviews[0]!.name)}" › avatar: src/content/pictures/tiny\\.jpg is 50×50 pixels, too small for an avatar`,
        ),
    ],
  ])('names file, record and field for %s', (_, pattern) => {
    expect(output).toMatch(pattern());
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
