// The closing band of every page sets its text clause by clause (each clause ending with its 、 or
// its comma moves to the next line whole); a short clause goes with the clause after it:
// 「英語も日本語も、」 stood alone on a line of the blog's centred band, over a line of 30
// characters (native review, round 8), and "Meet your teacher," over a line three times as long
// (design review, round 9), where the clause after it, set whole, had broken inside ("talk about
// your / goals": round 8).
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.ts';
import { seen } from '../helpers/seen-text.ts';
import { boundPage } from './render-page.tsx';

/** A clause this short goes with the next one (src/components/CtaBanner/CtaBanner.tsx). */
const SHORT_CLAUSE = 8;

/** A sentence from its clauses: a space after a comma, none after a 、. */
const joined = (clauses: string[]) =>
  clauses.map((clause, index) => (index > 0 && clauses[index - 1]!.endsWith(',') ? ' ' : '') + clause).join('');

/** The sentences of a page's closing band, each as the clauses it is set in. */
function bandSentences(path: string): string[][] {
  const route = routes.find((candidate) => candidate.path === path)!;
  const Bound = boundPage(route);
  const { container, unmount } = render(
    <Router hook={memoryLocation({ path, static: true }).hook}>
      <Bound />
    </Router>,
  );
  // A sentence is a span of the band's text; its clauses are the spans inside it.
  const sentences = [...container.querySelectorAll('section > div > p > span')]
    .filter((sentence) => sentence.querySelector(':scope > span'))
    .map((sentence) => {
      const clauses = [...sentence.querySelectorAll(':scope > span')].map((clause) => seen(clause.textContent));
      // The clauses make up the sentence, the space after a comma between them.
      expect(joined(clauses)).toBe(seen(sentence.textContent));
      return clauses;
    });
  unmount();
  return sentences;
}

describe('the closing band', () => {
  it('breaks an English sentence after its comma where both clauses are long', () => {
    expect(bandSentences('/japanese-lessons')).toContainEqual([
      'Book a free 30-minute trial lesson: we check your level,',
      'talk about your goals and plan your first steps.',
    ]);
  });

  it('keeps a short first clause with the clause after it ("Meet your teacher,")', () => {
    expect(bandSentences('/')).toContainEqual([
      'Meet your teacher, talk about your goals and try a real 30-minute lesson.',
    ]);
  });

  it.each(routes.map((route) => route.path))(
    '%s: no clause shorter than a third of its sentence (or a few characters) stands alone',
    (path) => {
      for (const clauses of bandSentences(path)) {
        const sentence = joined(clauses).length;
        // The last clause ends the sentence and may be short; the others lead into the next.
        for (const clause of clauses.slice(0, -1))
          expect(clause.length, clause).toBeGreaterThan(Math.max(SHORT_CLAUSE, sentence / 3));
      }
    },
  );
});
