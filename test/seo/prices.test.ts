// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parsePrice, PriceFormatError } from '../../src/seo/prices.ts';

describe('parsePrice', () => {
  it.each([
    ['€25', 'per class', { min: 25, exact: true, unit: 'class' }],
    ['€45', 'per hour', { min: 45, exact: true, unit: 'hour' }],
    ['€350', 'for an 8-week course', { min: 350, exact: true }],
    ['€30/hour', undefined, { min: 30, exact: true, unit: 'hour' }],
    ['€15-20/hour', undefined, { min: 15, max: 20, exact: false, unit: 'hour' }],
    ['from €30/hour', undefined, { min: 30, exact: false, unit: 'hour' }],
    ['€12.50 per lesson', undefined, { min: 12.5, exact: true, unit: 'lesson' }],
    ['€32 an hour', undefined, { min: 32, exact: true, unit: 'hour' }],
    ['€25', 'a class', { min: 25, exact: true, unit: 'class' }],
  ])('reads "%s" (%s)', (price, period, expected) => {
    expect(parsePrice(price, period)).toEqual(expected);
  });

  it.each(['25 EUR', '$30/hour', 'free', '€'])('stops the build on "%s" with the formats it understands', (price) => {
    expect(() => parsePrice(price)).toThrow(PriceFormatError);
    expect(() => parsePrice(price)).toThrow(/write it like "€25"/);
  });
});
