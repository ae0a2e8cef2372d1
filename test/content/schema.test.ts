// The content check the build runs before rendering (src/content-schema): the site's own
// content passes, and each mistake a person editing src/content/ (or its Japanese edition,
// src/content/ja/) makes stops the build with one line naming the file and line, the record
// and the field, in plain words.
// The mistakes are made on copies of the real modules, so these tests follow the content.
import { describe, expect, it } from 'vitest';
import { checkContent, contentProblems, siteContent, type ContentModule } from '../../src/content-schema/check.ts';
import { SHARED_MODULES } from '../../src/content-schema/modules.ts';

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
        /^src\/content\/site\.ts:\d+ › site › email: "aiko at example\.eu" is not an e-mail address; write it like "name@example\.com"$/,
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
        'should be the site\'s address only, like "https://example.com"; for a site in a subfolder, build with BASE_PATH',
      ),
    ]);
  });

  it('reports an export the site does not use, and a content file without a schema', () => {
    const module = { ...moduleOf('site.ts'), exports: { ...moduleOf('site.ts').exports, trail: { minutes: 30 } } };
    expect(checkContent([module, { file: 'src/content/titles.ts', exports: { pageTitles: {} } }])).toEqual([
      'src/content/site.ts › trail: the site does not use this export; the exports of this file are: site, tagline, trial',
      'src/content/titles.ts: the build has no schema for this file; register it in src/content-schema/modules.ts',
    ]);
  });

  it('reports every problem at once', () => {
    const site = moduleOf('site.ts').exports.site as Record<string, string>;
    const shell = moduleOf('shell.ts').exports.shellTexts as Record<string, unknown>;
    expect(
      checkContent([
        edited('site.ts', 'site', { ...site, email: 'nope', url: 'nope' }),
        edited('shell.ts', 'shellTexts', { ...shell, skipLink: '' }),
      ]),
    ).toHaveLength(3);
  });
});

describe('the content check of the Japanese edition (src/content/ja/)', () => {
  it('checks every Japanese module with the schema of its English twin', () => {
    const english = modules.filter(
      (module) =>
        /^src\/content\/[^/]+\.ts$/.test(module.file) && !SHARED_MODULES.includes(module.file.split('/').pop()!),
    );
    const valued = english.filter((module) => Object.keys(module.exports).length > 0);
    for (const module of valued) {
      const twin = moduleOf(`ja/${module.file.split('/').pop()}`);
      expect(Object.keys(twin.exports).sort(), twin.file).toEqual(Object.keys(module.exports).sort());
    }
  });

  it('stops on a Japanese module that lacks an export of its English twin, or has one more', () => {
    const site = moduleOf('ja/site.ts');
    const { trial: _, ...withoutTrial } = site.exports;
    expect(checkContent([{ ...site, exports: { ...withoutTrial, tiral: { minutes: 30 } } }])).toEqual([
      'src/content/ja/site.ts › trial: missing',
      'src/content/ja/site.ts › tiral: the site does not use this export; the exports of this file are: site, tagline, trial',
    ]);
  });

  it('stops when a Japanese module is missing, saying how to make it', () => {
    expect(contentProblems(modules.filter((module) => module.file !== 'src/content/ja/shell.ts'))).toEqual([
      'src/content/ja/shell.ts is missing: every page text has a Japanese edition. ' +
        'Copy src/content/shell.ts to src/content/ja/shell.ts, translate its texts and keep its facts',
    ]);
  });

  it("stops on a text function that no longer writes its values (the footer's copyright line)", () => {
    const shell = moduleOf('ja/shell.ts').exports.shellTexts as { footer: Record<string, unknown> };
    const footer = { ...shell.footer, copyright: () => '© 無断転載を禁じます。' };
    expect(checkContent([edited('ja/shell.ts', 'shellTexts', { ...shell, footer })])).toEqual([
      expect.stringMatching(
        /^src\/content\/ja\/shell\.ts:\d+ › shellTexts › footer › copyright: should write its values into the text \(given 2026 and "Brand"/,
      ),
    ]);
  });
});
