// Texts of the site's frame that belong to no single page: the header menu's labels, the
// header, the footer, the skip link, the 404 page, the error screens and the few words shared
// components write themselves. The Japanese edition has the same exports in ja/shell.ts.
import type { NavPageName } from '../routes.ts';
import { notificationTexts } from './notifications.ts';
import { site, tagline } from './site.ts';

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

/** The words of the site's frame: header, footer, skip link, 404 page, error screens, toaster. */
export interface ShellTexts {
  /** The first link of every page, to the main content. */
  skipLink: string;
  /** The header: the phone menu button's accessible name, the nav's name, the booking button. */
  header: { menuToggle: string; navLabel: string; book: string };
  /** The footer. */
  footer: {
    /** The line under the brand. */
    tagline: string;
    /** Where lessons take place ("Malta / Online", from site.ts). */
    location: string;
    /** The link to the teacher's social profile, from site.socialHandle and site.socialService. */
    follow: (handle: string, service: string) => string;
    /** The headings of the link column and the contact column. */
    quickLinks: string;
    contact: string;
    /** The legal links. */
    privacy: string;
    terms: string;
    /** The copyright line, e.g. "© 2026 Kotoba Malta. All rights reserved." */
    copyright: (year: number, brand: string) => string;
  };
  /** The page for an unknown address. */
  notFound: {
    /** The browser tab's title, before " — Brand". */
    documentTitle: string;
    /** The h1 ("Oops! Page not found"). */
    title: string;
    text: string;
    home: string;
  };
  /** The screen shown when a page fails to render ("Unexpected Application Error!"). */
  errorScreen: { title: string; home: string };
  /** The screen shown when a page's code could not be downloaded. */
  pageUnavailable: PageUnavailableTexts;
  /** The accessible name of each toast's close button. */
  closeNotification: string;
  /** The header's link to the same page in the other language: its label, in that language. */
  otherLanguage: string;
}

export const shellTexts = {
  skipLink: 'Skip to main content',
  header: {
    menuToggle: 'Toggle menu',
    navLabel: 'Main',
    book: 'Book a Class',
  },
  footer: {
    tagline,
    location: site.locationShort,
    follow: (handle, service) => `Follow ${handle} on ${service}`,
    quickLinks: 'Quick Links',
    contact: 'Contact',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    copyright: (year, brand) => `© ${year} ${brand}. All rights reserved.`,
  },
  notFound: {
    documentTitle: 'Page not found',
    title: 'Oops! Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Return to Home',
  },
  errorScreen: {
    title: 'Unexpected Application Error!',
    home: 'Return to Home',
  },
  pageUnavailable: {
    title: 'This page could not be loaded',
    offline: 'Your device seems to be offline. Check your connection, then try again.',
    failed: 'The connection dropped, or the site has just been updated. Loading the page again usually fixes it.',
    retry: 'Try again',
  },
  closeNotification: notificationTexts.closeLabel,
  otherLanguage: '日本語',
} as const satisfies ShellTexts;

/** Words that shared components write themselves. */
export interface ComponentTexts {
  /** The badge of the popular program card ("Most Popular"). */
  popularBadge: string;
  /** A review's translation label ("Translation") and lesson line ("Lesson: …"). */
  translationLabel: string;
  lessonType: (lessonType: string) => string;
  /** The label of a level card's focus line ("Focus"). */
  focusLabel: string;
  /** A star rating's accessible name ("5 out of 5 stars"). */
  stars: (rating: number, outOf: number) => string;
  /** The hidden note after a link that opens a new tab (" (opens in a new tab)"). */
  opensInNewTab: string;
  /** The accessible name of the home page's stats strip ("Teaching in numbers"). */
  homeStatsLabel: string;
}

export const componentTexts = {
  popularBadge: 'Most Popular',
  translationLabel: 'Translation',
  lessonType: (lessonType) => `Lesson: ${lessonType}`,
  focusLabel: 'Focus',
  stars: (rating, outOf) => `${rating} out of ${outOf} stars`,
  opensInNewTab: ' (opens in a new tab)',
  homeStatsLabel: 'Teaching in numbers',
} as const satisfies ComponentTexts;

/** The header menu's labels, for the pages the menu lists (in the route table's order). */
export const navLabels = {
  Home: 'Home',
  About: 'About Me',
  Programs: 'Programs',
  Gallery: 'Gallery',
  Blog: 'Blog',
  Contact: 'Contact',
} as const satisfies Record<NavPageName, string>;
