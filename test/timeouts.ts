// Every time limit of the test suite, in one place. A limit is never what a test waits for:
// tests wait for a condition (a toast shows, a request arrives, the page is at rest); a limit
// only says when to give up on it and fail with a message. Each is set from the times measured
// on this project's 2-core machine, quiet and with both cores kept busy by other processes,
// with room to spare, so that a slow machine makes the suite slower, never red.
//
// vite.config.ts gives each test project its limits from here; test/e2e/browser.ts gives every
// browser tab the wait limit. No test sets a limit of its own.

/**
 * A unit or component test (jsdom or plain Node). Measured: under 1.3 s for the slowest file
 * quiet, under 4 s with both cores busy.
 */
export const UNIT_TEST_TIMEOUT_MS = 30_000;

/**
 * A test, or a hook, that runs a command of the project: a full build (5 s quiet, 14 s with both
 * cores busy), the content tests in a copy of the project (29 s quiet, 75 s busy), `npm start`,
 * the picture pipeline on a 12-megapixel photo.
 */
export const COMMAND_TIMEOUT_MS = 300_000;

/**
 * One test in a real browser. Measured: the slowest takes 6 s quiet (a page swept at two widths
 * in two themes with axe), 17 s with both cores busy.
 */
export const BROWSER_TEST_TIMEOUT_MS = 120_000;

/**
 * One wait inside a browser test: a page loads and hydrates, a toast shows, a navigation lands,
 * the page comes to rest after its idle prefetch. Measured: under 2 s quiet, under 6 s busy.
 */
export const BROWSER_WAIT_TIMEOUT_MS = 45_000;
