import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useEdition } from '../../editions/edition.ts';
import { localizePath, toHref } from '../../routes.ts';
import styles from './ErrorBoundary.module.scss';

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
      <a className={styles.link} href={`${import.meta.env.BASE_URL}${toHref(localizePath('/', locale)).slice(1)}`}>
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
 * Shown in place of a page whose code could not be loaded during navigation, when a
 * full-page load cannot fix it right now (the device is offline, or that load was just
 * tried). It names the problem and offers a plain link that loads the page in full.
 * Only ever rendered in the browser, after a failed navigation.
 */
export function PageUnavailable() {
  const texts = useEdition().shell.pageUnavailable;
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
