// Renders a page as the app does: its component with its content in the edition of the path,
// as the page loader gives it (src/page-loader.ts), inside a wouter <Router> at that path
// (NavLink needs one).
import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { loadPage, type BoundPage } from '../../src/page-loader.ts';
import { localeOf, routes, type Locale, type Route } from '../../src/routes.ts';

/** Every page of every edition with its content, as when the app navigates to it. */
const pages = new Map<Route, BoundPage>(
  await Promise.all(routes.map(async (route) => [route, await loadPage(route)] as const)),
);

/** The route of a page component in an edition (the component's name is the page's). */
export function routeOf(Page: ComponentType<never>, locale: Locale = 'en'): Route {
  const route = routes.find((candidate) => candidate.page === Page.name && candidate.locale === locale);
  if (!route) throw new Error(`No ${locale} route for the component ${Page.name}`);
  return route;
}

/** The page of a route with its content, as the page loader gives it to the app. */
export function boundPage(route: Route): ComponentType {
  const Bound = pages.get(route);
  if (!Bound) throw new Error(`No page for ${route.path}`);
  return Bound;
}

/**
 * Renders a page component with its content at `path` (its own canonical path by default);
 * a /ja/… path renders the Japanese edition's content.
 */
export function renderPage(Page: ComponentType<never>, path?: string): RenderResult {
  const route = routeOf(Page, path ? localeOf(path) : 'en');
  const Bound = boundPage(route);
  return render(
    <Router hook={memoryLocation({ path: path ?? route.path, static: true }).hook}>
      <Bound />
    </Router>,
  );
}
