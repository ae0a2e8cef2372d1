// A Vitest reporter that ends every run with the ten slowest test files and their times, so
// that every log (a CI run's included) shows where the time goes. It runs beside the default
// reporter: vite.config.ts lists both.
import type { Reporter, TestModule } from 'vitest/node';

/** How many files the list shows. */
const SHOWN_FILES = 10;

/** One row of the list: project, file and seconds, slowest first. */
export interface FileTime {
  project: string;
  file: string;
  seconds: number;
}

/** The `count` slowest files of a run, slowest first. */
export function slowestFiles(modules: ReadonlyArray<TestModule>, count = SHOWN_FILES): FileTime[] {
  return modules
    .map((module) => ({
      project: module.project.name,
      file: module.relativeModuleId,
      seconds: module.diagnostic().duration / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

/** The list as printed: a heading, then one aligned line per file. */
export function formatSlowest(rows: readonly FileTime[]): string {
  const width = Math.max(0, ...rows.map((row) => row.file.length));
  const lines = rows.map(
    (row) => `  ${row.seconds.toFixed(1).padStart(6)} s  ${row.file.padEnd(width)}  (${row.project})`,
  );
  return [`The ${rows.length} slowest test files:`, ...lines].join('\n');
}

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (modules.length > 0) process.stdout.write(`\n${formatSlowest(slowestFiles(modules))}\n`);
  }
}
