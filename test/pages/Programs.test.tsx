import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Programs } from '../../src/pages/Programs/Programs.tsx';
import { content } from '../helpers/content.ts';
import { specDashes } from '../helpers/dashes.ts';
import { expectLinkTo, expectProgramGrid, priceIn, specText } from './page-assertions.ts';
import { renderPage } from './render-page.tsx';
import { seen, seenName, seenText } from '../helpers/seen-text.ts';

describe('Programs page', () => {
  it('opens with "Choose Your Learning Path"', () => {
    renderPage(Programs, '/programs');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose Your Learning Path');
  });

  it('shows the overview programs with their prices, one "Most Popular" badge and "Book Now" buttons', () => {
    renderPage(Programs, '/programs');
    expectProgramGrid(
      screen.getByRole('region', { name: 'Programs and prices' }),
      content.en.programs.programs.cards,
      'Book Now',
      { periods: true },
    );
  });

  it('states the group-class details (4-6 students, 90 minutes, weekly) and the JLPT course details', () => {
    renderPage(Programs, '/programs');
    for (const detail of [
      '4-6 students per class',
      '90-minute sessions',
      'Weekly schedule',
      'N5 to N1',
      'Mock exams included',
    ]) {
      expect(screen.getByText(detail, specText)).toBeInTheDocument();
    }
  });

  it('lists the three levels Beginner (N5-N4), Intermediate (N3-N2), Advanced (N1)', () => {
    renderPage(Programs, '/programs');
    const region = screen.getByRole('region', { name: 'From first kana to fluent reading' });
    const levels = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => specDashes(heading.textContent ?? ''));
    expect(levels).toEqual(['Beginner (N5-N4)', 'Intermediate (N3-N2)', 'Advanced (N1)']);
  });

  it('lists the items of "What\'s Included in All Programs" from its content', () => {
    renderPage(Programs, '/programs');
    const { title, items } = content.en.programs.included;
    const region = screen.getByRole('region', { name: title });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(items);
  });

  it('closes with "Book Free Trial Class" to /contact', () => {
    renderPage(Programs, '/programs');
    expectLinkTo(screen.getByRole('link', { name: 'Book Free Trial Class' }), '/contact');
  });
});

describe('Programs page, Japanese edition', () => {
  it('writes each price the Japanese way, its unit before the amount (1回25ユーロ)', () => {
    renderPage(Programs, '/ja/programs');
    const cards = content.ja.programs.programs.cards;
    const prices = [...document.querySelectorAll('li')].map(priceIn).filter((price) => price !== undefined);
    expect(prices.map((price) => seen(price.textContent))).toEqual(
      cards.map(({ price }) => `${price.period}${price.amount}`),
    );
    for (const { price } of cards) {
      expect(price.text).toBe(`${price.period}${price.amount}`);
      expect(price.period).not.toMatch(/あたり|\s/);
    }
  });

  it('says it lists the Japanese lessons, and leads English learners to the English lessons’ courses and prices', () => {
    renderPage(Programs, '/ja/programs');
    expect(seen(screen.getByRole('heading', { level: 1 }).textContent)).toContain('日本語レッスンのコースと料金');
    expect(seen(screen.getByText(seenText(/日本語を学ぶ方のためのコース/)).textContent)).toContain(
      '英語レッスンのページ',
    );
    expect(screen.getByRole('link', { name: seenName(/英語レッスンのコース・料金/) })).toHaveAttribute(
      'href',
      '/ja/english-lessons/',
    );
  });
});
