// Setup for unit and component tests: the English edition's words, DOM matchers, cleanup, and a rule that any
// console.error or console.warn a test did not expect fails it (that is how React's
// hydration and key warnings surface). A test that expects one spies on console itself.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadEdition } from '../src/editions/edition.ts';
import { DOM_WAIT_TIMEOUT_MS } from './timeouts.ts';

// findBy… and waitFor wait for their condition until the suite's limit, not Testing Library's 1 s.
configure({ asyncUtilTimeout: DOM_WAIT_TIMEOUT_MS });

let unexpected: string[] = [];

// The app loads its edition's words before it renders; so do the tests (English unless a test loads another).
beforeAll(async () => {
  await loadEdition('en');
});

beforeEach(() => {
  unexpected = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${level}: ${format(...args)}`);
    });
  }
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`);
  }
});
