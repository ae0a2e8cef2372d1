// The blog's articles, read at build time: src/content/articles/<lang>/<slug>.md, one Markdown
// file per language (the Japanese translation of an English article has the same file name).
// Each is checked (its front matter against src/content-schema/articles.ts, its category against
// the blog's, its text by ./article-text.ts), its pictures made by the picture pipeline, its text
// made into HTML and its reading time worked out. Every problem is one line that names the file,
// the line and the field, as for the other content files.
//
// A Japanese article without an English twin is allowed: some articles are written for the
// Japanese readers only (English study tips). Drafts (`draft: true`) are read by the dev server
// only.
import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import type { Article, ArticleFrontMatter } from '../../src/content-schema/articles.ts';
import { articleFrontMatter } from '../../src/content-schema/articles.ts';
import { ARCHIVE_SLUG } from '../../src/lib/blog-list.ts';
import { unknownField } from '../../src/content-schema/did-you-mean.ts';
import type { PictureData } from '../../src/content-schema/shapes.ts';
import { localizePath, locales, type Locale } from '../../src/routes.ts';
import { makePicture, shownPath, type MadeFile } from '../pictures/process.ts';
import { articleHtml, readArticleText, readingMinutes } from './article-text.ts';
import { CONTENT_DIR, loadContent, makePictures, type LoadOptions } from './load.ts';
import { parseYaml } from './yaml-file.ts';

/** How the articles are read. */
export interface ArticleOptions extends LoadOptions {
  /** Read drafts too (the dev server). */
  drafts: boolean;
  /** The site's base path ("/" or "/sub/"): the articles' links and pictures start with it. */
  base: string;
  /** The site's own address: links to it stay in the tab. */
  siteOrigin: string;
}

/** The articles, newest first, or the problems that stop the build. */
export interface LoadedArticles {
  articles: Article[];
  problems: string[];
  /** The files read, for the dev server to watch. */
  files: string[];
  /** The pictures' made files, for the build to write. */
  pictureFiles: MadeFile[];
}

/** An article's file name is its address: lower-case letters, digits and hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The folder of one language's articles. */
export function articlesDir(locale: Locale, root = CONTENT_DIR): string {
  return path.join(root, 'articles', locale);
}

/** The article's reading time as its language writes it. */
function readingTime(minutes: number, locale: Locale) {
  return { minutes, text: locale === 'ja' ? `${minutes}分で読めます` : `${minutes} min read` };
}

/** Reads one article file; returns it, or nothing when it has problems (pushed to `problems`). */
async function readArticle(
  absolute: string,
  locale: Locale,
  categories: ReadonlyMap<string, string>,
  options: ArticleOptions,
  problems: string[],
  made: MadeFile[],
): Promise<(Article & { draft: boolean }) | undefined> {
  const root = options.root ?? CONTENT_DIR;
  const file = ['src', 'content', ...path.relative(root, absolute).split(path.sep)].join('/');
  const slug = path.basename(absolute, '.md');
  const before = problems.length;
  if (!SLUG.test(slug)) {
    problems.push(
      `${file}: the file's name is the article's address (/blog/${slug}/): use lower-case letters, digits and hyphens only, like learn-kana.md`,
    );
  } else if (slug === ARCHIVE_SLUG) {
    problems.push(
      `${file}: ${localizePath(`/blog/${ARCHIVE_SLUG}`, locale)}/ is the page that lists all the articles: give this file another name, like ${ARCHIVE_SLUG}-tips.md`,
    );
  }
  const source = fs.readFileSync(absolute, 'utf8').replace(/\r\n?/g, '\n');
  const lines = source.split('\n');
  const end = lines[0]?.trim() === '---' ? lines.findIndex((line, index) => index > 0 && line.trim() === '---') : -1;
  if (end < 0) {
    problems.push(
      `${file}:1: an article starts with its fields between two lines of --- (title, excerpt, category, date), then its text`,
    );
    return undefined;
  }
  const front = parseYaml(lines.slice(1, end).join('\n'), file, 2);
  problems.push(...front.problems);
  if (front.problems.length) return undefined;
  const at = (steps: readonly (string | number)[]) => {
    const line = front.lineOf(steps) ?? 1;
    return steps.length ? `${file}:${line} › ${steps.join(' › ')}` : `${file}:${line}`;
  };
  const checked = v.safeParse(articleFrontMatter, front.value ?? {}, { lang: locale, abortPipeEarly: true });
  if (!checked.success) {
    for (const issue of checked.issues) {
      const steps = (issue.path ?? []).map((item) => item.key as string | number);
      const message =
        issue.type === 'strict_object' && issue.expected === 'never'
          ? unknownField(String(steps.at(-1)), Object.keys(articleFrontMatter.entries))
          : issue.input === undefined && issue.kind === 'schema'
            ? 'is missing: write it'
            : issue.message;
      problems.push(`${at(steps)}: ${message}`);
    }
    return undefined;
  }
  const fields: ArticleFrontMatter = checked.output;
  const category = categories.get(fields.category);
  if (!category) {
    problems.push(
      `${at(['category'])}: "${fields.category}" is not one of the blog's categories: write one of ${[...categories.keys()].join(', ')}`,
    );
  }

  const text = readArticleText(lines.slice(end + 1).join('\n'), end + 2);
  problems.push(...text.problems.map((problem) => `${file}:${problem.line}: ${problem.message}`));
  const pictures = new Map<string, PictureData>();
  for (const picture of text.pictures) {
    const absolutePicture = path.join(root, picture.file);
    const result = await makePicture(absolutePicture, 'hero', options);
    // The file as the content folder names it (also in a copy of it, as tests load).
    const shownPicture = ['src', 'content', ...path.relative(root, absolutePicture).split(path.sep)].join('/');
    const problem = result.data.problem?.replaceAll(shownPath(absolutePicture), shownPicture);
    if (problem) problems.push(`${file}:${picture.line}: ${problem}`);
    made.push(...result.files);
    pictures.set(picture.file, result.data);
  }
  const cover = fields.cover
    ? ((await makePictures(fields.cover, options, made, problems, (steps) =>
        at(['cover', ...steps]),
      )) as Article['cover'])
    : undefined;
  if (problems.length > before) return undefined;

  const articlePath = localizePath(`/blog/${slug}`, locale);
  return {
    locale,
    slug,
    path: articlePath,
    title: fields.title,
    excerpt: fields.excerpt,
    categoryCode: fields.category,
    category: category!,
    date: fields.date,
    ...(fields.updated ? { updated: fields.updated } : {}),
    readingTime: readingTime(readingMinutes(text.plain, locale), locale),
    featured: fields.featured,
    ...(cover ? { cover } : {}),
    html: articleHtml(text.tree, pictures, options.base, options.siteOrigin),
    draft: fields.draft,
  };
}

/** Reads every article of both languages. */
export async function loadArticles(options: ArticleOptions): Promise<LoadedArticles> {
  const root = options.root ?? CONTENT_DIR;
  const result: LoadedArticles = { articles: [], problems: [], files: [], pictureFiles: [] };
  for (const locale of locales) {
    const dir = articlesDir(locale, root);
    if (!fs.existsSync(dir)) continue;
    const names = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .sort();
    if (names.length === 0) continue;
    // The categories' codes (all but the first pill, every topic) and their names in this language.
    const blog = await loadContent('blog', locale, { encode: false, root });
    if (!blog.content) {
      result.problems.push(...blog.problems);
      continue;
    }
    const categories = new Map(
      blog.content.categories.slice(1).map((category) => [category.id, category.label] as const),
    );
    for (const name of names) {
      const absolute = path.join(dir, name);
      result.files.push(absolute);
      const article = await readArticle(absolute, locale, categories, options, result.problems, result.pictureFiles);
      if (!article) continue;
      const { draft, ...published } = article;
      if (!draft || options.drafts) result.articles.push(published);
    }
    const featured = result.articles.filter((article) => article.locale === locale && article.featured);
    if (featured.length > 1) {
      result.problems.push(
        `${featured.map((article) => `src/content/articles/${locale}/${article.slug}.md`).join(' and ')}: more than one article is featured: the blog shows one large, so keep "featured: true" in one of them`,
      );
    }
  }
  // A translation is the other language's article of the same name.
  for (const article of result.articles) {
    const twin = result.articles.find((other) => other.slug === article.slug && other.locale !== article.locale);
    if (twin) article.translation = twin.path;
  }
  result.articles.sort(
    (a, b) => b.date.iso.localeCompare(a.date.iso) || a.slug.localeCompare(b.slug) || a.locale.localeCompare(b.locale),
  );
  return result.problems.length ? { ...result, articles: [] } : result;
}
