// Page titles and navigation labels. The title shows in the browser tab and in search
// results as "Title — Brand" (the brand comes from site.ts); the navigation label is the
// page's name in the header menu. Change the words between the quotes.
import type { NavPageName } from '../routes.ts';

// Each page's title, without the brand (one export per page, named after the page).
export const Home = 'Japanese & English Lessons in Malta and Online';
export const About = 'About Me';
export const Programs = 'Programs & Prices';
export const JapaneseLessons = 'Japanese Lessons';
export const EnglishLessons = 'English Lessons for Japanese Speakers';
export const Gallery = 'Student Success Stories';
export const Blog = 'Japanese Learning Resources';
export const Contact = 'Contact & Free Trial';
export const Faq = 'Frequently Asked Questions';
export const Privacy = 'Privacy, Terms & Cancellation';
export const Terms = 'Terms of Service';
export const Promo = 'Free Trial Lesson';
export const ThankYou = 'Message Received';

/** The header menu's labels, for the pages the menu lists (in the route table's order). */
export const navLabels = {
  Home: 'Home',
  About: 'About Me',
  Programs: 'Programs',
  Gallery: 'Gallery',
  Blog: 'Blog',
  Contact: 'Contact',
} as const satisfies Record<NavPageName, string>;
