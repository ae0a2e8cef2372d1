// The check the build runs on the content still written in TypeScript, the site's facts
// (src/content/site.ts; src/content-schema/check.ts): the site's own facts pass, and each
// mistake stops the build with one line naming the file and line and the field, in plain words.
// The mistakes are made on copies of the real modules, so these tests follow the content.
import { describe, expect, it } from 'vitest';
import { checkContent, contentProblems, siteContent, type ContentModule } from '../../src/content-schema/check.ts';

const modules = siteContent();

function moduleOf(name: string): ContentModule {
  const module = modules.find((candidate) => candidate.file === `src/content/${name}`);
  if (!module) throw new Error(`no content module ${name}`);
  return module;
}

/** A copy of a module with one export replaced, and the same edit made to its source (for line numbers). */
function edited(
  name: string,
  exportName: string,
  value: unknown,
  source?: [from: string | RegExp, to: string],
): ContentModule {
  const module = moduleOf(name);
  const text = module.source ?? '';
  const changed = source ? text.replace(source[0], source[1]) : text;
  if (source && changed === text) throw new Error(`${name} does not contain ${String(source[0])}`);
  return { ...module, exports: { ...module.exports, [exportName]: value }, source: changed };
}

describe('the content check', () => {
  it("finds nothing wrong with the site's content", () => {
    expect(contentProblems()).toEqual([]);
  });

  it('stops on a site address without https:// and on an e-mail address that is not one', () => {
    const site = moduleOf('site.ts').exports.site as Record<string, string>;
    const module = edited('site.ts', 'site', { ...site, url: 'kotobamalta.com', email: 'aiko at example.eu' });
    expect(checkContent([module])).toEqual([
      expect.stringMatching(
        /^src\/content\/site\.ts:\d+ › site › email: "aiko at example\.eu" is not an e-mail address; write it like name@example\.com$/,
      ),
      expect.stringMatching(
        /^src\/content\/site\.ts:\d+ › site › url: "kotobamalta\.com" is not a web address; write the whole address, starting with https:\/\//,
      ),
    ]);
  });

  it('stops on a site address with a path, pointing to BASE_PATH', () => {
    const site = moduleOf('site.ts').exports.site as Record<string, string>;
    const problems = checkContent([edited('site.ts', 'site', { ...site, url: 'https://example.com/sensei' })]);
    expect(problems).toEqual([
      expect.stringContaining(
        "should be the site's address only, like https://example.com; for a site in a subfolder, build with BASE_PATH",
      ),
    ]);
  });

  it('reports an export the site does not use, and a content file without a schema', () => {
    const module = { ...moduleOf('site.ts'), exports: { ...moduleOf('site.ts').exports, trail: { minutes: 30 } } };
    expect(checkContent([module, { file: 'src/content/titles.ts', exports: { pageTitles: {} } }])).toEqual([
      'src/content/site.ts › trail: the site does not use this export; the exports of this file are: site, trial',
      'src/content/titles.ts: the build has no schema for this file; register it in src/content-schema/modules.ts',
    ]);
  });

  it('reports every problem at once', () => {
    const site = moduleOf('site.ts').exports.site as Record<string, string>;
    const trial = moduleOf('site.ts').exports.trial as Record<string, number>;
    const module = edited('site.ts', 'site', { ...site, email: 'nope', url: 'nope' });
    expect(checkContent([{ ...module, exports: { ...module.exports, trial: { ...trial, minutes: 0 } } }])).toHaveLength(
      3,
    );
  });
});
