import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faqPage } from '../../src/content/faq.ts';
import { Faq } from '../../src/pages/Faq/Faq.tsx';
import { specDashes } from '../helpers/dashes.ts';
import { renderPage } from './render-page.tsx';

describe('FAQ page', () => {
  it('lists the questions as h2 accordion buttons under the h1', () => {
    renderPage(Faq);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(faqPage.title);
    const buttons = screen.getAllByRole('button', { expanded: false });
    expect(buttons).toHaveLength(faqPage.items.length);
    for (const [index, item] of faqPage.items.entries()) {
      expect(screen.getByRole('heading', { level: 2, name: item.question })).toContainElement(buttons[index]!);
    }
  });

  it('ends with a "Contact Us" link to /contact', () => {
    renderPage(Faq);
    const links = screen.getAllByRole('link');
    expect(links.at(-1)).toHaveTextContent('Contact Us');
    expect(links.at(-1)).toHaveAttribute('href', '/contact/');
  });
});

describe('FAQ content', () => {
  const text = specDashes(faqPage.items.flatMap((item) => [item.answer].flat()).join(' '));
  it('agrees with the trial, lesson, payment and cancellation policies', () => {
    for (const fact of [
      '30-minute',
      'no commitment',
      'no credit card',
      '30 or 60 minutes',
      'in euro',
      'before the lesson',
      '24 hours',
      'full refund',
      'free reschedule',
      '7-10 business days',
      'video-call tool',
      'in person in Malta',
    ]) {
      expect(text).toContain(fact);
    }
  });
});
