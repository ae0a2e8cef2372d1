import type { ReactNode } from 'react';
import type { Locale } from '../../routes.ts';
import { usePageArrival } from './page-focus.ts';
import * as styles from './PageFrame.module.scss';

interface PageFrameProps {
  /** The location this page is shown for (relative to the router's base). */
  location: string;
  /** Full document title. */
  title: string;
  /** The page's language, for <html lang>. */
  locale: Locale;
  children: ReactNode;
}

/** Wraps the page being shown: applies its title, language, scroll and focus on client navigation. */
export function PageFrame({ location, title, locale, children }: PageFrameProps) {
  usePageArrival(location, title, locale);
  return children;
}

/** Shown in place of a page whose chunk is still loading. */
export function PagePending() {
  return <div className={styles.pending} aria-busy="true" />;
}
