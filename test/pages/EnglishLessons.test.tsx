import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EnglishLessons } from '../../src/pages/EnglishLessons/EnglishLessons.tsx';
import { expectLinkTo, expectProgramGrid } from './page-assertions.ts';
import { content } from '../helpers/content.ts';
import { site } from '../../src/site.ts';
import { renderPage } from './render-page.tsx';
import { seenText } from '../helpers/seen-text.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('English lessons page', () => {
  it('has a bilingual h1: the English title and a Japanese line marked lang="ja"', () => {
    renderPage(EnglishLessons, '/english-lessons');
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('English Lessons for Japanese Speakers');
    expect(h1.querySelector('[lang="ja"]')?.textContent).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('shows the benefit cards under "Why learn with us", at least one with a subtitle', () => {
    renderPage(EnglishLessons, '/english-lessons');
    const region = screen.getByRole('region', { name: 'Why learn with us' });
    const cards = within(region).getAllByRole('listitem');
    expect(cards).toHaveLength(content.en['english-lessons'].benefits.cards.length);
    for (const card of cards) expect(card.querySelector('svg')).not.toBeNull();
    const subtitles = cards.map((card) => card.querySelectorAll('p').length).filter((count) => count === 2);
    expect(subtitles.length).toBeGreaterThanOrEqual(1);
  });

  it('shows the English programs and prices, "Most Popular" and the primary button on the popular one', () => {
    renderPage(EnglishLessons, '/english-lessons');
    expectProgramGrid(
      screen.getByRole('region', { name: 'Choose Your Program' }),
      content.en['english-lessons'].programs.cards,
      'Get Started',
    );
  });

  it('offers Japanese language support with "Contact Me" to /contact', () => {
    renderPage(EnglishLessons, '/english-lessons');
    const region = screen.getByRole('region', { name: 'Japanese Language Support' });
    expectLinkTo(within(region).getByRole('link', { name: 'Contact Me' }), '/contact');
    expect(region.querySelector('[lang="ja"]')).not.toBeNull();
  });

  it('has "Book Free Trial" to /contact in the hero and at the close', () => {
    renderPage(EnglishLessons, '/english-lessons');
    const buttons = screen.getAllByRole('link', { name: 'Book Free Trial' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expectLinkTo(button, '/contact');
  });
});

describe('English lessons page: the teacher’s qualification to teach English', () => {
  it('names her English-teaching qualification from the site’s facts, in each edition', () => {
    renderPage(EnglishLessons, '/english-lessons');
    expect(
      screen.getByText(new RegExp(`Qualified to teach English: ${escapeRegExp(site.englishQualification)}`)),
    ).toBeInTheDocument();
  });

  it('does not offer the Japanese-teaching qualification as the credential for English lessons', () => {
    const { container } = renderPage(EnglishLessons, '/ja/english-lessons');
    expect(
      screen.getByText(seenText(new RegExp(`${escapeRegExp(site.englishQualificationJa)}も取得しています`))),
    ).toBeInTheDocument();
    expect(container.textContent).not.toContain('日本語教師');
  });
});
