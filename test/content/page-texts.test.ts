// @vitest-environment node
// The texts of the home, about, programs, lessons and promo pages agree with each other and
// with the business rules: one trial length (30 minutes), one reply time (24 hours), euro only.
import { describe, expect, it } from 'vitest';
import { site, trial } from '../../src/site.ts';
import { content } from '../helpers/content.ts';

/** Every string in a content module, however deeply nested. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

describe('page texts agree with the business rules', () => {
  const texts = stringsOf(content.en);

  it("names no length but the trial's and the lessons' (30 or 60, 90 for group classes), and one reply time", () => {
    const lengths = new Set([trial.minutes, 30, 60, 90].map(String));
    for (const text of texts) {
      for (const [, minutes] of text.matchAll(/(\d+)[- ]minute/g)) expect([...lengths], text).toContain(minutes);
      for (const [, hours] of text.matchAll(/within (\d+) hours/g)) expect(hours, text).toBe(String(trial.replyHours));
    }
  });

  it('states prices only in euro', () => {
    for (const text of texts) expect(text).not.toMatch(/[$£¥]|USD|GBP|JPY/);
  });

  it('never types the brand, the e-mail address, her name, the trial length or the reply time (they come from site.yaml)', () => {
    const sources = import.meta.glob(
      [
        '../../src/content/{facts,en,ja}/*.yaml',
        '../../src/content/{en,ja}/*.md',
        // Where they are written, once.
        '!../../src/content/facts/site.yaml',
      ],
      {
        query: '?raw',
        import: 'default',
        eager: true,
      },
    );
    expect(Object.keys(sources).length).toBeGreaterThan(30);
    for (const [file, source] of Object.entries(sources)) {
      // The trial's length and the reply time, too: {trialMinutes} and {replyHours}.
      expect(source, file).not.toMatch(/\d+-minute (?:trial|lesson\b)|within \d+ hours(?! of)|\d+分間|\d+時間以内に/);
      expect(source).not.toContain(site.brand);
      expect(source).not.toContain(site.email);
      expect(source).not.toContain(site.teacherName);
      expect(source).not.toContain(site.teacherNameJa);
    }
  });
});
