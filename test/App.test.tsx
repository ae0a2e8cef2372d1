import { cleanup, render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../src/App.tsx';
import { editionOf } from '../src/editions/edition.ts';
import { loadPage, loadStartPage } from '../src/page-loader.ts';
import { allPaths, findRoute, localeOf, navRoutes, toHref } from '../src/routes.ts';
import { pageTitle } from '../src/seo/head.ts';
import { seen, seenName } from './helpers/seen-text.ts';

function renderAt(path: string) {
  return render(
    <Router hook={memoryLocation({ path, static: true }).hook}>
      <App />
    </Router>,
  );
}

describe('App', () => {
  it.each(allPaths)('renders the page of %s in the shell, under its title', async (path) => {
    const route = findRoute(path)!;
    await loadPage(route);
    renderAt(path);
    const { shell } = editionOf(route.locale);
    expect(screen.getByRole('navigation', { name: shell.header.navLabel })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toBeEmptyDOMElement();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe(pageTitle(findRoute(path)!));
  });

  it('renders the 404 page for an unknown path and logs the path as an error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // As the browser does before it hydrates: the 404 page's code is a chunk of its own.
    await loadStartPage('/no-such-page');
    renderAt('/no-such-page');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('/no-such-page'));
  });

  it('names the Japanese 404 page with the code and the full-width colon, no half-width one beside Japanese', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadStartPage('/ja/no-such-page');
    renderAt('/ja/no-such-page');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(seen(heading.textContent)).toBe(`404：${seen(editionOf('ja').shell.notFound.title)}`);
  });

  it("links the other edition's home page in its own language (without JavaScript a file host shows the English 404 page for a Japanese address too)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadStartPage('/no-such-page');
    renderAt('/no-such-page');
    const japaneseHome = screen.getByRole('link', { name: seenName(editionOf('en').shell.notFound.otherHome) });
    expect(japaneseHome).toHaveAttribute('href', '/ja/');
    expect(japaneseHome).toHaveAttribute('lang', 'ja');
    expect(seen(japaneseHome.textContent)).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    cleanup();
    await loadStartPage('/ja/no-such-page');
    renderAt('/ja/no-such-page');
    const englishHome = screen.getByRole('link', { name: editionOf('ja').shell.notFound.otherHome });
    expect(englishHome).toHaveAttribute('href', '/');
    expect(englishHome).toHaveAttribute('lang', 'en');
  });

  it.each(['/no-such-page', '/ja/no-such-page'])(
    'offers the main pages of its edition on the 404 page at %s, under the Quick Links heading',
    async (path) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await loadStartPage(path);
      renderAt(path);
      const { locale, shell, navLabels } = editionOf(localeOf(path));
      // The 404 page is the section its heading names (the footer has a "Quick Links" heading too).
      const notFound = screen.getByRole('heading', { level: 1 }).closest('section')!;
      const list = within(notFound).getByRole('heading', {
        level: 2,
        name: seenName(shell.footer.quickLinks),
      }).nextElementSibling;
      const links = within(list as HTMLElement).getAllByRole('link');
      const pages = navRoutes(locale).filter((route) => route.page !== 'Home');
      expect(links.map((link) => [seen(link.textContent), link.getAttribute('href')])).toEqual(
        pages.map((route) => [seen(navLabels[route.page]), toHref(route.path)]),
      );
    },
  );

  it('offers "Skip to main content" as the first link', async () => {
    await loadPage(findRoute('/')!);
    renderAt('/');
    const first = document.querySelector('a');
    expect(first).toHaveTextContent('Skip to main content');
    expect(first).toHaveAttribute('href', '#main');
  });
});
