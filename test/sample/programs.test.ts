// @vitest-environment node
// The sample content is the specification's: its program names, prices, details, levels and
// included items, exactly. These are properties of the sample, not rules for any content: a
// teacher who changes a price changes what this file checks, and the tests of test/content/,
// test/pages/ and test/seo/ stay green (test/builds/teacher-edits.test.ts runs them on her edits).
import { describe, expect, it } from 'vitest';
import type { Program } from '../../src/content-schema/units.ts';
import { content } from '../helpers/content.ts';
import { specDashes } from '../helpers/dashes.ts';

const grids = (): Array<readonly Program[]> => [
  content.en.programs.programs.cards,
  content.en['japanese-lessons'].programs.cards,
  content.en['english-lessons'].programs.cards,
];

describe('the sample content (the specification)', () => {
  it('names the programs of each grid', () => {
    const titles = (grid: readonly Program[]) => grid.map((program) => program.title);
    const [overview, japanese, english] = grids();
    expect(titles(overview!)).toEqual(['Group Classes', 'Private Lessons', 'JLPT Preparation']);
    expect(titles(japanese!)).toEqual(['Group Classes', 'Private 1-on-1', 'JLPT Preparation']);
    expect(titles(english!)).toEqual(['Conversational English', 'Business English', 'IELTS/TOEFL Prep']);
  });

  it('prices them as the specification writes them', () => {
    const [overview, japanese, english] = grids();
    expect(overview!.map(({ price }) => `${price.amount} ${price.period}`)).toEqual([
      '€25 per class',
      '€45 per hour',
      '€350 for an 8-week course',
    ]);
    expect(japanese!.map(({ price }) => specDashes(price.text))).toEqual(['€15-20/hour', '€30/hour', 'from €30/hour']);
    expect(english!.map(({ price }) => price.text)).toEqual(['€25/hour', '€30/hour', '€35/hour']);
  });

  it('states the details of the overview and Japanese cards', () => {
    const [overview, japanese] = grids();
    expect(overview![0]!.features.map(specDashes)).toEqual(
      expect.arrayContaining(['4-6 students per class', '90-minute sessions', 'Weekly schedule']),
    );
    expect(overview![2]!.features).toEqual(expect.arrayContaining(['N5 to N1', 'Mock exams included']));
    expect(japanese![0]!.features).toContain('Maximum 8 students');
    expect(japanese![2]!.features).toContain('Individual or group');
  });

  it('has the levels of both pages, with a focus on the Japanese lessons page only', () => {
    const label = (level: { name: string; level: string }) => specDashes(`${level.name} (${level.level})`);
    const overview = content.en.programs.levels.cards;
    const japanese = content.en['japanese-lessons'].levels.cards;
    expect(overview.map(label)).toEqual(['Beginner (N5-N4)', 'Intermediate (N3-N2)', 'Advanced (N1)']);
    expect(japanese.map(label)).toEqual(['Beginner (N5-N4)', 'Intermediate (N3-N2)', 'Advanced (N1+)']);
    expect(japanese.every((level) => level.focus && level.description)).toBe(true);
    expect(overview.some((level) => level.focus)).toBe(false);
  });

  it('includes the eight items every program includes', () => {
    expect(content.en.programs.included.items).toEqual([
      'Comprehensive study materials',
      'Progress tracking & feedback',
      'Homework assignments',
      'Cultural insights & tips',
      'Flexible rescheduling',
      'Email support between classes',
      'Resource recommendations',
      'Certificate upon completion',
    ]);
  });
});
