// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blurbs, promoHero, trialBenefits } from '../../src/content/promo.ts';

describe('promo content', () => {
  it('has the badge, the note, 4 benefits and the 3 feature blurbs', () => {
    expect(promoHero.badge).toBe('Limited Time Offer');
    expect(promoHero.action).toBe('Book Your Free Trial');
    expect(promoHero.note).toBe('No credit card required • 30-minute session');
    expect(trialBenefits.items).toHaveLength(4);
    expect(blurbs.features.map((blurb) => blurb.title)).toEqual([
      'Flexible Scheduling',
      'One-on-One Attention',
      'Expert Guidance',
    ]);
  });
});
