// Renders a page as the app does, inside a wouter <Router> at a fixed path (NavLink needs one).
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

export function renderPage(page: ReactNode, path = '/'): RenderResult {
  return render(<Router hook={memoryLocation({ path, static: true }).hook}>{page}</Router>);
}
