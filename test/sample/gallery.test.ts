// @vitest-environment node
// The sample gallery as the specification writes it: its figures, 5-star stories and the four
// phases of the learning journey. A teacher's own gallery may differ (this project is left out
// of her deploy, see ./spec-counts.test.ts).
import { describe, expect, it } from 'vitest';
import { content } from '../helpers/content.ts';
import { specDashes } from '../helpers/dashes.ts';

const { stats, stories, journey, quotes } = content.en.gallery;
const [galleryStats, successStories, journeyPhases, studentQuotes] = [
  stats.items,
  stories.items,
  journey.phases,
  quotes.items,
];

describe('gallery content', () => {
  it('pairs each figure with its label, students, pass rate, years (the source records swap two)', () => {
    expect(galleryStats.map(({ label }) => label)).toEqual(['Students Taught', 'JLPT Pass Rate', 'Years Teaching']);
    for (const { value, label } of galleryStats) {
      expect(value, `the figure of "${label}"`).toMatch(/^\d[\d,.]*[+%]?$/);
      expect(label, `the label of "${value}"`).not.toMatch(/\d/);
    }
  });

  it('rates every success story 5 and gives each a name, an achievement and a story', () => {
    for (const story of successStories) {
      expect(story.rating).toBe(5);
      expect(story.name).not.toBe('');
      expect(story.achievement).not.toBe('');
      expect(story.story.length).toBeGreaterThan(80);
    }
  });

  it('has the 4 journey phases in order', () => {
    expect(journeyPhases.map(({ when, title }) => specDashes(`${when} — ${title}`))).toEqual([
      'Month 1-3 — Foundation Building',
      'Month 4-6 — Confidence Growth',
      'Month 7-12 — Practical Fluency',
      '1+ Year — Advanced Mastery',
    ]);
  });

  it('gives every quote an author and a title', () => {
    for (const quote of studentQuotes) expect([quote.quote, quote.author, quote.title]).not.toContain('');
  });
});
