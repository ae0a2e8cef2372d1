import { useCallback, useState, useSyncExternalStore, type ReactNode } from 'react';
import * as styles from '../Gallery.module.scss';

/** The card of a sideways row that starts at its left edge, or the last one once it has scrolled to its end. */
function currentCard(row: HTMLElement): number {
  const cards = [...row.querySelectorAll(':scope > ul > li')];
  if (row.scrollLeft + row.clientWidth >= row.scrollWidth - 1) return cards.length - 1;
  const start = row.getBoundingClientRect().left + parseFloat(getComputedStyle(row).scrollPaddingInlineStart || '0');
  const distances = cards.map((card) => Math.abs(card.getBoundingClientRect().left - start));
  return distances.indexOf(Math.min(...distances));
}

/**
 * The success stories (a list of `count` cards, the children): on phones and small tablets a row
 * that scrolls sideways (six stacked ran 2,260 px at 375 px), a named group that the keyboard can
 * reach and scroll, and under it where it stands: a mark for each card, the current one drawn
 * long, which says what the peeking edge of the next card alone did not, how many there are and
 * how far along the visitor is. The marks are drawn once the app runs (without JavaScript nothing
 * would move them), into a line that keeps its height until then, so nothing shifts; screen
 * readers, which read the cards as a list of `count`, skip them.
 */
export function StoryRow({ label, count, children }: { label: string; count: number; children: ReactNode }) {
  const [row, setRow] = useState<HTMLDivElement | null>(null);
  const subscribe = useCallback(
    (changed: () => void) => {
      row?.addEventListener('scroll', changed, { passive: true });
      return () => row?.removeEventListener('scroll', changed);
    },
    [row],
  );
  // Nothing on the server and while hydrating: the prerendered line is empty.
  const current = useSyncExternalStore(
    subscribe,
    () => (row ? currentCard(row) : undefined),
    () => undefined,
  );
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls must take focus, or a keyboard cannot scroll it (axe: scrollable-region-focusable) */}
      <div ref={setRow} className={styles.row} role="group" aria-label={label} tabIndex={0}>
        {children}
      </div>
      <div className={styles.position} aria-hidden="true">
        {current !== undefined &&
          Array.from({ length: count }, (_, index) => <span key={index} data-on={index === current} />)}
      </div>
    </>
  );
}
