// The Japanese line-break check of every browser: run in a page, it reads the page's line boxes
// and names each line break inside a word or before a character kinsoku keeps off a line's
// start. Chromium runs it in test/e2e/japanese-line-breaks.test.ts; Firefox and WebKit (Safari's
// engine) in test/other-browsers/line-breaks.ts (`npm run test:other-browsers`).
//
// A line break inside Japanese text passes when it falls on a word boundary of
// Intl.Segmenter('ja', { granularity: 'word' }) or on a break point the build wrote into the
// text (scripts/content/break-points.ts), or at a space, but never inside what the build keeps
// whole although ICU sees two words there (a number and its counter, a short katakana word).
import { BREAK_POINT, KATAKANA_WORD_LENGTH } from '../../scripts/content/break-points.ts';

/** The widths every Japanese page is laid out at: a phone, a tablet, a laptop. */
export const WIDTHS = [375, 768, 1280];

/** Characters a line must not start with: small kana, the prolonged sound mark, closing punctuation, the full-width slash. */
export const LINE_START_FORBIDDEN = 'ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶー、。，．）」』】〕〉》・：；！？／';

/**
 * Every wrong line break on the page as it is laid out now, as "before/after (why)": the line
 * boxes of the text in header, main and footer, each character's box measured with a Range.
 * It runs in the page: call it with LINE_BREAK_ARGUMENTS.
 */
export const lineBreakProblemsInPage = (breakPoint: string, forbidden: string, KATAKANA_WORD_LENGTH: number) => {
  const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆〜、。，．「」『』（）【】！？・：；]/u;
  const OBJECT = '\uFFFC';
  const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });
  const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'SELECT', 'TEXTAREA', 'INPUT', 'svg']);
  type Unit = { char: string; rect?: DOMRect };
  const problems: string[] = [];
  const range = document.createRange();

  // The block containers still to read; each holds runs of inline content (its lines).
  const blocks: Element[] = [...document.querySelectorAll('header, main, footer')];
  // A run of inline content: characters (an inline-block counts as one object) up to the next block.
  const read = (element: Element, runs: Unit[][]) => {
    for (const child of element.childNodes) {
      if (child instanceof Text) {
        const text = child.data;
        for (let index = 0; index < text.length; index++) {
          range.setStart(child, index);
          range.setEnd(child, index + 1);
          runs.at(-1)!.push({ char: text[index]!, rect: range.getClientRects()[0] });
        }
      } else if (child instanceof Element && !SKIPPED.has(child.tagName)) {
        const display = getComputedStyle(child).display;
        if (display === 'none') continue;
        if (child.tagName === 'BR') runs.push([]);
        else if (display === 'inline' || display === 'contents') read(child, runs);
        else {
          blocks.push(child);
          if (display.startsWith('inline')) runs.at(-1)!.push({ char: OBJECT, rect: child.getClientRects()[0] });
          else runs.push([]);
        }
      }
    }
  };

  const check = (run: Unit[], vertical: boolean) => {
    // The run's text without break points, and where each character of the run is in it.
    let plain = '';
    const at: number[] = [];
    for (const unit of run) {
      at.push(plain.length);
      if (unit.char !== breakPoint) plain += unit.char;
    }
    const boundaries = new Set([...segmenter.segment(plain)].map((segment) => segment.index));
    let previous = -1;
    run.forEach((unit, index) => {
      const shown = unit.rect && unit.rect.width > 0 && unit.char.trim() && unit.char !== breakPoint;
      if (!shown) return;
      const before = previous >= 0 ? run[previous]! : undefined;
      previous = index;
      // A new line: this character's box starts below the previous one's (left of it in
      // vertical writing, where lines are columns from right to left).
      if (!before) return;
      const newLine = vertical ? unit.rect!.right <= before.rect!.left + 1 : unit.rect!.top >= before.rect!.bottom - 1;
      if (!newLine) return;
      const between = run.slice(run.indexOf(before) + 1, index).map((skipped) => skipped.char);
      const context = `${plain.slice(Math.max(0, at[index]! - 10), at[index])}/${plain.slice(at[index], at[index]! + 10)}`;
      if (forbidden.includes(unit.char)) problems.push(`${context} (a line starts with ${unit.char})`);
      const atSpace = between.some((char) => char === breakPoint || !char.trim());
      const inJapanese = JAPANESE.test(before.char) || JAPANESE.test(unit.char);
      if (inJapanese && !atSpace && !boundaries.has(at[index]!)) problems.push(`${context} (inside a word)`);
      // Words the build keeps whole although ICU sees two (scripts/content/break-points.ts).
      const start = at[index]!;
      if (
        /\d/.test(plain[start - 1] ?? '') &&
        /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(plain[start] ?? '')
      )
        problems.push(`${context} (between a number and its counter)`);
      // A name's reading (たなか・ゆき) is one word to a reader.
      if (
        (plain[start - 1] === '・' &&
          /\p{Script=Hiragana}/u.test(plain[start - 2] ?? '') &&
          /\p{Script=Hiragana}/u.test(plain[start] ?? '')) ||
        (plain[start] === '・' &&
          /\p{Script=Hiragana}/u.test(plain[start - 1] ?? '') &&
          /\p{Script=Hiragana}/u.test(plain[start + 1] ?? ''))
      )
        problems.push(`${context} (inside a name's reading)`);
      if (/\d[かヶカヵケ]$/.test(plain.slice(0, start)) && plain[start] === '月')
        problems.push(`${context} (inside a number of months)`);
      const katakana = /[\p{Script=Katakana}ー]/u;
      if (katakana.test(plain[start - 1] ?? '') && katakana.test(plain[start] ?? '')) {
        let from = start - 1;
        let to = start;
        while (from > 0 && katakana.test(plain[from - 1]!)) from--;
        while (to < plain.length && katakana.test(plain[to]!)) to++;
        if (to - from <= KATAKANA_WORD_LENGTH) problems.push(`${context} (inside a katakana word)`);
      }
    });
  };

  while (blocks.length > 0) {
    const block = blocks.shift()!;
    const box = block.getBoundingClientRect();
    // Visually hidden text (1 px wide) is read by screen readers, not laid out in lines.
    const hidden = box.width < 4 || box.height < 4;
    const runs: Unit[][] = [[]];
    read(block, runs);
    const vertical = getComputedStyle(block).writingMode.startsWith('vertical');
    if (!hidden) runs.forEach((run) => check(run, vertical));
  }
  return problems;
};

/** The arguments lineBreakProblemsInPage takes, in order. */
export const LINE_BREAK_ARGUMENTS = [BREAK_POINT, LINE_START_FORBIDDEN, KATAKANA_WORD_LENGTH] as const;

/**
 * lineBreakProblemsInPage as a script a WebDriver or a page can run on its own: the function's
 * source, called with the arguments. (A bundler's name helper, __name, is defined for it.)
 */
export const lineBreakScript = `var __name = (fn) => fn; return (${lineBreakProblemsInPage.toString()})(...arguments);`;
