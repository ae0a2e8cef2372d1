// Each program card as a schema.org Course with an Offer in euro, built from the same
// content module the page renders its cards from: the structured data cannot disagree
// with the prices a visitor sees.
import { site } from '../content/site.ts';
import type { Program } from '../content/programs.ts';
import { parsePrice, PriceFormatError } from './prices.ts';
import type { Thing } from './thing.ts';

/** The currency of every price on the site: the euro is the only one. */
export const CURRENCY = 'EUR';

/** UN/CEFACT codes for the units prices are quoted in; other units go by their text only. */
const UNIT_CODES: Record<string, string> = { hour: 'HUR' };

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

/** A fragment id from a title: "Private 1-on-1" → "private-1-on-1". */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A program's price as numbers; the error names the program whose price it cannot read. */
function priceOf(program: Program) {
  try {
    return parsePrice(program.price, program.period);
  } catch (error) {
    if (!(error instanceof PriceFormatError)) throw error;
    throw new PriceFormatError(`The program "${program.title}" in src/content/: ${error.message}`);
  }
}

/** The Offer of a program: an exact price, or a range (minPrice/maxPrice), per unit when stated. */
export function offer(program: Program, url: string): Thing {
  const facts = priceOf(program);
  const unitCode = facts.unit ? UNIT_CODES[facts.unit] : undefined;
  const unitText = program.period ?? (facts.unit ? `per ${facts.unit}` : undefined);
  const amount = facts.exact
    ? { price: facts.min }
    : { minPrice: facts.min, ...(facts.max === undefined ? {} : { maxPrice: facts.max }) };
  return {
    '@type': 'Offer',
    category: 'Paid',
    url,
    priceCurrency: CURRENCY,
    ...(facts.exact ? { price: facts.min } : {}),
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      priceCurrency: CURRENCY,
      ...amount,
      ...(unitCode ? { unitCode } : {}),
      ...(unitText ? { unitText } : {}),
    },
  };
}

/**
 * A program card as a Course: taught online worldwide and in person in Malta. Its id is made
 * from its title, or from its place on the page when the title has no Latin letters (Japanese).
 */
export function course(program: Program, page: CoursePage, index = 0): Thing {
  return {
    '@type': 'Course',
    '@id': `${page.url}#${slug(program.title) || `course-${index + 1}`}`,
    name: program.title,
    description: program.description,
    url: page.url,
    inLanguage: page.language,
    provider: { '@type': 'EducationalOrganization', '@id': page.providerId, name: site.brand, url: page.siteRoot },
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: ['Online', 'Onsite'] },
    offers: [offer(program, page.url)],
  };
}
