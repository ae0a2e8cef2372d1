// Each program card as a schema.org Course with an Offer in euro, built from the content the
// page renders its cards from (its price's numbers, as the facts file states them): the
// structured data cannot disagree with the prices a visitor sees.
import type { Program } from '../content-schema/units.ts';
import { site } from '../site.ts';
import type { Thing } from './thing.ts';

/** The currency of every price on the site: the euro is the only one. */
export const CURRENCY = 'EUR';

/** UN/CEFACT codes for the units prices are quoted in; other units go by their words only. */
const UNIT_CODES: Partial<Record<Program['price']['per'], string>> = { hour: 'HUR' };

/** Where a page's courses live and what they teach. */
export interface CoursePage {
  /** The page's canonical URL. */
  url: string;
  /** The language the courses teach, as a BCP 47 code. */
  language: string;
  /** The @id of the business that offers them. */
  providerId: string;
  /** The site root's URL, the provider's address. */
  siteRoot: string;
}

/** The Offer of a program: an exact price, or a range (minPrice/maxPrice), per unit when stated. */
export function offer(program: Program, url: string): Thing {
  const { price } = program;
  const exact = !price.from && price.max === undefined;
  const unitCode = UNIT_CODES[price.per];
  const amount = exact
    ? { price: price.min }
    : { minPrice: price.min, ...(price.max === undefined ? {} : { maxPrice: price.max }) };
  return {
    '@type': 'Offer',
    category: 'Paid',
    url,
    priceCurrency: CURRENCY,
    ...(exact ? { price: price.min } : {}),
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      priceCurrency: CURRENCY,
      ...amount,
      ...(unitCode ? { unitCode } : {}),
      unitText: price.period,
    },
  };
}

/** A program card as a Course, taught online worldwide and in person in Malta; its id is the card's. */
export function course(program: Program, page: CoursePage): Thing {
  return {
    '@type': 'Course',
    '@id': `${page.url}#${program.id}`,
    name: program.title,
    description: program.description,
    url: page.url,
    inLanguage: page.language,
    provider: { '@type': 'EducationalOrganization', '@id': page.providerId, name: site.brand, url: page.siteRoot },
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: ['Online', 'Onsite'] },
    offers: [offer(program, page.url)],
  };
}
