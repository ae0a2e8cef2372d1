// Valid HTML: the Nu Html Checker (vnu-jar, on Java) finds no error in any HTML file of
// the build. One Java start for all files: the JVM start dominates.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUT_DIR, ROOT_DIR } from '../../scripts/paths.ts';
import { allPaths } from '../../src/routes.ts';

const VNU_JAR = path.join(ROOT_DIR, 'node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe('HTML validity (Nu Html Checker)', () => {
  it('finds no error in any HTML file of the build', () => {
    const files = fs
      .readdirSync(OUT_DIR, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.html'))
      .map((file) => path.join(OUT_DIR, file));
    expect(files.length).toBe(allPaths.length + 1); // every page of both editions, and 404.html

    const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw new Error(`Cannot run java (install a JRE: .ci/run does): ${run.error.message}`);
    // vnu writes its report to stderr and exits 1 when it found errors.
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error')
      .map(
        (m) =>
          `${path.relative(OUT_DIR, new URL(m.url).pathname)}:${m.lastLine ?? '?'}: ${m.message} [${m.extract?.trim() ?? ''}]`,
      );
    expect(errors).toEqual([]);
  });
});
