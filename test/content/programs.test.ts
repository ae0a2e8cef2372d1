// @vitest-environment node
// The program grids' rules, whatever the prices and texts say: exactly one card per grid is
// the popular one, every card has an icon, a description and features, and each edition
// writes the prices in its own language. (The sample content's names and prices, the
// specification's, are checked in test/sample/.)
import { describe, expect, it } from 'vitest';
import type { Program } from '../../src/content-schema/units.ts';
import { content } from '../helpers/content.ts';

const grids = (locale: 'en' | 'ja'): Array<[string, readonly Program[]]> => [
  ['programs overview', content[locale].programs.programs.cards],
  ['Japanese lessons', content[locale]['japanese-lessons'].programs.cards],
  ['English lessons', content[locale]['english-lessons'].programs.cards],
];

describe.each(grids('en'))('the %s grid', (name, grid) => {
  it('marks exactly one program as popular', () => {
    expect(grid.filter((program) => program.popular)).toHaveLength(1);
  });

  it('gives every program an icon, a description and at least three features, in both editions', () => {
    const japanese = grids('ja').find(([other]) => other === name)![1];
    for (const program of [...grid, ...japanese]) {
      expect(program.icon).toBeTruthy();
      expect(program.description.length).toBeGreaterThan(10);
      expect(program.features.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has the same prices in both editions: one fact, written in each language', () => {
    const japanese = grids('ja').find(([other]) => other === name)![1];
    const numbers = (cards: readonly Program[]) =>
      cards.map(({ price: { min, max, from, per, weeks } }) => ({ min, max, from, per, weeks }));
    expect(numbers(japanese)).toEqual(numbers(grid));
  });
});

describe('prices in each language', () => {
  it('writes Japanese prices in Japanese: no English word, ranges with 〜, euro as ユーロ', () => {
    for (const [, grid] of grids('ja')) {
      for (const { price } of grid) {
        expect([price.text, price.amount, price.period].join(' '), price.text).not.toMatch(/[A-Za-z€]/);
        expect(price.amount).toMatch(/ユーロ/);
      }
    }
  });
});
