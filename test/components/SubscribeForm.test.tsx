import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubscribeForm } from '../../src/components/Newsletter/SubscribeForm.tsx';
import { addressField } from '../../src/components/Newsletter/subscribe.ts';
import { content } from '../helpers/content.ts';

const copy = content.en.blog.newsletter;

describe('the address field’s name, as each service’s own sign-up form names it', () => {
  it.each([
    ['https://buttondown.com/api/emails/embed-subscribe/kotoba', 'email'],
    ['https://kotoba.us21.list-manage.com/subscribe/post?u=abc&id=def', 'EMAIL'],
    ['https://app.kit.com/forms/1234567/subscriptions', 'email_address'],
    ['https://app.convertkit.com/forms/1234567/subscriptions', 'email_address'],
    ['http://127.0.0.1:4321/subscribe', 'email'],
  ])('%s: %s', (endpoint, name) => {
    expect(addressField(endpoint)).toBe(name);
  });

  it('is the name the box’s form posts the address under, without JavaScript too', () => {
    const endpoint = 'https://kotoba.us21.list-manage.com/subscribe/post?u=abc&id=def';
    render(<SubscribeForm copy={copy} endpoint={endpoint} />);
    const field = screen.getByRole('textbox', { name: copy.inputLabel });
    expect(field).toHaveAttribute('name', 'EMAIL');
    expect(field.closest('form')).toHaveAttribute('action', endpoint);
  });
});
