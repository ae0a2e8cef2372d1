// The words of each edition, for the tests that read pages in either language: which language
// a path is shown in, the frame's texts (skip link, menu toggle, 404 page…) and the header's
// links of that language. Read from the content modules, as the pages are.
import {
  defaultLocale,
  findRoute,
  localeOf,
  localizePath,
  navRoutes,
  toHref,
  type Locale,
  type NavPageName,
} from '../../src/routes.ts';
import type { ShellTexts } from '../../src/editions/edition.ts';
import { content } from '../helpers/content.ts';

/** The frame's words of each edition. */
export const frames: Record<Locale, { shell: ShellTexts; navLabels: Partial<Record<NavPageName, string>> }> = {
  en: { shell: content.en.shell, navLabels: content.en.shell.nav },
  ja: { shell: content.ja.shell, navLabels: content.ja.shell.nav },
};

/**
 * The language a path of the site is shown in: its route's; for an unknown path, its edition's
 * once the app runs (/ja/… turns Japanese after hydration), English without JavaScript (the one
 * 404.html is prerendered in English).
 */
export function shownLocale(path: string, { javaScript = true }: { javaScript?: boolean } = {}): Locale {
  const route = findRoute(path);
  if (route) return route.locale;
  return javaScript ? localeOf(path) : defaultLocale;
}

/** The frame's words a path is shown with. */
export function shellOf(path: string, options?: { javaScript?: boolean }): ShellTexts {
  return frames[shownLocale(path, options)].shell;
}

/** The header's links of an edition, in order: the menu's pages, then "Book a Class" to its contact page. */
export function headerHrefs(locale: Locale): string[] {
  return [...navRoutes(locale).map((route) => toHref(route.path)), toHref(localizePath('/contact', locale))];
}
