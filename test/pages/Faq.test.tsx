import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plainText } from '../../src/lib/rich-text.ts';
import { content } from '../helpers/content.ts';
import { Faq } from '../../src/pages/Faq/Faq.tsx';
import { specDashes } from '../helpers/dashes.ts';
import { renderPage } from './render-page.tsx';
import { seenName } from '../helpers/seen-text.ts';

describe('FAQ page', () => {
  it('lists the questions as h2 accordion buttons under the h1', () => {
    renderPage(Faq);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.en.faq.heading);
    const buttons = screen.getAllByRole('button', { expanded: false });
    expect(buttons).toHaveLength(content.en.faq.items.length);
    for (const [index, item] of content.en.faq.items.entries()) {
      expect(screen.getByRole('heading', { level: 2, name: seenName(item.question) })).toContainElement(
        buttons[index]!,
      );
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
  const text = specDashes(content.en.faq.items.map((item) => plainText(item.answer)).join(' '));
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
