// @vitest-environment node
// The supported Node.js versions are stated once, in package.json's "engines", and every
// other place agrees: npm enforces them at `npm ci` (engine-strict), nvm's .nvmrc picks one
// of them, the README (for developers) and docs/editing.md (for the teacher) name the same ones,
// and the machine running the tests has one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../scripts/paths.ts';

const read = (file: string) => fs.readFileSync(path.join(ROOT_DIR, file), 'utf8');
const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;

/** The ranges of "engines", e.g. ">=20.19 <21 || >=22.12" → [{ from: [20, 19], below: 21 }, { from: [22, 12] }]. */
const ranges = engines.split('||').map((range) => {
  const [, major, minor, below] = /^\s*>=(\d+)\.(\d+)(?:\s+<(\d+))?\s*$/.exec(range) ?? [];
  if (!major) throw new Error(`engines.node has a range this test does not read: "${range}"`);
  return { from: [Number(major), Number(minor)] as const, below: below ? Number(below) : undefined };
});

const supports = (major: number, minor: number) =>
  ranges.some(
    ({ from, below }) =>
      (major > from[0] || (major === from[0] && minor >= from[1])) && (below === undefined || major < below),
  );

describe('the supported Node.js versions', () => {
  it('are enforced by npm: engine-strict is on', () => {
    expect(read('.npmrc')).toMatch(/^engine-strict=true$/m);
  });

  it('include the version .nvmrc names (its latest release), and the one running these tests', () => {
    const nvmrc = read('.nvmrc').trim();
    expect(nvmrc).toMatch(/^\d+$/);
    expect(supports(Number(nvmrc), 99)).toBe(true);
    const [major, minor] = process.versions.node.split('.').map(Number);
    expect(supports(major!, minor!)).toBe(true);
  });

  it('are named the same way for developers (README.md) and for the teacher (docs/editing.md)', () => {
    const named = ranges.map(({ from }) => `${from[0]}.${from[1]}`);
    expect(read('README.md')).toContain(`Node.js ${named.map((version) => `${version}+`).join(' or ')}`);
    const editing = read('docs/editing.md');
    for (const version of named) expect(editing).toContain(`${version} or newer`);
    expect(editing).toContain(`Install Node.js ${read('.nvmrc').trim()}`);
  });
});
