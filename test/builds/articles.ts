// The blog with real articles, as a teacher writes them (a copy of the project gets them: see
// own-site.test.ts, whose build of her own site holds them): three English articles (one
// featured with a cover picture, one 3,000 words long, one updated with a table, a picture and
// links), eight short notes, and Japanese translations of two. The blog's cards lead to the
// articles' pages; each page is complete HTML with no script (its text is sent once, its
// JavaScript is nothing whatever its length), with its head (canonical, BlogPosting, hreflang
// only between translations), the articles around it, and its language's feed and sitemap
// entries, every address under the site's base path. An article holding HTML stops the build at
// the content check.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../../scripts/manifest.ts';
import { pageSourceFiles } from '../../scripts/page-sources.ts';
import { findRoute } from '../../src/routes.ts';
import { site } from '../../src/site.ts';
import { FileSizes, pageWeight } from '../../scripts/page-weight.ts';
import { content } from '../helpers/content.ts';
import { makePhoto } from '../helpers/photo.ts';
import { rssProblems } from '../helpers/rss.ts';
import { run, type RunResult } from '../helpers/project-copy.ts';
import { seen } from '../helpers/seen-text.ts';
import { MOBILE, visit } from '../e2e/browser.ts';
import { axeViolations, useScheme } from '../e2e/axe.ts';
import { cspViolations, recordCspViolations } from '../e2e/quality.ts';
import { htmlErrors } from '../helpers/html-checker.ts';
import { BUDGETS } from './delivery-build.ts';

const LONG_WORDS = 3000;
/** Words the long article holds once (no sentence's end: the build would join its last two words). */
const ONCE = 'These words appear exactly once in the long article';

const article = (fields: Record<string, string>, text: string) =>
  ['---', ...Object.entries(fields).map(([name, value]) => `${name}: ${value}`), '---', '', text, ''].join('\n');

/**
 * Eight short English notes, older than the articles above: with them, English has eleven
 * articles, more than the blog shows (the large one and nine), so the oldest, note 1, is on the
 * archive page only.
 */
const NOTES = Array.from({ length: 8 }, (_, index) => index + 1);
const noteTitle = (n: number) => `Study Note Number ${n}`;

const FILES: Record<string, string> = {
  ...Object.fromEntries(
    NOTES.map((n) => [
      `en/note-${n}.md`,
      article(
        { title: noteTitle(n), excerpt: `A short note, number ${n}.`, category: 'tips', date: `2025-01-0${n}` },
        'Ten minutes a day.',
      ),
    ]),
  ),
  'en/learn-kana.md': article(
    {
      title: 'How I Learned Kana in Two Weeks',
      excerpt: 'A two-week plan for hiragana and katakana.',
      category: 'tips',
      date: '2026-11-20',
      featured: 'true',
      cover: '\n  picture: pictures/kana-cover.jpg\n  alt: A kana chart on a desk',
    },
    'Start with **hiragana**, five characters a day.',
  ),
  'ja/learn-kana.md': article(
    {
      title: '2週間でかなを覚えた方法',
      excerpt: 'ひらがなとカタカナを2週間で覚える計画です。',
      category: 'tips',
      date: '2026-11-20',
      featured: 'true',
    },
    'まずは**ひらがな**から、1日5文字ずつ覚えましょう。',
  ),
  'en/long-read.md': article(
    {
      title: 'Everything About Particles',
      excerpt: 'A long read on wa, ga, ni and de.',
      category: 'grammar',
      date: '2026-11-10',
    },
    `${'particle '.repeat(LONG_WORDS - 9)}\n\n${ONCE}`,
  ),
  'en/jlpt-n3-plan.md': article(
    {
      title: "'JLPT N3 in Six Months: A Week-by-Week Plan'",
      excerpt: 'Vocabulary, grammar, reading and listening in weekly goals.',
      category: 'jlpt',
      date: '2026-10-21',
      updated: '2026-11-02',
    },
    [
      'The exam is closer than it looks. See [my programs](/programs) and [the JLPT site](https://www.jlpt.jp/e/).',
      '',
      '## Month by month',
      '',
      '| Month | Words | Grammar points | Reading | Listening | Mock exam |',
      '| ----- | ----- | -------------- | ------- | --------- | --------- |',
      '| 1 | 300 | 40 | graded readers, two a week | podcasts at 0.8× speed | none yet |',
      '',
      '![A study plan on a wall calendar](pictures/kana-cover.jpg)',
    ].join('\n'),
  ),
  'ja/jlpt-n3-plan.md': article(
    {
      title: 'JLPT N3を6か月で：週ごとの計画',
      excerpt: '語彙、文法、読解、聴解を週ごとの目標に分けました。',
      category: 'jlpt',
      date: '2026-10-22',
    },
    '試験は思ったより近くにあります。',
  ),
};

/** Writes the articles and the featured one's cover picture into a copy of the project, before it is built. */
export async function writeArticles(dir: string): Promise<void> {
  fs.writeFileSync(
    path.join(dir, 'src/content/pictures/kana-cover.jpg'),
    await makePhoto({ width: 1600, height: 1000 }),
  );
  for (const [file, text] of Object.entries(FILES)) {
    const target = path.join(dir, 'src/content/articles', file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
  }
}

/** The pages the articles add to the site, by path: each article in its language, and the English archive. */
export const ARTICLE_PAGES = [
  ...Object.keys(FILES).map((file) => {
    const [locale, name] = file.replace(/\.md$/, '').split('/');
    return `${locale === 'en' ? '' : `/${locale}`}/blog/${name}`;
  }),
  '/blog/archive',
];

/** A build of a copy of the project that holds the articles, served. */
export interface ArticlesBuild {
  /** The copy. */
  dir: string;
  /** Its dist/. */
  outDir: string;
  build: RunResult;
  /** The served site's root, its base path included ("http://localhost:4321/some/sub/"). */
  url: string;
}

/**
 * The articles' tests, on a build of them made by the calling file (`built()`, ready in its
 * beforeAll) for the base path `base` ("/" or "/some/sub/").
 */
export function articleTests(base: string, built: () => ArticlesBuild): void {
  const read = (file: string) => fs.readFileSync(path.join(built().outDir, file), 'utf8');
  /** A path of the site as the pages link to it ("/blog/" → "/some/sub/blog/"). */
  const at = (sitePath: string) => `${base}${sitePath.replace(/^\//, '')}`;
  /** The base path in a regular expression. */
  const B = base.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  /** The deployed site's root URL, ending in "/". */
  const ROOT = `${site.url}${base}`;
  const R = ROOT.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

  /** What a page of the copy's build weighs (its manifest is beside the copy's dist/). */
  const weightOf = (pagePath: string, chunks: string[]) =>
    pageWeight(
      built().outDir,
      base,
      readManifest(path.join(`${built().outDir}-ssr`, 'client-manifest.json')),
      { path: pagePath, file: `${pagePath.slice(1)}/index.html`, chunks },
      new FileSizes(built().outDir),
    );

  /** The JSON-LD objects of a page. */
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
  /** The hreflang alternates of a page's head: { hreflang: href }. */
  const alternates = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((match) => [
        match[1],
        match[2],
      ]),
    );

  describe('a build with articles', () => {
    it('builds, and writes each article’s page with no JavaScript at all', () => {
      expect(built().build.code, built().build.stderr).toBe(0);
      for (const file of [
        'blog/learn-kana',
        'blog/long-read',
        'blog/jlpt-n3-plan',
        'ja/blog/learn-kana',
        'ja/blog/jlpt-n3-plan',
      ]) {
        const html = read(`${file}/index.html`);
        expect(html, file).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
        expect(html, file).not.toContain('modulepreload');
        expect(html, file).toContain('<html lang="');
        expect(html, file).toMatch(/<html lang="[a-z]+" data-static>/);
      }
      // A Japanese article without an English twin would be allowed; an English one without a Japanese one is.
      expect(fs.existsSync(path.join(built().outDir, 'ja/blog/long-read'))).toBe(false);
    });

    it('sends a 3,000-word article’s text once, as HTML, and no script however long it is', () => {
      const html = read('blog/long-read/index.html');
      expect(html.split(ONCE)).toHaveLength(2);
      const weight = weightOf('/blog/long-read', []);
      expect(weight.js.gzip).toBe(0);
      expect(weight.html.gzip).toBeLessThanOrEqual(BUDGETS.htmlGzip);
    });

    it('keeps the blog pages within the JS budget with their articles’ cards', () => {
      for (const pagePath of ['/blog', '/ja/blog']) {
        const weight = weightOf(pagePath, pageSourceFiles(findRoute(pagePath)!));
        expect(weight.js.gzip, pagePath).toBeLessThanOrEqual(BUDGETS.jsGzip);
      }
    });

    it('lists the articles on the blog, newest first, the featured one at the top, each a link to its page', () => {
      const html = read('blog/index.html');
      const links = [...html.matchAll(new RegExp(`<a href="(${B}blog/[^"]+/)"`, 'g'))].map((match) => match[1]);
      // The large one and nine under it; the oldest note is on the archive page only.
      expect([...new Set(links)]).toEqual([
        at('/blog/learn-kana/'),
        at('/blog/long-read/'),
        at('/blog/jlpt-n3-plan/'),
        ...[8, 7, 6, 5, 4, 3, 2].map((n) => at(`/blog/note-${n}/`)),
        at('/blog/archive/'),
      ]);
      // The sample's teasers are gone, and "Read Full Article" leads to the featured article.
      expect(html).not.toContain(content.en.blog.latest.articles[0]!.title);
      expect(html).toMatch(new RegExp(`<a href="${B}blog/learn-kana/"[^>]*data-variant="primary">Read Full Article`));
      expect(seen(read('ja/blog/index.html'))).toContain('2週間でかなを覚えた方法');
      // The featured card's cover shows on wide screens only: a phone, which hides it, does not fetch it.
      expect(html).toMatch(new RegExp(`<img[^>]*loading="lazy"[^>]*src="${B}assets/kana-cover-[0-9a-f]+\\.jpg"`));
    });

    it('lists every article on the archive page once the blog cannot show them all, and the blog links to it', () => {
      expect(read('blog/index.html')).toMatch(new RegExp(`<a href="${B}blog/archive/"[^>]*>See all 11 articles`));
      const archive = read('blog/archive/index.html');
      expect(archive).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
      expect(archive).toContain('<title>All Articles — Kotoba Malta</title>');
      expect(archive).toContain(`<link rel="canonical" href="${ROOT}blog/archive/">`);
      expect(alternates(archive)).toEqual({});
      const listed = [...archive.matchAll(/<h2 class="article-archive-title"><a href="([^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(listed).toEqual([
        at('/blog/learn-kana/'),
        at('/blog/long-read/'),
        at('/blog/jlpt-n3-plan/'),
        ...[...NOTES].reverse().map((n) => at(`/blog/note-${n}/`)),
      ]);
      expect(read('sitemap.xml')).toContain(`<loc>${ROOT}blog/archive/</loc>`);
      // Japanese, with two articles, shows them all: no archive, no link to one.
      expect(fs.existsSync(path.join(built().outDir, 'ja/blog/archive'))).toBe(false);
      expect(read('ja/blog/index.html')).not.toContain(at('/ja/blog/archive/'));
    });

    it('sends the browser the cards the blog shows and no others, so the blog weighs the same however many articles', () => {
      const scripts = fs
        .readdirSync(path.join(built().outDir, 'assets'))
        .filter((file) => file.endsWith('.js'))
        .map((file) => fs.readFileSync(path.join(built().outDir, 'assets', file), 'utf8'))
        .join('\n');
      expect(scripts).toContain(noteTitle(2));
      expect(scripts).not.toContain(noteTitle(1));
    });

    it('gives each page its title, description, canonical address and BlogPosting, in its language', () => {
      const html = read('blog/jlpt-n3-plan/index.html');
      expect(html).toContain('<title>JLPT N3 in Six Months: A Week-by-Week Plan — Kotoba Malta</title>');
      expect(html).toContain(
        '<meta name="description" content="Vocabulary, grammar, reading and listening in weekly goals.">',
      );
      expect(html).toContain(`<link rel="canonical" href="${ROOT}blog/jlpt-n3-plan/">`);
      expect(html).toContain('<meta property="og:type" content="article">');
      const posting = jsonLd(html).find((data) => data['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({
        headline: 'JLPT N3 in Six Months: A Week-by-Week Plan',
        datePublished: '2026-10-21',
        dateModified: '2026-11-02',
        inLanguage: 'en',
        url: `${ROOT}blog/jlpt-n3-plan/`,
        author: { '@type': 'Person', name: 'Yuki Tanaka' },
      });
      const ja = jsonLd(read('ja/blog/jlpt-n3-plan/index.html')).find((data) => data['@type'] === 'BlogPosting');
      expect(ja).toMatchObject({ inLanguage: 'ja', datePublished: '2026-10-22', author: { name: '田中由紀' } });
      // Search engines get the cover, when there is one, else the article's drawn picture.
      const cover = jsonLd(read('blog/learn-kana/index.html')).find((data) => data['@type'] === 'BlogPosting');
      expect(String(cover?.image)).toMatch(new RegExp(`^${R}assets/kana-cover-[0-9a-f]+\\.jpg$`));
      expect(posting?.image).toBe(`${ROOT}blog/jlpt-n3-plan/og-image.png`);
    });

    it('draws each article its own link-preview picture, with its title', async () => {
      for (const file of ['blog/jlpt-n3-plan', 'ja/blog/learn-kana']) {
        expect(read(`${file}/index.html`)).toContain(
          `<meta property="og:image" content="${ROOT}${file}/og-image.png">`,
        );
        const { width, height, format } = await sharp(path.join(built().outDir, file, 'og-image.png')).metadata();
        expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
      }
      // Each its own: not the site's picture, not another article's.
      const bytes = (file: string) => fs.readFileSync(path.join(built().outDir, file)).toString('base64');
      expect(bytes('blog/jlpt-n3-plan/og-image.png')).not.toBe(bytes('og-image.png'));
      expect(bytes('blog/jlpt-n3-plan/og-image.png')).not.toBe(bytes('blog/long-read/og-image.png'));
    });

    it('pairs an article with its translation by hreflang, and an article without one with nothing', () => {
      expect(alternates(read('blog/learn-kana/index.html'))).toEqual({
        en: `${ROOT}blog/learn-kana/`,
        ja: `${ROOT}ja/blog/learn-kana/`,
        'x-default': `${ROOT}blog/learn-kana/`,
      });
      expect(alternates(read('ja/blog/learn-kana/index.html'))).toEqual(alternates(read('blog/learn-kana/index.html')));
      expect(alternates(read('blog/long-read/index.html'))).toEqual({});
      // On the page, a link to the translation, in its language.
      expect(read('blog/learn-kana/index.html')).toMatch(
        new RegExp(`<a href="${B}ja/blog/learn-kana/" lang="ja" hrefLang="ja">`),
      );
    });

    it('shows the reading time in each language’s unit and the date in its language', () => {
      expect(seen(read('blog/long-read/index.html'))).toContain('15 min read');
      const ja = seen(read('ja/blog/learn-kana/index.html'));
      expect(ja).toContain('1分で読めます');
      expect(ja).toContain('2026年11月20日');
    });

    it('links each article to the ones published before and after it, and back to the blog', () => {
      const middle = read('blog/long-read/index.html');
      const nav = /<nav[^>]*aria-label="More articles"[\s\S]*?<\/nav>/.exec(middle)![0];
      expect([...nav.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1])).toEqual([
        at('/blog/learn-kana/'),
        at('/blog/jlpt-n3-plan/'),
        at('/blog/'),
      ]);
    });

    it('writes each language’s RSS feed, linked from its blog and its articles', () => {
      const feed = read('blog/feed.xml');
      expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
      const items = [...feed.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]!);
      expect(items).toHaveLength(3 + NOTES.length);
      expect(items[0]).toContain(`<link>${ROOT}blog/learn-kana/</link>`);
      expect(items[0]).toContain('<pubDate>Fri, 20 Nov 2026 12:00:00 GMT</pubDate>');
      expect(items[0]).toContain('<description>A two-week plan for hiragana and katakana.</description>');
      expect(read('ja/blog/feed.xml')).toContain('<language>ja</language>');
      // Valid RSS 2.0, both languages.
      expect(rssProblems(feed)).toEqual([]);
      expect(rssProblems(read('ja/blog/feed.xml'))).toEqual([]);
      for (const file of ['blog/index.html', 'blog/long-read/index.html']) {
        expect(read(file)).toContain(
          `type="application/rss+xml" title="Kotoba Malta (en)" href="${ROOT}blog/feed.xml">`,
        );
      }
    });

    it('lists the articles in the sitemap, each translation as an alternate', () => {
      const sitemap = read('sitemap.xml');
      expect(sitemap).toContain(`<loc>${ROOT}blog/long-read/</loc>`);
      expect(sitemap).toMatch(
        new RegExp(
          `<loc>${ROOT}ja/blog/learn-kana/</loc>\\s*<xhtml:link rel="alternate" hreflang="ja" href="${ROOT}ja/blog/learn-kana/"/>\\s*<xhtml:link rel="alternate" hreflang="en" href="${ROOT}blog/learn-kana/"/>`,
        ),
      );
    });

    it('makes the text safe: other sites open in a new tab, tables scroll inside the text, pictures through the pipeline', () => {
      const html = read('blog/jlpt-n3-plan/index.html');
      expect(html).toContain('<a href="https://www.jlpt.jp/e/" target="_blank" rel="noopener noreferrer">');
      expect(html).toContain(`<a href="${at('/programs/')}">`);
      expect(html).toContain('<div class="table" tabindex="0"><table>');
      expect(html).toMatch(
        new RegExp(`<source type="image/avif" srcset="${B}assets/kana-cover-[0-9a-f]+-448\\.avif 448w`),
      );
    });

    it('has no HTML error on the article and blog pages', () => {
      const files = [
        'blog/index.html',
        'blog/jlpt-n3-plan/index.html',
        'ja/blog/learn-kana/index.html',
        'blog/long-read/index.html',
        'blog/archive/index.html',
      ];
      expect(
        htmlErrors(
          files.map((file) => path.join(built().outDir, file)),
          built().outDir,
        ),
      ).toEqual([]);
    });

    it('has no broken link', async () => {
      const check = await run(built().dir, 'npx', ['tsx', 'scripts/check-links.ts'], { BASE_PATH: base });
      expect(check.code, check.stdout + check.stderr).toBe(0);
    });
  });

  describe('an article’s page in Chromium', () => {
    it('is reached from its card, passes axe in both themes, and never scrolls sideways on a phone', async () => {
      const { page, log } = await visit(`${built().url}blog/`, { viewport: MOBILE, prepare: recordCspViolations });
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'load' }),
        page.click(`a[href="${at('/blog/jlpt-n3-plan/')}"]`),
      ]);
      expect(seen(await page.$eval('h1', (h1) => h1.textContent))).toBe('JLPT N3 in Six Months: A Week-by-Week Plan');
      for (const scheme of ['light', 'dark'] as const) {
        await useScheme(page, scheme);
        expect(await axeViolations(page, `article, ${scheme}`)).toEqual([]);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      // Without a script the header shows the menu's links, as on any page without JavaScript.
      expect(await page.$eval('[data-menu-toggle]', (toggle) => getComputedStyle(toggle).display)).toBe('none');
      expect(await cspViolations(page)).toEqual([]);
      expect(log.problems).toEqual([]);
    });

    it('passes axe in Japanese', async () => {
      // An article's page has no script: nothing to wait for but the page itself.
      const { page } = await visit(`${built().url}ja/blog/learn-kana/`, { reducedMotion: true, hydrate: false });
      expect(await axeViolations(page, 'Japanese article')).toEqual([]);
    });
  });

  describe('an article that holds HTML', () => {
    it('stops the build at the content check, naming the file and the line', async () => {
      const target = path.join(built().dir, 'src/content/articles/en/bad.md');
      fs.writeFileSync(
        target,
        article(
          { title: 'Bad', excerpt: 'Bad.', category: 'tips', date: '2026-11-01' },
          'Hi.\n\n<script>alert(1)</script>',
        ),
      );
      try {
        const check = await run(built().dir, 'npx', ['tsx', 'scripts/check-content.ts']);
        expect(check.code).toBe(1);
        expect(check.stderr).toContain(
          'src/content/articles/en/bad.md:10: HTML (<script>alert(1)</script>) is not used in an article',
        );
        expect(check.stderr).not.toMatch(/\n\s+at /);
      } finally {
        fs.rmSync(target);
      }
    });
  });
}
