// THE list of the site's content in src/content/*.yaml, one schema for each part (a page).
// A part's facts are in src/content/facts/<name>.yaml, its words in src/content/en/<name>.yaml
// and src/content/ja/<name>.yaml; ./model.ts says how a schema splits them. The types the pages
// render are inferred from these schemas (UnitContent), so a shape is written once, here.
import type * as v from 'valibot';
import { fact, unbroken } from './model.ts';
import {
  date,
  describedPicture,
  figure,
  icon,
  levelSpan,
  navLabels,
  pagePath,
  picture,
  price,
  readingTime,
  record,
  richText,
  text,
  texts,
  textWith,
  email,
  hoursSpan,
  optionalText,
  siteAddress,
  optionalWebAddress,
  webAddress,
  wholeNumber,
  type Price,
  type ShownPrice,
} from './shapes.ts';
import * as valibot from 'valibot';
import type { PageContentName } from '../routes.ts';

// ----- Shapes several pages share ---------------------------------------------------------

/** A link styled as a button: its label (words) and the page it leads to (a fact). */
export const action = record({ label: text, to: pagePath });

/** The opening band of a page. */
export const hero = { eyebrow: text, title: text, lead: text };

/** A text that may be in another language than the page's (rendered with its lang). */
export const languageText = record({
  text,
  lang: valibot.optional(valibot.picklist(['ja', 'en'], "should be ja or en, or left out for the page's language")),
});

/**
 * A card of an icon, a title and a sentence (a benefit, a value, a feature), with an optional
 * line under its title and an optional button at its foot.
 */
export const feature = record(
  {
    id: fact(text),
    icon,
    title: text,
    subtitle: valibot.optional(languageText),
    description: text,
    action: valibot.optional(action),
  },
  { noun: 'card', label: 'title' },
);

/**
 * A figure of a stats strip: the figure as shown ("10+", a fact), its icon, what it counts and,
 * if it has one, where it comes from ("on italki", under the label).
 */
export const stat = record({ id: fact(text), value: figure, icon, label: text, source: valibot.optional(text) });

/**
 * A step of a sequence (the learning journey's phases, what happens after an enquiry): when it
 * comes, its name and what happens in it. `noun` names one in messages ("phase 2").
 */
export const step = (noun: string) => record({ when: text, title: text, description: text }, { noun, label: 'title' });

/** A closing band with a call to action (its button leads to /contact). */
export const callToAction = record({ title: text, text, action: text, note: valibot.optional(text) });

/** A program card: its facts (price, icon, badge) and its words. */
export const program = record({
  id: fact(text),
  icon,
  price,
  popular: valibot.optional(fact(valibot.boolean('should be true or false'))),
  title: text,
  description: text,
  features: texts,
});

/** A grid of program cards: exactly one carries the "Most Popular" badge. */
export const programGrid = valibot.pipe(
  valibot.array(program),
  // Its check is about a fact (popular), so its message points at the facts file.
  valibot.metadata({ checks: 'facts' }),
  valibot.check(
    (programs) => programs.filter((card) => card.popular).length === 1,
    (issue) => {
      const popular = (issue.input as Array<{ id: string; popular?: boolean }>).filter((card) => card.popular);
      const which = popular.length ? `${popular.length} are (${popular.map((card) => card.id).join(', ')})` : 'none is';
      return `one program of the grid carries the "Most Popular" badge, but ${which}: write popular: true on exactly one`;
    },
  ),
);

/** A level card: the JLPT levels it spans (a fact, "N5–N4") and its words. */
export const level = record({
  id: fact(text),
  level: levelSpan,
  name: text,
  description: text,
  focus: valibot.optional(text),
});

// ----- The parts of the site ------------------------------------------------------------

const programs = record({
  /** The page's title (the browser's tab, search results), without the brand. */
  title: text,
  /** The page's description in search results and link previews. */
  description: text,
  hero: record({ ...hero, links: valibot.array(record({ id: fact(text), label: text, to: pagePath })) }),
  programs: record({ title: text, intro: text, action: text, cards: programGrid }),
  levels: record({ title: text, intro: text, cards: valibot.array(level) }),
  included: record({ title: text, items: texts }),
  cta: callToAction,
});

const englishLessons = record({
  /** The page's title (the browser's tab, search results), without the brand. */
  title: text,
  /** The page's description in search results and link previews. */
  description: text,
  hero: record({
    ...hero,
    titleInJapanese: text,
    primary: action,
    mark: record({ text: fact(text), lang: fact(valibot.picklist(['ja', 'en'], 'should be ja or en')) }),
    markCaption: text,
  }),
  benefits: record({
    title: text,
    cards: valibot.array(feature),
  }),
  programs: record({ title: text, intro: text, action: text, cards: programGrid }),
  support: record({ title: text, lead: languageText, text, action }),
  cta: callToAction,
});

const japaneseLessons = record({
  /** The page's title (the browser's tab, search results), without the brand. */
  title: text,
  /** The page's description in search results and link previews. */
  description: text,
  hero: record({
    ...hero,
    primary: action,
    secondary: valibot.optional(action),
    /** The large mark beside the heading, and the language it is written in. */
    mark: record({ text: fact(text), lang: fact(valibot.picklist(['ja', 'en'], 'should be ja or en')) }),
    markCaption: text,
  }),
  programs: record({ title: text, intro: text, action: text, cards: programGrid }),
  levels: record({ title: text, intro: text, cards: valibot.array(level) }),
  included: record({ title: text, intro: text, cards: valibot.array(feature) }),
  cta: callToAction,
});

const about = record({
  /** The page's title (the browser's tab, search results), without the brand. */
  title: text,
  /** The page's description in search results and link previews. */
  description: text,
  hero: record(hero),
  /** Her portrait (a fact: both editions show it) and what it shows, in each language. */
  portrait: describedPicture('portrait'),
  /** The row of credentials under the heading, in the order each language's file lists them. */
  credentials: record({
    /** The row's accessible name. */
    label: unbroken(text),
    items: valibot.pipe(
      valibot.array(record({ id: fact(text), icon, title: text, detail: text })),
      valibot.metadata({ order: 'words' }),
    ),
  }),
  /** Her story in Markdown, and the short facts beside it. */
  story: record({ title: text, text: richText, facts: valibot.array(record({ id: fact(text), icon, text })) }),
  /** The standard she meets, its criteria and the official list (an external PDF). */
  certification: record({
    title: text,
    intro: text,
    criteria: texts,
    source: record({ label: text, href: fact(webAddress) }),
    note: text,
  }),
  values: record({ title: text, features: valibot.array(feature) }),
  cta: callToAction,
});

const promo = record({
  /** The page's title (the browser's tab, search results), without the brand. */
  title: text,
  /** The page's description in search results and link previews. */
  description: text,
  /** The offer: its badge, heading, button (to /contact) and the small print under the buttons. */
  hero: record({ badge: text, ...hero, action: text, note: text }),
  benefits: record({ title: text, items: texts }),
  blurbs: record({ title: text, features: valibot.array(feature) }),
  cta: callToAction,
});

const thankYou = record({
  /** The page's title (the browser's tab), without the brand. */
  title: text,
  /** The page's description in link previews (the page is kept out of search results). */
  description: text,
  hero: record(hero),
  /** The buttons: to the home page (its label), and to the courses (its label and page). */
  actions: record({ home: text, programs: action }),
  /** What happens after an enquiry, step by step. */
  next: record({
    title: text,
    steps: valibot.array(step('step')),
  }),
  /** The line for a reply that does not come; the e-mail address follows it. */
  noReply: text,
});

const gallery = record({
  /** The page's title (the browser's tab, search results), without the brand. */
  title: text,
  /** The page's description in search results and link previews. */
  description: text,
  hero: record(hero),
  /** The picture beside the heading (a fact) and its description in each language. */
  picture: describedPicture('hero'),
  /** The figures under the heading: each one as shown ("500+", a fact), its icon and its label. */
  stats: record({
    /** The strip's accessible name. */
    label: unbroken(text),
    items: valibot.array(stat),
  }),
  /**
   * Students' success stories: name and rating (facts), milestone and story (words), and the
   * lessons they took (words; shown under the name, or no line).
   */
  stories: record({
    title: text,
    intro: text,
    items: valibot.array(
      record({
        id: fact(text),
        name: fact(text),
        rating: fact(wholeNumber(1, 5)),
        achievement: text,
        story: text,
        lesson: valibot.optional(text),
      }),
    ),
  }),
  /** The learning journey, phase by phase. */
  journey: record({
    title: text,
    intro: text,
    phases: valibot.array(step('phase')),
  }),
  /** Short quotes: who said each (a fact), the quote and who they are (words). */
  quotes: record({
    title: text,
    items: valibot.array(record({ id: fact(text), author: fact(text), quote: text, title: text })),
  }),
  cta: callToAction,
});

/** What every article teaser says: its category (a code of the blog's categories), date and reading time (facts), title and excerpt. */
const teaser = { category: fact(text), date, readingTime, title: text, excerpt: text };

const blogPage = record({
  /** The page's title (the browser's tab, search results), without the brand. */
  title: text,
  /** The page's description in search results and link previews. */
  description: text,
  hero: record(hero),
  /** The category pills, in order, by code; the first one shows every topic (and is the one selected). */
  categoriesLabel: unbroken(text),
  categories: valibot.array(record({ id: fact(text), label: text })),
  /** The featured article, with its picture (wide screens) and its badge and button. */
  featured: record({ ...teaser, picture: describedPicture('card'), badge: text, action: text }),
  /** The other articles, newest first. */
  latest: record({
    title: text,
    articles: valibot.array(record({ id: fact(text), ...teaser })),
  }),
  newsletter: record({
    title: text,
    text,
    /** The e-mail input's label (read by screen readers) and placeholder. */
    inputLabel: unbroken(text),
    placeholder: unbroken(text),
    action: text,
    /** The small print under the input. */
    note: text,
    /**
     * The box once the build sends addresses to a newsletter service (newsletterEndpoint in
     * src/content/facts/site.yaml): words that replace the ones above while it subscribes
     * (`text`, `action`, `note`, each optional), the button's words while an address is on its
     * way, and the notices after it: subscribed, or not (the address stays in the box).
     */
    subscribing: record({
      title: valibot.optional(text),
      text: valibot.optional(text),
      action: valibot.optional(text),
      note: valibot.optional(text),
      /** The label of a field hidden from people and screen readers, a trap for spam robots. */
      honeypotLabel: unbroken(text),
      sending: text,
      subscribed: record({ title: text, description: text }),
      failed: record({ title: text, description: text }),
    }),
  }),
  cta: callToAction,
  /**
   * The words of an article's page (src/content/articles/): the link back to the blog, the label
   * before the day it last changed, the link to its translation, and the links to the articles
   * before and after it.
   */
  article: record({
    back: text,
    updatedLabel: text,
    /** The link to its translation, in the translation's language (it is read by those who read it). */
    otherLanguage: text,
    moreLabel: unbroken(text),
    newer: text,
    older: text,
  }),
  /**
   * The page that lists every article of a language (/blog/archive/), and the blog's link to it,
   * shown when there are more articles than the blog lists: its heading and lead, and the link,
   * which names how many there are ({count}).
   */
  archive: record({
    title: text,
    lead: text,
    link: textWith(['count']),
  }),
});

type BlogContent = valibot.InferOutput<typeof blogPage>;

/** A record that names a code the facts file does not list: what is wrong, and the path of the field that names it. */
interface StrayCode {
  message: string;
  at: readonly [string | number, ...(string | number)[]];
}

/** The path of `keys` in `value`, as valibot's issues give it (so that a message names that field's line). */
function pathIn(value: unknown, keys: StrayCode['at']): [valibot.IssuePathItem, ...valibot.IssuePathItem[]] {
  let input = value as Record<string | number, unknown>;
  const items = keys.map((key): valibot.IssuePathItem => {
    const next = input[key];
    const item =
      typeof key === 'number'
        ? { type: 'array' as const, origin: 'value' as const, input: input as unknown as unknown[], key, value: next }
        : { type: 'object' as const, origin: 'value' as const, input, key, value: next };
    input = next as Record<string | number, unknown>;
    return item;
  });
  return items as [valibot.IssuePathItem, ...valibot.IssuePathItem[]];
}

/**
 * The check that each record of a list names one of the codes a facts file lists (an article's
 * category, a review's lesson): `stray` says what is wrong and where, or nothing. Its message
 * names the line of the field with the unknown code, in the facts file.
 */
function knownCodes<Content>(stray: (value: Content) => StrayCode | undefined) {
  return [
    valibot.metadata<Content, { checks: 'facts' }>({ checks: 'facts' }),
    valibot.rawCheck<Content>(({ dataset, addIssue }) => {
      const found = dataset.typed ? stray(dataset.value) : undefined;
      if (found) addIssue({ message: found.message, path: pathIn(dataset.value, found.at) });
    }),
  ] as const;
}

const blog = valibot.pipe(
  blogPage,
  // The first article whose category is not one of the pills' codes (the first pill, every topic, is no article's).
  ...knownCodes<BlogContent>((value) => {
    const codes = value.categories.slice(1).map((category) => category.id);
    const articles = [value.featured, ...value.latest.articles];
    const index = articles.findIndex((article) => !codes.includes(article.category));
    if (index < 0) return undefined;
    const stray = articles[index]!;
    return {
      message: `the article "${stray.title}" has the category "${stray.category}", which is not one of the codes under categories (${codes.join(', ')})`,
      at: index === 0 ? ['featured', 'category'] : ['latest', 'articles', index - 1, 'category'],
    };
  }),
  // Each article shows its category's name in the page's language.
  valibot.transform((value) => {
    const label = (code: string) => value.categories.find((category) => category.id === code)!.label;
    return {
      ...value,
      featured: { ...value.featured, category: label(value.featured.category) },
      latest: {
        ...value.latest,
        articles: value.latest.articles.map((article) => ({ ...article, category: label(article.category) })),
      },
    };
  }),
);

/** The students' reviews of the home page: the heading above them, the reviews and the names of their lessons. */
const reviewsSection = record({
  title: text,
  intro: text,
  /** The reviews as the students wrote them, with their translation: facts, the same in both editions. */
  items: valibot.array(
    record(
      {
        name: fact(text),
        /** The kind of lesson reviewed, by its code under `lessons`. */
        lesson: fact(text),
        rating: fact(wholeNumber(1, 5)),
        avatar: picture('avatar'),
        text: fact(text),
        textEn: fact(text),
      },
      { noun: 'review', label: 'name' },
    ),
  ),
  /** Where the reviews were given: the line under each reviewer's name. */
  platform: text,
  /**
   * Where a visitor can read every review and check them (your profile on the platform), linked
   * under the reviews as `allReviews` says; '' links to none.
   */
  profileUrl: valibot.optional(fact(optionalWebAddress), ''),
  allReviews: text,
  /** The kinds of lesson the reviews name: codes (facts) and their names (words). */
  lessons: valibot.array(record({ id: fact(text), name: text })),
});

type ReviewsSection = valibot.InferOutput<typeof reviewsSection>;

/** The reviews as the page shows them: each card with where it was given and its lesson's name. */
const reviews = valibot.pipe(
  reviewsSection,
  // The first review whose lesson is none of the codes under `lessons`.
  ...knownCodes<ReviewsSection>((value) => {
    const codes = value.lessons.map((lesson) => lesson.id);
    const index = value.items.findIndex((review) => !codes.includes(review.lesson));
    if (index < 0) return undefined;
    const stray = value.items[index]!;
    return {
      message: `the review of ${stray.name} names the lesson "${stray.lesson}", which is not one of the codes under lessons (${codes.join(', ')}): add it there, with its name in each language`,
      at: ['items', index, 'lesson'],
    };
  }),
  valibot.transform(({ platform, lessons, items, ...heading }) => ({
    ...heading,
    items: items.map(({ lesson, ...review }) => ({
      ...review,
      subtitle: platform,
      lessonType: lessons.find((candidate) => candidate.id === lesson)!.name,
    })),
  })),
);

const home = record({
  /** The page's title (the browser's tab, search results), without the brand. */
  title: text,
  /** The page's description in search results and link previews. */
  description: text,
  /** The opening band: its two buttons and the picture beside the heading. */
  hero: record({ ...hero, primary: action, secondary: action, picture: describedPicture('hero') }),
  /** Under the buttons: students' round pictures and the rating (facts), and a line of words. */
  proof: record({
    avatars: valibot.array(picture('avatar'), 'should be a list of pictures, one per line starting with "- "'),
    rating: fact(wholeNumber(1, 5)),
    text,
    /** A link under the line to the students' reviews further down the page, which name where they were given. */
    reviewsLink: text,
  }),
  /** The figures under the opening band: each one as shown (a fact), its icon and its label. */
  stats: valibot.array(stat),
  /** The offers; each language lists them in the order its page shows them. */
  offers: record({
    title: text,
    intro: text,
    cards: valibot.pipe(
      valibot.array(
        record({
          id: fact(text),
          /** The language's name in Japanese, shown large as decoration. */
          mark: record({ text: fact(text), lang: fact(valibot.picklist(['ja', 'en'], 'should be ja or en')) }),
          title: text,
          description: text,
          highlights: texts,
          action,
        }),
      ),
      valibot.metadata({ order: 'words' }),
    ),
  }),
  /**
   * The teacher, introduced: her picture (a fact), a heading, a few words about her, a short
   * list of what she brings and a link to her about page.
   */
  teacher: record({ title: text, picture: describedPicture('portrait'), text, points: texts, action }),
  whyChoose: record({ title: text, intro: text, features: valibot.array(feature) }),
  /** How lessons work: cards, each with an optional link. */
  approach: record({
    title: text,
    cards: valibot.array(feature),
  }),
  reviews,
  /** The closing band. */
  cta: callToAction,
});

/** Where a page written in Markdown puts its sections (scripts/content/markdown-file.ts reads them): a field, each section a heading and what follows it. */
export interface Sections {
  /** The field that holds the sections, e.g. "items". */
  field: string;
  /** The heading that starts a section: 1 for "# ", 2 for "## ". */
  depth: 1 | 2;
  /** Each section's field for its heading, e.g. "question". */
  heading: string;
  /** Each section's field for the Markdown between its heading and the next, e.g. "answer". */
  text?: string;
  /** Each section's field for the items of its list ("- " lines), e.g. "points". */
  list?: string;
  /**
   * Each section is named by an id after its heading, "# Privacy Policy {#privacy-policy}" (its
   * address on the page, /privacy#privacy-policy): the field holds the sections by id, as a
   * words file gives the records its facts file lists.
   */
  byId?: boolean;
  /** The sections inside each section, under deeper headings. */
  sections?: Sections;
}

/**
 * A page written in Markdown (src/content/<lang>/<page>.md): its fields at the top, between two
 * lines of ---, and its sections, each a heading line and what follows it, into a field.
 */
function markdownPage<const Schema extends valibot.GenericSchema>(schema: Schema, sections: Sections) {
  return valibot.pipe(schema, valibot.metadata({ sections }));
}

const faq = markdownPage(
  record({
    /** The page's title (the browser's tab, search results), without the brand. */
    title: text,
    /** The page's description in search results and link previews. */
    description: text,
    eyebrow: text,
    /** The page's h1. */
    heading: text,
    lead: text,
    /** The questions, each a "## " line, and their answers in Markdown. */
    items: valibot.array(record({ question: text, answer: richText }, { noun: 'question', label: 'question' })),
    closingTitle: text,
    closingText: text,
    contactAction: text,
  }),
  { field: 'items', depth: 2, heading: 'question', text: 'answer' },
);

/** The words of a page about the policies: its title (the tab, search results and its heading), description and opening band. */
const policyPage = { title: text, description: text, eyebrow: text, lead: text };

const policies = markdownPage(
  record({
    /** The privacy page, which shows every policy as a card. */
    privacy: record(policyPage),
    /** The terms page, which shows the terms and the cancellation policy in full. */
    terms: record({ ...policyPage, privacyNote: text, privacyLink: text }),
    /** The contents list's name (read by screen readers) and the words before the date of the wording. */
    contentsLabel: unbroken(text),
    updatedLabel: text,
    /** The date the current wording took effect. */
    updated: date,
    /**
     * What the privacy policy says the contact form does with what is typed, which depends on
     * the build's enquiry delivery: the build writes the true sentence where a policy says
     * {formDelivery}. `on` names where the enquiries go as {formService}: `netlify` on Netlify,
     * `service` for a form service at its own address ({host}).
     */
    formDelivery: record({ off: text, on: text, netlify: text, service: text }),
    /**
     * What the privacy policy says the newsletter box does with an address, which depends on the
     * build's newsletter setting: the build writes the true sentence where a policy says
     * {newsletterDelivery}; `on` names the service's address as {host}.
     */
    newsletterDelivery: record({ off: text, on: text }),
    /** The policies, each a "# Title {#address}", a summary, and its clauses ("## " and "- " rules), in the order of the Markdown. */
    policies: valibot.pipe(
      valibot.array(
        record(
          {
            id: fact(text),
            icon,
            title: text,
            summary: richText,
            clauses: valibot.array(
              record({ heading: text, points: valibot.array(richText) }, { noun: 'clause', label: 'heading' }),
            ),
          },
          { noun: 'policy', label: 'title' },
        ),
      ),
      valibot.metadata({ order: 'words' }),
      // Its id is its address on the page (/privacy#terms), which the page needs.
      valibot.transform((list) => list.map((policy) => ({ ...policy, address: policy.id }))),
    ),
  }),
  {
    field: 'policies',
    depth: 1,
    heading: 'title',
    byId: true,
    text: 'summary',
    sections: { field: 'clauses', depth: 2, heading: 'heading', list: 'points' },
  },
);

/**
 * A choice of one of the form's lists: its code (a fact, what the form keeps) and its words;
 * `anyLesson` marks a choice that is no lesson of one language ("Not sure yet"), which a list
 * in groups shows after them.
 */
const choices = unbroken(
  valibot.pipe(
    valibot.array(
      record({
        id: fact(text),
        label: text,
        anyLesson: valibot.optional(fact(valibot.boolean('should be true or false'))),
      }),
    ),
    valibot.transform((list) =>
      list.map(({ id, label, anyLesson }) => ({ value: id, label, ...(anyLesson ? { anyLesson } : {}) })),
    ),
  ),
);

/**
 * The English lessons on an edition's contact form (the Japanese one): given, its lists offer
 * them first, in groups of their own, and the lists above become the Japanese lessons' groups.
 */
const englishLessonChoices = record({
  /** The groups' names: the English lessons and their levels, the Japanese lessons and their levels. */
  programsGroup: text,
  levelsGroup: text,
  japaneseProgramsGroup: text,
  japaneseLevelsGroup: text,
  /** The English levels, each as the visitor reads it (and as the teacher receives it). */
  levels: valibot.pipe(
    texts,
    valibot.transform((list) => list.map((label) => ({ value: label, label }))),
  ),
  /**
   * The English courses: the programs of the English lessons page, named as that page names
   * them. The build writes them in (scripts/content/load.ts); they are never typed here.
   */
  programs: valibot.array(record({ value: text, label: text })),
});
/** A notification's headline and the sentence under it. */
const toast = record({ title: text, description: text });

const contact = record({
  /** The page's title (the browser's tab, search results), without the brand. */
  title: text,
  /** The page's description in search results and link previews. */
  description: text,
  hero: record(hero),
  /** The trial-booking form: what it says, its choices, its notifications and the e-mail it becomes. */
  form: record({
    title: text,
    intro: text,
    /** The fields' labels, on the page and in the e-mail the form writes. */
    labels: unbroken(record({ name: text, email: text, program: text, level: text, message: text })),
    optionalHint: text,
    emptyChoice: record({ program: text, level: text }),
    programs: choices,
    levels: choices,
    englishLessons: valibot.optional(unbroken(englishLessonChoices)),
    messagePlaceholder: unbroken(text),
    submit: text,
    /**
     * The button's words while the build delivers no enquiry (no enquiryEndpoint), where it only
     * prepares the e-mail (see `preparedToast`). Left out, `submit` shows in both modes (the
     * English edition: the specification's "Send Message").
     */
    preparedSubmit: valibot.optional(text),
    emailInstead: text,
    missingToast: toast,
    /**
     * The line under a field the form will not send as it is: a required field left empty (the
     * "Missing Information" notification shows too), an e-mail address the browser cannot read as one.
     */
    fieldErrors: record({ missing: text, email: text }),
    /** The notice after an enquiry the form delivered. */
    sentToast: toast,
    /**
     * The notice after a complete enquiry while the build delivers none (no enquiryEndpoint): the
     * visitor sends it with the toast's e-mail link. Left out, `sentToast` shows in both modes (the
     * English edition: the specification's "Message Sent!").
     */
    preparedToast: valibot.optional(toast),
    sendByEmail: text,
    sending: text,
    failedToast: toast,
    honeypotLabel: text,
    mailSubject: textWith(['name']),
    mailNotChosen: unbroken(text),
  }),
  info: record({
    title: text,
    emailLabel: text,
    locationLabel: text,
    location: text,
    availabilityLabel: text,
    /** The lesson hours: one line each (a time zone's hours and a season's on lines of their own). */
    availability: texts,
    /** The row that links to the booking calendar, shown only in a build with bookingUrl set. */
    bookingLabel: text,
    booking: text,
  }),
  /** Three short questions and their answers in Markdown, and the link to the FAQ page. */
  faq: record({
    title: text,
    items: valibot.array(record({ question: text, answer: richText }, { noun: 'question', label: 'question' })),
    moreLink: text,
  }),
  /** The drawn map of the islands: its words, and the islands' names written on it. */
  map: record({
    title: text,
    intro: text,
    note: text,
    imageLabel: unbroken(text),
    islands: record({ gozo: text, comino: text, malta: text }),
  }),
});

/** The site's frame: the words of every page's header and footer, the 404 page and the error screens. */
const shell = record({
  /** The header menu's labels, by page (the pages the route table lists in this edition's menu). */
  nav: navLabels,
  /** The first link of every page, to the main content. */
  skipLink: text,
  /** The header: the phone menu button's accessible name, the nav's name, the booking button. */
  header: record({ menuToggle: unbroken(text), navLabel: unbroken(text), book: text }),
  footer: record({
    /** The line under the brand, and where lessons take place. */
    tagline: text,
    location: text,
    /** The link to the teacher's social profile ({handle} and {service} from the site's facts). */
    follow: textWith(['handle', 'service']),
    /** The headings of the link column and the contact column, and the legal links. */
    quickLinks: text,
    contact: text,
    privacy: text,
    terms: text,
    /** The copyright line ({year}: the current year). */
    copyright: textWith(['year']),
  }),
  /**
   * The page for an unknown address: the browser tab's title, its h1, text and button, and a
   * link to the other edition's home page, in that language (a file host answers every unknown
   * address with the one 404 page, in English, to a visitor without JavaScript).
   */
  notFound: record({ documentTitle: unbroken(text), title: text, text, home: text, otherHome: text }),
  /** The screen shown when a page fails to render. */
  errorScreen: record({ title: text, home: text }),
  /** The screen shown when a page's code could not be downloaded. */
  pageUnavailable: record({ title: text, offline: text, failed: text, retry: text }),
  /** The accessible name of each toast's close button. */
  closeNotification: unbroken(text),
  /** The header's link to the same page in the other language: its label, in that language. */
  otherLanguage: text,
  /** The 404 page's description in link previews (only its <head> has it). */
  notFoundDescription: unbroken(text),
  /** Words shared parts of pages write themselves. */
  components: record({
    popularBadge: text,
    translationLabel: text,
    /** A review's lesson line ({lesson}: the lesson's name). */
    lessonType: textWith(['lesson']),
    focusLabel: text,
    /** A star rating's accessible name. */
    stars: textWith(['rating', 'outOf']),
    /** The hidden note after a link that opens a new tab (it follows the link's words). */
    opensInNewTab: text,
    homeStatsLabel: unbroken(text),
  }),
});

/**
 * The site's facts (src/content/facts/site.yaml): the brand, her name in both scripts, the
 * addresses and the free trial. Facts only: no language has a file of its words for them.
 */
const site = valibot.pipe(
  record({
    brand: fact(text),
    teacherName: fact(text),
    teacherNameJa: fact(text),
    teacherNameReading: fact(text),
    email: fact(email),
    socialUrl: fact(webAddress),
    socialHandle: fact(text),
    socialService: fact(text),
    url: fact(siteAddress),
    // '' (nothing sent), 'netlify' or a form service's address: vite.config.ts checks the value
    // in force (ENQUIRY_ENDPOINT overrides it) and stops the build with its own message.
    enquiryEndpoint: fact(optionalText),
    // '' (the newsletter box subscribes nobody) or a newsletter service's sign-up address:
    // checked like enquiryEndpoint (NEWSLETTER_ENDPOINT overrides it).
    newsletterEndpoint: valibot.optional(fact(optionalText), ''),
    // '' (no calendar offered) or the https:// page of a booking calendar: checked like
    // enquiryEndpoint (BOOKING_URL overrides it).
    bookingUrl: valibot.optional(fact(optionalText), ''),
    trial: record({ minutes: fact(wholeNumber(5, 240)), replyHours: fact(wholeNumber(1, 168)) }),
    /**
     * The lesson hours, on Malta's clock ('9:00' to '20:00'): the texts quote them as {hoursFrom}
     * and {hoursTo}, and the Japanese ones in Japan time as {japanHoursSummer} and
     * {japanHoursWinter} (src/lib/lesson-hours.ts works them out).
     */
    hours: fact(hoursSpan),
    /**
     * The qualification that qualifies her to teach English, as English pages and Japanese
     * pages name it: the texts quote it as {englishQualification}.
     */
    englishQualification: fact(text),
    englishQualificationJa: fact(text),
  }),
  valibot.metadata({ factsOnly: true }),
);

/** The site's facts, as every page and the build read them. */
export type SiteFacts = valibot.InferOutput<typeof site>;

/** Every part of the site's content, by the name of its files: each page's (its `content` in src/routes.ts), the frame's and the site's. */
export const CONTENT_UNITS = {
  programs,
  'japanese-lessons': japaneseLessons,
  'english-lessons': englishLessons,
  faq,
  about,
  promo,
  'thank-you': thankYou,
  gallery,
  blog,
  home,
  policies,
  contact,
  shell,
  site,
} as const satisfies Record<PageContentName | 'shell' | 'site', unknown>;

/** The name of a part of the content: its files are <name>.yaml (every page's, the frame's and the site's). */
export type UnitName = keyof typeof CONTENT_UNITS;

/** The content of a part, as its page renders it (in one language). */
export type UnitContent<Name extends UnitName> = v.InferOutput<(typeof CONTENT_UNITS)[Name]>;

/**
 * A value as the browser gets it, with only what pages show: prices as their words (their
 * numbers are for the structured data, which the build writes), and records without the ids
 * that join their facts and words.
 */
export type Shown<T> = T extends Price
  ? ShownPrice
  : T extends readonly (infer Item)[]
    ? Shown<Item>[]
    : T extends object
      ? { [Key in keyof T as Key extends 'id' ? never : Key]: Shown<T[Key]> }
      : T;

/**
 * The fields only the build reads: a page's description (its <head>) and the sentences it
 * chooses between by its settings. The browser's content leaves them out.
 */
export const BUILD_ONLY_FIELDS = ['description', 'formDelivery', 'newsletterDelivery', 'notFoundDescription'] as const;

/** The content of a page as the browser renders it: all but the fields only the build reads. */
export type PageContent<Name extends UnitName> = Shown<Omit<UnitContent<Name>, (typeof BUILD_ONLY_FIELDS)[number]>>;

/** A program card, with its price's numbers (for the structured data). */
export type Program = v.InferOutput<typeof program>;

/** A review card's content: the review, its reviewer, where it was given and the lesson's name. */
export type Testimonial = PageContent<'home'>['reviews']['items'][number];
