// Fetches the other pages' code while the visitor reads, so that a click renders at once.
// It stays polite: one page at a time, only when the browser is idle, never on a
// connection where the visitor asked to save data, and it stops at the first failure
// (offline, or a redeploy removed the files) until the browser reports it is online again.
import { afterStartup, whenIdle } from './idle.ts';

/**
 * The performance mark set once the idle prefetch has nothing left to fetch: from then on the
 * page fetches nothing until the visitor acts. It shows in DevTools' performance panel, and the
 * browser tests wait for it instead of guessing how long the prefetch takes.
 */
export const PREFETCHED_MARK = 'prefetched';

interface NetworkInformationLike {
  saveData?: boolean;
}

/** Whether the visitor's browser asks sites to save data (Data Saver, Lite mode). */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData === true;
}

/**
 * Loads `items` one by one with `load` in the browser's idle time, after start-up. Does
 * nothing when the visitor saves data: hover and focus still prefetch a link's page.
 */
export function startIdlePrefetch<T>(items: readonly T[], load: (item: T) => Promise<unknown>): void {
  if (savesData()) {
    performance.mark(PREFETCHED_MARK);
    return;
  }
  const queue = [...items];
  const next = (): void => {
    const item = queue[0];
    if (item === undefined) {
      performance.mark(PREFETCHED_MARK);
      return;
    }
    load(item).then(
      () => {
        queue.shift();
        whenIdle(next);
      },
      () => window.addEventListener('online', () => whenIdle(next), { once: true }),
    );
  };
  afterStartup(next);
}
