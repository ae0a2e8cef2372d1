import { describe, expect, it } from 'vitest';
import { englishPrograms } from '../../src/content/english-lessons.ts';
import { japaneseLevelsSection, japanesePrograms, whatYouGet } from '../../src/content/japanese-lessons.ts';
import { includedSection, levelsSection, programs, type Program } from '../../src/content/programs.ts';

/** "title: price period" for each card, as the card reads. */
const priceList = (grid: readonly Program[]) =>
  grid.map((program) => `${program.title}: ${[program.price, program.period].filter(Boolean).join(' ')}`);

const popularTitles = (grid: readonly Program[]) => grid.filter((program) => program.popular).map((p) => p.title);

describe('programs content (spec §9)', () => {
  it('prices the overview as given: per class, per hour, per 8-week course', () => {
    expect(priceList(programs)).toEqual([
      'Group Classes: €25 per class',
      'Private Lessons: €45 per hour',
      'JLPT Preparation: €350 for an 8-week course',
    ]);
  });

  it('keeps the Japanese lessons page prices, which differ from the overview', () => {
    expect(priceList(japanesePrograms)).toEqual([
      'Group Classes: €15-20/hour',
      'Private 1-on-1: €30/hour',
      'JLPT Preparation: from €30/hour',
    ]);
    expect(japanesePrograms.every((program) => !('period' in program))).toBe(true);
  });

  it('prices the English programs per hour', () => {
    expect(priceList(englishPrograms)).toEqual([
      'Conversational English: €25/hour',
      'Business English: €30/hour',
      'IELTS/TOEFL Prep: €35/hour',
    ]);
  });

  it('marks exactly one popular program per grid, the one the spec names', () => {
    expect(popularTitles(programs)).toEqual(['Private Lessons']);
    expect(popularTitles(japanesePrograms)).toEqual(['Private 1-on-1']);
    expect(popularTitles(englishPrograms)).toEqual(['Conversational English']);
  });

  it('gives every program an icon, a description and features', () => {
    for (const program of [...programs, ...japanesePrograms, ...englishPrograms]) {
      expect(program.icon).toBeTruthy();
      expect(program.description.length).toBeGreaterThan(20);
      expect(program.features.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('states the details of the overview cards', () => {
    expect(programs[0].features).toEqual(
      expect.arrayContaining(['4-6 students per class', '90-minute sessions', 'Weekly schedule']),
    );
    expect(programs[2].features).toEqual(expect.arrayContaining(['N5 to N1', 'Mock exams included']));
    expect(japanesePrograms[0].features).toContain('Maximum 8 students');
    expect(japanesePrograms[2].features).toContain('Individual or group');
  });

  it('has the levels of both pages, with a focus on the Japanese lessons page only', () => {
    const label = (level: { name: string; level: string }) => `${level.name} (${level.level})`;
    expect(levelsSection.levels.map(label)).toEqual(['Beginner (N5-N4)', 'Intermediate (N3-N2)', 'Advanced (N1)']);
    expect(japaneseLevelsSection.levels.map(label)).toEqual([
      'Beginner (N5-N4)',
      'Intermediate (N3-N2)',
      'Advanced (N1+)',
    ]);
    expect(japaneseLevelsSection.levels.every((level) => level.focus && level.description)).toBe(true);
    expect(levelsSection.levels.some((level) => 'focus' in level)).toBe(false);
  });

  it('includes the eight items of spec §9 in all programs, and six "What You Get" features', () => {
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
    expect(whatYouGet.features).toHaveLength(6);
  });
});
