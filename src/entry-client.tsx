// The browser entry: hydrates the prerendered page, then loads the other pages' chunks
// when the browser is idle so that client-side navigation is instant.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import '../styles/global.scss';
// An article's page is a document without script, rendered by the prerender alone
// (src/entry-server.tsx): its styles join the one stylesheet here.
import './pages/Article/Article.scss';
import { App } from './App.tsx';
import { startIdlePrefetch } from './lib/prefetch.ts';
import { loadPage, loadStartPage } from './page-loader.ts';
import { localeOf, routes } from './routes.ts';

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
  // Load the current page's chunks (its code, its content and its edition's words) first:
  // hydrating a lazy page that has not loaded would throw away the server HTML and render it
  // again on the client. If they cannot load (an old cached page after a redeploy, or no
  // network), the app does not start: the prerendered page stays fully readable and its
  // links work as plain links.
  const location = currentLocation();
  try {
    await loadStartPage(location);
  } catch {
    return;
  }
  if (container.hasChildNodes()) hydrateRoot(container, app);
  // `npm run dev`: no prerendered HTML, render from scratch.
  else createRoot(container).render(app);
  // The pages of the edition being read; the other edition's load when its link is pointed at.
  const locale = localeOf(location);
  startIdlePrefetch(
    routes.filter((route) => route.locale === locale),
    (route) => loadPage(route, { retries: 0 }),
  );
}

void start();
