// Reproducible build: two builds of the same tree are byte for byte the same, so a deploy can be
// checked against its source and rebuilt without surprises. The first is the build the other
// tests read (dist/, which `npm test` builds first), the second is made here.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { readBuildStamp } from '../../scripts/build-stamp.ts';
import { OUT_DIR, ROOT_DIR } from '../../scripts/paths.ts';

const run = promisify(execFile);

/** The environment of a build as `npm run build` gets it from a shell: vitest's NODE_ENV=test would make Vite build for development. */
const buildEnv = (outDir: string) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV')),
  OUT_DIR: outDir,
});

// Inside the project (and ignored by git), so that the server bundle finds node_modules.
const CACHE = path.join(ROOT_DIR, '.cache', 'reproducible-build');
const SECOND = path.join(CACHE, 'dist');

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
    const stamp = readBuildStamp(OUT_DIR);
    expect(stamp?.basePath, `${OUT_DIR} is not a build of this tree with the default settings: run npm run build`).toBe(
      '/',
    );
    await run('npm', ['run', 'build'], { cwd: ROOT_DIR, env: buildEnv(SECOND), maxBuffer: 16 << 20 });
    const [first, second] = [OUT_DIR, SECOND].map(hashes);
    expect(Object.keys(first!).length).toBeGreaterThan(20);
    const differing = Object.keys({ ...first, ...second }).filter((file) => first![file] !== second![file]);
    expect(differing).toEqual([]);
  });
});
