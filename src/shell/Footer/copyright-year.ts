import { useSyncExternalStore } from 'react';

// The prerendered HTML carries the build year. While hydrating, React uses the server
// snapshot (the same build year, so no mismatch) and then re-renders with the visitor's
// year: a page built in December and read in January shows the new year.
const subscribe = () => () => undefined;
const visitorYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/** The current year for the copyright line, hydration-safe. */
export function useCopyrightYear(): number {
  return useSyncExternalStore(subscribe, visitorYear, buildYear);
}
