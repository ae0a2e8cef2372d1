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
 * Runs after a page has mounted. On the first page (the hydrated one) it only records
 * the location; on every later location it applies the title, scroll and focus. The
 * document's language always follows the page's.
 */
export function usePageArrival(location: string, title: string, lang: string): void {
  useEffect(() => {
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
    if (shownLocation === null) {
      shownLocation = location;
      // Prerendered pages already carry their title; the dev server's page does not.
      if (document.title !== title) document.title = title;
      performance.mark('hydrated');
      return;
    }
    if (shownLocation === location) {
      // The same page in another language (the 404 page turning Japanese after hydrating).
      if (document.title !== title) document.title = title;
      return;
    }
    shownLocation = location;
    document.title = title;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    focusMainHeading();
  }, [location, title, lang]);
}
