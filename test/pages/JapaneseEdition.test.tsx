import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/App.tsx';
import { loadEdition } from '../../src/editions/edition.ts';
import { routes } from '../../src/routes.ts';
import { HALF_WIDTH_COLON, SPACE_BY_PUNCTUATION } from '../helpers/japanese-style.ts';
import { boundPage } from './render-page.tsx';

/** Kana and kanji. */
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/gu;
const LATIN = /\p{Script=Latin}/gu;

beforeAll(async () => {
  await loadEdition('ja');
});

describe('the Japanese edition of every page', () => {
  it.each(routes.filter((route) => route.locale === 'ja').map((route) => [route.path, route] as const))(
    '%s shows its Japanese content under a Japanese h1, with links inside /ja/',
    (path, route) => {
      const Page = boundPage(route);
      const { container } = render(
        <Router hook={memoryLocation({ path, static: true }).hook}>
          <Page />
        </Router>,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(JAPANESE);
      const text = container.textContent ?? '';
      const japanese = text.match(JAPANESE)?.length ?? 0;
      const latin = text.match(LATIN)?.length ?? 0;
      // Prices, JLPT/IELTS and names stay in Latin letters, and the home page's reviews show their
      // English translations: the Japanese pages measure 0.72 (home) to over 0.9.
      expect(japanese / (japanese + latin)).toBeGreaterThan(0.7);
      for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
        expect(link.getAttribute('href')).toMatch(/^\/ja\//);
      }
    },
  );
});

describe('the Japanese pages as they render, header and footer included', () => {
  // The content's own texts are checked in test/content/japanese-style.test.ts; this checks what
  // the components add to them: a label's colon, the space between a label and its value.
  it.each(routes.filter((route) => route.locale === 'ja').map((route) => [route.path] as const))(
    '%s: no half-width colon beside a Japanese word, no ASCII space beside full-width punctuation',
    (path) => {
      const { container } = render(
        <Router hook={memoryLocation({ path, static: true }).hook}>
          <App />
        </Router>,
      );
      // The innermost elements whose text shows the problem (a label and its hint, a line and its link).
      const showing = (pattern: RegExp) =>
        [...container.querySelectorAll('*')]
          .filter((element) => pattern.test(element.textContent ?? ''))
          .filter((element) => ![...element.children].some((child) => pattern.test(child.textContent ?? '')))
          .map((element) => element.textContent);
      expect(showing(HALF_WIDTH_COLON)).toEqual([]);
      expect(showing(SPACE_BY_PUNCTUATION)).toEqual([]);
    },
  );
});
