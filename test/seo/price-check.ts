// Shared by the unit and e2e tests: the prices a Course's Offer states, compared with
// the display price by a method independent of src/seo/prices.ts (the digits in the text).
import { expect } from 'vitest';
import type { Program } from '../../src/content/programs.ts';

interface OfferJson {
  priceCurrency?: string;
  price?: number;
  priceSpecification?: { priceCurrency?: string; price?: number; minPrice?: number; maxPrice?: number };
}

/** A Course node as the JSON-LD holds it. */
export interface CourseJson {
  '@type': string;
  name: string;
  description: string;
  offers: OfferJson[];
}

/** Checks that a Course describes a program card: its name, and its price in euro. */
export function expectCourseMatches(course: CourseJson | undefined, program: Program): void {
  expect(course, `a Course named "${program.title}"`).toBeDefined();
  expect(course!.description).toBe(program.description);
  const [offer] = course!.offers;
  const spec = offer?.priceSpecification;
  expect(offer?.priceCurrency).toBe('EUR');
  expect(spec?.priceCurrency).toBe('EUR');
  const stated = [spec?.price ?? spec?.minPrice, spec?.maxPrice].filter((n) => n !== undefined);
  // "€1,200" and "€1.200" group thousands; "€32,50" has a decimal comma.
  const digits = program.price.replace(/(\d)[.,](\d{3})(?!\d)/g, '$1$2').replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2');
  const shown = (digits.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  expect(stated, `the offer of "${program.title}" (shown as "${program.price}")`).toEqual(shown);
  // "from €30" and "€15-20" are not one price; only an exact price sets Offer.price.
  const exact = shown.length === 1 && !/^from/i.test(program.price);
  expect(offer?.price).toBe(exact ? shown[0] : undefined);
}
