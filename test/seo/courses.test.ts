// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Program } from '../../src/content-schema/units.ts';
import { course, offer } from '../../src/seo/courses.ts';
import { content } from '../helpers/content.ts';

/** A card of the sample content, by page and id. */
const card = (page: 'programs' | 'japanese-lessons', id: string, locale: 'en' | 'ja' = 'en'): Program => {
  const cards = page === 'programs' ? content[locale].programs.programs.cards : content[locale][page].programs.cards;
  return cards.find((candidate) => candidate.id === id)!;
};

describe('offer', () => {
  it("states an exact price per hour with its UN/CEFACT unit code, and the unit in the page's words", () => {
    expect(offer(card('programs', 'private'), 'https://example.com/programs/')).toEqual({
      '@type': 'Offer',
      category: 'Paid',
      url: 'https://example.com/programs/',
      priceCurrency: 'EUR',
      price: 45,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceCurrency: 'EUR',
        price: 45,
        unitCode: 'HUR',
        unitText: 'per hour',
      },
    });
    expect(
      offer(card('programs', 'private', 'ja'), 'https://example.com/ja/programs/').priceSpecification,
    ).toMatchObject({
      unitText: '1時間',
    });
  });

  it('states a range as minPrice and maxPrice, and a "from" price as minPrice, without a single price', () => {
    const range = offer(card('japanese-lessons', 'group'), 'https://example.com/');
    expect(range.price).toBeUndefined();
    expect(range.priceSpecification).toMatchObject({ minPrice: 15, maxPrice: 20, unitText: 'per hour' });
    const from = offer(card('japanese-lessons', 'jlpt'), 'https://example.com/');
    expect(from.price).toBeUndefined();
    expect(from.priceSpecification).toMatchObject({ minPrice: 30 });
  });

  it('states a course price without an hourly unit code', () => {
    expect(offer(card('programs', 'jlpt'), 'https://example.com/').priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      priceCurrency: 'EUR',
      price: 350,
      unitText: 'for an 8-week course',
    });
  });
});

describe('course', () => {
  it('gives each program the id of its card on its page, and the business as provider', () => {
    const page = {
      url: 'https://example.com/programs/',
      language: 'ja',
      providerId: 'https://example.com/#business',
      siteRoot: 'https://example.com/',
    };
    expect(course(card('programs', 'private'), page)).toMatchObject({
      '@type': 'Course',
      '@id': 'https://example.com/programs/#private',
      name: 'Private Lessons',
      inLanguage: 'ja',
      provider: { '@id': 'https://example.com/#business' },
    });
  });
});
