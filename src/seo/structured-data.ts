// Structured data (schema.org JSON-LD) for search engines: the teacher and her teaching
// business, each program as a Course with its prices, and the FAQ. Built from the site
// config and the content modules, so a price is typed once, in src/content/.
import { plainText } from '../lib/long-text.ts';
import { englishPrograms } from '../content/english-lessons.ts';
import { faqPage } from '../content/faq.ts';
import { japanesePrograms } from '../content/japanese-lessons.ts';
import { programs, type Program } from '../content/programs.ts';
import { site, tagline } from '../content/site.ts';
import { findRoute, type PageName, type Route } from '../routes.ts';
import { MANIFEST_ICONS, SHARE_IMAGE } from './assets.ts';
import { course } from './courses.ts';
import type { Thing } from './thing.ts';
import { canonicalUrl, fileUrl, pageUrl } from './urls.ts';

/** Where lessons take place: in person in Malta (ISO 3166 code MT) and online worldwide. */
const AREA_SERVED = [{ '@type': 'Country', name: 'Malta', identifier: 'MT' }, 'Online (worldwide)'];

/** The languages she teaches, as BCP 47 codes: Japanese and English. */
const LANGUAGES_TAUGHT = ['ja', 'en'];

/** The pages that show program cards: which cards, and the language those courses teach. */
export const COURSE_PAGES: Partial<Record<PageName, { programs: readonly Program[]; language: string }>> = {
  Programs: { programs, language: 'ja' },
  JapaneseLessons: { programs: japanesePrograms, language: 'ja' },
  EnglishLessons: { programs: englishPrograms, language: 'en' },
};

const ids = (siteRoot: string) => ({
  business: `${siteRoot}#business`,
  teacher: `${siteRoot}#teacher`,
  website: `${siteRoot}#website`,
});

/** The teaching business: who offers the courses. */
export function business(siteRoot: string): Thing {
  const logo = MANIFEST_ICONS.find((icon) => icon.sizes === '512x512') ?? MANIFEST_ICONS[0];
  return {
    '@type': 'EducationalOrganization',
    '@id': ids(siteRoot).business,
    name: site.brand,
    url: siteRoot,
    email: site.email,
    description: tagline,
    ...(logo ? { logo: fileUrl(siteRoot, logo.file) } : {}),
    image: fileUrl(siteRoot, SHARE_IMAGE.file),
    sameAs: [site.socialUrl],
    areaServed: AREA_SERVED,
    knowsLanguage: LANGUAGES_TAUGHT,
    founder: { '@id': ids(siteRoot).teacher },
  };
}

/** The teacher herself. */
export function teacher(siteRoot: string): Thing {
  const about = findRoute('/about');
  return {
    '@type': 'Person',
    '@id': ids(siteRoot).teacher,
    name: site.teacherName,
    email: site.email,
    ...(about ? { url: pageUrl(siteRoot, about.path) } : {}),
    knowsLanguage: LANGUAGES_TAUGHT,
    worksFor: { '@id': ids(siteRoot).business },
    sameAs: [site.socialUrl],
  };
}

/** The site itself, named after the brand (shown as the site name in search results). */
export function website(siteRoot: string): Thing {
  return {
    '@type': 'WebSite',
    '@id': ids(siteRoot).website,
    name: site.brand,
    url: siteRoot,
    publisher: { '@id': ids(siteRoot).business },
  };
}

/** The FAQ page's questions and answers. */
export function faq(url: string): Thing {
  return {
    '@type': 'FAQPage',
    '@id': `${url}#faq`,
    url,
    mainEntity: faqPage.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
    })),
  };
}

/** The courses of a page that shows program cards; none for other pages. */
function courses(route: Route, siteRoot: string): Thing[] {
  const listed = COURSE_PAGES[route.page];
  if (!listed) return [];
  const page = {
    url: canonicalUrl(siteRoot, route),
    language: listed.language,
    providerId: ids(siteRoot).business,
    siteRoot,
  };
  return listed.programs.map((program) => course(program, page));
}

/**
 * The structured data of a page as one JSON-LD document, or undefined if it has none.
 * Business and teacher appear on the home and about pages; program pages list their
 * courses; the FAQ page its questions. An alias gets its twin's data (same URLs).
 */
export function structuredData(route: Route, siteRoot: string): object | undefined {
  const graph: Thing[] = [];
  if (route.page === 'Home') graph.push(website(siteRoot), business(siteRoot), teacher(siteRoot));
  if (route.page === 'About') graph.push(teacher(siteRoot), business(siteRoot));
  graph.push(...courses(route, siteRoot));
  if (route.page === 'Faq') graph.push(faq(canonicalUrl(siteRoot, route)));
  if (graph.length === 0) return undefined;
  return { '@context': 'https://schema.org', '@graph': graph };
}
