/** How long after hydration the app waits before fetching what the current page does not need. */
export const STARTUP_GRACE_MS = 1500;

/** The longest wait for an idle moment: a busy browser runs the callback after this anyway. */
export const IDLE_TIMEOUT_MS = 2000;

/** Runs `callback` when the browser is idle (or soon, where requestIdleCallback is missing). */
export function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, 1);
}

/** The tasks waiting for the page to settle, run together in one idle moment. */
const startupTasks: Array<() => void> = [];

/**
 * Runs `callback` once the page has settled: a grace period after hydration, then the
 * next idle moment. Used for prefetching, so it never competes with the first load.
 */
export function afterStartup(callback: () => void): void {
  startupTasks.push(callback);
  if (startupTasks.length > 1) return;
  setTimeout(
    () =>
      whenIdle(() => {
        for (const task of startupTasks.splice(0)) task();
      }),
    STARTUP_GRACE_MS,
  );
}
