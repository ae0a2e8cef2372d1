import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { content } from '../helpers/content.ts';
import { Gallery } from '../../src/pages/Gallery/Gallery.tsx';
import { specDashes } from '../helpers/dashes.ts';
import { renderPage } from './render-page.tsx';
import { seen, seenExactly } from '../helpers/seen-text.ts';

const section = (name: string) => screen.getByRole('region', { name });

const {
  stats: { items: galleryStats },
  stories: { items: successStories },
  quotes: { items: studentQuotes },
} = content.en.gallery;

describe('Gallery', () => {
  it('has the page heading "Student Success Stories"', () => {
    renderPage(Gallery, '/gallery');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Student Success Stories');
  });

  it('shows each figure with its own label, as the content pairs them', () => {
    renderPage(Gallery, '/gallery');
    const stats = within(screen.getByRole('list', { name: 'Our students in numbers' })).getAllByRole('listitem');
    expect(stats.map((stat) => stat.textContent)).toEqual(galleryStats.map(({ value, label }) => `${value}${label}`));
  });

  it('shows every success story, each with its stars, its words, the name, the lessons taken and the achievement', () => {
    renderPage(Gallery, '/gallery');
    const stories = within(section('Stories of Real Progress')).getAllByRole('figure');
    expect(stories).toHaveLength(successStories.length);
    stories.forEach((story, index) => {
      const { name, rating, story: words, achievement, lesson } = successStories[index]!;
      // The lessons taken, under the name (a story may name none).
      const who = [...story.querySelectorAll('figcaption span span')].map((line) => seen(line.textContent));
      expect(who.slice(0, lesson ? 3 : 2)).toEqual([name, ...(lesson ? [lesson] : []), achievement].map(seen));
      expect(within(story).getByRole('img', { name: `${rating} out of 5 stars` })).toBeInTheDocument();
      expect(seen(story.querySelector('blockquote')!.textContent)).toBe(seen(words));
      const caption = within(story.querySelector('figcaption')!);
      expect(caption.getByText(seenExactly(name))).toBeInTheDocument();
      expect(caption.getByText(seenExactly(achievement))).toBeInTheDocument();
    });
  });

  it('shows "The Learning Journey" as 4 numbered phases, in order', () => {
    renderPage(Gallery, '/gallery');
    const phases = within(section('The Learning Journey')).getAllByRole('listitem');
    expect(phases.map((phase) => within(phase).getByRole('heading').textContent)).toEqual([
      'Foundation Building',
      'Confidence Growth',
      'Practical Fluency',
      'Advanced Mastery',
    ]);
    expect(phases.map((phase) => specDashes(phase.textContent ?? ''))).toEqual([
      expect.stringMatching(/^1Month 1-3Foundation Building/),
      expect.stringMatching(/^2Month 4-6Confidence Growth/),
      expect.stringMatching(/^3Month 7-12Practical Fluency/),
      expect.stringMatching(/^41\+ YearAdvanced Mastery/),
    ]);
  });

  it('shows "In Their Own Words" as the quotes of the content, each with an author and a title', () => {
    renderPage(Gallery, '/gallery');
    const quotes = within(section('In Their Own Words')).getAllByRole('figure');
    expect(quotes).toHaveLength(studentQuotes.length);
    quotes.forEach((quote, index) => {
      const { quote: words, author, title } = studentQuotes[index]!;
      expect(seen(quote.querySelector('blockquote')!.textContent)).toBe(seen(words));
      const caption = within(quote.querySelector('figcaption')!);
      expect(caption.getByText(seenExactly(author))).toBeInTheDocument();
      expect(caption.getByText(seenExactly(title))).toBeInTheDocument();
    });
  });

  it('ends with a call to action to /contact', () => {
    renderPage(Gallery, '/gallery');
    expect(screen.getByRole('link', { name: 'Book Free Trial Class' })).toHaveAttribute('href', '/contact/');
  });
});
