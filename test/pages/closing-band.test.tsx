// The closing band of every page sets its text clause by clause (each clause ending with its 、 or
// its comma moves to the next line whole); a clause of a few characters goes with the clause after
// it: 「英語も日本語も、」 stood alone on a line of the blog's centred band, over a line of 30
// characters (native review, round 8), and "Meet your teacher, talk about your / goals and try…"
// broke inside its second clause (design review, round 8).
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.ts';
import { seen } from '../helpers/seen-text.ts';
import { boundPage } from './render-page.tsx';

/** A clause this short goes with the next one (src/components/CtaBanner/CtaBanner.tsx). */
const SHORT_CLAUSE = 8;

describe('the closing band of an English page', () => {
  it('breaks a sentence after its comma, not inside the clause after it', () => {
    const route = routes.find((candidate) => candidate.path === '/')!;
    const Bound = boundPage(route);
    const { container } = render(
      <Router hook={memoryLocation({ path: '/', static: true }).hook}>
        <Bound />
      </Router>,
    );
    const sentence = [...container.querySelectorAll('section > div > p > span')].find((candidate) =>
      candidate.textContent!.startsWith('Meet your teacher'),
    )!;
    expect([...sentence.querySelectorAll(':scope > span')].map((clause) => seen(clause.textContent))).toEqual([
      'Meet your teacher,',
      'talk about your goals and try a real 30-minute lesson.',
    ]);
    // The words read as before, with the space after the comma.
    expect(seen(sentence.textContent)).toBe(
      'Meet your teacher, talk about your goals and try a real 30-minute lesson.',
    );
  });
});

describe('the closing band of a Japanese page', () => {
  it.each(routes.filter((route) => route.locale === 'ja').map((route) => route.path))(
    '%s: no clause of a few characters stands alone, and the clauses still make up the sentence',
    (path) => {
      const route = routes.find((candidate) => candidate.path === path)!;
      const Bound = boundPage(route);
      const { container, unmount } = render(
        <Router hook={memoryLocation({ path, static: true }).hook}>
          <Bound />
        </Router>,
      );
      // A sentence is a span of the band's text; its clauses are the spans inside it.
      const sentences = [...container.querySelectorAll('section > div > p > span')].filter((sentence) =>
        sentence.querySelector(':scope > span'),
      );
      for (const sentence of sentences) {
        const clauses = [...sentence.querySelectorAll(':scope > span')].map((clause) => seen(clause.textContent));
        expect(clauses.join('')).toBe(seen(sentence.textContent));
        // The last clause ends the sentence and may be short; the others lead into the next.
        for (const clause of clauses.slice(0, -1)) expect(clause.length, clause).toBeGreaterThan(SHORT_CLAUSE);
      }
      unmount();
    },
  );
});
