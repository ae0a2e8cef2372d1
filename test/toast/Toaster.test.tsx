import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster, toast, toastStore } from '../../src/toast/index.ts';

/** The close buttons' name, as the page gives it in its language. */
const CLOSE = 'Close notification';

afterEach(() => {
  act(() => toastStore.remove());
});

describe('Toaster', () => {
  it('renders both live regions, empty, on the server', () => {
    const html = renderToString(<Toaster closeLabel={CLOSE} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('<p');
  });

  it('shows a default toast in the polite status region with its title, description and action', () => {
    render(<Toaster closeLabel={CLOSE} />);
    act(() => {
      toast({
        title: 'Message Sent!',
        description: 'Thanks.',
        action: { label: 'Send by e-mail', href: 'mailto:a@b.c' },
      });
    });
    const status = screen.getByRole('status');
    expect(within(status).getByText('Message Sent!')).toBeVisible();
    expect(within(status).getByText('Thanks.')).toBeVisible();
    expect(within(status).getByRole('link', { name: 'Send by e-mail' })).toHaveAttribute('href', 'mailto:a@b.c');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows a destructive toast in the assertive alert region', () => {
    render(<Toaster closeLabel={CLOSE} />);
    act(() => {
      toast({ title: 'Missing Information', variant: 'destructive' });
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Missing Information')).toBeVisible();
    expect(alert.firstElementChild).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('marks a default toast with a tick and a destructive one with a warning sign, both hidden from screen readers', () => {
    render(<Toaster closeLabel={CLOSE} />);
    const sign = (region: HTMLElement) => region.querySelector('[data-variant] > svg');
    act(() => void toast({ title: 'Message Sent!' }));
    expect(sign(screen.getByRole('status'))?.querySelector('use')?.getAttribute('href')).toMatch(/#checkCircle$/);
    expect(sign(screen.getByRole('status'))).toHaveAttribute('aria-hidden', 'true');
    act(() => void toast({ title: 'Missing Information', variant: 'destructive' }));
    expect(sign(screen.getByRole('alert'))?.querySelector('use')?.getAttribute('href')).toMatch(/#alert$/);
  });

  it('shows one toast at a time, the newest', () => {
    render(<Toaster closeLabel={CLOSE} />);
    act(() => {
      toast({ title: 'first' });
      toast({ title: 'second' });
    });
    expect(screen.queryByText('first')).not.toBeInTheDocument();
    expect(screen.getByText('second')).toBeVisible();
  });

  it('dismisses a toast with its close button and hides it from everyone', async () => {
    const user = userEvent.setup();
    render(<Toaster closeLabel={CLOSE} />);
    act(() => {
      toast({ title: 'Closable' });
    });
    await user.click(screen.getByRole('button', { name: CLOSE }));
    expect(toastStore.getSnapshot()?.open).toBe(false);
    const card = screen.getByText('Closable').closest('[data-state]');
    expect(card).toHaveAttribute('data-state', 'closed');
    expect(card).toHaveAttribute('aria-hidden', 'true');
    expect(card).toHaveAttribute('inert');
    expect(screen.queryByRole('button', { name: CLOSE })).not.toBeInTheDocument();
  });
});
