import { Suspense, use, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { forgetFailedPage, loadedPage, pageOutcome, retryCount, subscribeToRetries } from './page-loader.ts';
import { useEdition } from './editions/edition.ts';
import { findRoute, type Route } from './routes.ts';
import { documentTitle } from './site.ts';
import { ErrorBoundary, PageUnavailable } from './shell/ErrorBoundary/ErrorBoundary.tsx';
import { Layout } from './shell/Layout/Layout.tsx';
import { NotFound } from './shell/NotFound/NotFound.tsx';
import { PageFrame, PagePending } from './shell/PageFrame/PageFrame.tsx';

/**
 * Renders the page of a route; suspends only if its chunk has not loaded yet. The frame
 * sits inside the suspense boundary so that focus moves once the page is really there.
 */
function RoutePage({ route, location }: { route: Route; location: string }) {
  // Hooks first: `use` below is called only while the page is still loading, and a hook after
  // it would run on the retry but not on the render that suspended.
  const { shell } = useEdition();
  const Page = loadedPage(route) ?? use(pageOutcome(route)).value;
  return (
    <PageFrame
      location={location}
      locale={route.locale}
      title={Page?.title ?? documentTitle(shell.pageUnavailable.title)}
    >
      {/* Not a component made during render: each page's component is loaded once and kept. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      {Page ? <Page /> : <PageUnavailable route={route} />}
    </PageFrame>
  );
}

/** The page for the current location, looked up in the route table. */
function CurrentPage() {
  const [location] = useLocation();
  const route = findRoute(location);
  const { locale, shell } = useEdition();
  // A retry of a page that could not be loaded renders it again, which loads it afresh.
  useSyncExternalStore(subscribeToRetries, retryCount, retryCount);
  // Leaving a page forgets a failed load of it, so coming back to it tries again.
  useEffect(() => {
    if (route) return () => forgetFailedPage(route);
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
