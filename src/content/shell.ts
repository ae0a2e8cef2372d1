// Texts of the site's frame that belong to no single page.

/** The message shown when a page's code could not be downloaded during navigation. */
export interface PageUnavailableTexts {
  title: string;
  /** When the browser reports that it is offline. */
  offline: string;
  /** When it is online but loading failed (the site was just updated, or the connection dropped). */
  failed: string;
  /** The link that loads the page again, in full. */
  retry: string;
}

export const pageUnavailableTexts = {
  title: 'This page could not be loaded',
  offline: 'Your device seems to be offline. Check your connection, then try again.',
  failed: 'The connection dropped, or the site has just been updated. Loading the page again usually fixes it.',
  retry: 'Try again',
} as const satisfies PageUnavailableTexts;
