import type { ReactNode } from 'react';
import { usePageArrival } from './page-focus.ts';
import styles from './PageFrame.module.scss';

interface PageFrameProps {
  /** The location this page is shown for (relative to the router's base). */
  location: string;
  /** Full document title. */
  title: string;
  children: ReactNode;
}

/** Wraps the page being shown: applies its title, scroll and focus on client navigation. */
export function PageFrame({ location, title, children }: PageFrameProps) {
  usePageArrival(location, title);
  return children;
}

/** Shown in place of a page whose chunk is still loading. */
export function PagePending() {
  return <div className={styles.pending} aria-busy="true" />;
}
