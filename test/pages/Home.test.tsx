import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { content } from '../helpers/content.ts';
import { site } from '../../src/site.ts';
import type { PageContent } from '../../src/content-schema/units.ts';
import { Home } from '../../src/pages/Home/Home.tsx';
import { StatsStrip } from '../../src/components/StatsStrip/StatsStrip.tsx';
import { expectLinkTo } from './page-assertions.ts';
import { renderPage } from './render-page.tsx';
import { seenName, seenText } from '../helpers/seen-text.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const testimonials = content.en.home.reviews.items;

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('Home page', () => {
  it('opens with "Learn Japanese & English with Confidence"', () => {
    renderPage(Home);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Learn Japanese & English with Confidence');
  });

  it('shows the student avatars, five stars and "100+ happy students"', () => {
    const { container } = renderPage(Home);
    const line = screen.getByText('100+ happy students');
    const proof = line.parentElement!.parentElement!;
    expect(proof.querySelectorAll('img')).toHaveLength(content.en.home.proof.avatars.length);
    for (const img of proof.querySelectorAll('img')) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
    expect(within(proof).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(container.querySelectorAll('img[loading="lazy"]').length).toBeGreaterThan(0);
  });

  it('links the line under the stars to the reviews further down the page', () => {
    renderPage(Home);
    const link = screen.getByRole('link', { name: content.en.home.proof.reviewsLink });
    const target = document.getElementById(link.getAttribute('href')!.replace(/^#/, ''));
    expect(target).toBe(screen.getByRole('region', { name: 'What our students say' }));
  });

  it('has the two offer cards with "Explore Japanese" and "Explore English"', () => {
    renderPage(Home);
    expect(screen.getByRole('heading', { name: 'Japanese Lessons' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'English Lessons' })).toBeInTheDocument();
    expectLinkTo(screen.getByRole('link', { name: 'Explore Japanese' }), '/japanese-lessons');
    expectLinkTo(screen.getByRole('link', { name: 'Explore English' }), '/english-lessons');
  });

  it('shows the stats of the content, each figure with its label', () => {
    renderPage(Home);
    const stats = within(screen.getByRole('list', { name: 'Teaching in numbers' })).getAllByRole('listitem');
    // A source is a link, which says (to a screen reader) that it opens in a new tab.
    const newTab = content.en.shell.components.opensInNewTab;
    expect(stats.map((stat) => stat.textContent)).toEqual(
      content.en.home.stats.map((stat) => `${stat.value}${stat.label}${stat.source ? stat.source + newTab : ''}`),
    );
  });

  it('says where a figure comes from under its label, and adds no line to a figure without a source', () => {
    const stats = content.en.home.stats;
    const withSource = stats.find((stat) => stat.source)!;
    render(<StatsStrip stats={stats.map((stat) => (stat === withSource ? stat : { ...stat, source: undefined }))} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.children.length)).toEqual(stats.map((stat) => (stat === withSource ? 4 : 3)));
    expect(items[stats.indexOf(withSource)]!.lastElementChild).toHaveTextContent(withSource.source!);
  });

  it("links a figure's source to the teacher's profile, where the reviews are, in a new tab", () => {
    renderPage(Home);
    const strip = screen.getByRole('list', { name: 'Teaching in numbers' });
    const withSource = content.en.home.stats.find((stat) => stat.source)!;
    const link = within(strip).getByRole('link', { name: new RegExp(`^${withSource.source}`) });
    expect(link).toHaveAttribute('href', content.en.home.reviews.profileUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(strip).getAllByRole('link')).toHaveLength(1);
  });

  it('introduces the teacher by name, with her picture, what she brings and a link to her about page', () => {
    renderPage(Home);
    const { teacher } = content.en.home;
    const region = screen.getByRole('region', { name: teacher.title });
    expect(region).toHaveTextContent(site.teacherName);
    expect(within(region).getByRole('img', { name: teacher.picture.alt })).toHaveAttribute('loading', 'lazy');
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(teacher.points);
    expectLinkTo(within(region).getByRole('link', { name: teacher.action.label }), '/about');
  });

  it('explains "Why Choose" the brand with three features, and has the three info cards', () => {
    renderPage(Home);
    const why = screen.getByRole('region', { name: `Why Choose ${site.brand}?` });
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Conversational Focus', 'Flexible Learning', 'All Levels Welcome']);
    for (const title of ['Learn Through Speaking', 'Personalized Just for You', 'Connect and Grow Together']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const personalized = screen.getByRole('heading', { name: 'Personalized Just for You' }).closest('li')!;
    expectLinkTo(within(personalized).getByRole('link', { name: /Explore Programs/ }), '/programs');
  });

  it('shows every review, each in Japanese (lang="ja") with a translation, handle, platform, lesson, stars and avatar', () => {
    renderPage(Home);
    const region = screen.getByRole('region', { name: 'What our students say' });
    const reviews = within(region).getAllByRole('figure');
    expect(reviews).toHaveLength(testimonials.length);
    for (const review of reviews) {
      const original = review.querySelector('blockquote');
      expect(original).toHaveAttribute('lang', 'ja');
      expect(original?.textContent).toMatch(JAPANESE);
      expect(within(review).getByText(/^Translation/).parentElement?.textContent).toMatch(/[a-z]{4,}/);
      expect(within(review).getByText(/^[A-Z]\*{3}[a-z]$/)).toBeInTheDocument();
      // Where it was given links to her profile there, where a visitor can check it.
      expect(within(review).getByRole('link', { name: /^Review on / })).toHaveAttribute(
        'href',
        content.en.home.reviews.profileUrl,
      );
      expect(within(review).getByText(/^Lesson: \S/)).toBeInTheDocument();
      expect(within(review).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
      expect(review.querySelector('img[width][height]')).not.toBeNull();
    }
  });

  it('links under the reviews to every review on the platform, in a new tab, and to none when the profile is left out', () => {
    const { unmount } = renderPage(Home);
    const region = screen.getByRole('region', { name: 'What our students say' });
    const link = within(region).getByRole('link', { name: /^Read every review on italki/ });
    expect(link).toHaveAttribute('href', content.en.home.reviews.profileUrl);
    expect(link).toHaveAttribute('target', '_blank');
    unmount();
    const withoutProfile = { ...content.en.home, reviews: { ...content.en.home.reviews, profileUrl: '' } };
    render(<Home content={withoutProfile as PageContent<'home'>} />);
    expect(screen.getByRole('region', { name: 'What our students say' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Read every review/ })).toBeNull();
  });

  it('closes with "Book Free Trial Class" to /contact', () => {
    renderPage(Home);
    const buttons = screen.getAllByRole('link', { name: 'Book Free Trial Class' });
    expect(buttons.length).toBeGreaterThanOrEqual(1);
    for (const button of buttons) expectLinkTo(button, '/contact');
  });
});

describe('Home page, Japanese edition (English lessons first)', () => {
  it('introduces the teacher of English lessons by her English-teaching qualification, not the Japanese one', () => {
    renderPage(Home, '/ja');
    const lead = screen.getByText(
      seenText(new RegExp(`^${escapeRegExp(site.englishQualificationJa)}を持つ日本人講師が`)),
    );
    expect(lead.textContent).not.toContain('日本語教師');
  });

  it("leads to the English lessons' courses and prices from its opening band and its lessons card, not to the Japanese courses", () => {
    renderPage(Home, '/ja');
    const courses = screen.getAllByRole('link', { name: seenName(content.ja.home.hero.secondary.label) });
    expect(courses).toHaveLength(2);
    for (const link of courses) expectLinkTo(link, '/ja/english-lessons');
  });
});
