import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/site.ts';
import { content } from '../helpers/content.ts';
import { ThankYou } from '../../src/pages/ThankYou/ThankYou.tsx';
import { expectLinkTo } from './page-assertions.ts';
import { renderPage } from './render-page.tsx';
import { seen, seenName } from '../helpers/seen-text.ts';

const thankYouPage = content.en['thank-you'];

describe('ThankYou page', () => {
  it('says the message arrived and when the reply comes', () => {
    renderPage(ThankYou, '/thank-you');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(thankYouPage.hero.title);
    expect(screen.getByText(thankYouPage.hero.lead)).toHaveTextContent('within 24 hours');
  });

  it('lists the three next steps in order', () => {
    renderPage(ThankYou, '/thank-you');
    const region = screen.getByRole('region', { name: thankYouPage.next.title });
    const steps = within(region).getAllByRole('listitem');
    expect(steps.map((step) => seen(within(step).getByRole('heading', { level: 3 }).textContent))).toEqual(
      thankYouPage.next.steps.map((step) => seen(step.title)),
    );
    expect(region.querySelector('ol')).not.toBeNull();
  });

  it('leads home and to the programs, and gives the e-mail address for a reply that does not come', () => {
    renderPage(ThankYou, '/thank-you');
    expectLinkTo(screen.getByRole('link', { name: thankYouPage.actions.home }), '/');
    expectLinkTo(screen.getByRole('link', { name: thankYouPage.actions.programs.label }), '/programs');
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  });

  it("leads a Japanese reader, who mostly wants English lessons, to the English lessons' courses", () => {
    renderPage(ThankYou, '/ja/thank-you');
    const label = content.ja['thank-you'].actions.programs.label;
    expectLinkTo(screen.getByRole('link', { name: seenName(label) }), '/ja/english-lessons');
  });
});
