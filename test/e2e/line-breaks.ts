// The Japanese line-break check of every browser: run in a page, it reads the page's line boxes
// and names each line break inside a word or before a character kinsoku keeps off a line's
// start. Chromium runs it in test/e2e/japanese-line-breaks.test.ts; Firefox and WebKit (Safari's
// engine) in test/other-browsers/line-breaks.ts (`npm run test:other-browsers`).
//
// A line break inside Japanese text set in phrases (a heading, a link, a label) passes when it
// falls on a word boundary of Intl.Segmenter('ja', { granularity: 'word' }) or on a break point
// the build wrote into the text (scripts/content/break-points.ts), or at a space, but never inside
// what the build keeps whole although ICU sees two words there (a short katakana word). Running
// prose (a story, a policy, an answer) may break between any two characters, as books are set, and
// its lines must run full, its last line holding more than three characters. In both, never
// between a number and its counter or inside a name's reading.
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
  // `phrases`: the text is set in phrases (word-break: keep-all: all but running prose), which
  // breaks between words only; otherwise it is running prose (a story, a policy, an answer), whose
  // lines run full and may break between any two characters kinsoku allows (styles/_mixins.scss).
  type Unit = { char: string; rect?: DOMRect; phrases?: boolean };
  const problems: string[] = [];
  const range = document.createRange();

  // The block containers still to read; each holds runs of inline content (its lines).
  const blocks: Element[] = [...document.querySelectorAll('header, main, footer')];
  // A run of inline content: characters (an inline-block counts as one object) up to the next block.
  const read = (element: Element, runs: Unit[][]) => {
    for (const child of element.childNodes) {
      if (child instanceof Text) {
        const text = child.data;
        const phrases = getComputedStyle(child.parentElement!).wordBreak === 'keep-all';
        for (let index = 0; index < text.length; index++) {
          range.setStart(child, index);
          range.setEnd(child, index + 1);
          // The character's own box: WebKit gives the first character of a wrapped line a second,
          // empty box at the end of the line before, first in the list (read as the character,
          // the next one was taken for the line's start: 楽しく|て、 was reported as 楽しくて|、).
          const rect = [...range.getClientRects()].find((box) => box.width > 0);
          runs.at(-1)!.push({ char: text[index]!, rect, phrases });
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

  const check = (run: Unit[], vertical: boolean, fontSize: number) => {
    // The run's text without break points, and where each character of the run is in it.
    let plain = '';
    const at: number[] = [];
    for (const unit of run) {
      at.push(plain.length);
      if (unit.char !== breakPoint) plain += unit.char;
    }
    const boundaries = new Set([...segmenter.segment(plain)].map((segment) => segment.index));
    let previous = -1;
    // The lines of prose: where each starts and ends, and whether the next one starts with Japanese.
    const lines: { from: DOMRect; to?: DOMRect; japaneseBreak: boolean; next?: string; chars: number }[] = [];
    run.forEach((unit, index) => {
      const shown = unit.rect && unit.rect.width > 0 && unit.char.trim() && unit.char !== breakPoint;
      if (!shown) return;
      const before = previous >= 0 ? run[previous]! : undefined;
      previous = index;
      if (!before) {
        lines.push({ from: unit.rect!, japaneseBreak: false, chars: 1 });
        return;
      }
      // A new line: this character's box starts below the previous one's (left of it in
      // vertical writing, where lines are columns from right to left).
      const newLine = vertical ? unit.rect!.right <= before.rect!.left + 1 : unit.rect!.top >= before.rect!.bottom - 1;
      if (!newLine) {
        lines.at(-1)!.chars++;
        return;
      }
      const context = `${plain.slice(Math.max(0, at[index]! - 10), at[index])}/${plain.slice(at[index], at[index]! + 10)}`;
      const prose = !unit.phrases && !before.phrases;
      const line = lines.at(-1)!;
      line.to = before.rect!;
      line.next = context;
      // Three characters after the break in Japanese script: a Latin word cannot be broken, and
      // may leave a line short by its width.
      line.japaneseBreak =
        prose && JAPANESE.test(before.char) && run.slice(index, index + 3).every((next) => JAPANESE.test(next.char));
      lines.push({ from: unit.rect!, japaneseBreak: false, chars: 1 });
      const between = run.slice(run.indexOf(before) + 1, index).map((skipped) => skipped.char);
      if (forbidden.includes(unit.char)) problems.push(`${context} (a line starts with ${unit.char})`);
      const atSpace = between.some((char) => char === breakPoint || !char.trim());
      const inJapanese = JAPANESE.test(before.char) || JAPANESE.test(unit.char);
      // Text set in phrases breaks between words only; prose may break inside one, as Japanese is typeset.
      const phrases = unit.phrases && before.phrases;
      if (phrases && inJapanese && !atSpace && !boundaries.has(at[index]!)) problems.push(`${context} (inside a word)`);
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
      // A range or a time is one unit (7〜10営業日, N5〜N1, 16:00〜翌3:00).
      if (
        (plain[start] === '〜' && /[\dA-Za-z]/.test(plain[start - 1] ?? '')) ||
        (plain[start - 1] === '〜' && /[\dA-Za-z翌]/.test(plain[start] ?? '')) ||
        (plain[start - 1] === '翌' && /\d/.test(plain[start] ?? ''))
      )
        problems.push(`${context} (inside a range)`);
      if (/\d[かヶカヵケ]$/.test(plain.slice(0, start)) && plain[start] === '月')
        problems.push(`${context} (inside a number of months)`);
      // (A WORD JOINER inside the word is no character of it: プライバシーポ⁠リ⁠シ⁠ー is 10 long.)
      const katakana = /[\p{Script=Katakana}ー]/u;
      const inWord = (char: string) => katakana.test(char) || char === '\u2060';
      if (phrases && katakana.test(plain[start - 1] ?? '') && katakana.test(plain[start] ?? '')) {
        let from = start - 1;
        let to = start;
        while (from > 0 && inWord(plain[from - 1]!)) from--;
        while (to < plain.length && inWord(plain[to]!)) to++;
        const length = plain.slice(from, to).replaceAll('\u2060', '').length;
        if (length <= KATAKANA_WORD_LENGTH) problems.push(`${context} (inside a katakana word)`);
      }
    });
    // Prose runs its lines full: a line broken before Japanese text ends within three characters
    // of the run's widest line (kinsoku may carry a character or two down), never half empty.
    if (vertical) return;
    // Nor does it end with a line of one to three characters after a break inside Japanese
    // (ご相談くだ/さい。): the build keeps a paragraph's last phrase whole.
    const [second, last] = lines.slice(-2);
    if (second?.japaneseBreak && last!.chars < 4)
      problems.push(`${second.next} (a last line of ${last!.chars} characters)`);
    const width = (line: (typeof lines)[number]) => (line.to ? line.to.right - line.from.left : 0);
    const widest = Math.max(0, ...lines.map(width));
    for (const line of lines) {
      const short = widest - width(line);
      if (line.japaneseBreak && short > 3 * fontSize) {
        problems.push(`${line.next} (a line of prose ends ${Math.round(short)} px short of the widest)`);
      }
    }
  };

  while (blocks.length > 0) {
    const block = blocks.shift()!;
    const box = block.getBoundingClientRect();
    // Visually hidden text (1 px wide) is read by screen readers, not laid out in lines.
    const hidden = box.width < 4 || box.height < 4;
    const runs: Unit[][] = [[]];
    read(block, runs);
    const vertical = getComputedStyle(block).writingMode.startsWith('vertical');
    const fontSize = parseFloat(getComputedStyle(block).fontSize);
    if (!hidden) runs.forEach((run) => check(run, vertical, fontSize));
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
