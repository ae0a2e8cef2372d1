import type { TestModule } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import { formatSlowest, slowestFiles } from './slowest-files.ts';

/** As much of a test module as the reporter reads. */
const module = (file: string, ms: number, project = 'e2e') =>
  ({
    relativeModuleId: file,
    project: { name: project },
    diagnostic: () => ({ duration: ms }),
  }) as unknown as TestModule;

describe('the slowest-files reporter', () => {
  it('lists the ten slowest files, slowest first, with their project', () => {
    const modules = Array.from({ length: 12 }, (_, index) => module(`test/f${index}.test.ts`, index * 1000));
    const rows = slowestFiles(modules);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({ project: 'e2e', file: 'test/f11.test.ts', seconds: 11 });
    expect(rows.at(-1)?.file).toBe('test/f2.test.ts');
  });

  it('prints one aligned line per file in seconds', () => {
    const text = formatSlowest(
      slowestFiles([module('test/e2e/a11y.test.ts', 72_600), module('test/App.test.tsx', 1_234, 'unit')]),
    );
    expect(text.split('\n')).toEqual([
      'The 2 slowest test files:',
      '    72.6 s  test/e2e/a11y.test.ts  (e2e)',
      '     1.2 s  test/App.test.tsx      (unit)',
    ]);
  });
});
