import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { content } from '../helpers/content.ts';
import { Blog } from '../../src/pages/Blog/Blog.tsx';
import { renderPage } from './render-page.tsx';

const pills = () => within(screen.getByRole('group', { name: 'Article topics' })).getAllByRole('button');

describe('Blog', () => {
  it('has the page heading "Japanese Learning Resources"', () => {
    renderPage(Blog, '/blog');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Japanese Learning Resources');
  });

  it('shows the 7 category pills as toggle buttons, with "All Topics" pressed', () => {
    renderPage(Blog, '/blog');
    expect(pills().map((pill) => [pill.textContent, pill.getAttribute('aria-pressed')])).toEqual([
      ['All Topics', 'true'],
      ['Learning Tips', 'false'],
      ['Study Methods', 'false'],
      ['JLPT Preparation', 'false'],
      ['Grammar', 'false'],
      ['Motivation', 'false'],
      ['Advanced Topics', 'false'],
    ]);
    for (const pill of pills()) expect(pill).toHaveAttribute('type', 'button');
  });

  it('keeps "All Topics" pressed and the articles unfiltered when another pill is clicked', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(Blog, '/blog');
    const before = container.innerHTML;
    await user.click(screen.getByRole('button', { name: 'Grammar' }));
    await user.click(screen.getByRole('button', { name: 'Motivation' }));
    expect(screen.getByRole('button', { name: 'All Topics' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Grammar' })).toHaveAttribute('aria-pressed', 'false');
    expect(container.innerHTML).toBe(before);
  });

  it('shows a featured article with an inert "Read Full Article" button', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(Blog, '/blog');
    const button = screen.getByRole('button', { name: 'Read Full Article' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.closest('a, form')).toBeNull();
    const before = container.innerHTML;
    await user.click(button);
    expect(container.innerHTML).toBe(before);
  });

  it('shows an article card for each article, with a category, title, excerpt, read time and date, and no links', () => {
    renderPage(Blog, '/blog');
    const articles = within(screen.getByRole('region', { name: 'Recent Articles' })).getAllByRole('article');
    expect(articles).toHaveLength(content.en.blog.latest.articles.length);
    for (const article of articles) {
      expect(within(article).getByRole('heading', { level: 3 })).not.toBeEmptyDOMElement();
      expect(article).toHaveTextContent(/\d+ min read/);
      expect(article).toHaveTextContent(/[A-Z][a-z]+ \d{1,2}, \d{4}/);
      expect(within(article).queryByRole('link')).toBeNull();
      expect(article.querySelector('a[href], area[href], [role="link"]')).toBeNull();
    }
  });

  it('has a newsletter box whose Subscribe button does nothing', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(Blog, '/blog');
    const input = screen.getByRole('textbox', { name: 'Your e-mail address' });
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('name');
    expect(subscribe).toHaveAttribute('type', 'button');
    expect(subscribe.closest('form')).toBeNull();
    // A button that sends nothing is not drawn as the page's main action (the filled accent
    // button): it takes the site's outline button (準備中 in Japanese).
    expect(subscribe).toHaveAttribute('data-variant', 'secondary');
    expect(screen.getByText('No spam. Unsubscribe anytime.')).toBeInTheDocument();

    await user.type(input, 'student@example.com');
    const before = container.innerHTML;
    await user.click(subscribe);
    expect(container.innerHTML).toBe(before);
    expect(input).toHaveValue('student@example.com');
  });

  it('ends with a call to action to /contact', () => {
    renderPage(Blog, '/blog');
    expect(screen.getByRole('link', { name: 'Book Free Trial Class' })).toHaveAttribute('href', '/contact/');
  });
});
