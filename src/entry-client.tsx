// The browser entry: hydrates the prerendered page, then loads the other pages' chunks
// when the browser is idle so that client-side navigation is instant.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import '../styles/global.scss';
import { App } from './App.tsx';
import { startIdlePrefetch } from './lib/prefetch.ts';
import { loadPage } from './page-loader.ts';
import { findRoute, routes } from './routes.ts';

/** wouter's base must not end in "/" (Vite's BASE_URL does). */
const ROUTER_BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

function currentLocation(): string {
  const { pathname } = window.location;
  return pathname.toLowerCase().startsWith(ROUTER_BASE.toLowerCase())
    ? pathname.slice(ROUTER_BASE.length) || '/'
    : pathname;
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
    // would throw away the server HTML and render it again on the client. If it cannot
    // load (an old cached page after a redeploy, or no network), the app does not start:
    // the prerendered page stays fully readable and its links work as plain links.
    const route = findRoute(currentLocation());
    if (route) {
      try {
        await loadPage(route.page);
      } catch {
        return;
      }
    }
    hydrateRoot(container, app);
  } else {
    // `npm run dev`: no prerendered HTML, render from scratch.
    createRoot(container).render(app);
  }
  startIdlePrefetch(
    routes.map((route) => route.page),
    (page) => loadPage(page, { retries: 0 }),
  );
}

void start();
