import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../../src/shell/Footer/Footer.tsx';
import { site } from '../../src/site.ts';
import { loadEdition } from '../../src/editions/edition.ts';
import { content } from '../helpers/content.ts';
import { seenExactly } from '../helpers/seen-text.ts';

const inRouter = (ui: React.ReactNode) => <Router hook={memoryLocation({ path: '/', static: true }).hook}>{ui}</Router>;

describe('Footer', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the brand, tagline, contact, quick and legal links', () => {
    render(inRouter(<Footer />));
    expect(screen.getByText(seenExactly(content.en.shell.footer.tagline))).toBeInTheDocument();
    expect(screen.getByText(seenExactly(content.en.shell.footer.location))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy/');
    expect(screen.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms/');
    const social = screen.getByRole('link', {
      name: new RegExp(`^Follow ${site.socialHandle} on ${site.socialService}`),
    });
    expect(social).toHaveAttribute('href', site.socialUrl);
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');
    const quickLinks = screen.getByRole('navigation', { name: 'Quick Links' });
    expect([...quickLinks.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'About Me',
      'Programs',
      'Gallery',
      'Blog',
    ]);
  });

  it('in Japanese, names the social profile in Japanese word order, with the handle and service from site.ts', async () => {
    await loadEdition('ja');
    render(
      <Router hook={memoryLocation({ path: '/ja/', static: true }).hook}>
        <Footer />
      </Router>,
    );
    const social = screen.getByRole('link', {
      name: new RegExp(`^${site.socialService}で${site.socialHandle}をフォロー`),
    });
    expect(social).toHaveAttribute('href', site.socialUrl);
    expect(social.textContent).not.toMatch(/ on /);
  });

  it("hydrates the build year cleanly, then shows the visitor's current year", async () => {
    // As in the app: the server renders at a fixed path, the browser hydrates at its location.
    const html = renderToString(
      <Router ssrPath="/">
        <Footer />
      </Router>,
    );
    expect(html).toContain(`${__BUILD_YEAR__}`);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(__BUILD_YEAR__ + 1, 0, 1));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <Router>
          <Footer />
        </Router>,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      );
    });
    expect(recoverableErrors).toEqual([]);
    expect(container.textContent).toContain(`© ${__BUILD_YEAR__ + 1} ${site.brand}. All rights reserved.`);
    container.remove();
  });
});
