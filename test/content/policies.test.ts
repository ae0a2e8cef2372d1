// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { site } from '../../src/site.ts';
import { specDashes } from '../helpers/dashes.ts';
import { policiesOf, policyRules, textOf } from './policy-rules.ts';

const policies = policiesOf('en');

describe('policies', () => {
  it('lists the privacy policy, the terms and the cancellation policy, in that order', () => {
    expect(policies.map((policy) => policy.title)).toEqual([
      'Privacy Policy',
      'Terms & Conditions',
      'Cancellation Policy',
    ]);
    expect(policies.map((policy) => policy.id)).toEqual(['privacy-policy', 'terms', 'cancellation']);
  });

  it.each(policies.map((policy) => [policy.title, policy] as const))('%s states each of its rules', (_, policy) => {
    for (const rule of policyRules[policy.id]!) expect(specDashes(textOf(policy))).toMatch(rule);
  });

  it('writes the e-mail address from the site facts, never another one', () => {
    const all = policies.map(textOf).join('\n');
    expect(all).toContain(site.email);
    expect(all.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)?.every((address) => address === site.email)).toBe(true);
  });
});
