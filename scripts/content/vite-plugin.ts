// The content as modules for the app. Importing a language's content file of a page,
// src/content/ja/japanese-lessons.yaml (or ja/faq.md), gives that page's content in Japanese,
// joined with its facts, checked and with its pictures made (./load.ts), as a module of its
// own: a page never downloads another page's content or the other language's words (the page
// loader imports them, src/page-loader.ts). The page's description for search engines is left
// out of it: `virtual:content/all` has every page's whole content in both languages, for the
// server bundle, which writes the pages' <head> and structured data.
//
// A mistake in a content file fails the build with its one-line messages (the build's first
// step, scripts/check-content.ts, reports them before anything is bundled); on the dev server
// it shows in Vite's error overlay, and the page reloads when the file is saved.
import path from 'node:path';
import type { Plugin } from 'vite';
import { blogSelection } from '../../src/lib/blog-list.ts';
import { isPrice, SHOWN_PRICE } from '../../src/content-schema/shapes.ts';
import { BUILD_ONLY_FIELDS, CONTENT_UNITS, type UnitName } from '../../src/content-schema/units.ts';
import { locales, routes, type Locale } from '../../src/routes.ts';
import type { SchemaParts } from '../../src/content-schema/model.ts';
import { withPhraseBreaks } from './break-points.ts';
import { loadArticles, type LoadedArticles } from './articles.ts';
import { CONTENT_DIR, contentFiles, loadContent, siteFacts } from './load.ts';

/** The site's facts, which src/site.ts imports for the pages. */
const SITE_FACTS = path.join(CONTENT_DIR, 'facts', 'site.yaml');

/** Every page's whole content in both languages, for the server bundle's <head> and structured data. */
const ALL = 'virtual:content/all';

/** The blog's articles with their text, for the server bundle, which writes their pages (./articles.ts). */
const ARTICLES = 'virtual:articles';

/** The error Vite shows: the messages, the first file and line, and no stack trace (it would only be the plugin's). */
class ContentProblems extends Error {
  constructor(problems: readonly string[]) {
    super(
      `the content has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n  ${problems.join('\n  ')}`,
    );
    this.name = 'ContentError';
    this.stack = '';
    const [, file, line] = /^([^:\s]+\.(?:yaml|md))(?::(\d+))?/.exec(problems[0] ?? '') ?? [];
    if (file) Object.assign(this, { id: file, loc: { file: path.resolve(file), line: Number(line ?? 1), column: 1 } });
  }
}

/** A value as the browser gets it (src/content-schema/units.ts, Shown): prices as their words, records without their ids. */
function shown(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shown);
  if (!value || typeof value !== 'object') return value;
  if (isPrice(value)) return Object.fromEntries(Object.entries(value).filter(([name]) => name in SHOWN_PRICE));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => name !== 'id')
      .map(([name, item]) => [name, shown(item)]),
  );
}

/** A page's content without the fields only the build reads (BUILD_ONLY_FIELDS). */
function buildOnlyLeftOut(content: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(content).filter(([name]) => !(BUILD_ONLY_FIELDS as readonly string[]).includes(name)),
  );
}

/** The page and language of a module id that is a language's content file of a page, else undefined. */
function pageFileOf(id: string): { unit: UnitName; locale: Locale } | undefined {
  if (id.includes('?') || !id.startsWith(CONTENT_DIR + path.sep)) return undefined;
  const [locale, file, ...deeper] = path.relative(CONTENT_DIR, id).split(path.sep);
  const unit = file?.replace(/\.(yaml|md)$/, '');
  if (deeper.length || !locales.includes(locale as Locale) || !unit || !(unit in CONTENT_UNITS)) return undefined;
  return contentFiles(unit as UnitName, locale as Locale).words === id
    ? { unit: unit as UnitName, locale: locale as Locale }
    : undefined;
}

export function content(): Plugin {
  let encode = false;
  let writeFiles = false;
  let base = '/';
  /** The articles of this build (read once per build, again on the dev server when a file changes). */
  let articles: Promise<LoadedArticles> | undefined;
  const emitted = new Set<string>();
  const readArticles = async () => {
    const facts = await siteFacts();
    return loadArticles({
      encode,
      // `npm run dev` shows drafts; a build never does.
      drafts: !encode,
      base,
      siteOrigin: process.env.SITE_URL || facts.content?.url || '',
    });
  };
  return {
    name: 'content',
    configResolved(config) {
      encode = config.command === 'build';
      writeFiles = encode && !config.build.ssr;
      base = config.base;
    },
    resolveId(id) {
      return id === ALL || id === ARTICLES ? `\0${id}` : null;
    },
    async load(id) {
      if (id === `\0${ARTICLES}`) {
        const loaded = await (articles ??= readArticles());
        for (const file of loaded.files) this.addWatchFile(file);
        if (loaded.problems.length) throw new ContentProblems(loaded.problems);
        return `export default ${JSON.stringify(loaded.articles)};`;
      }
      if (id === `\0${ALL}`) {
        const all: Record<string, Record<string, unknown>> = {};
        for (const locale of locales) {
          all[locale] = {};
          for (const unit of Object.keys(CONTENT_UNITS) as UnitName[]) {
            const loaded = await loadContent(unit, locale, { encode });
            for (const file of loaded.files) this.addWatchFile(file);
            if (!loaded.content) throw new ContentProblems(loaded.problems);
            all[locale][unit] = loaded.content;
          }
        }
        return `export default ${JSON.stringify(all)};`;
      }
      if (id === SITE_FACTS) {
        const facts = await siteFacts();
        this.addWatchFile(SITE_FACTS);
        if (!facts.content) throw new ContentProblems(facts.problems);
        // One export per fact, so that the bundle keeps only the facts the pages read (src/site.ts
        // imports them as a namespace): the rest (her qualifications, the hours, the enquiry
        // setting) is used by the build alone and stays out of the browser's download.
        return Object.entries(facts.content)
          .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
          .join('\n');
      }
      const wanted = pageFileOf(id);
      if (!wanted) return null;
      const { unit, locale } = wanted;
      const loaded = await loadContent(unit, locale, { encode });
      for (const file of loaded.files) this.addWatchFile(file);
      if (!loaded.content) throw new ContentProblems(loaded.problems);
      if (writeFiles) {
        for (const { fileName, source } of loaded.pictureFiles) this.emitFile({ type: 'asset', fileName, source });
      }
      // The component of each page that shows this content, as the route table names it: the
      // page loader renders it with the content, so that a page needs no file to bind them.
      const pages = [...new Set(routes.filter((route) => route.content === unit).map((route) => route.page))];
      // Each takes its component by name, so that the bundle needs no object of the module's exports.
      const imports = pages.map(
        (page) => `${page}: () => import('/src/pages/${page}/${page}.tsx').then((module) => module.${page})`,
      );
      // The page's words as the browser gets them, each Japanese text (in either edition) with
      // the break points between its phrases (./break-points.ts), in this module only: the
      // prerender renders the pages from it as the browser does, so both hold the same text,
      // while virtual:content/all, which writes
      // the <head> and the structured data, keeps the plain words. The page's title is also the
      // browser tab's, so it stays plain too.
      const words = shown(buildOnlyLeftOut(loaded.content)) as Record<string, unknown>;
      if (unit === 'blog') {
        // The blog lists the articles of its language (their cards, without their text), when
        // there are any; their pictures are written with the page's own.
        const read = await (articles ??= readArticles());
        for (const file of read.files) this.addWatchFile(file);
        if (read.problems.length) throw new ContentProblems(read.problems);
        const own = read.articles.filter((article) => article.locale === locale);
        if (own.length) {
          // The browser gets the cards the blog shows (blogSelection), so that the blog's download
          // stays the same however many articles there are; the server, which also writes every
          // article's page and the archive, gets them all.
          const { lead, others } = blogSelection(own);
          const listed =
            this.environment.config.consumer === 'server'
              ? own
              : own.filter((article) => article === lead || others.includes(article));
          words.articles = listed.map(({ html: _html, locale: _locale, ...summary }) => summary);
          words.articleCount = own.length;
        }
        if (writeFiles) {
          for (const { fileName, source } of read.pictureFiles) {
            if (emitted.has(fileName)) continue;
            emitted.add(fileName);
            this.emitFile({ type: 'asset', fileName, source });
          }
        }
      }
      const titles = routes
        .filter((route) => route.content === unit)
        .map((route) => (route.contentPart ? [route.contentPart, 'title'] : ['title']));
      const served =
        // On an English page too (a student's review quoted in Japanese): under keep-all, a
        // Japanese sentence without break points would stay on one line.
        withPhraseBreaks(words, CONTENT_UNITS[unit] as unknown as SchemaParts, titles);
      return [
        // The description goes into the page's <head> at build time (virtual:content/all), and the
        // sentences the build chose between stay behind: neither is in the browser's download.
        `export default ${JSON.stringify(served)};`,
        `export const pages = { ${imports.join(', ')} };`,
      ].join('\n');
    },
    configureServer(server) {
      // A saved content file: load the content afresh and reload the page.
      const reload = (file: string) => {
        if (!file.startsWith(CONTENT_DIR) || !/\.(ya?ml|md)$/.test(file)) return;
        articles = undefined;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (
            module.id === `\0${ALL}` ||
            module.id === `\0${ARTICLES}` ||
            module.id === SITE_FACTS ||
            (module.id && pageFileOf(module.id))
          )
            server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', reload);
      server.watcher.on('add', reload);
    },
  };
}
