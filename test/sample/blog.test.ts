// @vitest-environment node
// The sample blog as the specification writes it: its seven categories, its articles' dates and
// reading times, and the newsletter's words. A teacher's own blog may differ (this project is
// left out of her deploy, see ./spec-counts.test.ts).
import { describe, expect, it } from 'vitest';
import { content } from '../helpers/content.ts';

const { en, ja } = content;

describe('blog content', () => {
  it('has the 7 categories in order, "All Topics" first', () => {
    expect(en.blog.categories.map((category) => category.label)).toEqual([
      'All Topics',
      'Learning Tips',
      'Study Methods',
      'JLPT Preparation',
      'Grammar',
      'Motivation',
      'Advanced Topics',
    ]);
  });

  it('gives the articles distinct titles, a category, a reading time and a date in each language', () => {
    const articles = en.blog.latest.articles;
    expect(new Set(articles.map((article) => article.title)).size).toBe(articles.length);
    for (const article of [en.blog.featured, ...articles]) {
      expect(en.blog.categories.slice(1).map((category) => category.label)).toContain(article.category);
      expect(article.readingTime.text).toMatch(/^\d+ min read$/);
      expect(article.date.text).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    }
    for (const article of [ja.blog.featured, ...ja.blog.latest.articles]) {
      expect(article.readingTime.text).toMatch(/^\d+分で読めます$/);
      expect(article.date.text).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    }
  });

  it('words the newsletter and the featured button exactly', () => {
    expect(en.blog.newsletter.action).toBe('Subscribe');
    expect(en.blog.newsletter.note).toBe('No spam. Unsubscribe anytime.');
    expect(en.blog.featured.action).toBe('Read Full Article');
  });
});
