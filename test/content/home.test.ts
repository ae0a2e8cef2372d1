// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { approach, homeStats, offers, socialProof, whyChoose } from '../../src/content/home.ts';
import { testimonials } from '../../src/content/testimonials.ts';

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('home content', () => {
  it('has 3 testimonials, each a 5-star Japanese review with translation, masked handle, platform and lesson', () => {
    expect(testimonials).toHaveLength(3);
    for (const review of testimonials) {
      expect(review.rating).toBe(5);
      expect(review.text).toMatch(JAPANESE);
      expect(review.textEn).not.toMatch(JAPANESE);
      expect(review.name).toMatch(/^[A-Z]\*{3}[a-z]$/);
      expect(review.subtitle).toMatch(/^Review on \S/);
      expect(review.lessonType).toBeTruthy();
      expect(review.avatar).toBeTruthy();
    }
  });

  it('shows 4 avatars, 5 stars and "100+ happy students"', () => {
    expect(socialProof.avatars).toHaveLength(4);
    expect(new Set(socialProof.avatars).size).toBe(4);
    expect(socialProof.rating).toBe(5);
    expect(socialProof.text).toBe('100+ happy students');
  });

  it('has the stats 10+ years, 100+ students, 5.0 rating and 1000+ class hours', () => {
    expect(homeStats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '10+ Years Teaching',
      '100+ Students Taught',
      '5.0 Average Rating',
      '1000+ Class Hours',
    ]);
  });

  it('links the offers to the lessons pages and one info card to the programs', () => {
    expect(offers.map((offer) => [offer.title, offer.action.label, offer.action.to])).toEqual([
      ['Japanese Lessons', 'Explore Japanese', '/japanese-lessons'],
      ['English Lessons', 'Explore English', '/english-lessons'],
    ]);
    expect(whyChoose.features.map((feature) => feature.title)).toEqual([
      'Conversational Focus',
      'Flexible Learning',
      'All Levels Welcome',
    ]);
    expect(approach.cards.map((card) => card.title)).toEqual([
      'Learn Through Speaking',
      'Personalized Just for You',
      'Connect and Grow Together',
    ]);
    expect(approach.cards[1]).toMatchObject({ action: { label: 'Explore Programs', to: '/programs' } });
  });
});
