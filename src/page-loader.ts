// Loads the pages' code. Each page is its own chunk (src/pages/<Name>/<Name>.tsx; a page's
// own sub-components live in its parts/ folder so they stay inside that chunk). The server
// resolves every module before rendering, since renderToString does not wait for lazy
// components; the browser loads the current page's chunk before hydrating and the others
// on hover, focus or when idle.
//
// A chunk can fail to load: the site was redeployed and the old hashed file names are gone,
// or the phone lost its network. A failed load is retried a bounded number of times with a
// backoff, then reported once; nothing here is retried from inside a React render, so a
// failure can never turn into a request loop.
import type { ComponentType } from 'react';
import type { PageName } from './routes.ts';

type PageModule = Record<string, ComponentType>;

/** How many times a failed chunk is requested again before the load counts as failed. */
export const CHUNK_RETRIES = 2;
/** The wait before the first retry; each further retry waits twice as long. */
export const CHUNK_RETRY_DELAY_MS = 400;
/** A chunk that has not arrived after this long counts as failed (a stalled mobile connection). */
export const CHUNK_TIMEOUT_MS = 10_000;

const pageModules = import.meta.glob<PageModule>('./pages/*/*.tsx');
const loaded = new Map<PageName, ComponentType>();
const inFlight = new Map<PageName, Promise<ComponentType>>();

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function importPage(page: PageName): Promise<ComponentType> {
  const file = `./pages/${page}/${page}.tsx`;
  const importer = pageModules[file];
  if (!importer) throw new Error(`No module src/pages/${page}/${page}.tsx`);
  const module = await withTimeout(importer(), CHUNK_TIMEOUT_MS, `src/pages/${page}/${page}.tsx`);
  const component = module[page];
  if (!component) throw new Error(`src/pages/${page}/${page}.tsx has no export named ${page}`);
  return component;
}

export interface LoadOptions {
  /** Requests after the first one; the idle prefetch passes 0 so that it gives up at once. */
  retries?: number;
}

/**
 * Loads (once) and returns a page's component. Concurrent calls share one load; a load
 * that failed after its retries is forgotten, so a later call starts afresh.
 */
export function loadPage(page: PageName, { retries = CHUNK_RETRIES }: LoadOptions = {}): Promise<ComponentType> {
  const done = loaded.get(page);
  if (done) return Promise.resolve(done);
  const existing = inFlight.get(page);
  if (existing) return existing;
  const attempt = async (): Promise<ComponentType> => {
    for (let retry = 0; ; retry += 1) {
      try {
        return await importPage(page);
      } catch (error) {
        if (retry >= retries) throw error;
        await delay(CHUNK_RETRY_DELAY_MS * 2 ** retry);
      }
    }
  };
  const promise = attempt().then(
    (component) => {
      loaded.set(page, component);
      inFlight.delete(page);
      return component;
    },
    (error: unknown) => {
      inFlight.delete(page);
      throw error;
    },
  );
  inFlight.set(page, promise);
  return promise;
}

/** The page's component if its module has loaded, else undefined. */
export function loadedPage(page: PageName): ComponentType | undefined {
  return loaded.get(page);
}
