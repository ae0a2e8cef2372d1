// Assertions shared by the page tests: program grids and links.
import { within } from '@testing-library/react';
import { expect } from 'vitest';

/** A link's target as the app writes it (route path with a trailing slash). */
export function expectLinkTo(link: HTMLElement, path: string): void {
  expect(link).toHaveAttribute('href', path === '/' ? '/' : `${path}/`);
}

/** What a program grid must show. */
export interface ExpectedGrid {
  /** Card titles, in order. */
  titles: readonly string[];
  /** Price texts as read on each card (amount and period), in order. */
  prices: readonly string[];
  /** The one card with the "Most Popular" badge. */
  popular: string;
  /** Every card's button label. */
  action: string;
}

/**
 * A program grid inside `region`: the cards in order with their prices, exactly one
 * "Most Popular" badge on the named card, the primary button on that card only, and every
 * button leading to /contact.
 */
export function expectProgramGrid(region: HTMLElement, expected: ExpectedGrid): void {
  const cards = within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.closest('li') as HTMLElement);
  expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(expected.titles);
  expect(cards.map((card) => card.querySelector('p[data-has-period]')?.textContent)).toEqual(expected.prices);

  const badges = within(region).getAllByText('Most Popular');
  expect(badges).toHaveLength(1);
  const popularCard = badges[0]!.closest('li') as HTMLElement;
  expect(within(popularCard).getByRole('heading', { level: 3 })).toHaveTextContent(expected.popular);

  for (const card of cards) {
    const button = within(card).getByRole('link', { name: expected.action });
    expectLinkTo(button, '/contact');
    expect(button).toHaveAttribute('data-variant', card === popularCard ? 'primary' : 'secondary');
  }
}
