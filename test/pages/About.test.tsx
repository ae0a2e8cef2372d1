import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/site.ts';
import { loadEdition } from '../../src/editions/edition.ts';
import { About } from '../../src/pages/About/About.tsx';
import { content } from '../helpers/content.ts';
import { seen } from '../helpers/seen-text.ts';
import { expectLinkTo } from './page-assertions.ts';
import { renderPage } from './render-page.tsx';

describe('About page', () => {
  it('introduces "Meet Your Japanese Teacher" with a portrait that has width, height and alt text', () => {
    renderPage(About, '/about');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Meet Your Japanese Teacher');
    const portrait = screen.getByRole('img', { name: new RegExp(site.teacherName) });
    expect(portrait).toHaveAttribute('width');
    expect(portrait).toHaveAttribute('height');
  });

  it('introduces her on the Japanese page by her name in Japanese script, with its reading, and never in Latin letters', async () => {
    await loadEdition('ja');
    renderPage(About, '/ja/about');
    const main = document.body;
    // Read as written, without the break points between phrases.
    expect(seen(main.textContent)).toContain(`${site.teacherNameJa}（${site.teacherNameReading}）です。`);
    expect(main).not.toHaveTextContent(site.teacherName);
  });

  it('shows her qualification to teach English among her credentials, first on the Japanese page (its readers mostly want English lessons)', async () => {
    const credentials = (label: string) =>
      within(screen.getByRole('list', { name: label }))
        .getAllByRole('listitem')
        .map((item) => seen(item.textContent));
    renderPage(About, '/about');
    expect(credentials(content.en.about.credentials.label)).toContainEqual(
      expect.stringContaining(site.englishQualification),
    );
    await loadEdition('ja');
    renderPage(About, '/ja/about');
    expect(credentials(content.ja.about.credentials.label)[0]).toContain(site.englishQualificationJa);
  });

  it("tells the teacher's story by name", () => {
    renderPage(About, '/about');
    const region = screen.getByRole('region', { name: 'My story' });
    expect(region).toHaveTextContent(site.teacherName);
    expect(region).toHaveTextContent('Malta');
  });

  it('cites the official standard with two criteria and links the government PDF in a new tab', () => {
    renderPage(About, '/about');
    const region = screen.getByRole('region', { name: 'Qualified to the official standard' });
    expect(region).toHaveTextContent('qualification standards for Japanese-language teachers (revised guidelines)');
    const criteria = within(region).getAllByRole('listitem');
    expect(criteria.map((criterion) => criterion.textContent)).toEqual(content.en.about.certification.criteria);
    expect(criteria[0]).toHaveTextContent('At least 26 university credits in Japanese language education');
    const link = within(region).getByRole('link', { name: /approved universities/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.bunka\.go\.jp\/.+\.pdf$/));
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('names the values Student-Centered, Cultural Immersion, Supportive Community', () => {
    renderPage(About, '/about');
    for (const value of ['Student-Centered', 'Cultural Immersion', 'Supportive Community']) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeInTheDocument();
    }
  });

  it('offers "Book Free Trial Class" to /contact', () => {
    renderPage(About, '/about');
    for (const button of screen.getAllByRole('link', { name: 'Book Free Trial Class' }))
      expectLinkTo(button, '/contact');
  });
});
