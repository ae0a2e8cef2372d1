// The source files of a page, as Vite's manifest names them: what the prerender preloads, what
// the page-weight table and the budget test count. Node only (it looks at the content folder).
import fs from 'node:fs';
import path from 'node:path';
import { defaultLocale, type Locale, type Route } from '../src/routes.ts';
import { contentFiles } from './content/load.ts';
import { ROOT_DIR } from './paths.ts';

/** The module that binds a page to its content in its language: "src/pages/Home/Home.ja.ts" (pages without `content`). */
export function pageBindingFile(route: Route): string {
  return `src/pages/${route.page}/${route.page}.${route.locale}.ts`;
}

/** Whether the page has a binding (the home and contact pages, which add the parts they load after themselves). */
export function hasBinding(route: Route): boolean {
  return fs.existsSync(path.join(ROOT_DIR, pageBindingFile(route)));
}

/** A path under the project as the manifest writes it: "src/content/ja/faq.md". */
function projectPath(file: string): string {
  return path.relative(ROOT_DIR, file).split(path.sep).join('/');
}

/**
 * The source files a page's first load needs besides the main script: its component and its
 * language's content file (a page whose route names its content and has no binding; the page
 * loader imports both), or the module that binds them (the others); and its edition's frame
 * texts. Without a route (the 404 page), the English frame.
 */
export function pageSourceFiles(route: Route | undefined): string[] {
  if (!route) return [editionSourceFile(defaultLocale)];
  const page = !hasBinding(route)
    ? [`src/pages/${route.page}/${route.page}.tsx`, projectPath(contentFiles(route.content, route.locale).words)]
    : [pageBindingFile(route)];
  return [...page, editionSourceFile(route.locale)];
}

/** An edition's frame texts (src/editions/<locale>.ts). */
function editionSourceFile(locale: Locale): string {
  return `src/editions/${locale}.ts`;
}
