import { Suspense, use, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { ErrorBoundary } from './components/ErrorBoundary/ErrorBoundary.tsx';
import { Layout } from './components/Layout/Layout.tsx';
import { NotFound } from './components/NotFound/NotFound.tsx';
import { PageFrame, PagePending } from './components/PageFrame/PageFrame.tsx';
import { documentTitle, findRoute, loadedPage, loadPage, type Route } from './routes.ts';

/**
 * Renders the page of a route; suspends only if its chunk has not loaded yet. The frame
 * sits inside the suspense boundary so that focus moves once the page is really there.
 */
function RoutePage({ route, location }: { route: Route; location: string }) {
  const Page: ComponentType = loadedPage(route.page) ?? use(loadPage(route.page));
  return (
    <PageFrame location={location} title={documentTitle(route)}>
      <Page />
    </PageFrame>
  );
}

/** The page for the current location, looked up in the route table. */
function CurrentPage() {
  const [location] = useLocation();
  const route = findRoute(location);
  return (
    <ErrorBoundary key={location}>
      {route ? (
        <Suspense fallback={<PagePending />}>
          <RoutePage route={route} location={location} />
        </Suspense>
      ) : (
        <PageFrame location={location} title={documentTitle(undefined)}>
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
