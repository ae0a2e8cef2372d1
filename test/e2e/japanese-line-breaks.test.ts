// Japanese headings, links and labels break between words, never inside one (ひらが/な, 日本語と/いう);
// prose runs its lines full; no line starts with a character Japanese typesetting keeps off a
// line's start (kinsoku) or splits a number from its counter: every
// Japanese page laid out in Chromium on a phone, a tablet and a laptop, read from its line boxes
// (./line-breaks.ts says what passes). One tab shows the pages one after the other; each page is
// laid out at each width without loading it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.ts';
import { openTab, type Tab } from './browser.ts';
import { LINE_BREAK_ARGUMENTS, lineBreakProblemsInPage, WIDTHS } from './line-breaks.ts';

const HEIGHT = 900;

const japanesePaths = routes.filter((route) => route.locale === 'ja').map((route) => route.path);

let tab: Tab;
beforeAll(async () => {
  tab = await openTab({ viewport: { width: WIDTHS[0]!, height: HEIGHT }, reducedMotion: true });
});
afterAll(() => tab.close());

describe('Japanese line breaking', () => {
  it.each(japanesePaths)(
    '%s breaks text set in phrases between words only, runs prose lines full, and starts no line with a closing mark',
    async (path) => {
      await tab.page.setViewport({ width: WIDTHS[0]!, height: HEIGHT });
      await tab.go(path);
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await tab.page.setViewport({ width, height: HEIGHT });
        problems.push(
          ...(await tab.page.evaluate(lineBreakProblemsInPage, ...LINE_BREAK_ARGUMENTS)).map(
            (problem) => `${width} px: ${problem}`,
          ),
        );
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('Japanese text read at a glance', () => {
  // A component's own rule lost to the prose rule (heavier by an element selector): checklists and
  // leads broke inside words (フィード/バック, お気軽/に) although their components set phrases.
  it('keeps its phrases whole in a hero lead, a checklist item, a level card focus and a centred band', async () => {
    await tab.page.setViewport({ width: WIDTHS[0]!, height: HEIGHT });
    const set: Record<string, string[]> = {};
    for (const path of ['/ja/programs', '/ja/japanese-lessons']) {
      await tab.go(path);
      set[path] = await tab.page.$$eval(
        'main :is([class^="lead_"], [class^="item_"], [class^="focus_"]), main section:last-of-type p',
        (elements) => [...new Set(elements.map((element) => getComputedStyle(element).wordBreak))],
      );
    }
    expect(set).toEqual({ '/ja/programs': ['keep-all'], '/ja/japanese-lessons': ['keep-all'] });
  });
});
