// The page a client-side navigation shows, and how a page that could not be loaded is tried
// again. React renders again while it waits, so each page's promise is kept here until the
// page changes: a render never starts a request. If the page's code fails (after the loader's
// own retries), the page is loaded in full from the host; where that cannot help (the browser
// is offline), the app shows PageUnavailable, and the page is loaded afresh when the visitor
// clicks a link to it or, once, when the browser reports it is online again.
import { fullPageLoad } from '../lib/full-page-load.ts';
import { loadPage, type BoundPage } from '../page-loader.ts';
import type { Route } from '../routes.ts';

/** How long a full-page load may take to replace this document before the in-page message shows. */
const FULL_LOAD_GRACE_MS = 8_000;

/** Each route's navigation: its page, or null once its code could not be loaded. */
const navigations = new Map<Route, Promise<BoundPage | null>>();

/** The routes whose page could not be loaded, which a retry forgets. */
const failed = new Set<Route>();

/** Counts the retries; the app renders again when it changes (useSyncExternalStore). */
let retries = 0;
const listeners = new Set<() => void>();

/** The page of a route for a navigation, or null if its code could not be loaded. */
export function pageForNavigation(route: Route): Promise<BoundPage | null> {
  let promise = navigations.get(route);
  if (!promise) {
    promise = loadPage(route).catch(
      () =>
        new Promise<null>((resolve) => {
          const unavailable = () => {
            failed.add(route);
            // Back online, the page tries once by itself.
            window.addEventListener('online', () => retryFailedPage(route), { once: true });
            resolve(null);
          };
          if (!fullPageLoad(window.location.href)) unavailable();
          // The new document normally replaces this one first; if it does not, say why.
          else setTimeout(unavailable, FULL_LOAD_GRACE_MS);
        }),
    );
    navigations.set(route, promise);
  }
  return promise;
}

/** Forgets a route's navigation (the visitor left its page), so that coming back tries again. */
export function forgetNavigation(route: Route): void {
  navigations.delete(route);
  failed.delete(route);
}

/** Loads a page that could not be loaded afresh, and shows it; nothing for any other route. */
export function retryFailedPage(route: Route): void {
  if (!failed.has(route)) return;
  forgetNavigation(route);
  retries += 1;
  for (const listener of listeners) listener();
}

/** Subscribes to retries (for useSyncExternalStore); returns the unsubscribe function. */
export function subscribeToRetries(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** How many retries there have been (useSyncExternalStore's snapshot). */
export function retryCount(): number {
  return retries;
}
