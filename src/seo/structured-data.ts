// Structured data (schema.org JSON-LD) for search engines: the teacher and her teaching
// business, each program as a Course with its prices, and the FAQ. Built from the site
// config and the content modules, so a price is typed once, in src/content/.
import { site, tagline } from '../content/site.ts';
import { findRoute, type Route } from '../routes.ts';
import { MANIFEST_ICONS, SHARE_IMAGE } from './assets.ts';
import { fileUrl, pageUrl } from './urls.ts';

/** A schema.org node: plain JSON. */
export type Thing = { '@type': string | string[]; '@id'?: string } & Record<string, unknown>;

/** Where lessons take place: in person in Malta (ISO 3166 code MT) and online worldwide (spec §1). */
const AREA_SERVED = [{ '@type': 'Country', name: 'Malta', identifier: 'MT' }, 'Online (worldwide)'];

/** The languages she teaches, as BCP 47 codes: Japanese and English. */
const LANGUAGES_TAUGHT = ['ja', 'en'];

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

/**
 * The structured data of a page as one JSON-LD document, or undefined if it has none.
 * Business and teacher appear on the home and about pages; program pages list their
 * courses; the FAQ page its questions.
 */
export function structuredData(route: Route, siteRoot: string): object | undefined {
  const graph: Thing[] = [];
  if (route.page === 'Home') graph.push(website(siteRoot), business(siteRoot), teacher(siteRoot));
  if (route.page === 'About') graph.push(teacher(siteRoot), business(siteRoot));
  if (graph.length === 0) return undefined;
  return { '@context': 'https://schema.org', '@graph': graph };
}
