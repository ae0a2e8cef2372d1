// @vitest-environment node
// The local static server of `npm start` (scripts/serve.ts): it looks every file up when
// it is asked for, so a rebuild (which swaps a new folder in) is served at once; it keeps
// hidden files to itself; and it refuses a folder that is not a complete build, or one
// built for another base path, with the command that fixes it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP_FILE, servingProblem, writeBuildStamp } from '../../scripts/build-stamp.ts';
import { startServer } from '../../scripts/serve.ts';

let root: string;
let dist: string;
let server: Awaited<ReturnType<typeof startServer>> | undefined;

function writeSite(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  dist = path.join(root, 'dist');
  writeSite(dist, { 'index.html': '<h1>Old home</h1>', '404.html': '<h1>Not here</h1>', 'assets/app-old.js': 'old()' });
  writeBuildStamp(dist, { basePath: '/' });
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  fs.rmSync(root, { recursive: true, force: true });
});

const get = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
};

describe('the static server', () => {
  it('serves the files of a rebuild at once: no stale list of files', async () => {
    server = await startServer(dist, '/');
    expect(await get(`${server.url}assets/app-new.js`)).toMatchObject({ status: 404 });

    // What scripts/build.ts does: build beside, then swap the folders.
    const next = path.join(root, 'dist.partial');
    writeSite(next, {
      'index.html': '<h1>New home</h1>',
      '404.html': '<h1>Not here</h1>',
      'assets/app-new.js': 'fresh()',
    });
    fs.renameSync(dist, `${dist}.old`);
    fs.renameSync(next, dist);

    expect(await get(`${server.url}assets/app-new.js`)).toEqual({ status: 200, text: 'fresh()' });
    expect(await get(server.url)).toEqual({ status: 200, text: '<h1>New home</h1>' });
    expect(await get(`${server.url}assets/app-old.js`)).toMatchObject({ status: 404 });
  });

  it('answers a hidden file like a missing one', async () => {
    server = await startServer(dist, '/');
    expect(await get(`${server.url}${BUILD_STAMP_FILE}`)).toEqual({ status: 404, text: '<h1>Not here</h1>' });
  });
});

describe('servingProblem', () => {
  it('accepts a complete build for its own base path', () => {
    expect(servingProblem(dist, '/')).toBeUndefined();
  });

  it('refuses a folder without the note of a complete build, saying how to build', () => {
    fs.rmSync(path.join(dist, BUILD_STAMP_FILE));
    expect(servingProblem(dist, '/', 'dist')).toBe(
      `dist/ is not a complete build (it has no ${BUILD_STAMP_FILE}): run \`npm run build\` first.`,
    );
    expect(servingProblem(dist, '/sensei/', 'dist')).toContain('run `BASE_PATH=/sensei/ npm run build` first');
  });

  it('refuses a subfolder build served at the root, and the other way round, naming both fixes', () => {
    writeBuildStamp(dist, { basePath: '/sensei/' });
    expect(servingProblem(dist, '/', 'dist')).toBe(
      'dist/ was built for the base path /sensei/, but this server would serve it under /: every stylesheet and script ' +
        'would answer 404. Start it with BASE_PATH=/sensei/ (e.g. `BASE_PATH=/sensei/ npm start`), or rebuild for / with `npm run build`.',
    );
    writeBuildStamp(dist, { basePath: '/' });
    expect(servingProblem(dist, '/sensei/', 'dist')).toContain(
      'Start it without BASE_PATH (e.g. `npm start`), or rebuild for /sensei/ with `BASE_PATH=/sensei/ npm run build`.',
    );
  });
});
