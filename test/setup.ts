// Setup for unit and component tests: DOM matchers, cleanup, and a rule that any
// console.error or console.warn a test did not expect fails it (that is how React's
// hydration and key warnings surface). A test that expects one spies on console itself.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

let unexpected: string[] = [];

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
