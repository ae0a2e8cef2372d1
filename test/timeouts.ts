// Every time limit of the test suite, in one place. A limit is never what a test waits for:
// tests wait for a condition (a toast shows, a request arrives, the page is at rest); a limit
// only says when to give up on it and fail with a message. Each is set from the times measured
// on this project's 2-core machine, quiet and with both cores kept busy by other processes,
// with room to spare, so that a slow machine makes the suite slower, never red.
//
// vite.config.ts gives each test project its limits from here, test/e2e/browser.ts gives every
// browser tab the wait limit and test/setup.ts gives Testing Library its own. No test sets a
// limit of its own.

/**
 * A unit or component test (jsdom or plain Node). Measured: the slowest file (ContactForm, 18
 * tests) takes 1.5 s quiet.
 */
export const UNIT_TEST_TIMEOUT_MS = 30_000;

/**
 * One wait for the DOM in a component test (Testing Library's findBy… and waitFor, which give up
 * after 1 s unless told otherwise): a toast after a local form service answers. Measured: well
 * under 0.1 s.
 */
export const DOM_WAIT_TIMEOUT_MS = 10_000;

/**
 * A test, or a hook, that runs a command of the project: a full build (5 s quiet), a build and
 * the content tests in a copy of the project (the slowest hook: its file, with two such hooks,
 * takes 43 s quiet and 72 s with both cores busy), `npm start`, the picture pipeline on a
 * 12-megapixel photo.
 */
export const COMMAND_TIMEOUT_MS = 300_000;

/**
 * One test in a real browser. Measured: the slowest take 4.2 s quiet and 4.7 s with both cores
 * busy (a toast opened in two themes; /contact swept by axe with each toast open).
 */
export const BROWSER_TEST_TIMEOUT_MS = 60_000;

/**
 * One wait inside a browser test: a page loads and hydrates, a toast shows, a navigation lands,
 * the page comes to rest after its idle prefetch (the longest, about 2 s after hydration).
 */
export const BROWSER_WAIT_TIMEOUT_MS = 30_000;
