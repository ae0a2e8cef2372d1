// Every time limit of the test suite, in one place. A limit is never what a test waits for:
// tests wait for a condition (a toast shows, a request arrives, the page is at rest); a limit
// only says when to give up on it and fail with a message. Each is set from the times measured
// on this project's 2-core machine, quiet and with both cores kept busy by other processes,
// with room to spare, so that a slow machine makes the suite slower, never red.
//
// vite.config.ts gives each test project its limits from here, test/e2e/browser.ts gives every
// browser tab the wait limit and test/setup.ts gives Testing Library its own. No test sets a
// limit of its own.

import { IDLE_TIMEOUT_MS, STARTUP_GRACE_MS } from '../src/lib/idle.ts';
import { routes } from '../src/routes.ts';

/** The most pages the idle prefetch loads in one edition (English, with both readings' paths). */
const PAGES_PER_EDITION = Math.max(
  ...(['en', 'ja'] as const).map((locale) => routes.filter((route) => route.locale === locale).length),
);

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
 * The page comes to rest after its idle prefetch (test/e2e/waits.ts, untilAtRest): about 2 s
 * after hydration on a quiet machine. The prefetch loads an edition's pages one at a time, each
 * in an idle moment of the browser, which a busy machine may not give before the idle
 * callback's own limit (src/lib/idle.ts): so its worst case is the start-up grace, then that
 * limit for every page of an edition, plus their loading. Measured with both cores busy: a
 * redeployed tab reloading /about/ came to rest after more than 30 s.
 */
export const PREFETCH_WAIT_TIMEOUT_MS = STARTUP_GRACE_MS + PAGES_PER_EDITION * IDLE_TIMEOUT_MS + 20_000;

/**
 * One test in a real browser. Measured: the slowest take 4.2 s quiet and 4.7 s with both cores
 * busy (a toast opened in two themes; /contact swept by axe with each toast open); a test that
 * waits for the page to come to rest may wait that long besides.
 */
export const BROWSER_TEST_TIMEOUT_MS = 60_000 + PREFETCH_WAIT_TIMEOUT_MS;

/**
 * One wait inside a browser test: a page loads and hydrates, a toast shows, a navigation lands,
 * the page comes to rest after its idle prefetch (the longest, about 2 s after hydration).
 */
export const BROWSER_WAIT_TIMEOUT_MS = 30_000;
