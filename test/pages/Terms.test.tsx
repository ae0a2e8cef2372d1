import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Privacy } from '../../src/pages/Privacy/Privacy.tsx';
import { Terms } from '../../src/pages/Terms/Terms.tsx';
import { policy, pointsOf, policyRules } from '../content/policy-rules.ts';

const termsAndConditions = policy('terms');
const cancellationPolicy = policy('cancellation');
import { specDashes } from '../helpers/dashes.ts';
import { seen, seenName } from '../helpers/seen-text.ts';
import { renderPage } from './render-page.tsx';

/** The text of a policy as a page shows it. */
function shownPolicy(page: typeof Terms | typeof Privacy, path: string, title: string): string {
  const { unmount } = renderPage(page, path);
  const text = screen.getByRole('region', { name: title }).textContent ?? '';
  unmount();
  return text;
}

describe('Terms', () => {
  it('has the page heading "Terms of Service"', () => {
    renderPage(Terms, '/terms');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Service');
  });

  it('shows the terms in full: every clause and every rule', () => {
    renderPage(Terms, '/terms');
    const terms = screen.getByRole('region', { name: 'Terms & Conditions' });
    for (const clause of termsAndConditions.clauses) {
      expect(screen.getByRole('heading', { name: seenName(clause.heading) })).toBeInTheDocument();
    }
    const termsText = seen(terms.textContent).replace(/\s+/g, ' ');
    for (const point of pointsOf(termsAndConditions)) expect(termsText).toContain(seen(point).replace(/\s+/g, ' '));
    for (const rule of [...policyRules.terms!, ...policyRules.cancellation!]) {
      expect(specDashes(document.body.textContent ?? '')).toMatch(rule);
    }
  });

  it.each([termsAndConditions.title, cancellationPolicy.title])(
    'shows the same %s as the card on /privacy',
    (title) => {
      expect(shownPolicy(Terms, '/terms', title)).toBe(shownPolicy(Privacy, '/privacy', title));
    },
  );

  it('points to the privacy policy on /privacy', () => {
    renderPage(Terms, '/terms');
    expect(screen.getByRole('link', { name: 'Read the Privacy Policy' })).toHaveAttribute('href', '/privacy/');
  });
});
