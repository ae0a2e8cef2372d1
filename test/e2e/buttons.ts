// Buttons whose label runs onto a second line, read in the browser by the sweep (every page at
// 768 px, ./tablet-checks.ts, and at 1280 px).
import type { Page } from 'puppeteer';

/**
 * The labels of the page's buttons (call-to-action links drawn as buttons, and the form's
 * buttons drawn the same way) that are laid out on more than one line, as "label (width px)".
 */
export function wrappedButtons(page: Page): Promise<string[]> {
  return page.$$eval('a[data-size], button[data-size]', (buttons) =>
    buttons
      .filter((button) => button.checkVisibility())
      .filter((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        // A box whose middle lies below the current line's box starts a new line (a label's
        // icon, or a run in another font, sits a few pixels off the text's top on the same line).
        const boxes = [...range.getClientRects()].filter((rect) => rect.width > 0).sort((a, b) => a.top - b.top);
        let lines = 0;
        let lineBottom = -Infinity;
        for (const box of boxes) {
          if (box.top + box.height / 2 > lineBottom) {
            lines += 1;
            lineBottom = box.bottom;
          } else lineBottom = Math.max(lineBottom, box.bottom);
        }
        return lines > 1;
      })
      .map((button) => `${button.textContent?.trim()} (${Math.round(button.getBoundingClientRect().width)} px)`),
  );
}
