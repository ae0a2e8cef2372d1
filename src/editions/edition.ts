// An edition is the site in one language: the words of its frame (header, footer, 404 page,
// error screens) and its navigation labels (each page brings its own title), from
// src/content/<locale>/shell.yaml. Each edition is its own chunk, loaded with the first page
// in its language (src/page-loader.ts loads it with the page; the server loads both), so
// neither language's words weigh on the other's pages.
import { useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import type { PageContent } from '../content-schema/units.ts';
import { chunkLoader, type LoadOptions } from '../lib/chunk-loader.ts';
import { defaultLocale, findRoute, localeOf, type Locale, type NavPageName } from '../routes.ts';

/** The words of the site's frame: header, footer, skip link, 404 page, error screens, toaster. */
export type ShellTexts = PageContent<'shell'>;

/** Words that shared components write themselves. */
export type ComponentTexts = ShellTexts['components'];

/** The words of the site's frame in one language. */
export interface Edition {
  locale: Locale;
  /** The header menu's labels (of the pages this edition's menu lists). */
  navLabels: Partial<Record<NavPageName, string>>;
  shell: ShellTexts;
  components: ComponentTexts;
}

/** Each language's frame texts, a chunk of its own. */
const frames: Record<Locale, () => Promise<{ default: ShellTexts }>> = {
  en: () => import('../content/en/shell.yaml'),
  ja: () => import('../content/ja/shell.yaml'),
};

async function importEdition(locale: Locale): Promise<Edition> {
  const { default: shell } = await frames[locale]();
  return { locale, navLabels: shell.nav, shell, components: shell.components };
}

const listeners = new Set<() => void>();
/** The edition loaded last: what the frame shows while the current location's is on its way. */
let latest: Edition | undefined;

const editions = chunkLoader<Locale, Edition>(
  importEdition,
  (locale) => `The ${locale} edition's texts`,
  (_locale, edition) => {
    latest = edition;
    listeners.forEach((listener) => listener());
  },
);

/** Loads an edition's texts (once). */
export function loadEdition(locale: Locale, options?: LoadOptions): Promise<Edition> {
  return editions.load(locale, options);
}

/**
 * An edition if its texts have loaded, else the one loaded last. The app starts only once
 * its page's edition has loaded, so there always is one.
 */
export function editionOf(locale: Locale): Edition {
  const edition = editions.loaded(locale) ?? latest;
  if (!edition) throw new Error(`No edition loaded yet: call loadEdition('${locale}') before rendering`);
  return edition;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The edition of the current location: its path's (/ja/… is Japanese). One exception while
 * the page hydrates: an unknown address was served the one 404.html, which is prerendered in
 * English, so it hydrates in English and turns Japanese right after if its path is /ja/….
 */
export function useLocale(): Locale {
  const [location] = useLocation();
  const locale = localeOf(location);
  const prerendered = findRoute(location) ? locale : defaultLocale;
  return useSyncExternalStore(
    subscribe,
    () => locale,
    () => prerendered,
  );
}

/**
 * The current location's edition. While an edition's texts are still on their way (the first
 * click into the other language), the frame keeps its words; it changes language the moment
 * they arrive, together with the page.
 */
export function useEdition(): Edition {
  const locale = useLocale();
  const snapshot = () => editionOf(locale);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
