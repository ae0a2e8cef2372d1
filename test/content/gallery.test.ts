// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { galleryStats, journeyPhases, studentQuotes, successStories } from '../../src/content/gallery.ts';

describe('gallery content', () => {
  it('pairs each stat with its label: 500+ students, 95% JLPT pass rate, 10+ years (the source records swap two)', () => {
    expect(galleryStats.map(({ stat, label }) => [stat, label])).toEqual([
      ['500+', 'Students Taught'],
      ['95%', 'JLPT Pass Rate'],
      ['10+', 'Years Teaching'],
    ]);
  });

  it('has 6 success stories, all rated 5, each with a name, an achievement and a story', () => {
    expect(successStories).toHaveLength(6);
    for (const story of successStories) {
      expect(story.rating).toBe(5);
      expect(story.name).not.toBe('');
      expect(story.achievement).not.toBe('');
      expect(story.story.length).toBeGreaterThan(80);
    }
  });

  it('has the 4 journey phases in order', () => {
    expect(journeyPhases.map(({ phase, title }) => `${phase} — ${title}`)).toEqual([
      'Month 1-3 — Foundation Building',
      'Month 4-6 — Confidence Growth',
      'Month 7-12 — Practical Fluency',
      '1+ Year — Advanced Mastery',
    ]);
  });

  it('has 3 quotes, each with an author and a title', () => {
    expect(studentQuotes).toHaveLength(3);
    for (const quote of studentQuotes) expect([quote.quote, quote.author, quote.title]).not.toContain('');
  });
});
