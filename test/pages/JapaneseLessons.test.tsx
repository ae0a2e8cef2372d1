import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JapaneseLessons } from '../../src/pages/JapaneseLessons/JapaneseLessons.tsx';
import { expectLinkTo, expectProgramGrid } from './page-assertions.ts';
import { content } from '../helpers/content.ts';
import { specDashes } from '../helpers/dashes.ts';
import { renderPage } from './render-page.tsx';

describe('Japanese lessons page', () => {
  it('has "Book Free Trial" to /contact in the hero', () => {
    renderPage(JapaneseLessons, '/japanese-lessons');
    const [heroButton] = screen.getAllByRole('link', { name: 'Book Free Trial' });
    expectLinkTo(heroButton!, '/contact');
  });

  it('shows its own programs and prices, one "Most Popular" badge and "Get Started" buttons', () => {
    renderPage(JapaneseLessons, '/japanese-lessons');
    expectProgramGrid(
      screen.getByRole('region', { name: 'Choose Your Program' }),
      content.en['japanese-lessons'].programs.cards,
      'Get Started',
    );
    expect(screen.getByText('Maximum 8 students')).toBeInTheDocument();
    expect(screen.getByText('Individual or group')).toBeInTheDocument();
  });

  it('has three level cards under "All Levels Welcome", each with a description and a focus', () => {
    renderPage(JapaneseLessons, '/japanese-lessons');
    const region = screen.getByRole('region', { name: 'All Levels Welcome' });
    const names = within(region).getAllByRole('heading', { level: 3 });
    expect(names.map((name) => specDashes(name.textContent ?? ''))).toEqual([
      'Beginner (N5-N4)',
      'Intermediate (N3-N2)',
      'Advanced (N1+)',
    ]);
    for (const name of names) {
      const card = name.closest('li') as HTMLElement;
      expect(within(card).getByText('Focus:')).toBeInTheDocument();
      expect(card.querySelectorAll('p').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('lists the features of the content under "What You Get"', () => {
    renderPage(JapaneseLessons, '/japanese-lessons');
    const region = screen.getByRole('region', { name: 'What You Get' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(content.en['japanese-lessons'].included.cards.map((feature) => feature.title));
  });

  it('closes with a call to action to /contact', () => {
    renderPage(JapaneseLessons, '/japanese-lessons');
    const buttons = screen.getAllByRole('link', { name: 'Book Free Trial' });
    expect(buttons).toHaveLength(2);
    expectLinkTo(buttons[1]!, '/contact');
  });
});
