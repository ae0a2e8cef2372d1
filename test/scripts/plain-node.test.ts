// @vitest-environment node
// The project's commands run their scripts with tsx in plain Node, outside Vite: no module
// they load may reach a Vite virtual module (virtual:content/all) or a vitest-only helper.
// `npm run bench` once failed at start-up that way (ERR_UNSUPPORTED_ESM_URL_SCHEME), through
// an import of the e2e tests' browser helpers. Each module under scripts/ is loaded as tsx
// loads it; the three that run their work on import are left out, their imports are not.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../scripts/paths.ts';

/** Scripts that do their work when loaded (a command of their own, no isMainModule guard). */
const RUN_ON_LOAD = new Set(['bench.ts', 'icons.ts', 'bench/scale-prerender.ts']);

const scripts = fs
  .readdirSync(path.join(ROOT_DIR, 'scripts'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !RUN_ON_LOAD.has(file.split(path.sep).join('/')))
  .sort();

describe('every module under scripts/', () => {
  it('loads in plain Node with tsx, as the commands run it', () => {
    const urls = scripts.map((file) => pathToFileURL(path.join(ROOT_DIR, 'scripts', file)).href);
    const program = `
      const failed = [];
      for (const url of ${JSON.stringify(urls)}) {
        await import(url).catch((error) => failed.push(url.split('/scripts/')[1] + ': ' + (error.code ?? error.message)));
      }
      console.log(JSON.stringify(failed));`;
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
      cwd: ROOT_DIR,
      encoding: 'utf8',
    });
    expect(scripts.length).toBeGreaterThan(20);
    expect(result.status, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout.trim().split('\n').at(-1)!)).toEqual([]);
  });
});
