// Times the whole `npm run build` into the benchmark's folder, then runs its steps (client
// build, server build, prerender: BUILD_STEPS of scripts/build.ts) one by one and times each.
import { spawnSync } from 'node:child_process';
import { BUILD_STEPS } from '../build.ts';
import { ROOT_DIR } from '../paths.ts';
import { since } from './stats.ts';

/** Wall-clock times of the build, in milliseconds. */
export interface BuildTimes {
  contentMs: number;
  clientMs: number;
  serverMs: number;
  prerenderMs: number;
  /** The steps added up. */
  stepsMs: number;
  /** `npm run build` as a whole (npm's own start-up included). */
  npmRunBuildMs: number;
}

/** Runs a command in the project with OUT_DIR set; throws with its output if it fails. */
function run(command: string, args: readonly string[], outDir: string): number {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: ROOT_DIR,
    shell: command === 'npm',
    encoding: 'utf8',
    env: { ...process.env, OUT_DIR: outDir },
  });
  if (result.status !== 0)
    throw new Error(`"${[command, ...args].join(' ')}" failed:\n${result.stdout}\n${result.stderr}`);
  return since(started);
}

/** Builds the site into `outDir` (twice: with npm run build, then step by step) and times it. */
export function timedBuild(outDir: string): BuildTimes {
  const npmRunBuildMs = run('npm', ['run', 'build'], outDir);
  const [contentMs, clientMs, serverMs, prerenderMs] = BUILD_STEPS.map((step) =>
    run(process.execPath, step.args, outDir),
  );
  return {
    contentMs: contentMs!,
    clientMs: clientMs!,
    serverMs: serverMs!,
    prerenderMs: prerenderMs!,
    stepsMs: contentMs! + clientMs! + serverMs! + prerenderMs!,
    npmRunBuildMs,
  };
}
