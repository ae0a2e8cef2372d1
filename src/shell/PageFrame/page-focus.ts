import { useEffect } from 'react';

// wouter manages neither scroll nor focus (wouter#300, #189). After a client-side
// navigation we do what a full page load would: update the title, start at the top,
// and move focus to the new page's main heading so screen readers announce it. Between
// the English and Japanese editions the document's language changes too.
let shownLocation: string | null = null;

function focusMainHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * Runs after a page has mounted. The document's language and title follow the page's; on
 * the first page (the hydrated one) it records the location, and on every later location it
 * also starts at the top and moves focus.
 */
export function usePageArrival(location: string, title: string, lang: string): void {
  useEffect(() => {
    // Also on hydration (the dev server's page has no title) and when the same page changes
    // language in place (the 404 page turning Japanese after hydrating).
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
    if (document.title !== title) document.title = title;
    if (shownLocation === null) {
      shownLocation = location;
      performance.mark('hydrated');
      return;
    }
    if (shownLocation === location) return;
    shownLocation = location;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    focusMainHeading();
  }, [location, title, lang]);
}
