// The counts the product specification fixes, as properties of the sample content: 3 reviews,
// 6 articles, 6 questions… Everywhere else, tests follow whatever the content holds, so that
// editing a text or a price never breaks them.
//
// A teacher's site may have a fourth review or a seventh article: this project ('sample') is
// left out of her deploy workflow (.github/workflows/deploy.yml), and `npm test` on her site
// reports it as the sample no longer being the specification's. The repository's own sample
// content keeps these counts: change one in SPEC_COUNTS only with the specification.
import { describe, expect, it } from 'vitest';
import { content } from '../helpers/content.ts';

const contactPage = content.en.contact;

const {
  about,
  home,
  blog,
  gallery,
  promo,
  programs: programsPage,
  'japanese-lessons': japaneseLessons,
  'english-lessons': englishLessons,
} = content.en;

interface SpecCount {
  /** What is counted, as the page shows it. */
  what: string;
  /** The content file (and export) that holds the list. */
  where: string;
  /** The count the specification asks for. */
  spec: number;
  /** The count the content has. */
  actual: number;
}

const count = (what: string, where: string, spec: number, list: readonly unknown[]): SpecCount => ({
  what,
  where,
  spec,
  actual: list.length,
});

/** Every count the specification fixes. Change one here, on purpose, when the site changes it. */
const SPEC_COUNTS: readonly SpecCount[] = [
  count(
    'student reviews on the home page',
    'src/content/facts/home.yaml (reviews › items)',
    3,
    content.en.home.reviews.items,
  ),
  count('student avatars beside the home hero', 'src/content/facts/home.yaml (proof.avatars)', 4, home.proof.avatars),
  count('offer cards on the home page', 'src/content/facts/home.yaml (offers.cards)', 2, home.offers.cards),
  count('stats on the home page', 'src/content/facts/home.yaml (stats)', 4, home.stats),
  count(
    '"Why Choose" features on the home page',
    'src/content/facts/home.yaml (whyChoose.features)',
    3,
    home.whyChoose.features,
  ),
  count('info cards on the home page', 'src/content/facts/home.yaml (approach.cards)', 3, home.approach.cards),
  count(
    'certification criteria on /about',
    'src/content/en/about.yaml (certification.criteria)',
    2,
    about.certification.criteria,
  ),
  count('values on /about', 'src/content/facts/about.yaml (values.features)', 3, about.values.features),
  count(
    'program cards on /programs',
    'src/content/facts/programs.yaml (programs.cards)',
    3,
    programsPage.programs.cards,
  ),
  count('levels on /programs', 'src/content/facts/programs.yaml (levels.cards)', 3, programsPage.levels.cards),
  count(
    '"What\'s Included" items on /programs',
    'src/content/en/programs.yaml (included.items)',
    8,
    programsPage.included.items,
  ),
  count(
    'program cards on /japanese-lessons',
    'src/content/facts/japanese-lessons.yaml (programs.cards)',
    3,
    japaneseLessons.programs.cards,
  ),
  count(
    'level cards on /japanese-lessons',
    'src/content/facts/japanese-lessons.yaml (levels.cards)',
    3,
    japaneseLessons.levels.cards,
  ),
  count(
    '"What You Get" features on /japanese-lessons',
    'src/content/facts/japanese-lessons.yaml (included.cards)',
    6,
    japaneseLessons.included.cards,
  ),
  count(
    'benefit cards on /english-lessons',
    'src/content/facts/english-lessons.yaml (benefits.cards)',
    3,
    englishLessons.benefits.cards,
  ),
  count(
    'program cards on /english-lessons',
    'src/content/facts/english-lessons.yaml (programs.cards)',
    3,
    englishLessons.programs.cards,
  ),
  count('stats on /gallery', 'src/content/facts/gallery.yaml (stats.items)', 3, gallery.stats.items),
  count('success stories on /gallery', 'src/content/facts/gallery.yaml (stories.items)', 6, gallery.stories.items),
  count(
    'learning journey phases on /gallery',
    'src/content/en/gallery.yaml (journey.phases)',
    4,
    gallery.journey.phases,
  ),
  count('quotes on /gallery', 'src/content/facts/gallery.yaml (quotes.items)', 3, gallery.quotes.items),
  count(
    'articles on /blog (besides the featured one)',
    'src/content/facts/blog.yaml (latest.articles)',
    6,
    blog.latest.articles,
  ),
  count('category pills on /blog', 'src/content/facts/blog.yaml (categories)', 7, blog.categories),
  count('questions on /faq', 'src/content/en/faq.md (its "## " sections)', 6, content.en.faq.items),
  count('questions in the mini FAQ on /contact', 'src/content/en/contact.yaml (faq.items)', 3, contactPage.faq.items),
  count('included benefits on /promo', 'src/content/en/promo.yaml (benefits.items)', 4, promo.benefits.items),
  count('feature blurbs on /promo', 'src/content/facts/promo.yaml (blurbs.features)', 3, promo.blurbs.features),
];

describe('the counts the specification fixes', () => {
  it.each(SPEC_COUNTS)('$spec $what', ({ what, where, spec, actual }) => {
    expect(
      actual,
      `The specification asks for ${spec} ${what}, but ${where} has ${actual}. ` +
        `If that is deliberate, change ${spec} to ${actual} for "${what}" in SPEC_COUNTS (test/content/spec-counts.test.ts).`,
    ).toBe(spec);
  });
});
