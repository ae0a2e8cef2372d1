// Runs the project's build script step by step (client build, server build, prerender)
// into the benchmark's folder and times each step, then times the whole `npm run build`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../paths.ts';
import { since } from './stats.ts';

/** Wall-clock times of the build, in milliseconds. */
export interface BuildTimes {
  clientMs: number;
  serverMs: number;
  prerenderMs: number;
  /** The three steps added up. */
  stepsMs: number;
  /** `npm run build` as a whole (npm's own start-up included). */
  npmRunBuildMs: number;
}

/** The commands of package.json's "build" script ("vite build && vite build --ssr && …"). */
function buildSteps(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const steps = (pkg.scripts.build ?? '').split('&&').map((step) => step.trim());
  if (steps.length !== 3) throw new Error(`Expected 3 steps in the build script, found: ${pkg.scripts.build}`);
  return steps;
}

/** Runs a shell command in the project with OUT_DIR set; throws with its output if it fails. */
function run(command: string, outDir: string): number {
  const started = performance.now();
  const bin = path.join(ROOT_DIR, 'node_modules', '.bin');
  const result = spawnSync(command, {
    cwd: ROOT_DIR,
    shell: true,
    encoding: 'utf8',
    env: { ...process.env, OUT_DIR: outDir, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  if (result.status !== 0) throw new Error(`"${command}" failed:\n${result.stdout}\n${result.stderr}`);
  return since(started);
}

/** Builds the site into `outDir` (twice: step by step, then with npm run build) and times it. */
export function timedBuild(outDir: string): BuildTimes {
  const npmRunBuildMs = run('npm run build', outDir);
  const [client, server, prerender] = buildSteps();
  const clientMs = run(client!, outDir);
  const serverMs = run(server!, outDir);
  const prerenderMs = run(prerender!, outDir);
  return { clientMs, serverMs, prerenderMs, stepsMs: clientMs + serverMs + prerenderMs, npmRunBuildMs };
}
