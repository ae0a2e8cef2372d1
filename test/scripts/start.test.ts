// @vitest-environment node
// `npm start` and the link checker, run as the teacher runs them, from a project folder
// whose path has a space and Japanese characters (as "Documents/先生 site" would): they
// must serve and report, not exit silently; and `npm start` refuses a build made for
// another base path with a message instead of serving a page full of 404s, also when the
// build changes while it serves.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBuildStamp } from '../../scripts/build-stamp.ts';
import { copyProject, removeCopy, run } from '../helpers/project-copy.ts';

let dir: string;

beforeAll(() => {
  dir = copyProject('kotoba 先生 site');
  // A small complete build, so that `npm start` serves instead of building.
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Home</title><h1>Welcome</h1><a href="/">Home</a>',
  );
  fs.writeFileSync(path.join(dist, '404.html'), '<!doctype html><title>Not found</title><h1>Not found</h1>');
  writeBuildStamp(dist, { basePath: '/' });
});

afterAll(() => removeCopy(dir));

/**
 * Starts `npm start` in the copy and resolves with the URL it announces, or rejects with its
 * output when it exits first or when the test gives up on it (`signal`, the test's time limit).
 */
function npmStart(signal: AbortSignal): Promise<{ url: string; stop: () => void }> {
  const { NODE_ENV: _mode, VITEST: _vitest, OUT_DIR: _out, BASE_PATH: _base, ...env } = process.env;
  // Its own process group, so that stopping it also stops the server npm started.
  const child = spawn('npm', ['start'], { cwd: dir, env: { ...env, PORT: '0' }, detached: true });
  const stop = () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  let output = '';
  return new Promise((resolve, reject) => {
    const giveUp = () => {
      stop();
      reject(new Error(`npm start announced no server before the test's time limit:\n${output}`));
    };
    signal.addEventListener('abort', giveUp, { once: true });
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /serve: .* at (http:\/\/localhost:\d+\/)/.exec(output)?.[1];
      if (url) {
        signal.removeEventListener('abort', giveUp);
        resolve({ url, stop });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      signal.removeEventListener('abort', giveUp);
      reject(new Error(`npm start exited (code ${code}) without serving:\n${output}`));
    });
  });
}

describe('in a folder named with a space and Japanese characters', () => {
  it('has such a path', () => {
    expect(dir).toMatch(/ /);
    expect(dir).toMatch(/先生/);
  });

  it('npm start serves the site', async ({ signal }) => {
    const server = await npmStart(signal);
    try {
      const response = await fetch(server.url);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<h1>Welcome</h1>');
      expect((await fetch(`${server.url}no-such-page`)).status).toBe(404);
    } finally {
      server.stop();
    }
  });

  it('npm start explains, instead of serving it, a rebuild for another base path while it runs', async ({ signal }) => {
    const server = await npmStart(signal);
    const dist = path.join(dir, 'dist');
    try {
      writeBuildStamp(dist, { basePath: '/sensei/' });
      const response = await fetch(server.url);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain(
        'dist/ was built for the base path /sensei/, but this server would serve it under /',
      );
      // Rebuilt for its own base path: it serves again, without a restart.
      writeBuildStamp(dist, { basePath: '/' });
      expect((await fetch(server.url)).status).toBe(200);
    } finally {
      writeBuildStamp(dist, { basePath: '/' });
      server.stop();
    }
  });

  it('the link checker checks and reports', async () => {
    const result = await run(dir, process.execPath, ['--import', 'tsx', 'scripts/check-links.ts']);
    expect(result.stdout + result.stderr).toMatch(
      /check-links: dist\/: \d+ files, \d+ internal and 0 external links, 0 problems/,
    );
    expect(result.code).toBe(0);
  });

  it('npm start refuses, with the fix, a build made for another base path', async () => {
    const result = await run(dir, 'npm', ['start'], { BASE_PATH: '/sensei/' });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(
      'serve failed: dist/ was built for the base path /, but this server would serve it under /sensei/',
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
