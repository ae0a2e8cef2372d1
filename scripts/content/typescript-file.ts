// The content still written in TypeScript (src/content/site.ts, the site's facts) read for its
// form before anything imports it: a missing quote or comma would otherwise stop the build with
// the bundler's error and a stack trace. Each file's first mistake of form (the ones after it
// are usually its echoes) becomes one line that names the file and the line in plain words,
// like the content files' (./yaml-file.ts).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** What TypeScript's messages about form mean for a file of facts, by their code. */
const PLAIN: Record<number, string> = {
  // Unterminated string literal.
  1002: 'a text is not closed: end it with the same quote it starts with (\' or ")',
  // "',' expected", "'}' expected"…
  1005: "this line does not read as a fact: an apostrophe inside '…' ends the text early (write \"I'm\" in double quotes), or a comma is missing at the end of the line before",
  // Unterminated template literal.
  1160: 'a text in backticks (`) is not closed: end it with another backtick',
  // Expression expected, Declaration or statement expected.
  1109: "a value is missing here: write it between quotes, like 'Kotoba Malta'",
  1128: 'this line does not read as a fact: compare it with the lines around it (a quote or a brace may be missing)',
};

/** The first mistake of form of a TypeScript file, as a line "file:line: what is wrong", or undefined. */
export function typescriptFormProblem(absolute: string, file: string): string | undefined {
  const source = fs.readFileSync(absolute, 'utf8');
  const { diagnostics = [] } = ts.transpileModule(source, {
    fileName: path.basename(absolute),
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext },
  });
  const [first] = diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (!first) return undefined;
  const line =
    first.file && first.start !== undefined ? first.file.getLineAndCharacterOfPosition(first.start).line + 1 : 1;
  const message =
    PLAIN[first.code] ??
    `${ts.flattenDiagnosticMessageText(first.messageText, ' ')}: compare this line with the lines around it`;
  return `${file}:${line}: ${message}`;
}
