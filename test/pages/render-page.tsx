// Renders a page as the app does: its component bound to its content in the edition of the
// path (src/pages/<Name>/<Name>.<locale>.ts), inside a wouter <Router> at that path (NavLink
// needs one). A Japanese path needs the Japanese edition loaded first (loadEdition('ja')).
import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { BoundPage } from '../../src/lib/bind-page.ts';
// Registers how the parts pages load after themselves are imported (src/lib/lazy-part.tsx).
import '../../src/page-loader.ts';
import { localeOf, pageBindingFile, routes, type Locale, type Route } from '../../src/routes.ts';

/** Every page bound to its content, by its path from the project's root ("src/pages/About/About.en.ts"). */
const bindings: Record<string, BoundPage> = Object.fromEntries(
  Object.entries(import.meta.glob<BoundPage>('../../src/pages/*/*.{en,ja}.ts', { eager: true, import: 'default' })).map(
    ([file, Page]) => [file.replace(/^(\.\.\/)+/, ''), Page],
  ),
);

// The parts pages load after themselves are there at once, as when the app navigates to a page.
await Promise.all(Object.values(bindings).map((page) => page.loadParts()));

/** The route of a page component in an edition (the component's name is the page's). */
export function routeOf(Page: ComponentType<never>, locale: Locale = 'en'): Route {
  const route = routes.find((candidate) => candidate.page === Page.name && candidate.locale === locale);
  if (!route) throw new Error(`No ${locale} route for the component ${Page.name}`);
  return route;
}

/** The page of a route with its content, as the page loader gives it to the app. */
export function boundPage(route: Route): ComponentType {
  const Bound = bindings[pageBindingFile(route)];
  if (!Bound) throw new Error(`No binding ${pageBindingFile(route)}`);
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
