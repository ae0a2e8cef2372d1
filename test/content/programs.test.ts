// @vitest-environment node
// The program grids' rules, whatever the prices and texts say: every price is one the
// build can read, exactly one card per grid is the popular one, and the fixed names,
// details, levels and included items are there. The prices themselves are the teacher's
// to change; the pages' tests check that the pages show them.
import { describe, expect, it } from 'vitest';
import { englishPrograms } from '../../src/content/english-lessons.ts';
import { japaneseLevelsSection, japanesePrograms } from '../../src/content/japanese-lessons.ts';
import { includedSection, levelsSection, programs, type Program } from '../../src/content/programs.ts';
import { parsePrice } from '../../src/seo/prices.ts';
import { specDashes } from '../helpers/dashes.ts';

const grids: Array<[string, readonly Program[]]> = [
  ['programs overview', programs],
  ['Japanese lessons', japanesePrograms],
  ['English lessons', englishPrograms],
];

describe.each(grids)('the %s grid', (_, grid) => {
  it('prices every program in a form the build reads into euro amounts', () => {
    for (const program of grid) expect(() => parsePrice(program.price, program.period), program.title).not.toThrow();
  });

  it('marks exactly one program as popular', () => {
    expect(grid.filter((program) => program.popular)).toHaveLength(1);
  });

  it('gives every program an icon, a description and at least three features', () => {
    for (const program of grid) {
      expect(program.icon).toBeTruthy();
      expect(program.description.length).toBeGreaterThan(20);
      expect(program.features.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('programs content', () => {
  it('names the programs of each grid by their fixed names', () => {
    const titles = (grid: readonly Program[]) => grid.map((program) => program.title);
    expect(titles(programs)).toEqual(['Group Classes', 'Private Lessons', 'JLPT Preparation']);
    expect(titles(japanesePrograms)).toEqual(['Group Classes', 'Private 1-on-1', 'JLPT Preparation']);
    expect(titles(englishPrograms)).toEqual(['Conversational English', 'Business English', 'IELTS/TOEFL Prep']);
  });

  it('gives a period ("per class") on the overview only, where prices are not per hour in the text', () => {
    expect(programs.every((program) => 'period' in program)).toBe(true);
    expect([...japanesePrograms, ...englishPrograms].some((program) => 'period' in program)).toBe(false);
  });

  it('states the details of the overview and Japanese cards', () => {
    expect(programs[0].features.map(specDashes)).toEqual(
      expect.arrayContaining(['4-6 students per class', '90-minute sessions', 'Weekly schedule']),
    );
    expect(programs[2].features).toEqual(expect.arrayContaining(['N5 to N1', 'Mock exams included']));
    expect(japanesePrograms[0].features).toContain('Maximum 8 students');
    expect(japanesePrograms[2].features).toContain('Individual or group');
  });

  it('has the levels of both pages, with a focus on the Japanese lessons page only', () => {
    const label = (level: { name: string; level: string }) => specDashes(`${level.name} (${level.level})`);
    expect(levelsSection.levels.map(label)).toEqual(['Beginner (N5-N4)', 'Intermediate (N3-N2)', 'Advanced (N1)']);
    expect(japaneseLevelsSection.levels.map(label)).toEqual([
      'Beginner (N5-N4)',
      'Intermediate (N3-N2)',
      'Advanced (N1+)',
    ]);
    expect(japaneseLevelsSection.levels.every((level) => level.focus && level.description)).toBe(true);
    expect(levelsSection.levels.some((level) => 'focus' in level)).toBe(false);
  });

  it('includes the eight items every program includes', () => {
    expect(includedSection.items).toEqual([
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
