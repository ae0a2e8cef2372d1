// The reviews on the home page lay out well however many the teacher adds: on a wide screen
// no review sits alone on a row and every row is filled edge to edge; on a phone they stack.
// The real page is loaded, then the list is given 1 to 8 reviews (copies of the real ones).
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { content } from '../helpers/content.ts';
import { DESKTOP, MOBILE, visit } from './browser.ts';
import { settle } from './waits.ts';

/** The reviews' rows: how many cards each row holds, and how much of the list's width they cover. */
async function rowsWith(page: Page, count: number): Promise<Array<{ cards: number; filled: number }>> {
  return page.evaluate(
    (title, wanted) => {
      const section = [...document.querySelectorAll('section')].find(
        (s) => s.querySelector('h2')?.textContent === title,
      )!;
      const list = section.querySelector('ul')!;
      const originals = [...list.children];
      list.replaceChildren(
        ...Array.from({ length: wanted }, (_, i) => originals[i % originals.length]!.cloneNode(true)),
      );
      const listBox = list.getBoundingClientRect();
      const rows = new Map<number, DOMRect[]>();
      for (const item of list.children) {
        const box = item.getBoundingClientRect();
        const top = Math.round(box.top);
        rows.set(top, [...(rows.get(top) ?? []), box]);
      }
      return [...rows.values()].map((boxes) => ({
        cards: boxes.length,
        filled: (Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left))) / listBox.width,
      }));
    },
    content.en.home.reviews.title,
    count,
  );
}

describe('the home page reviews', () => {
  it('put no review alone on a row, and fill every row, on a wide screen', async () => {
    const { page, log } = await visit('/', { viewport: DESKTOP });
    await settle(page);
    for (let count = 2; count <= 8; count += 1) {
      const rows = await rowsWith(page, count);
      expect(rows.reduce((sum, row) => sum + row.cards, 0)).toBe(count);
      for (const row of rows) {
        expect(row.cards, `${count} reviews: ${JSON.stringify(rows)}`).toBeGreaterThanOrEqual(2);
        expect(row.filled, `${count} reviews: ${JSON.stringify(rows)}`).toBeGreaterThan(0.99);
      }
      if (count % 3 === 0) expect(rows.every((row) => row.cards === 3)).toBe(true);
    }
    expect(log.problems).toEqual([]);
  });

  it('stack one per row on a phone', async () => {
    const { page } = await visit('/', { viewport: MOBILE, hydrate: false });
    await settle(page);
    const rows = await rowsWith(page, 4);
    expect(rows.map((row) => row.cards)).toEqual([1, 1, 1, 1]);
  });
});
