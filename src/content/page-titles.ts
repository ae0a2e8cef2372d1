// Page titles and navigation labels. The title shows in the browser tab and in search
// results as "Title — Brand" (the brand comes from site.ts); the navigation label is the
// page's name in the header menu. Change the words between the quotes.
import type { NavPageName, PageName } from '../routes.ts';

/** Each page's title, without the brand. */
export const pageTitles = {
  Home: 'Japanese & English Lessons in Malta and Online',
  About: 'About Me',
  Programs: 'Programs & Prices',
  JapaneseLessons: 'Japanese Lessons',
  EnglishLessons: 'English Lessons for Japanese Speakers',
  Gallery: 'Student Success Stories',
  Blog: 'Japanese Learning Resources',
  Contact: 'Contact & Free Trial',
  Faq: 'Frequently Asked Questions',
  Privacy: 'Privacy, Terms & Cancellation',
  Terms: 'Terms of Service',
  Promo: 'Free Trial Lesson',
} as const satisfies Record<PageName, string>;

/** The header menu's labels, for the pages the menu lists (in the route table's order). */
export const navLabels = {
  Home: 'Home',
  About: 'About Me',
  Programs: 'Programs',
  Gallery: 'Gallery',
  Blog: 'Blog',
  Contact: 'Contact',
} as const satisfies Record<NavPageName, string>;
