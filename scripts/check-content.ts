// Checks the content in src/content/ before anything is built: the site's facts, every page
// in both languages and the blog's articles are loaded (scripts/content/load.ts) and every problem printed as one line
// that names the file, the line and the field. The build's first step; the exit code is 1 when
// there is a problem, and nothing has been written then.
//
// Usage: tsx scripts/check-content.ts   (run by `npm run build`)
import { CONTENT_UNITS, type UnitName } from '../src/content-schema/units.ts';
import { locales } from '../src/routes.ts';
import { loadArticles } from './content/articles.ts';
import { loadContent } from './content/load.ts';
import { isMainModule } from './is-main.ts';

/** Every problem of the content, both languages, in the order of the files. */
export async function contentProblems(): Promise<string[]> {
  const problems = new Set<string>();
  for (const unit of Object.keys(CONTENT_UNITS) as UnitName[]) {
    for (const locale of locales) {
      for (const problem of (await loadContent(unit, locale)).problems) problems.add(problem);
    }
  }
  // The blog's articles (src/content/articles/), drafts included: a draft's mistakes show too.
  const articles = await loadArticles({ encode: false, drafts: true, base: '/', siteOrigin: '' });
  for (const problem of articles.problems) problems.add(problem);
  return [...problems];
}

if (isMainModule(import.meta.url)) {
  const problems = await contentProblems();
  if (problems.length > 0) {
    const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
    console.error(`content: ${count}; fix and build again:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `content: ${Object.keys(CONTENT_UNITS).length} content files checked in each of ${locales.length} languages, no problem`,
  );
}
