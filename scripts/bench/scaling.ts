// Prerender time for 20, 200 and 2,000 synthetic routes, each in a fresh process as the
// build runs it, to show that the cost per page stays flat.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../paths.ts';
import { since } from './stats.ts';
import type { Workspace } from './workspace.ts';

/** The page counts measured. */
export const SCALE_STEPS = [20, 200, 2000] as const;

/** One run of the prerender over synthetic pages. */
export interface ScalePoint {
  pages: number;
  /** The tsx process from start to exit, as `npm run build` pays it. */
  processMs: number;
  /** Inside the process: loading the server bundle, rendering and writing every page. */
  prerenderMs: number;
  /** prerenderMs / pages. */
  perPageMs: number;
}

const SCRIPT = path.join(ROOT_DIR, 'scripts', 'bench', 'scale-prerender.ts');

function runScale(outDir: string, pages: number): ScalePoint {
  fs.rmSync(path.join(outDir, 'scale'), { recursive: true, force: true });
  const started = performance.now();
  const result = spawnSync(path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx'), [SCRIPT, String(pages)], {
    cwd: ROOT_DIR,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, OUT_DIR: outDir },
  });
  const processMs = since(started);
  const line = result.stdout.split('\n').find((text) => text.startsWith('BENCH_RESULT '));
  if (result.status !== 0 || !line) throw new Error(`Scaling run with ${pages} pages failed:\n${result.stderr}`);
  const { prerenderMs } = JSON.parse(line.slice('BENCH_RESULT '.length)) as { prerenderMs: number };
  return { pages, processMs, prerenderMs, perPageMs: prerenderMs / pages };
}

/** Copies the benchmark's build aside and prerenders each page count into the copy. */
export function measureScaling(workspace: Workspace, steps: readonly number[] = SCALE_STEPS): ScalePoint[] {
  const outDir = path.join(workspace.root, 'scale', 'dist');
  fs.cpSync(workspace.outDir, outDir, { recursive: true });
  fs.cpSync(`${workspace.outDir}-ssr`, `${outDir}-ssr`, { recursive: true });
  return steps.map((pages) => runScale(outDir, pages));
}
