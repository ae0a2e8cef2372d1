// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blogArticles, blogCategories, blogPage, featuredArticle, selectedCategory } from '../../src/content/blog.ts';

describe('blog content', () => {
  it('has the 7 categories in order, "All Topics" first and selected', () => {
    expect(blogCategories).toEqual([
      'All Topics',
      'Learning Tips',
      'Study Methods',
      'JLPT Preparation',
      'Grammar',
      'Motivation',
      'Advanced Topics',
    ]);
    expect(selectedCategory).toBe('All Topics');
  });

  it('gives the articles distinct titles, a known category, a read time and a date', () => {
    expect(new Set(blogArticles.map((article) => article.title)).size).toBe(blogArticles.length);
    for (const article of [featuredArticle, ...blogArticles]) {
      expect(blogCategories).toContain(article.category);
      expect(article.readTime).toMatch(/^\d+ min read$/);
      expect(article.date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    }
  });

  it('words the newsletter and the featured button exactly', () => {
    expect(blogPage.newsletter.action).toBe('Subscribe');
    expect(blogPage.newsletter.note).toBe('No spam. Unsubscribe anytime.');
    expect(blogPage.featured.action).toBe('Read Full Article');
  });
});
