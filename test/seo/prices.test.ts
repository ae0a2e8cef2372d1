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
    ['€15–20/hour', undefined, { min: 15, max: 20, exact: false, unit: 'hour' }],
    ['from €30/hour', undefined, { min: 30, exact: false, unit: 'hour' }],
    ['€12.50 per lesson', undefined, { min: 12.5, exact: true, unit: 'lesson' }],
    ['€32 an hour', undefined, { min: 32, exact: true, unit: 'hour' }],
    ['€25', 'a class', { min: 25, exact: true, unit: 'class' }],
  ])('reads "%s" (%s)', (price, period, expected) => {
    expect(parsePrice(price, period)).toEqual(expected);
  });

  it.each([
    ['€32,50/hour', { min: 32.5, exact: true, unit: 'hour' }],
    ['32 €/hour', { min: 32, exact: true, unit: 'hour' }],
    ['32€/hour', { min: 32, exact: true, unit: 'hour' }],
    ['32,50 € per hour', { min: 32.5, exact: true, unit: 'hour' }],
    ['€1,200', { min: 1200, exact: true }],
    ['€1.200', { min: 1200, exact: true }],
    ['€1.200,50', { min: 1200.5, exact: true }],
    ['€1,200.50', { min: 1200.5, exact: true }],
    ['15–20 €/hour', { min: 15, max: 20, exact: false, unit: 'hour' }],
    ['€15-€20/hour', { min: 15, max: 20, exact: false, unit: 'hour' }],
    ['from 30 €/hour', { min: 30, exact: false, unit: 'hour' }],
    ['32\u00a0€/hour', { min: 32, exact: true, unit: 'hour' }],
  ])('reads the European form "%s"', (price, expected) => {
    expect(parsePrice(price)).toEqual(expected);
  });

  it.each(['25 EUR', '$30/hour', 'free', '€', '32', '32 euro', '€1,200,50', '€1,2345', '€-5'])(
    'stops the build on "%s" with the forms it understands',
    (price) => {
      expect(() => parsePrice(price)).toThrow(PriceFormatError);
      expect(() => parsePrice(price)).toThrow(/write it like "€30\/hour", "€32,50\/hour", "32 €\/hour"/);
    },
  );
});
