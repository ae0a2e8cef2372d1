// The code checks `npm test` runs before it builds: the type check, the linter and the format
// check, side by side (each takes a few seconds of one core). Each prints its own findings;
// the command fails when any of them fails, and names which.
//
// Usage: npm run check   (tsx scripts/check-code.ts)
import { isMainModule } from './is-main.ts';
import { runSideBySide, type Command } from './side-by-side.ts';

/**
 * npm, as the command that started this one ran it (`npm_execpath`: its script, run by this
 * Node, which works where `npm` is a .cmd file, on Windows), or from the PATH.
 */
const NPM = process.env.npm_execpath
  ? { command: process.execPath, args: [process.env.npm_execpath] }
  : { command: 'npm', args: [] };

/** The checks, as `npm run typecheck`, `npm run lint` and `npm run format:check` run them alone. */
export const CODE_CHECKS: readonly Command[] = ['typecheck', 'lint', 'format:check'].map((script) => ({
  name: script,
  command: NPM.command,
  args: [...NPM.args, 'run', '--silent', script],
}));

if (isMainModule(import.meta.url)) {
  const results = await runSideBySide(CODE_CHECKS);
  const failed = CODE_CHECKS.filter((_, index) => !results[index]).map((check) => check.name);
  if (failed.length > 0) console.error(`\nthe code checks failed: ${failed.join(', ')} (see the lines above).`);
  process.exit(failed.length > 0 ? 1 : 0);
}
