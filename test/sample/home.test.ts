// @vitest-environment node
// The sample home page as the specification writes it: its reviews, avatars, figures, offers
// and cards. A teacher's own home page may differ (this project is left out of her deploy, see
// ./spec-counts.test.ts).
import { describe, expect, it } from 'vitest';
import { content } from '../helpers/content.ts';

const testimonials = content.en.home.reviews.items;

const {
  proof: socialProof,
  stats: homeStats,
  offers: { cards: offers },
  whyChoose,
  approach,
} = content.en.home;

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('home content', () => {
  it('gives every testimonial a 5-star Japanese review with translation, masked handle, platform, lesson and avatar', () => {
    for (const review of testimonials) {
      expect(review.rating).toBe(5);
      expect(review.text).toMatch(JAPANESE);
      expect(review.textEn).not.toMatch(JAPANESE);
      expect(review.name).toMatch(/^[A-Z]\*{3}[a-z]$/);
      expect(review.subtitle).toMatch(/^Review on \S/);
      expect(review.lessonType).toBeTruthy();
      expect(review.avatar.width).toBeGreaterThan(0);
    }
  });

  it('shows distinct avatars, 5 stars and "100+ happy students"', () => {
    expect(new Set(socialProof.avatars.map((avatar) => avatar.src)).size).toBe(socialProof.avatars.length);
    expect(socialProof.rating).toBe(5);
    expect(socialProof.text).toBe('100+ happy students');
  });

  it('labels the four stats (years, students, rating, class hours), each with a figure', () => {
    expect(homeStats.map((stat) => stat.label)).toEqual([
      'Years Teaching',
      'Students Taught',
      'Average Rating',
      'Class Hours',
    ]);
    for (const stat of homeStats) expect(stat.value).toMatch(/\d/);
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

  it('shows Japanese readers the English lessons first, as its own file orders the offers', () => {
    expect(content.ja.home.offers.cards.map((offer) => offer.action.to)).toEqual([
      '/english-lessons',
      '/japanese-lessons',
    ]);
  });
});
