import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { site } from '../../src/site.ts';
import { Contact } from '../../src/pages/Contact/Contact.tsx';
import { ContactInfo } from '../../src/pages/Contact/parts/ContactInfo.tsx';
import { renderPage } from './render-page.tsx';
import { content } from '../helpers/content.ts';
import { seen, seenExactly, seenName, seenText } from '../helpers/seen-text.ts';

const contactPage = content.en.contact;

describe('Contact page', () => {
  it('is titled "Get in Touch" and names the form by its heading', () => {
    renderPage(Contact);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Get in Touch');
    expect(screen.getByRole('form', { name: contactPage.form.title })).toBeInTheDocument();
  });

  it('shows the e-mail link, the location and the availability word for word', () => {
    renderPage(Contact);
    const info = screen.getByRole('region', { name: contactPage.info.title });
    expect(within(info).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(
      within(info).getByText(seenExactly('Malta (In-person classes available) / Online classes worldwide')),
    ).toBeInTheDocument();
    expect(
      within(info).getByText(seenExactly('Monday - Saturday: 9:00 AM - 8:00 PM CET, flexible scheduling')),
    ).toBeInTheDocument();
  });

  it("has a mini FAQ of the content's questions under an h2, as h3 accordion buttons", () => {
    renderPage(Contact);
    const faq = screen.getByRole('region', { name: contactPage.faq.title });
    const questions = within(faq).getAllByRole('heading', { level: 3 });
    expect(questions).toHaveLength(contactPage.faq.items.length);
    for (const question of questions)
      expect(within(question).getByRole('button')).toHaveAttribute('aria-expanded', 'false');
    expect(within(faq).getByRole('link', { name: contactPage.faq.moreLink })).toHaveAttribute('href', '/faq/');
  });

  it('shows the "Find Us in Malta" placeholder with its note and a drawn map', () => {
    renderPage(Contact);
    const map = screen.getByRole('region', { name: 'Find Us in Malta' });
    expect(within(map).getByText('Exact location shared after booking')).toBeInTheDocument();
    expect(within(map).getByRole('img', { name: contactPage.map.imageLabel })).toBeInTheDocument();
  });
});

describe('Contact page, Japanese edition', () => {
  it('gives the lesson hours in Malta time and in Japan time for both of Malta’s seasons', () => {
    renderPage(Contact, '/ja/contact');
    const info = screen.getByRole('region', { name: seenName(content.ja.contact.info.title) });
    const row = within(info)
      .getByText(seenText(/マルタ時間/))
      .closest('dd')!;
    // One line each: Malta's hours, then Japan's in each of Malta's seasons.
    const lines = [...row.children].map((line) => seen(line.textContent));
    expect(lines.slice(0, 3)).toEqual([
      '月曜〜土曜の9:00〜20:00（マルタ時間）',
      // 9:00–20:00 in Malta: 16:00–3:00 in Japan under CEST (UTC+2), 17:00–4:00 under CET (UTC+1).
      '3月末〜10月末は日本時間16:00〜翌3:00',
      'それ以外の時期は日本時間17:00〜翌4:00',
    ]);
    expect(row.textContent).not.toContain('CET');
  });
});

describe('Contact details and the booking calendar (bookingUrl)', () => {
  const calendar = 'https://cal.com/kotoba/trial';
  const renderInfo = (locale: 'en' | 'ja', bookingUrl: string) =>
    render(
      <Router hook={memoryLocation({ path: locale === 'ja' ? '/ja/contact' : '/contact', static: true }).hook}>
        <ContactInfo info={content[locale].contact.info} bookingUrl={bookingUrl} />
      </Router>,
    );

  it('offers no calendar without one (the sample): the e-mail is the only link', () => {
    renderInfo('en', '');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText(contactPage.info.bookingLabel)).toBeNull();
  });

  for (const locale of ['en', 'ja'] as const) {
    it(`offers to pick a time there, in a new tab that gets no hold on the site (${locale})`, () => {
      const { info } = content[locale].contact;
      const newTab = content[locale].shell.components.opensInNewTab;
      renderInfo(locale, calendar);
      const link = screen.getByRole('link', {
        name: (name) => seen(name).startsWith(seen(info.booking)) && seen(name).endsWith(seen(newTab).trim()),
      });
      expect(link).toHaveAttribute('href', calendar);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      // Its row is labelled like the others, right after the e-mail's.
      const labels = screen.getAllByRole('term').map((term) => seen(term.textContent));
      expect(labels.slice(0, 2)).toEqual([seen(info.emailLabel), seen(info.bookingLabel)]);
    });
  }
});
