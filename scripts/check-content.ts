// Checks the content in src/content/*.yaml before anything is built: every page in both
// languages is loaded (scripts/content/load.ts) and every problem printed as one line that
// names the file, the line and the field. The build's first step; the exit code is 1 when
// there is a problem, and nothing has been written then.
//
// The site's facts, still a TypeScript module (src/content/site.ts), are read for their form
// first: everything else imports them, so a missing quote there would stop this step with a
// stack trace. (Their values are checked by the prerender, src/content-schema/check.ts.)
//
// Usage: tsx scripts/check-content.ts   (run by `npm run build`)
import fs from 'node:fs';
import path from 'node:path';
import { typescriptFormProblem } from './content/typescript-file.ts';
import { isMainModule } from './is-main.ts';
import { ROOT_DIR } from './paths.ts';

/** The first mistake of form of each TypeScript module of src/content/, one line each. */
function typescriptProblems(): string[] {
  const folder = path.join(ROOT_DIR, 'src', 'content');
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .flatMap((name) => typescriptFormProblem(path.join(folder, name), `src/content/${name}`) ?? []);
}

/** Every problem of the content, both languages, in the order of the files. */
export async function contentProblems(): Promise<string[]> {
  const form = typescriptProblems();
  if (form.length > 0) return form;
  // Imported only now: they import the site's facts.
  const { CONTENT_UNITS } = await import('../src/content-schema/units.ts');
  const { locales } = await import('../src/routes.ts');
  const { loadContent } = await import('./content/load.ts');
  const problems = new Set<string>();
  for (const unit of Object.keys(CONTENT_UNITS) as Array<keyof typeof CONTENT_UNITS>) {
    for (const locale of locales) {
      for (const problem of (await loadContent(unit, locale)).problems) problems.add(problem);
    }
  }
  return [...problems];
}

if (isMainModule(import.meta.url)) {
  const problems = await contentProblems();
  if (problems.length > 0) {
    const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
    console.error(`content: ${count}; fix and build again:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const { CONTENT_UNITS } = await import('../src/content-schema/units.ts');
  const { locales } = await import('../src/routes.ts');
  console.log(
    `content: ${Object.keys(CONTENT_UNITS).length} content files checked in each of ${locales.length} languages, no problem`,
  );
}
