// The blog's articles as the build reads them (scripts/content/articles.ts): front matter,
// Markdown made into safe HTML, reading times in each language's unit, translations, drafts,
// and a one-line message naming the file, the line and the field for every mistake. The
// articles are written into a copy of src/content/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { articleHtml, readArticleText, readingMinutes } from '../../scripts/content/article-text.ts';
import { loadArticles } from '../../scripts/content/articles.ts';
import { CONTENT_DIR } from '../../scripts/content/load.ts';

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A copy of the content with these article files (paths under articles/), read as a build reads them. */
async function articlesOf(files: Record<string, string>, drafts = false) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'articles-'));
  copies.push(root);
  fs.cpSync(CONTENT_DIR, root, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(root, 'articles', file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
  }
  return loadArticles({ encode: false, drafts, base: '/', siteOrigin: 'https://kotobamalta.com', root });
}

/** An article file: its front matter's fields (each "name: value"), then its text. */
const article = (fields: Record<string, string>, text = 'A paragraph.') =>
  ['---', ...Object.entries(fields).map(([name, value]) => `${name}: ${value}`), '---', '', text, ''].join('\n');

const FIELDS = { title: 'Learn Kana', excerpt: 'A plan for kana.', category: 'tips', date: '2026-11-20' };

describe('an article’s text', () => {
  const html = (source: string) =>
    articleHtml(readArticleText(source, 1).tree, new Map(), '/', 'https://kotobamalta.com');

  it('makes Markdown into HTML: headings, lists, quotations, tables (scrolling in a wrapper) and code', () => {
    const out = html(
      [
        '## Week one',
        '',
        '- kana',
        '- kanji',
        '',
        '> Daily.',
        '',
        '| a | b |',
        '| - | - |',
        '| 1 | 2 |',
        '',
        '```',
        'x < y',
        '```',
      ].join('\n'),
    );
    expect(out).toContain('<h2>Week one</h2>');
    expect(out).toContain('<li>kana</li>');
    expect(out).toContain('<blockquote>');
    expect(out).toMatch(/<div class="table" tabindex="0"><table>/);
    expect(out).toContain('<pre><code>x &#x3C; y\n</code></pre>');
  });

  it('opens other sites in a new tab without access to this one, and writes the site’s pages in their link form', () => {
    const out = html('[Tofugu](https://www.tofugu.com), [lessons](/programs), [me](https://kotobamalta.com/about/)');
    expect(out).toContain('<a href="https://www.tofugu.com" target="_blank" rel="noopener noreferrer">Tofugu</a>');
    expect(out).toContain('<a href="/programs/">lessons</a>');
    expect(out).toContain('<a href="https://kotobamalta.com/about/">me</a>');
  });

  it('writes break points between Japanese phrases, and none into code', () => {
    const out = html('日本語の勉強を毎日少しずつ続けることが大切です。\n\n`日本語の勉強を毎日続ける`');
    expect(out.split('<code>')[0]).toContain('\u200B');
    expect(out.split('<code>')[1]).not.toContain('\u200B');
  });

  it('sets typographer’s quotes and apostrophes, beside emphasis and links too, and none in code', () => {
    const out = html(`Don't say "*sumimasen*" twice: it's the students' "[favourite](/blog)".\n\n\`"x" = 'y'\``);
    expect(out).toContain('Don’t say “<em>sumimasen</em>” twice: it’s the students’ “<a href="/blog/">favourite</a>”.');
    expect(out).toContain(`<code>"x" = 'y'</code>`);
  });

  it.each([
    ['<script>alert(1)</script>', 'HTML (<script>alert(1)</script>) is not used in an article'],
    ['<img src=x onerror=alert(1)>', 'HTML (<img src=x onerror=alert(1)>) is not used in an article'],
    ['[x](javascript:alert(1))', 'the link to "javascript:alert(1)" goes nowhere'],
    ['# A second title', 'a "# " heading'],
    ['![](pictures/kana.jpg)', 'the picture "pictures/kana.jpg" has no description'],
    ['![Kana](https://example.com/kana.jpg)', 'is not a picture file of the site'],
    ['[text][ref]\n\n[ref]: https://example.com', 'a reference ([text][name] or [^note]) is not used'],
  ])('refuses %s, on its line', (source, message) => {
    const { problems } = readArticleText(`A first line.\n\n${source}`, 10);
    expect(problems[0]?.message).toContain(message);
    expect(problems[0]?.line).toBe(12);
  });

  it('reads in English words at 200 a minute and Japanese characters at 500 a minute, at least 1', () => {
    expect(readingMinutes('word '.repeat(3000), 'en')).toBe(15);
    expect(readingMinutes('word '.repeat(20), 'en')).toBe(1);
    expect(readingMinutes('日本語'.repeat(1000), 'ja')).toBe(6);
    // Spaces and punctuation are not read.
    expect(readingMinutes('。 、'.repeat(1000), 'ja')).toBe(1);
  });
});

describe('the articles of a build', () => {
  it('reads each language’s files, newest first, with its category’s name, its reading time and its translation', async () => {
    const { articles, problems } = await articlesOf({
      'en/learn-kana.md': article(FIELDS),
      'ja/learn-kana.md': article({ ...FIELDS, title: 'かなを覚える', date: '2026-11-21' }, 'ひらがなから。'),
      'en/jlpt-plan.md': article({ ...FIELDS, category: 'jlpt', date: '2026-10-01', updated: '2026-11-02' }),
      // Written for the Japanese readers only: allowed, with no translation.
      'ja/eikaiwa.md': article({ ...FIELDS, title: '英会話のコツ', date: '2026-09-01' }, '英語で話しましょう。'),
    });
    expect(problems).toEqual([]);
    expect(articles.map((item) => item.path)).toEqual([
      '/ja/blog/learn-kana',
      '/blog/learn-kana',
      '/blog/jlpt-plan',
      '/ja/blog/eikaiwa',
    ]);
    const [ja, en, plan, jaOnly] = articles;
    expect(en).toMatchObject({
      category: 'Learning Tips',
      readingTime: { minutes: 1, text: '1 min read' },
      date: { iso: '2026-11-20', text: 'November 20, 2026' },
      translation: '/ja/blog/learn-kana',
    });
    expect(ja).toMatchObject({
      category: '実践のヒント',
      readingTime: { text: '1分で読めます' },
      translation: '/blog/learn-kana',
    });
    expect(plan).toMatchObject({ category: 'JLPT Preparation', updated: { iso: '2026-11-02' } });
    expect(jaOnly!.translation).toBeUndefined();
  });

  it('leaves drafts out of a build, and shows them to the dev server', async () => {
    const files = { 'en/learn-kana.md': article({ ...FIELDS, draft: 'true' }) };
    expect((await articlesOf(files)).articles).toEqual([]);
    expect((await articlesOf(files, true)).articles).toHaveLength(1);
  });

  it.each([
    ['category: nope', 'src/content/articles/en/a.md:4 › category: "nope" is not one of the blog\'s categories'],
    ['category: all', 'src/content/articles/en/a.md:4 › category: "all" is not one of the blog\'s categories'],
    ['date: 2026-02-30', 'src/content/articles/en/a.md:5 › date: "2026-02-30" is not a date'],
    ['date: last week', 'src/content/articles/en/a.md:5 › date: "last week" is not a date'],
    ['title: ""', 'src/content/articles/en/a.md:2 › title: is empty: write the text'],
    ['colour: red', 'src/content/articles/en/a.md:6 › colour: unknown field'],
  ])('stops the build on "%s" with one line naming file, line and field', async (change, message) => {
    const [name, ...value] = change.split(': ');
    const fields: Record<string, string> = { ...FIELDS, [name!]: value.join(': ') };
    const { problems, articles } = await articlesOf({ 'en/a.md': article(fields) });
    expect(articles).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it('names a missing field, a missing front matter, a file name that is no address or is taken, and a missing picture', async () => {
    const { title: _title, ...untitled } = FIELDS;
    expect((await articlesOf({ 'en/a.md': article(untitled) })).problems).toEqual([
      'src/content/articles/en/a.md:2 › title: is missing: write it',
    ]);
    expect((await articlesOf({ 'en/a.md': 'Just text.' })).problems[0]).toMatch(
      /^src\/content\/articles\/en\/a\.md:1: an article starts with its fields between two lines of ---/,
    );
    expect((await articlesOf({ 'en/Learn_Kana.md': article(FIELDS) })).problems[0]).toContain(
      "src/content/articles/en/Learn_Kana.md: the file's name is the article's address",
    );
    // /blog/archive/ is the list of all the articles.
    expect((await articlesOf({ 'ja/archive.md': article(FIELDS) })).problems).toEqual([
      'src/content/articles/ja/archive.md: /ja/blog/archive/ is the page that lists all the articles: give this file another name, like archive-tips.md',
    ]);
    const missing = await articlesOf({ 'en/a.md': article(FIELDS, 'Look:\n\n![Kana chart](pictures/kana.jpg)') });
    expect(missing.problems).toEqual([
      'src/content/articles/en/a.md:10: src/content/pictures/kana.jpg does not exist: check its name and its folder (capital letters count)',
    ]);
  });

  it('refuses two featured articles in one language', async () => {
    const { problems } = await articlesOf({
      'en/a.md': article({ ...FIELDS, featured: 'true' }),
      'en/b.md': article({ ...FIELDS, featured: 'true' }),
    });
    expect(problems).toEqual([
      'src/content/articles/en/a.md and src/content/articles/en/b.md: more than one article is featured: the blog shows one large, so keep "featured: true" in one of them',
    ]);
  });
});
