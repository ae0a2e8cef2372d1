// The keyboard's view of a page: which element has focus, whether a visitor sees it, and a
// walk with Tab. Shared by the sweep of every page (sweep.test.ts) and the keyboard tests.
import type { Page } from 'puppeteer';

/**
 * The focused element, described: tag, text or label, and whether focus is visible on it, in
 * the look its focus style ends in (see below).
 */
export function focused(page: Page) {
  return page.evaluate(() => {
    const describe = () => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
      // WCAG 2.4.11: the focused control must not be entirely hidden (e.g. under the fixed header).
      const probe = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        tag: element.tagName.toLowerCase(),
        name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40),
        href: element.getAttribute('href'),
        ring,
        focusVisible: element.matches(':focus-visible'),
        onScreen:
          box.width > 0 && box.height > 0 && probe !== null && (element.contains(probe) || probe.contains(element)),
      };
    };
    // The focus style's transitions (0.01 ms with reduced motion) start pending and show the old
    // look until the browser draws its next frame, which a busy machine or a tab in the
    // background may put off: jump each transition and animation of the focused element (or of a
    // box around it) to its end, the look the visitor sees. Scrolling into view is instant.
    const element = document.activeElement;
    for (const animation of document.getAnimations()) {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const finite = animation.effect?.getComputedTiming().iterations !== Infinity;
      if (finite && element && target?.contains(element)) animation.finish();
    }
    return describe();
  });
}

export type Focused = NonNullable<Awaited<ReturnType<typeof focused>>>;

/** Presses Tab until `until` matches the focused element (or gives up), returning each stop. */
export async function tabUntil(page: Page, until: (stop: Focused) => boolean, limit = 200): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    if (!stop) break;
    stops.push(stop);
    if (until(stop)) return stops;
  }
  throw new Error(`Tab never reached the target; stops: ${stops.map((s) => `${s.tag} "${s.name}"`).join(', ')}`);
}

/**
 * From the top of the page: the skip link first (it leads to main), then every stop after main,
 * around the page and back to the skip link. Returns the first stop, where Enter on it put
 * focus, and the stops after it.
 */
export async function walkWithTab(page: Page, skipLink: string) {
  await page.keyboard.press('Tab');
  const first = await focused(page);
  await page.keyboard.press('Enter');
  const afterSkip = await page.evaluate(() => document.activeElement?.id);
  const stops: Focused[] = [];
  for (let i = 0; i < 300; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    if (!stop || stop.name === skipLink) break;
    stops.push(stop);
  }
  return { first, afterSkip, stops };
}
