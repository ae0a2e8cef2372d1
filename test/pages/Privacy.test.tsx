import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/site.ts';
import { Privacy } from '../../src/pages/Privacy/Privacy.tsx';
import { policiesOf, policyRules } from '../content/policy-rules.ts';
import { specDashes } from '../helpers/dashes.ts';
import { renderPage } from './render-page.tsx';

const policies = policiesOf('en');

describe('Privacy', () => {
  it('shows the Privacy Policy, Terms & Conditions and Cancellation Policy cards, in order', () => {
    renderPage(Privacy, '/privacy');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Privacy Policy',
      'Terms & Conditions',
      'Cancellation Policy',
    ]);
  });

  it.each(policies.map((policy) => [policy.title, policy.id] as const))('states every rule of the %s', (title, id) => {
    renderPage(Privacy, '/privacy');
    const card = screen.getByRole('region', { name: title });
    for (const rule of policyRules[id]!) expect(specDashes(card.textContent ?? '')).toMatch(rule);
  });

  it('links the contents to each card and the e-mail address to a mail link', () => {
    renderPage(Privacy, '/privacy');
    const contents = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole('link');
    expect(contents.map((link) => link.getAttribute('href'))).toEqual(policies.map((policy) => `#${policy.id}`));
    for (const policy of policies) expect(document.getElementById(policy.id)).toHaveAccessibleName(policy.title);
    for (const mail of screen.getAllByRole('link', { name: site.email })) {
      expect(mail).toHaveAttribute('href', `mailto:${site.email}`);
    }
  });
});
