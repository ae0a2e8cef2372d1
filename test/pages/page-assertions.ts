// Assertions shared by the page tests: program grids and links.
import { getDefaultNormalizer, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Program } from '../../src/content-schema/units.ts';
import { specDashes } from '../helpers/dashes.ts';
import { seen } from '../helpers/seen-text.ts';

/**
 * Options for Testing Library's text queries (`getByText(text, specText)`) that find a
 * text given as the specification writes it: its usual matching, read as a reader sees it
 * (without the joiners that keep "90-minute" on one line), with the dash of a range read as a
 * hyphen ("4–6 students" is found as "4-6 students").
 */
export const specText = { normalizer: (text: string) => specDashes(getDefaultNormalizer()(seen(text))) };

/** A link's target as the app writes it (route path with a trailing slash). */
export function expectLinkTo(link: HTMLElement, path: string): void {
  expect(link).toHaveAttribute('href', path === '/' ? '/' : `${path}/`);
}

/** A program card's price: the paragraph that names an amount in euro (€ in English, ユーロ in Japanese). */
export const priceIn = (card: Element) =>
  [...card.querySelectorAll('p')].find((paragraph) => /€|ユーロ/.test(paragraph.textContent ?? ''));

/**
 * A program grid inside `region` shows the content's programs: each card's title and price
 * in order (in one line, or with `periods` as its amount and what it buys), exactly one "Most
 * Popular" badge on the card marked popular, the primary button on that card only, and every
 * button to /contact.
 */
export function expectProgramGrid(
  region: HTMLElement,
  programs: readonly Program[],
  action: string,
  { periods = false } = {},
): void {
  const cards = within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.closest('li') as HTMLElement);
  expect(cards.map((card) => seen(within(card).getByRole('heading', { level: 3 }).textContent))).toEqual(
    programs.map((program) => program.title),
  );
  expect(cards.map((card) => seen(priceIn(card)?.textContent))).toEqual(
    programs.map(({ price }) => (periods ? `${price.amount} ${price.period}` : price.text)),
  );

  const badges = within(region).getAllByText('Most Popular');
  expect(badges).toHaveLength(1);
  const popularCard = badges[0]!.closest('li') as HTMLElement;
  const popular = programs.find((program) => program.popular);
  expect(seen(within(popularCard).getByRole('heading', { level: 3 }).textContent)).toBe(
    popular?.title ?? '(none marked popular)',
  );

  for (const card of cards) {
    const button = within(card).getByRole('link', { name: action });
    expectLinkTo(button, '/contact');
    expect(button).toHaveAttribute('data-variant', card === popularCard ? 'primary' : 'secondary');
  }
}
