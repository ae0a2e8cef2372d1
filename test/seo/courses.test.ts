import { describe, expect, it } from 'vitest';
import type { Program } from '../../src/content/programs.ts';
import { course, offer } from '../../src/seo/courses.ts';

const card = (price: string, period?: string): Program => ({
  icon: 'user',
  title: 'Private Lessons',
  description: 'One-on-one lessons.',
  price,
  features: [],
  ...(period ? { period } : {}),
});

describe('offer', () => {
  it('states an exact price per hour with its UN/CEFACT unit code', () => {
    expect(offer(card('€45', 'per hour'), 'https://example.com/programs/')).toEqual({
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
  });

  it('states a range as minPrice and maxPrice, without a single price', () => {
    const result = offer(card('€15-20/hour'), 'https://example.com/');
    expect(result.price).toBeUndefined();
    expect(result.priceSpecification).toMatchObject({ minPrice: 15, maxPrice: 20, unitText: 'per hour' });
  });

  it('names the program whose price it cannot read', () => {
    expect(() => offer(card('25 EUR'), 'https://example.com/')).toThrow(
      /^The program "Private Lessons" in src\/content\/: Cannot read/,
    );
  });
});

describe('course', () => {
  it('gives each program an id on its page and the business as provider', () => {
    const page = {
      url: 'https://example.com/programs/',
      language: 'ja',
      providerId: 'https://example.com/#business',
      siteRoot: 'https://example.com/',
    };
    expect(course(card('€45'), page)).toMatchObject({
      '@type': 'Course',
      '@id': 'https://example.com/programs/#private-lessons',
      name: 'Private Lessons',
      inLanguage: 'ja',
      provider: { '@id': 'https://example.com/#business' },
    });
  });
});
