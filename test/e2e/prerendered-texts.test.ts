// The pages' key texts, prices, badges and images are in the raw prerendered HTML, under
// both route readings where a page has two: that is what a visitor without JavaScript and
// a search engine read. (The FAQ's answers are checked with the accordion, in interactions.)
import { describe, expect, it } from 'vitest';
import type { Program } from '../../src/content-schema/units.ts';
import { locales, routes } from '../../src/routes.ts';
import { site } from '../../src/site.ts';
import { content } from '../helpers/content.ts';
import { pointsOf, policy } from '../content/policy-rules.ts';
import { specDashes } from '../helpers/dashes.ts';
import { seen } from '../helpers/seen-text.ts';
import { urlFor } from './browser.ts';

const testimonials = content.en.home.reviews.items;

/**
 * Each program card's title, price and features, as the page reads: a price's amount and its
 * words are set in type of their own ("€25" "/hour", or with `periods` "€25" "per class"), which
 * this reading of tags as spaces reads apart; the component tests read them as one text.
 */
const cardTexts = (grid: readonly Program[], periods = false) =>
  grid.flatMap(({ title, price, features }) => {
    const words = periods ? price.period : price.unit;
    return [title, price.periodFirst ? `${words} ${price.amount}` : `${price.amount} ${words}`, ...features];
  });
const { programs: programsPage, 'japanese-lessons': japaneseLessons, 'english-lessons': englishLessons } = content.en;

/**
 * The visible text of an HTML document's <main>: comments removed, tags read as spaces (block
 * elements such as a stat's value and label are read apart), entities decoded, spaces collapsed.
 */
function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return seen(main)
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/ ([),.?])/g, '$1')
    .replace(/\( /g, '(');
}

async function fetchPage(path: string): Promise<{ html: string; text: string }> {
  const response = await fetch(urlFor(path));
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return { html, text: mainText(html) };
}

/**
 * Each page's paths in both readings, and the strings its raw HTML must hold: the
 * specification's strings as it writes them (ranges with a hyphen, "N5-N4") and the content's
 * own; both sides are compared through specDashes(), as the pages show ranges with an en dash.
 */
const pages: Array<{ paths: string[]; strings: string[] }> = [
  {
    paths: ['/'],
    strings: [
      'Learn Japanese & English with Confidence',
      'Japanese Lessons',
      'Explore Japanese',
      'English Lessons',
      'Explore English',
      '100+ happy students',
      ...content.en.home.stats.map((stat) => `${stat.value} ${stat.label}`),
      `Why Choose ${site.brand}?`,
      'Conversational Focus',
      'Flexible Learning',
      'All Levels Welcome',
      'Learn Through Speaking',
      'Personalized Just for You',
      'Explore Programs',
      'Connect and Grow Together',
      'What our students say',
      'Lesson: ',
      'Book Free Trial Class',
    ],
  },
  {
    paths: ['/about'],
    strings: [
      'Meet Your Japanese Teacher',
      site.teacherName,
      'qualification standards for Japanese-language teachers (revised guidelines)',
      'At least 26 university credits in Japanese language education',
      'Student-Centered',
      'Cultural Immersion',
      'Supportive Community',
      'Book Free Trial Class',
    ],
  },
  {
    paths: ['/programs', '/program'],
    strings: [
      'Choose Your Learning Path',
      ...cardTexts(programsPage.programs.cards, true),
      'Most Popular',
      'Book Now',
      'Beginner (N5-N4)',
      'Intermediate (N3-N2)',
      'Advanced (N1)',
      // The specification's words, with the typographer's apostrophe the build sets (scripts/content/quotes.ts).
      'What’s Included in All Programs',
      ...programsPage.included.items,
      'Book Free Trial Class',
    ],
  },
  {
    paths: ['/japanese-lessons', '/program/japanese'],
    strings: [
      'Book Free Trial',
      'Choose Your Program',
      ...cardTexts(japaneseLessons.programs.cards),
      'Most Popular',
      'Get Started',
      'All Levels Welcome',
      'Beginner (N5-N4)',
      'Intermediate (N3-N2)',
      'Advanced (N1+)',
      'What You Get',
    ],
  },
  {
    paths: ['/english-lessons', '/program/english'],
    strings: [
      'English Lessons for Japanese Speakers',
      'Book Free Trial',
      'Why learn with us',
      'Choose Your Program',
      ...cardTexts(englishLessons.programs.cards),
      'Most Popular',
      'Get Started',
      'Japanese Language Support',
      'Contact Me',
    ],
  },
  {
    paths: ['/promo'],
    strings: [
      'Limited Time Offer',
      'Book Your Free Trial',
      content.en.promo.hero.note,
      'Flexible Scheduling',
      'One-on-One Attention',
      'Expert Guidance',
      'Claim Your Free Trial',
    ],
  },
];

const cases = pages.flatMap(({ paths, strings }) => paths.map((path) => ({ path, strings })));

describe('prerendered content of the home, about, programs, lessons and promo pages', () => {
  it.each(cases)('$path holds its key texts and prices in the raw HTML', async ({ path, strings }) => {
    const { text } = await fetchPage(path);
    for (const string of strings) expect(specDashes(text), `"${string}" on ${path}`).toContain(specDashes(string));
  });

  it.each(['/programs', '/japanese-lessons', '/program/japanese', '/english-lessons', '/program/english'])(
    '%s has exactly one "Most Popular" badge',
    async (path) => {
      const { text } = await fetchPage(path);
      expect(text.match(/Most Popular/g)).toHaveLength(1);
    },
  );

  it('has every review in Japanese marked lang="ja", and the student avatars, on the home page', async () => {
    const { html } = await fetchPage('/');
    expect(html.match(/<blockquote[^>]*lang="ja"/g)).toHaveLength(testimonials.length);
    expect(html.match(/aria-label="5 out of 5 stars"/g)?.length).toBeGreaterThanOrEqual(testimonials.length + 1);
    const avatarStack = /<ul[^>]*aria-hidden="true"[^>]*>(.*?)<\/ul>/.exec(html)?.[1] ?? '';
    expect(avatarStack.match(/<img /g)).toHaveLength(content.en.home.proof.avatars.length);
  });

  it('marks the Japanese line of the English lessons hero with lang="ja"', async () => {
    const { html } = await fetchPage('/program/english');
    expect(html).toMatch(/<h1[^>]*>English Lessons for Japanese Speakers<span[^>]*lang="ja"/);
  });

  it('links the about page to the government PDF in a new tab', async () => {
    const { html } = await fetchPage('/about');
    const link = /<a [^>]*href="https:\/\/www\.bunka\.go\.jp\/[^"]+\.pdf"[^>]*>/.exec(html)?.[0];
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer"');
  });

  it.each(cases.map((c) => c.path))('%s gives every image a width, a height and an alt', async (path) => {
    const { html } = await fetchPage(path);
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
    for (const img of main.match(/<img[^>]*>/g) ?? []) {
      expect(img).toMatch(/ width="\d+"/);
      expect(img).toMatch(/ height="\d+"/);
      expect(img).toMatch(/ alt="/);
    }
  });
});

/**
 * Text without its white space, for the long policy clauses: markup may split a sentence
 * (a mail link) or join two, which the spaced reading of <main> above would trip over.
 */
const squeezed = (text: string): string => text.replace(/\s+/g, '');

/** The page's text as served (tags removed, entities decoded), squeezed. */
async function rawText(path: string): Promise<string> {
  const html = await (await fetch(urlFor(path))).text();
  return squeezed(
    seen(html)
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  );
}

const [privacyPolicy, termsAndConditions, cancellationPolicy] = ['privacy-policy', 'terms', 'cancellation'].map(policy);

const keyStrings: Record<string, readonly string[]> = {
  '/gallery': [
    'Student Success Stories',
    ...content.en.gallery.stats.items.map(({ value, label }) => `${value} ${label}`),
    ...content.en.gallery.stories.items.flatMap((story) => [story.name, story.achievement]),
    'The Learning Journey',
    ...content.en.gallery.journey.phases.map(({ when, title }) => `${when} ${title}`),
    'In Their Own Words',
    ...content.en.gallery.quotes.items.flatMap((quote) => [quote.author, quote.title]),
  ],
  '/blog': [
    'Japanese Learning Resources',
    ...content.en.blog.categories.map((category) => category.label),
    content.en.blog.featured.title,
    'Read Full Article',
    ...content.en.blog.latest.articles.map((article) => article.title),
    ...content.en.blog.latest.articles.map((article) => article.readingTime.text),
    'Subscribe',
    'No spam. Unsubscribe anytime.',
  ],
  '/privacy': [
    'Privacy Policy',
    'Terms & Conditions',
    'Cancellation Policy',
    ...pointsOf(privacyPolicy!),
    ...pointsOf(termsAndConditions!),
    ...pointsOf(cancellationPolicy!),
  ],
  '/terms': ['Terms of Service', ...pointsOf(termsAndConditions!), ...pointsOf(cancellationPolicy!)],
};

describe('prerendered gallery, blog and policy pages', () => {
  it.each(Object.entries(keyStrings))('%s has its key texts in the raw HTML', async (path, strings) => {
    const text = await rawText(path);
    for (const string of strings) expect(specDashes(text)).toContain(specDashes(squeezed(string)));
  });

  it('/gallery shows a five-star rating per story and /blog a pill per category, only "All Topics" pressed', async () => {
    const gallery = await (await fetch(urlFor('/gallery'))).text();
    expect(gallery.match(/aria-label="5 out of 5 stars"/g)).toHaveLength(content.en.gallery.stories.items.length);
    const blog = await (await fetch(urlFor('/blog'))).text();
    expect(blog.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(blog.match(/aria-pressed="false"/g)).toHaveLength(content.en.blog.categories.length - 1);
  });
});

describe('the hero of a page without a picture', () => {
  // The same drawn sea and sun stood beside seven pages' headings and read as one stock picture
  // (design review, round 9), then the same tile with an emblem beside four (round 14): each
  // such page draws a scene of its own, but for the blog's pages (its archive, an article
  // without a cover), which take the blog's.
  it.each(locales)('draws a scene of its own on every %s page without a picture', async (locale) => {
    const scenes = new Map<string, string[]>();
    for (const route of routes.filter((each) => each.locale === locale)) {
      const { html } = await fetchPage(route.path);
      const art = /<div class="art_[^"]*"(?: data-scene="([\w-]+)")? aria-hidden="true">/.exec(html);
      if (!art) continue;
      const scene = art[1] ?? '(none)';
      scenes.set(scene, [...(scenes.get(scene) ?? []), route.path]);
    }
    const blogPage = /\/blog(?:\/|$)/;
    expect(scenes.size).toBeGreaterThan(4);
    expect(
      [...scenes].filter(
        ([scene, paths]) => scene === '(none)' || (paths.length > 1 && !paths.every((path) => blogPage.test(path))),
      ),
    ).toEqual([]);
  });
});
