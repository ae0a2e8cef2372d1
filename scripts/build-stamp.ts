// The note a complete build leaves in its folder, and the check `npm start` makes before
// serving one. The build writes every file into a staging folder and swaps it into dist/
// only when all steps succeeded (scripts/build.ts), so a dist/ without this note was
// made some other way (a bare `vite build`, an interrupted copy) and is not a site.
import fs from 'node:fs';
import path from 'node:path';

/** The note's file name; a dotfile, so that static servers (and sirv) do not list it. */
export const BUILD_STAMP_FILE = '.site-build.json';

/** What the note records about the build. */
export interface BuildStamp {
  /** The base path the site was built for ("/" or "/sub/"): every URL in it starts there. */
  basePath: string;
}

export function writeBuildStamp(dir: string, stamp: BuildStamp): void {
  fs.writeFileSync(path.join(dir, BUILD_STAMP_FILE), `${JSON.stringify(stamp)}\n`);
}

export function readBuildStamp(dir: string): BuildStamp | undefined {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(dir, BUILD_STAMP_FILE), 'utf8')) as Partial<BuildStamp>;
    return typeof stamp.basePath === 'string' ? { basePath: stamp.basePath } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why the folder `dir` (shown to the reader as `shown`) cannot be served under `base`, in
 * plain words with the command that fixes it; undefined when it can.
 */
export function servingProblem(dir: string, base: string, shown = dir): string | undefined {
  const stamp = readBuildStamp(dir);
  if (!stamp) {
    return `${shown}/ is not a complete build (it has no ${BUILD_STAMP_FILE}): run \`${buildCommand(base)}\` first.`;
  }
  if (stamp.basePath !== base) {
    const wanted = stamp.basePath === '/' ? 'without BASE_PATH' : `with BASE_PATH=${stamp.basePath}`;
    return (
      `${shown}/ was built for the base path ${stamp.basePath}, but this server would serve it under ${base}: ` +
      `every stylesheet and script would answer 404. Start it ${wanted} (e.g. \`${startCommand(stamp.basePath)}\`), ` +
      `or rebuild for ${base} with \`${buildCommand(base)}\`.`
    );
  }
  return undefined;
}

const withBase = (base: string, command: string) => (base === '/' ? command : `BASE_PATH=${base} ${command}`);
const startCommand = (base: string) => withBase(base, 'npm start');
const buildCommand = (base: string) => withBase(base, 'npm run build');
