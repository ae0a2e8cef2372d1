// An article of the blog: one Markdown file per language, src/content/articles/<lang>/<slug>.md,
// its fields in the front matter between two lines of ---, then its text. The build reads them
// (scripts/content/articles.ts); the blog lists them and each gets a page of its own.
import * as v from 'valibot';
import { unbroken } from './model.ts';
import type { ContentPicture } from '../components/card-types.ts';
import { date, picture, record, text, optionalText, type ShownDate } from './shapes.ts';
import type { ReadingTime } from './shapes.ts';

/** What an article's front matter says. */
export const articleFrontMatter = record({
  /** The article's title: its page's heading and the tab's title. */
  title: text,
  /** One or two sentences: its card on the blog, its description for search engines and feeds. */
  excerpt: text,
  /** One of the blog's categories, by its code (src/content/facts/blog.yaml), other than the first ("all"). */
  category: v.pipe(v.string("should be the code of one of the blog's categories, like jlpt"), v.trim()),
  /** The day it was published, and the day it last changed (year-month-day). */
  date,
  updated: v.optional(date),
  /** The article the blog shows large, at the top (one per language). */
  featured: v.optional(v.boolean('should be true or false'), false),
  /** A picture for its card and the top of its page, with the words screen readers read for it. */
  cover: v.optional(record({ picture: picture('hero'), alt: unbroken(optionalText) })),
  /** A draft is shown by `npm run dev` only: never built, never published. */
  draft: v.optional(v.boolean('should be true or false'), false),
});

export type ArticleFrontMatter = v.InferOutput<typeof articleFrontMatter>;

/** An article as its card and its page show it, without its text. */
export interface ArticleSummary {
  /** Its file's name without .md: its address, /blog/<slug>/. */
  slug: string;
  /** Its page's path in its edition ("/blog/learn-kana", "/ja/blog/learn-kana"), without a trailing slash. */
  path: string;
  title: string;
  excerpt: string;
  /** The category's code and its name in the article's language. */
  categoryCode: string;
  category: string;
  date: ShownDate;
  updated?: ShownDate;
  /** Worked out from its text: English words at 200 a minute, Japanese characters at 500 a minute. */
  readingTime: ReadingTime;
  featured: boolean;
  cover?: ContentPicture;
  /** The path of the same article in the other language, when it has been translated. */
  translation?: string;
}

/** An article with its text, as HTML (the build writes it into the article's page, never into a script). */
export interface Article extends ArticleSummary {
  locale: 'en' | 'ja';
  html: string;
}
