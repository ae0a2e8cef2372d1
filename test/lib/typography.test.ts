// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  asideAfter,
  codeBefore,
  inGroup,
  labelled,
  sentenceEndAfter,
  spaceAfter,
  withColon,
} from '../../src/lib/typography.ts';

describe('typography: joining a label or a lead-in to what follows it', () => {
  it('gives an English label ": " and a Japanese one 「：」 with nothing after it', () => {
    expect(labelled('Your name', 'Ann Borg')).toBe('Your name: Ann Borg');
    expect(labelled('お名前', '山田 花子')).toBe('お名前：山田 花子');
    expect(labelled('現在のレベル', 'Beginner (N5)')).toBe('現在のレベル：Beginner (N5)');
    // The label decides: an English one keeps its space before a Japanese name.
    expect(labelled('Your name', '山田 花子')).toBe('Your name: 山田 花子');
    expect(withColon('Focus')).toBe('Focus:');
    expect(withColon('重点')).toBe('重点：');
  });

  it('puts a space after English words only, none after Japanese words or full-width punctuation', () => {
    expect(spaceAfter('Last updated:')).toBe(' ');
    expect(spaceAfter('Program')).toBe(' ');
    expect(spaceAfter('最終更新日：')).toBe('');
    expect(spaceAfter('ご希望のコース')).toBe('');
    expect(spaceAfter('こちらへ直接お送りください：')).toBe('');
  });

  it('ends an English sentence after an address with a full stop, a Japanese one at its colon', () => {
    expect(sentenceEndAfter('Prefer e-mail? Write to me directly at')).toBe('.');
    expect(sentenceEndAfter('こちらへ直接お送りください：')).toBe('');
  });

  it("sets a code before a title with the colon of the title's script", () => {
    expect(codeBefore('404', 'Oops! Page not found')).toBe('404: ');
    expect(codeBefore('404', 'ページが見つかりません')).toBe('404：');
  });

  it('sets an aside in the brackets of the name before it', () => {
    expect(asideAfter('Beginner', 'N5–N4')).toBe(' (N5–N4)');
    expect(asideAfter('初級', 'N5〜N4')).toBe('（N5〜N4）');
  });
});

describe('inGroup: a choice after its group’s name', () => {
  it('puts a Japanese group in 【】 before the choice, an English one as a label', () => {
    expect(inGroup('英語のレッスン', 'ビジネス英語')).toBe('【英語のレッスン】ビジネス英語');
    expect(inGroup('English lessons', 'Business English')).toBe('English lessons: Business English');
  });
});
