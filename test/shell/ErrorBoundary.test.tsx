import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/shell/ErrorBoundary/ErrorBoundary.tsx';

function BrokenPage(): never {
  throw new Error('The timetable could not be drawn');
}

describe('ErrorBoundary', () => {
  it('shows "Unexpected Application Error!" with the message when a page throws while rendering', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <BrokenPage />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The timetable could not be drawn')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalled();
  });

  it('renders its children when nothing throws', () => {
    render(
      <ErrorBoundary>
        <h1>Fine</h1>
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Fine' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
