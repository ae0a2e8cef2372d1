// Tells a script whether it was started directly (`tsx scripts/serve.ts`) or imported by
// another module (a test, the benchmark). Comparing `import.meta.url` with
// `file://${process.argv[1]}` breaks on a folder whose name has a space or non-ASCII
// characters (the URL escapes them) and on Windows (drive letter, backslashes): the script
// then does nothing and exits 0. pathToFileURL builds the URL the same way Node does.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** True when the module whose `import.meta.url` is given is the script Node was started with. */
export function isMainModule(moduleUrl: string): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  const resolved = path.resolve(entry);
  // Node runs the real file behind a symlinked path (macOS's /tmp, a linked project folder).
  const real = fs.existsSync(resolved) ? fs.realpathSync(resolved) : resolved;
  return moduleUrl === pathToFileURL(real).href || moduleUrl === pathToFileURL(resolved).href;
}
