// A throwaway copy of the project in /tmp, for tests that edit content or pictures and
// build, as the teacher would, without touching the working tree: the source folders
// are copied, node_modules is linked. Builds in it write into its own dist/ (under /tmp).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../../scripts/paths.ts';

/** What a copy needs to build and test: the sources and their configuration. */
const COPIED = [
  'src',
  'scripts',
  'styles',
  'public',
  'test',
  // The tests read docs/: the price example of editing.md, the Japanese style sheet's word table.
  'docs',
  'index.html',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  '.puppeteerrc.cjs',
];

/** A copy of the project in a new folder under the system's temporary folder (its name may hold spaces or any script). */
export function copyProject(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  for (const entry of COPIED) fs.cpSync(path.join(ROOT_DIR, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT_DIR, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Replaces `from` by `to` in a file of the copy; fails if `from` is not there (the test would prove nothing). */
export function editFile(dir: string, file: string, from: string | RegExp, to: string): void {
  const target = path.join(dir, file);
  const text = fs.readFileSync(target, 'utf8');
  const edited = text.replace(from, to);
  if (edited === text) throw new Error(`${file} does not contain ${String(from)}`);
  fs.writeFileSync(target, edited);
}

/** The outcome of a command. */
export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command in the copy as a person would from a shell: without the test runner's
 * NODE_ENV=test (Vite would build for development) and with the given variables.
 */
export function run(
  dir: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<RunResult> {
  // Left out: the test runner's own variables, and the build settings a test run may carry.
  const dropped = /^(NODE_ENV|VITEST.*|OUT_DIR|BASE_PATH|SITE_URL|PORT)$/;
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !dropped.test(name)));
  return new Promise((resolve) => {
    execFile(command, args, { cwd: dir, env: { ...inherited, ...env }, maxBuffer: 64 << 20 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

export function removeCopy(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}
