// Structured data (schema.org JSON-LD) for search engines: the teacher and her teaching
// business, each program as a Course with its prices, and the FAQ, in the page's language.
// Built from the site config and the content modules, so a price is typed once, in
// src/content/.
import { plainText } from '../lib/rich-text.ts';
import { site } from '../site.ts';
import { locales, routes, type Locale, type Route } from '../routes.ts';
import { MANIFEST_ICONS, SHARE_IMAGE } from './assets.ts';
import content from 'virtual:content/all';
import { course } from './courses.ts';
import { headEditions } from './editions.ts';
import type { Thing } from './thing.ts';
import { canonicalUrl, fileUrl, pageUrl } from './urls.ts';

/** Where lessons take place: in person in Malta (ISO 3166 code MT) and online worldwide. */
const AREA_SERVED = [{ '@type': 'Country', name: 'Malta', identifier: 'MT' }, 'Online (worldwide)'];

/** The languages she teaches, as BCP 47 codes: Japanese and English. */
const LANGUAGES_TAUGHT = ['ja', 'en'];

/** The pages that show program cards, and the language those courses teach. */
export const COURSE_PAGES = { Programs: 'ja', JapaneseLessons: 'ja', EnglishLessons: 'en' } as const;

const ids = (siteRoot: string) => ({
  business: `${siteRoot}#business`,
  teacher: `${siteRoot}#teacher`,
  website: `${siteRoot}#website`,
});

/** The teaching business: who offers the courses (described in the page's language). */
export function business(siteRoot: string, locale: Locale = 'en'): Thing {
  const logo = MANIFEST_ICONS.find((icon) => icon.sizes === '512x512') ?? MANIFEST_ICONS[0];
  return {
    '@type': 'EducationalOrganization',
    '@id': ids(siteRoot).business,
    name: site.brand,
    url: siteRoot,
    email: site.email,
    description: headEditions[locale].tagline,
    ...(logo ? { logo: fileUrl(siteRoot, logo.file) } : {}),
    image: fileUrl(siteRoot, SHARE_IMAGE.file),
    sameAs: [site.socialUrl],
    areaServed: AREA_SERVED,
    knowsLanguage: LANGUAGES_TAUGHT,
    founder: { '@id': ids(siteRoot).teacher },
  };
}

/** The teacher herself; her page is the about page in the given language. */
export function teacher(siteRoot: string, locale: Locale = 'en'): Thing {
  const about = routes.find((route) => route.page === 'About' && route.locale === locale);
  return {
    '@type': 'Person',
    '@id': ids(siteRoot).teacher,
    // Her name as the page's language writes it, with the other script as an alternate.
    name: locale === 'ja' ? site.teacherNameJa : site.teacherName,
    alternateName: locale === 'ja' ? site.teacherName : site.teacherNameJa,
    email: site.email,
    ...(about ? { url: pageUrl(siteRoot, about.path) } : {}),
    knowsLanguage: LANGUAGES_TAUGHT,
    worksFor: { '@id': ids(siteRoot).business },
    sameAs: [site.socialUrl],
  };
}

/** The site itself, named after the brand (shown as the site name in search results), in both languages. */
export function website(siteRoot: string): Thing {
  return {
    '@type': 'WebSite',
    '@id': ids(siteRoot).website,
    name: site.brand,
    url: siteRoot,
    inLanguage: locales.map((locale) => headEditions[locale].lang),
    publisher: { '@id': ids(siteRoot).business },
  };
}

/** The about page itself, in its language, about the teacher. */
function aboutPage(url: string, siteRoot: string, locale: Locale): Thing {
  return {
    '@type': 'AboutPage',
    '@id': `${url}#page`,
    url,
    inLanguage: headEditions[locale].lang,
    about: { '@id': ids(siteRoot).teacher },
  };
}

/** The FAQ page's questions and answers, in the page's language. */
export function faq(url: string, locale: Locale = 'en'): Thing {
  return {
    '@type': 'FAQPage',
    '@id': `${url}#faq`,
    url,
    inLanguage: headEditions[locale].lang,
    mainEntity: content[locale].faq.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
    })),
  };
}

/** The courses of a page that shows program cards; none for other pages. */
function courses(route: Route, siteRoot: string): Thing[] {
  if (!(route.page in COURSE_PAGES)) return [];
  const page = route.page as keyof typeof COURSE_PAGES;
  const where = {
    url: canonicalUrl(siteRoot, route),
    language: COURSE_PAGES[page],
    providerId: ids(siteRoot).business,
    siteRoot,
  };
  const programs =
    page === 'Programs'
      ? content[route.locale].programs.programs.cards
      : page === 'JapaneseLessons'
        ? content[route.locale]['japanese-lessons'].programs.cards
        : content[route.locale]['english-lessons'].programs.cards;
  return programs.map((program) => course(program, where));
}

/**
 * The structured data of a page as one JSON-LD document, or undefined if it has none.
 * Business and teacher appear on the home and about pages; program pages list their
 * courses; the FAQ page its questions. An alias gets its twin's data (same URLs).
 */
export function structuredData(route: Route, siteRoot: string): object | undefined {
  const graph: Thing[] = [];
  const { locale } = route;
  if (route.page === 'Home') graph.push(website(siteRoot), business(siteRoot, locale), teacher(siteRoot, locale));
  if (route.page === 'About') {
    graph.push(
      aboutPage(canonicalUrl(siteRoot, route), siteRoot, locale),
      teacher(siteRoot, locale),
      business(siteRoot, locale),
    );
  }
  graph.push(...courses(route, siteRoot));
  if (route.page === 'Faq') graph.push(faq(canonicalUrl(siteRoot, route), locale));
  if (graph.length === 0) return undefined;
  return { '@context': 'https://schema.org', '@graph': graph };
}
