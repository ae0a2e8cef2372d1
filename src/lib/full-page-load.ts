// The way out when a page's code cannot be loaded during a client-side navigation: load
// the address in full instead. Every page exists on the host as complete HTML, so the
// visitor lands on the page they clicked, with the current build's code.

/** sessionStorage key remembering the last full-page load this module started. */
const GUARD_KEY = 'kotoba:full-page-load';
/** Within this time, a second full-page load of the same address is refused (no loops). */
export const FULL_LOAD_GUARD_MS = 30_000;

interface GuardRecord {
  url: string;
  at: number;
}

function readGuard(): GuardRecord | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(GUARD_KEY) ?? 'null');
    return value && typeof value === 'object' ? (value as GuardRecord) : undefined;
  } catch {
    return undefined;
  }
}

function writeGuard(record: GuardRecord): void {
  try {
    sessionStorage.setItem(GUARD_KEY, JSON.stringify(record));
  } catch {
    // Storage can be disabled. The app never starts a full-page load while starting up,
    // so without the guard a failing address costs one load per click, never a loop.
  }
}

/**
 * Loads `url` as a new document, unless that cannot help: the browser says it is offline,
 * or this tab already loaded the same address this way moments ago (its code failed
 * again, so another load would only repeat). Returns whether the load was started.
 */
export function fullPageLoad(url: string, now = Date.now()): boolean {
  if (!navigator.onLine) return false;
  const last = readGuard();
  if (last && last.url === url && now - last.at < FULL_LOAD_GUARD_MS) return false;
  writeGuard({ url, at: now });
  window.location.assign(url);
  return true;
}
