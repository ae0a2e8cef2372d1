// Assertions shared by the page tests of pagesA's pages: heading order, program grids, links.
import { within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Program } from '../../src/content/programs.ts';

/** The page has exactly one h1 and never skips a heading level going down (h1 → h2 → h3). */
export function expectHeadingOutline(container: HTMLElement): void {
  const headings = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  expect(headings.filter((heading) => heading.tagName === 'H1')).toHaveLength(1);
  expect(headings[0]?.tagName).toBe('H1');
  let previous = 1;
  for (const heading of headings) {
    const level = Number(heading.tagName.slice(1));
    expect(level, `"${heading.textContent}" follows an h${previous}`).toBeLessThanOrEqual(previous + 1);
    previous = level;
  }
}

/** A link's target as the app writes it (route path with a trailing slash). */
export function expectLinkTo(link: HTMLElement, path: string): void {
  expect(link).toHaveAttribute('href', path === '/' ? '/' : `${path}/`);
}

/**
 * A program grid inside `region` shows the content module's programs: each card's title
 * and price (amount and period) in order, exactly one "Most Popular" badge on the card
 * marked popular, the primary button on that card only, and every button to /contact.
 */
export function expectProgramGrid(region: HTMLElement, programs: readonly Program[], action: string): void {
  const cards = within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.closest('li') as HTMLElement);
  expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
    programs.map((program) => program.title),
  );
  expect(cards.map((card) => card.querySelector('p[data-has-period]')?.textContent)).toEqual(
    programs.map((program) => [program.price, program.period].filter(Boolean).join(' ')),
  );

  const badges = within(region).getAllByText('Most Popular');
  expect(badges).toHaveLength(1);
  const popularCard = badges[0]!.closest('li') as HTMLElement;
  const popular = programs.find((program) => program.popular);
  expect(within(popularCard).getByRole('heading', { level: 3 })).toHaveTextContent(
    popular?.title ?? '(none marked popular)',
  );

  for (const card of cards) {
    const button = within(card).getByRole('link', { name: action });
    expectLinkTo(button, '/contact');
    expect(button).toHaveAttribute('data-variant', card === popularCard ? 'primary' : 'secondary');
  }
}
