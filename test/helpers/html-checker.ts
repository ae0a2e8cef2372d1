// The Nu Html Checker (vnu-jar, on Java) on built pages, for the tests of the default build
// (test/e2e/html-validity.test.ts) and of the builds of their own (test/builds/). One Java start
// checks all the files it is given: the start dominates a check.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from '../../scripts/paths.ts';

const VNU_JAR = path.join(ROOT_DIR, 'node_modules/vnu-jar/build/dist/vnu.jar');

/**
 * How Java runs the checker: with the stack its schema needs, and with the quick compiler only.
 * A check takes a second or two, where the optimizing compiler's work costs more than it gains:
 * measured on the default build's 30 pages, 4.2 s of CPU with it and 2.2 s without, the same
 * messages.
 */
const JAVA_OPTIONS = ['-Xss4m', '-XX:TieredStopAtLevel=1'];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The checker's errors in `files`, each as "path from `root`:line: message [extract]". */
export function htmlErrors(files: readonly string[], root: string): string[] {
  const run = spawnSync('java', [...JAVA_OPTIONS, '-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`Cannot run java (install a JRE: .ci/run does): ${run.error.message}`);
  // vnu writes its report to stderr and exits 1 when it found errors.
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  return messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error')
    .map(
      (m) =>
        `${path.relative(root, new URL(m.url).pathname)}:${m.lastLine ?? '?'}: ${m.message} [${m.extract?.trim() ?? ''}]`,
    );
}
