// A page read across widths (acrossWidths, for the layout test too), and what a page must hold
// on tablets, read in the browser by the sweep (test/e2e/sweep.test.ts) on every page, resized
// through the widths of TABLET_WIDTHS after its phone checks: no text beyond its card, no three
// cards of prose in a row below 900 px, and at 768 px every button label on one line and the
// brand face at its own weight.
import type { Page } from 'puppeteer';
import { wrappedButtons } from './buttons.ts';

/** The tablets' widths, from a portrait iPad to a landscape one. */
export const TABLET_WIDTHS = [768, 820, 912, 1024];

/**
 * Every piece of text inside a card (a list item or an article of main) that reaches past
 * the card's edges, as "card text › overflowing text (px)". A line box is measured with a
 * Range, so text cut off by an overflow rule is caught as well as text drawn over the edge.
 */
function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>('main li, main article')) {
      if (!card.checkVisibility()) continue;
      const box = card.getBoundingClientRect();
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement?.checkVisibility()) continue;
        // Text for screen readers only (a link's "opens in a new tab") sits in a 1 px box that
        // clips it: it is not drawn, whatever its line box measures.
        const parent = node.parentElement.getBoundingClientRect();
        if (parent.width <= 1 && parent.height <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          const past = Math.max(box.left - rect.left, rect.right - box.right);
          if (rect.width > 0 && past > 1) {
            found.push(
              `${card.textContent?.trim().slice(0, 30)} › ${node.textContent.trim().slice(0, 30)} (${Math.round(past)} px)`,
            );
          }
        }
      }
    }
    return found;
  });
}

/** Below this width no row holds three cards of prose: each would have about 180 px of text a line. */
const THREE_UP_FROM = 900;

/**
 * The lists in main that set three or more cards of prose side by side (a card of prose: a list
 * item with a paragraph of more than 40 characters; figures and logos may share a row), as
 * "first card's text (n in a row)".
 */
function proseCardsInARow(page: Page): Promise<string[]> {
  return page.$$eval('main ul, main ol', (lists) =>
    lists.flatMap((list) => {
      const cards = [...list.children].filter(
        (item) =>
          item.checkVisibility() &&
          [...item.querySelectorAll('p')].some((p) => (p.textContent ?? '').trim().length > 40),
      );
      const rows = new Map<number, number>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top / 4);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      const most = Math.max(0, ...rows.values());
      return most >= 3 ? [`${cards[0]!.textContent?.trim().slice(0, 30)} (${most} in a row)`] : [];
    }),
  );
}

/**
 * Text drawn in the brand face (Fraunces) at another weight than the one the site downloads
 * ($weight-display in styles/_tokens.scss, 600): the browser would fake it, bolder and blurred.
 */
function fakedWeights(page: Page): Promise<string[]> {
  return page.$$eval('body *', (elements) =>
    elements
      .filter((element) => [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()))
      .map((element) => ({ element, style: getComputedStyle(element) }))
      .filter(({ style }) => style.fontFamily.startsWith('Fraunces') && style.fontWeight !== '600')
      .map(({ element, style }) => `${element.textContent?.trim().slice(0, 30)} (${style.fontWeight})`),
  );
}

/**
 * What `read` finds wrong on the page at each of `widths` (the page resized, not loaded again: its
 * layout at a width does not depend on the width it was loaded at), by width: {} when nothing is.
 */
export async function acrossWidths(
  page: Page,
  widths: readonly number[],
  read: (width: number) => Promise<string[]>,
): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = {};
  for (const width of widths) {
    await page.setViewport({ width, height: 900 });
    // The resize drawn before reading (a frame, then the next): read at once on a busy machine,
    // the lessons hero at 1024 px was once measured half in its tablet layout (its drawing sized
    // for the float, the text beside it in the grid).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const found = await read(width);
    if (found.length > 0) problems[`${width} px`] = found;
  }
  return problems;
}

/** What is wrong on the page at each tablet width, by width: {} when nothing is. */
export function tabletProblems(page: Page): Promise<Record<string, string[]>> {
  return acrossWidths(page, TABLET_WIDTHS, async (width) => [
    ...(await overflowingText(page)),
    ...(width < THREE_UP_FROM ? await proseCardsInARow(page) : []),
    ...(width === TABLET_WIDTHS[0]
      ? [
          ...(await wrappedButtons(page)).map((button) => `a button on two lines: ${button}`),
          ...(await fakedWeights(page)).map((text) => `the brand face at another weight: ${text}`),
        ]
      : []),
  ]);
}
