import { Suspense, use, useEffect, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { fullPageLoad } from './lib/full-page-load.ts';
import { loadedPage, loadPage } from './page-loader.ts';
import { useEdition } from './editions/edition.ts';
import { findRoute, type Route } from './routes.ts';
import { documentTitle } from './site.ts';
import { ErrorBoundary, PageUnavailable } from './shell/ErrorBoundary/ErrorBoundary.tsx';
import { Layout } from './shell/Layout/Layout.tsx';
import { NotFound } from './shell/NotFound/NotFound.tsx';
import { PageFrame, PagePending } from './shell/PageFrame/PageFrame.tsx';

/** How long a full-page load may take to replace this document before the in-page message shows. */
const FULL_LOAD_GRACE_MS = 8_000;

/**
 * The component to show for a page during client-side navigation. React renders again
 * while it waits, so each page's promise is kept here until the page changes: a render
 * never starts a request. If the chunk fails (after the loader's own retries), the page
 * is loaded in full from the host; where that cannot help, PageUnavailable says so.
 */
/** A page to show: a page bound to its content (with its title), or the PageUnavailable screen. */
type Shown = ComponentType & { title?: string };

const navigations = new Map<Route, Promise<Shown>>();

function pageForNavigation(route: Route): Promise<Shown> {
  let promise = navigations.get(route);
  if (!promise) {
    promise = loadPage(route).catch(
      () =>
        new Promise<Shown>((resolve) => {
          if (!fullPageLoad(window.location.href)) resolve(PageUnavailable);
          // The new document normally replaces this one first; if it does not, say why.
          else setTimeout(() => resolve(PageUnavailable), FULL_LOAD_GRACE_MS);
        }),
    );
    navigations.set(route, promise);
  }
  return promise;
}

/**
 * Renders the page of a route; suspends only if its chunk has not loaded yet. The frame
 * sits inside the suspense boundary so that focus moves once the page is really there.
 */
function RoutePage({ route, location }: { route: Route; location: string }) {
  // Hooks first: `use` below is called only while the page is still loading, and a hook after
  // it would run on the retry but not on the render that suspended.
  const { shell } = useEdition();
  const Page: Shown = loadedPage(route) ?? use(pageForNavigation(route));
  return (
    <PageFrame
      location={location}
      locale={route.locale}
      title={documentTitle(Page.title ?? shell.pageUnavailable.title)}
    >
      {/* Not a component made during render: each page's component is loaded once and kept. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Page />
    </PageFrame>
  );
}

/** The page for the current location, looked up in the route table. */
function CurrentPage() {
  const [location] = useLocation();
  const route = findRoute(location);
  const { locale, shell } = useEdition();
  // Leaving a page forgets how its load ended, so coming back to it tries again.
  useEffect(() => {
    if (route) return () => void navigations.delete(route);
  }, [route]);
  return (
    <ErrorBoundary key={location}>
      {route ? (
        <Suspense fallback={<PagePending />}>
          <RoutePage route={route} location={location} />
        </Suspense>
      ) : (
        <PageFrame location={location} locale={locale} title={documentTitle(shell.notFound.documentTitle)}>
          <NotFound path={location} />
        </PageFrame>
      )}
    </ErrorBoundary>
  );
}

/** The whole app inside a wouter <Router> (given by the client and server entries). */
export function App() {
  return (
    <Layout>
      <CurrentPage />
    </Layout>
  );
}
