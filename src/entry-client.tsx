// The browser entry: hydrates the prerendered page, then loads the other pages' chunks
// when the browser is idle so that client-side navigation is instant.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import '../styles/global.scss';
import { App } from './App.tsx';
import { afterStartup } from './lib/idle.ts';
import { findRoute, loadPage, routes } from './routes.ts';

/** wouter's base must not end in "/" (Vite's BASE_URL does). */
const ROUTER_BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

function currentLocation(): string {
  const { pathname } = window.location;
  return pathname.toLowerCase().startsWith(ROUTER_BASE.toLowerCase())
    ? pathname.slice(ROUTER_BASE.length) || '/'
    : pathname;
}

function prefetchAllPages(): void {
  const run = () => routes.forEach((route) => loadPage(route.page).catch(() => undefined));
  afterStartup(run);
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to render into');
  const app = (
    <Router base={ROUTER_BASE}>
      <App />
    </Router>
  );
  if (container.hasChildNodes()) {
    // Load the current page's chunk first: hydrating a lazy page that has not loaded
    // would throw away the server HTML and render it again on the client.
    const route = findRoute(currentLocation());
    if (route) await loadPage(route.page);
    hydrateRoot(container, app);
  } else {
    // `npm run dev`: no prerendered HTML, render from scratch.
    createRoot(container).render(app);
  }
  prefetchAllPages();
}

void start();
