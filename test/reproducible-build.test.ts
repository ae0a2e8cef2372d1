// @vitest-environment node
// Reproducible build (issue 5, item 7): two builds of the same tree, into two folders,
// are byte for byte the same; and the packages that ship have no known vulnerability.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../scripts/paths.ts';

const run = promisify(execFile);

/** The environment of a build as `npm run build` gets it from a shell: vitest's NODE_ENV=test would make Vite build for development. */
const buildEnv = (outDir: string) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV')),
  OUT_DIR: outDir,
});

// Inside the project (and ignored by git), so that the server bundle finds node_modules.
const CACHE = path.join(ROOT_DIR, '.cache', 'reproducible-build');
const outDirs = ['a', 'b'].map((name) => path.join(CACHE, name));

/** Every file of a folder with the SHA-256 of its content, by relative path. */
function hashes(dir: string): Record<string, string> {
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files
      .map((entry) => path.join(entry.parentPath, entry.name))
      .map((file) => [path.relative(dir, file), createHash('sha256').update(fs.readFileSync(file)).digest('hex')])
      .sort(([a], [b]) => a!.localeCompare(b!)),
  );
}

afterAll(() => fs.rmSync(CACHE, { recursive: true, force: true }));

describe('the build', () => {
  it('gives byte-identical output when run twice', async () => {
    for (const outDir of outDirs) {
      await run('npm', ['run', 'build'], { cwd: ROOT_DIR, env: buildEnv(outDir), maxBuffer: 16 << 20 });
    }
    const [first, second] = outDirs.map(hashes);
    expect(Object.keys(first!).length).toBeGreaterThan(20);
    const differing = Object.keys({ ...first, ...second }).filter((file) => first![file] !== second![file]);
    expect(differing).toEqual([]);
  }, 180_000);
});

describe('the shipped dependencies', () => {
  it('have no known vulnerability (npm audit --omit=dev)', async (context) => {
    // npm audit exits 1 when it finds vulnerabilities; its JSON report is on stdout either way.
    const audit = await run('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT_DIR }).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
    );
    const report = JSON.parse(audit.stdout) as {
      message?: string;
      error?: unknown;
      metadata?: { vulnerabilities: Record<string, number> };
    };
    // Without the registry's advisory service (offline, or a proxy that refuses its POST)
    // there is no verdict to give: the run says so instead of passing or failing silently.
    if (report.error) context.skip(`npm audit could not ask the registry: ${report.message ?? 'no answer'}`);
    expect(report.metadata?.vulnerabilities).toMatchObject({ total: 0 });
  }, 60_000);
});
