// Shared by the unit and e2e tests: the prices a Course's Offer states, compared with the
// price the page shows, read by a method of its own (the digits of the amount as the page
// writes it: "€15–20", "from €30", "15〜20ユーロ").
import { expect } from 'vitest';
import type { Program } from '../../src/content-schema/units.ts';

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
  // "€1,200" groups thousands.
  // As a reader sees it: "from €30" (a "from" price's lead word before its amount), "€15–20".
  const amount = [program.price.lead, program.price.amount + (program.price.tail ?? '')].filter(Boolean).join(' ');
  const shown = (amount.replace(/(\d),(\d{3})(?!\d)/g, '$1$2').match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  expect(stated, `the offer of "${program.title}" (shown as "${amount}")`).toEqual(shown);
  // "from €30" and "€15–20" are not one price; only an exact price sets Offer.price.
  const exact = shown.length === 1 && !/from|〜$/.test(amount);
  expect(offer?.price).toBe(exact ? shown[0] : undefined);
}
