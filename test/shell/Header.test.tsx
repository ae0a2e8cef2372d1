import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { Header } from '../../src/shell/Header/Header.tsx';
import { site } from '../../src/site.ts';
import { loadEdition } from '../../src/editions/edition.ts';
import { navRoutes } from '../../src/routes.ts';
import { content } from '../helpers/content.ts';

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Header />
    </Router>,
  );
  return location;
}

describe('Header', () => {
  it('links every English page to its Japanese twin, named in Japanese, with lang and hreflang', async () => {
    await loadEdition('ja');
    for (const [path, twin] of [
      ['/about', '/ja/about/'],
      ['/', '/ja/'],
      ['/program/english', '/ja/english-lessons/'],
      ['/no-such-page', '/ja/'],
    ]) {
      const { unmount } = render(
        <Router hook={memoryLocation({ path: path!, static: true }).hook}>
          <Header />
        </Router>,
      );
      const link = screen.getByRole('link', { name: '日本語' });
      expect(link).toHaveAttribute('href', twin);
      expect(link).toHaveAttribute('lang', 'ja');
      expect(link).toHaveAttribute('hreflang', 'ja');
      unmount();
    }
  });

  it('speaks Japanese on Japanese pages and links back to the English twin', async () => {
    await loadEdition('ja');
    renderAt('/ja/gallery');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/gallery/');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(screen.getByRole('navigation', { name: content.ja.shell.header.navLabel })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: content.ja.shell.nav.Gallery })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: content.ja.shell.nav.About })).toHaveAttribute('href', '/ja/about/');
    expect(screen.getByRole('link', { name: content.ja.shell.header.book })).toHaveAttribute('href', '/ja/contact/');
  });

  it('marks the item whose path is the current path with aria-current', () => {
    renderAt('/gallery');
    expect(screen.getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks "Programs" on its reading-B alias', () => {
    renderAt('/program');
    expect(screen.getByRole('link', { name: 'Programs' })).toHaveAttribute('aria-current', 'page');
  });

  it('links the logo home and "Book a Class" to /contact', () => {
    renderAt('/about');
    expect(screen.getByRole('link', { name: site.brand })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Book a Class' })).toHaveAttribute('href', '/contact/');
  });

  it('toggles the menu, and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    const location = renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(location.history?.at(-1)).toBe('/blog/');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus to the first link of the menu it opens, and keeps it on the toggle when it closes', async () => {
    const user = userEvent.setup();
    renderAt('/about');
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    await user.click(toggle);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.click(toggle);
    expect(toggle).toHaveFocus();
  });

  it('lists the bar in the order a visitor sees it: logo, menu, "Book a Class", language link, toggle', () => {
    renderAt('/about');
    const order = [...document.querySelectorAll('header a, header button')].map(
      (control) => control.getAttribute('aria-label') ?? control.textContent,
    );
    expect(order).toEqual([
      site.brand,
      ...navRoutes('en').map((route) => content.en.shell.nav[route.page as keyof typeof content.en.shell.nav]),
      'Book a Class',
      '日本語',
      'Toggle menu',
    ]);
  });

  it('closes the open menu on Escape', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
