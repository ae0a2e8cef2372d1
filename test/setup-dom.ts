// Setup for component tests in jsdom (after test/setup.ts): DOM matchers, Testing Library's
// cleanup and wait limit, and the English edition's words, which the app loads before it
// renders (a test that needs another edition loads it). The files of a worker share one DOM
// and their modules (vite.config.ts): after each test the DOM is emptied and the one module
// with state a test changes, the toast store, is cleared. A file ends only once every page load
// is done: a link's prefetch that a test set off (ContactForm.japanese.test.tsx loaded the home page)
// failed when its file's environment was torn down under it, and the page loader, shared by the
// worker's next files, gave that failure to every file that loaded the page then (13 page test
// files failed on a fresh clone).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadEdition } from '../src/editions/edition.ts';
import { loadAllPages } from '../src/page-loader.ts';
import { toastStore } from '../src/toast/store.ts';
import { DOM_WAIT_TIMEOUT_MS } from './timeouts.ts';

// findBy… and waitFor wait for their condition until the suite's limit, not Testing Library's 1 s.
configure({ asyncUtilTimeout: DOM_WAIT_TIMEOUT_MS });

beforeAll(async () => {
  await loadEdition('en');
});

afterEach(() => {
  cleanup();
  toastStore.remove();
});

// Joins any load under way (and loads the pages no file has yet: the worker keeps them).
afterAll(() => loadAllPages());
