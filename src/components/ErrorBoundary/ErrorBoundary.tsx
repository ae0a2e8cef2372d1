import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './ErrorBoundary.module.scss';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/**
 * Catches an error thrown while a page renders and shows the generic fallback screen
 * of spec §8 instead of a blank page. Keyed by location in App, so navigating away
 * resets it.
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
    return (
      <section className={styles.fallback} role="alert" aria-labelledby="error-title">
        <h1 id="error-title" className={styles.title}>
          Unexpected Application Error!
        </h1>
        <pre className={styles.message}>{error.message}</pre>
        {/* A plain link (not the router) reloads the app from a clean state. */}
        <a className={styles.home} href={import.meta.env.BASE_URL}>
          Return to Home
        </a>
      </section>
    );
  }
}
