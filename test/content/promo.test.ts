// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { trial } from '../../src/site.ts';
import { content } from '../helpers/content.ts';

const { hero: promoHero, blurbs } = content.en.promo;

describe('promo content', () => {
  it('has the badge, the note and the three feature blurbs', () => {
    expect(promoHero.badge).toBe('Limited Time Offer');
    expect(promoHero.action).toBe('Book Your Free Trial');
    expect(promoHero.note).toBe(`No credit card required • ${trial.minutes}-minute session`);
    expect(blurbs.features.map((blurb) => blurb.title)).toEqual([
      'Flexible Scheduling',
      'One-on-One Attention',
      'Expert Guidance',
    ]);
  });
});
