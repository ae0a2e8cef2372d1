import { Suspense, use, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import {
  loadedNotFound,
  loadedPage,
  notFoundOutcome,
  pageOutcome,
  pageVersion,
  retryPage,
  subscribeToPages,
} from './page-loader.ts';
import { useEdition } from './editions/edition.ts';
import { findRoute, type Route } from './routes.ts';
import { documentTitle } from './site.ts';
import { ErrorBoundary, PageUnavailable } from './shell/ErrorBoundary/ErrorBoundary.tsx';
import { Layout } from './shell/Layout/Layout.tsx';
import { PageFrame, PagePending } from './shell/PageFrame/PageFrame.tsx';

/**
 * Renders the page of a route; suspends only if its chunk has not loaded yet. The frame
 * sits inside the suspense boundary so that focus moves once the page is really there.
 */
function RoutePage({ route, location }: { route: Route; location: string }) {
  // Hooks first: `use` below is called only while the page is still loading, and a hook after
  // it would run on the retry but not on the render that suspended.
  const { shell } = useEdition();
  const loaded = loadedPage(route);
  const { value: Page, error } = loaded ? { value: loaded } : use(pageOutcome(route));
  return (
    <PageFrame
      location={location}
      locale={route.locale}
      title={Page?.title ?? documentTitle(shell.pageUnavailable.title)}
    >
      {/* Not a component made during render: each page's component is loaded once and kept. */}
      {Page ? <Page /> : <PageUnavailable route={route} failure={error} />}
    </PageFrame>
  );
}

/**
 * The 404 page; suspends only if its chunk has not loaded yet (a client-side navigation to an
 * unknown address). If it cannot load, the error boundary says so.
 */
function NotFoundRoute({ location }: { location: string }) {
  const loaded = loadedNotFound();
  const { value: NotFound, error } = loaded ? { value: loaded } : use(notFoundOutcome());
  if (!NotFound) throw error;
  return <NotFound path={location} />;
}

/** The page for the current location, looked up in the route table. */
function CurrentPage() {
  const [location] = useLocation();
  const route = findRoute(location);
  const { locale, shell } = useEdition();
  // The page renders again when it arrives by itself (a prefetch may bring it while the app
  // says it could not be loaded) or its failed load is forgotten (a retry loads it afresh).
  const version = () => (route ? pageVersion(route) : 0);
  useSyncExternalStore(subscribeToPages, version, version);
  // Leaving a page forgets a failed load of it, so coming back to it tries again.
  useEffect(() => {
    if (route) return () => retryPage(route);
  }, [route]);
  return (
    <ErrorBoundary key={location}>
      {route ? (
        <Suspense fallback={<PagePending />}>
          <RoutePage route={route} location={location} />
        </Suspense>
      ) : (
        <Suspense fallback={<PagePending />}>
          <PageFrame location={location} locale={locale} title={documentTitle(shell.notFound.documentTitle)}>
            <NotFoundRoute location={location} />
          </PageFrame>
        </Suspense>
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
