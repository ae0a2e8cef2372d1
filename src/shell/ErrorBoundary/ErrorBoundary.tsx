import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { useEdition } from '../../editions/edition.ts';
import { fullPageLoad } from '../../lib/full-page-load.ts';
import { retryPage } from '../../page-loader.ts';
import { pageHref } from '../../lib/page-href.ts';
import { localizePath, type Route } from '../../routes.ts';
import { PagePending } from '../PageFrame/PageFrame.tsx';
import * as styles from './ErrorBoundary.module.scss';

/** How long a full-page load may take to replace this document before the in-page message shows. */
const FULL_LOAD_GRACE_MS = 8_000;

/** The frame of the screens shown instead of a page that cannot be shown. */
function FallbackScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.fallback} role="alert" aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** The screen for a page that failed to render, with the error's message. */
function ErrorScreen({ error }: { error: Error }) {
  const { locale, shell } = useEdition();
  const texts = shell.errorScreen;
  return (
    <FallbackScreen title={texts.title}>
      <pre className={styles.message}>{error.message}</pre>
      {/* A plain link (not the router) reloads the app from a clean state. */}
      <a className={styles.link} href={pageHref(localizePath('/', locale))}>
        {texts.home}
      </a>
    </FallbackScreen>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/**
 * Catches an error thrown while a page renders and shows the generic "Unexpected
 * Application Error!" screen with the error's message instead of a blank page. Keyed by
 * location in App, so navigating away resets it.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render:', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorScreen error={error} />;
  }
}

/**
 * Shown in place of a page whose code could not be loaded during navigation (after the
 * loader's own retries). The page is first loaded in full from the host, which has it as
 * complete HTML with the current build's code; where that cannot help right now (the device
 * is offline, or that load was just tried) or takes too long, this names the problem and
 * offers a plain link that loads the page in full. Once the browser reports it is online
 * again, the page is tried again by itself (a click on a link to it does the same, see
 * NavLink). Only ever rendered in the browser, after a failed navigation.
 */
export function PageUnavailable({ route, failure }: { route: Route; failure?: unknown }) {
  const texts = useEdition().shell.pageUnavailable;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const retry = () => retryPage(route);
    window.addEventListener('online', retry, { once: true });
    // The new document normally replaces this one first; if it does not, say why.
    const loading = fullPageLoad(window.location.href);
    const timer = setTimeout(() => setShown(true), loading ? FULL_LOAD_GRACE_MS : 0);
    return () => {
      window.removeEventListener('online', retry);
      clearTimeout(timer);
    };
    // Each failure of the page's load starts this anew (one started by a prefetch included).
  }, [route, failure]);
  if (!shown) return <PagePending />;
  return (
    <FallbackScreen title={texts.title}>
      <p>{navigator.onLine ? texts.failed : texts.offline}</p>
      {/* A plain link, not the router: it asks the host for the page's complete HTML. */}
      <a className={styles.link} href={window.location.href}>
        {texts.retry}
      </a>
    </FallbackScreen>
  );
}
