import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Promo } from '../../src/pages/Promo/Promo.tsx';
import { content } from '../helpers/content.ts';
import { expectLinkTo } from './page-assertions.ts';
import { renderPage } from './render-page.tsx';
import { seen, seenExactly, seenText } from '../helpers/seen-text.ts';

const { hero: promoHero, benefits: trialBenefits } = content.en.promo;

describe('Promo page', () => {
  it('shows the "Limited Time Offer" badge and "Book Your Free Trial" to /contact', () => {
    renderPage(Promo, '/promo');
    expect(screen.getByText('Limited Time Offer')).toBeInTheDocument();
    expectLinkTo(screen.getByRole('link', { name: 'Book Your Free Trial' }), '/contact');
  });

  it('states the trial terms under the button', () => {
    renderPage(Promo, '/promo');
    // In the hero and in the closing band, each part between its bullets set whole.
    expect(screen.getAllByText(seenExactly(promoHero.note))).toHaveLength(2);
  });

  it('lists the included benefits of the content', () => {
    renderPage(Promo, '/promo');
    const region = screen.getByRole('region', { name: 'Your free trial includes' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => seen(item.textContent)),
    ).toEqual(trialBenefits.items.map(seen));
  });

  it('has the three blurbs Flexible Scheduling, One-on-One Attention, Expert Guidance', () => {
    renderPage(Promo, '/promo');
    const region = screen.getByRole('region', { name: 'Why students love their first lesson' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => seen(heading.textContent)),
    ).toEqual(['Flexible Scheduling', 'One-on-One Attention', 'Expert Guidance']);
  });

  it('closes with "Claim Your Free Trial" to /contact', () => {
    renderPage(Promo, '/promo');
    expectLinkTo(screen.getByRole('link', { name: 'Claim Your Free Trial' }), '/contact');
  });
});

describe('Promo page, Japanese edition', () => {
  it('gives the lesson hours in Japan time too, for Malta’s summer and winter time', () => {
    renderPage(Promo, '/ja/promo');
    const scheduling = seen(screen.getByText(seenText(/マルタ時間/)).textContent);
    expect(scheduling).toContain('9:00〜20:00（マルタ時間）');
    expect(scheduling).toContain('日本時間では、3月末〜10月末は16:00〜翌3:00、それ以外の時期は17:00〜翌4:00です。');
  });
});
