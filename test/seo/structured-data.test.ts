// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { plainText } from '../../src/lib/rich-text.ts';
import type { Program } from '../../src/content-schema/units.ts';
import { site } from '../../src/site.ts';
import { findRoute, routes } from '../../src/routes.ts';
import { structuredData } from '../../src/seo/structured-data.ts';
import { content } from '../helpers/content.ts';
import { expectCourseMatches, type CourseJson } from './price-check.ts';

const root = 'https://example.com/';
type Node = Record<string, unknown> & { '@type': string };
const graphOf = (path: string) =>
  (structuredData(findRoute(path)!, root) as { '@graph': Node[] } | undefined)?.['@graph'] ?? [];
const ofType = (path: string, type: string) => graphOf(path).filter((node) => node['@type'] === type);

describe('structuredData', () => {
  it("speaks the page's language on Japanese pages: inLanguage, Japanese names, distinct course ids", () => {
    const faq = ofType('/ja/faq', 'FAQPage')[0]!;
    expect(faq['inLanguage']).toBe('ja');
    expect(ofType('/faq', 'FAQPage')[0]!['inLanguage']).toBe('en');
    expect(JSON.stringify(faq['mainEntity'])).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    const courses = ofType('/ja/english-lessons', 'Course');
    expect(courses.length).toBe(content.ja['english-lessons'].programs.cards.length);
    expect(new Set(courses.map((course) => course['@id'])).size).toBe(courses.length);
    for (const course of courses) {
      expect(String(course['name'])).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(course['inLanguage']).toBe('en');
    }
    // The same prices as the English page's courses, their unit in Japanese words.
    const offers = (path: string) => JSON.stringify(ofType(path, 'Course').map((course) => course['offers']));
    expect(offers('/ja/english-lessons').replace(/ja\//g, '').replaceAll('"1時間"', '"per hour"')).toBe(
      offers('/english-lessons'),
    );
    expect(ofType('/ja', 'EducationalOrganization')[0]!['description']).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('describes the business and the teacher on the home page', () => {
    const [business] = ofType('/', 'EducationalOrganization');
    const [teacher] = ofType('/', 'Person');
    expect(business).toMatchObject({ name: site.brand, email: site.email, url: root, knowsLanguage: ['ja', 'en'] });
    expect(JSON.stringify(business?.areaServed)).toMatch(/Malta.*Online/);
    expect(teacher).toMatchObject({ name: site.teacherName, alternateName: site.teacherNameJa, email: site.email });
    // On the Japanese pages, her name in Japanese script.
    expect(ofType('/ja', 'Person')[0]).toMatchObject({ name: site.teacherNameJa, alternateName: site.teacherName });
  });

  it.each<[string, readonly Program[]]>([
    ['/programs', content.en.programs.programs.cards],
    ['/japanese-lessons', content.en['japanese-lessons'].programs.cards],
    ['/english-lessons', content.en['english-lessons'].programs.cards],
    ['/ja/programs', content.ja.programs.programs.cards],
    ['/ja/japanese-lessons', content.ja['japanese-lessons'].programs.cards],
  ])('lists the program cards of %s as Courses with their prices in euro', (path, cards) => {
    const courses = ofType(path, 'Course') as unknown as CourseJson[];
    expect(courses.map((course) => course.name)).toEqual(cards.map((card) => card.title));
    for (const card of cards)
      expectCourseMatches(
        courses.find((course) => course.name === card.title),
        card,
      );
  });

  it('gives an alias the same data as its twin', () => {
    expect(structuredData(findRoute('/program/japanese')!, root)).toEqual(
      structuredData(findRoute('/japanese-lessons')!, root),
    );
  });

  it('puts the FAQ page questions and answers in an FAQPage', () => {
    const [faq] = ofType('/faq', 'FAQPage');
    const questions = faq?.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(questions.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(
      content.en.faq.items.map((item) => [item.question, plainText(item.answer)]),
    );
  });

  it('marks up nothing on pages without business, course or FAQ facts', () => {
    expect(structuredData(findRoute('/gallery')!, root)).toBeUndefined();
    const withData = ['Home', 'About', 'EnglishLessons', 'Programs', 'JapaneseLessons', 'Faq'];
    expect(routes.filter((route) => structuredData(route, root)).map((route) => route.page)).toEqual([
      ...withData,
      ...withData,
    ]);
  });
});
