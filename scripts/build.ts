// Builds the site: checks the content (scripts/check-content.ts), then makes the browser
// bundle (vite build) and the server bundle (vite build --ssr) side by side (neither reads
// the other), then the prerendered pages (scripts/prerender.ts). Every step writes into a staging
// folder beside dist/; only when all of them succeed is the staging folder swapped into
// dist/. A failed build therefore leaves the previous dist/ exactly as it was, so that
// `npm start` and a host never get a half-built site.
//
// Usage: npm run build   (tsx scripts/build.ts)
// Env:   OUT_DIR, BASE_PATH, SITE_URL (see scripts/paths.ts and scripts/prerender.ts)
import fs from 'node:fs';
import path from 'node:path';
import { writeBuildStamp } from './build-stamp.ts';
import { isMainModule } from './is-main.ts';
import { BASE_PATH, OUT_DIR, ROOT_DIR, serverDirFor } from './paths.ts';
import { runSideBySide } from './side-by-side.ts';

/** One step of the build: a Node command run in the project folder. */
export interface BuildStep {
  /** What the step makes, for messages. */
  name: string;
  /** Arguments to `node`. */
  args: string[];
}

const VITE_CLI = path.join(ROOT_DIR, 'node_modules', 'vite', 'bin', 'vite.js');

/**
 * The steps, in stages: the stages run in order, the steps of a stage side by side (neither
 * bundle reads the other).
 */
const BUILD_STAGES: ReadonlyArray<readonly BuildStep[]> = [
  [{ name: 'content check', args: ['--import', 'tsx', path.join(ROOT_DIR, 'scripts', 'check-content.ts')] }],
  [
    { name: 'browser bundle', args: [VITE_CLI, 'build'] },
    { name: 'server bundle', args: [VITE_CLI, 'build', '--ssr'] },
  ],
  [{ name: 'pages', args: ['--import', 'tsx', path.join(ROOT_DIR, 'scripts', 'prerender.ts')] }],
];

/** The steps, in order. The benchmark (scripts/bench/build.ts) times them one by one. */
export const BUILD_STEPS: readonly BuildStep[] = BUILD_STAGES.flat();

/** Where a build for `outDir` is made before it is swapped in: a sibling, so the swap is a rename. */
export function stagingDirFor(outDir: string): string {
  return `${outDir}.partial`;
}

/**
 * Moves `from` to `to`, replacing what was there. A rename when the system allows it;
 * Windows refuses to rename a folder while a program holds one of its files open (a
 * running `npm start`), and then the files are copied over instead.
 */
function replaceDir(from: string, to: string): void {
  const old = `${to}.old`;
  fs.rmSync(old, { recursive: true, force: true });
  try {
    if (fs.existsSync(to)) fs.renameSync(to, old);
    fs.renameSync(from, to);
  } catch {
    fs.rmSync(to, { recursive: true, force: true });
    fs.cpSync(from, to, { recursive: true });
    fs.rmSync(from, { recursive: true, force: true });
  }
  fs.rmSync(old, { recursive: true, force: true });
}

/** Builds into the staging folder and swaps it in; resolves to false (dist/ untouched) on failure. */
export async function build(outDir = OUT_DIR): Promise<boolean> {
  const staging = stagingDirFor(outDir);
  const shown = path.relative(ROOT_DIR, outDir) || '.';
  for (const dir of [staging, serverDirFor(staging)]) fs.rmSync(dir, { recursive: true, force: true });

  for (const steps of BUILD_STAGES) {
    const results = await runSideBySide(
      steps.map((step) => ({ ...step, command: process.execPath, env: { OUT_DIR: staging } })),
    );
    const failed = steps.find((_, index) => !results[index]);
    if (failed) {
      for (const dir of [staging, serverDirFor(staging)]) fs.rmSync(dir, { recursive: true, force: true });
      const kept = fs.existsSync(outDir)
        ? `${shown}/ still holds the previous build`
        : `nothing was written to ${shown}/`;
      console.error(`\nbuild failed while making the ${failed.name} (see the lines above): ${kept}.`);
      return false;
    }
  }
  writeBuildStamp(staging, { basePath: BASE_PATH });
  replaceDir(serverDirFor(staging), serverDirFor(outDir));
  replaceDir(staging, outDir);
  console.log(`build: the site is in ${shown}/ (base path ${BASE_PATH})`);
  return true;
}

if (isMainModule(import.meta.url)) {
  process.exit((await build()) ? 0 : 1);
}
