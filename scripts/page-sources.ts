// The source files of a page, as Vite's manifest names them: what the prerender preloads, what
// the page-weight table and the budget test count. Node only (it looks at the content folder).
import path from 'node:path';
import { defaultLocale, type Locale, type Route } from '../src/routes.ts';
import { contentFiles } from './content/load.ts';
import { ROOT_DIR } from './paths.ts';

/** A path under the project as the manifest writes it: "src/content/ja/faq.md". */
function projectPath(file: string): string {
  return path.relative(ROOT_DIR, file).split(path.sep).join('/');
}

/**
 * The source files a page's first load needs besides the main script: its component and its
 * language's content file (the page loader imports both), and its edition's frame texts.
 * Without a route (the 404 page), its component and the English frame.
 */
export function pageSourceFiles(route: Route | undefined): string[] {
  if (!route) return ['src/shell/NotFound/NotFound.tsx', editionSourceFile(defaultLocale)];
  return [
    `src/pages/${route.page}/${route.page}.tsx`,
    projectPath(contentFiles(route.content, route.locale).words),
    editionSourceFile(route.locale),
  ];
}

/** An edition's frame texts (src/content/<locale>/shell.yaml, which src/editions/edition.ts imports). */
export function editionSourceFile(locale: Locale): string {
  return projectPath(contentFiles('shell', locale).words);
}
