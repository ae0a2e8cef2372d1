// What the accessibility checks read in a page: axe-core's violations (WCAG 2.2 AA and best practices), the
// document's structure and what moves for a visitor who asked for reduced motion. Shared by
// the sweep of every page (sweep.test.ts) and the checks of interactive states (a11y.test.ts).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer';
import { expect } from 'vitest';
import { AXE_TAGS } from './quality.ts';

/** axe-core's minified build: injected into every document of a tab before the page's own scripts. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: typeof import('axe-core');
  }
}

/**
 * Makes axe-core part of every document the tab opens (by the DevTools protocol, which the
 * Content-Security-Policy does not govern), so that no run waits for it to be sent and parsed.
 */
export function injectAxe(page: Page): Promise<unknown> {
  return page.evaluateOnNewDocument(AXE_SOURCE);
}

/** Switches the colour scheme (with reduced motion) and returns once every colour has its new value. */
export async function useScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMediaFeatures([
    { name: 'prefers-color-scheme', value: scheme },
    { name: 'prefers-reduced-motion', value: 'reduce' },
  ]);
  // Even a 0.01 ms colour transition shows the old colour until the next frame, and a tab in
  // the background may not run frames at all: jump every transition to its end state. Reading
  // the layout brings the styles up to date, which starts the transitions of the new scheme (and
  // a finished one may start those of its children), so repeat until none is left running. All
  // of it in one call: no frame, timer or poll to wait for.
  const applied = await page.evaluate((expected) => {
    for (let round = 0; round < 100; round++) {
      document.documentElement.getBoundingClientRect();
      const running = document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState !== 'finished');
      if (running.length === 0) return matchMedia(`(prefers-color-scheme: ${expected})`).matches;
      running.forEach((a) => a.finish());
    }
    return false;
  }, scheme);
  if (!applied) throw new Error(`${page.url()} did not come to rest in the ${scheme} colour scheme`);
}

/** axe's violations as readable lines: "scenario: rule (impact) selector: summary". */
export async function axeViolations(page: Page, scenario: string, include = 'html'): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async (tags, context) =>
      (await window.axe!.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }))
        .violations,
    AXE_TAGS,
    include,
  );
  return violations.flatMap((rule) =>
    rule.nodes.map(
      (node) =>
        `${scenario}: ${rule.id} (${rule.impact}) ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
    ),
  );
}

/** Heading outline, landmarks and h1 count, read from the live DOM. */
export function documentStructure(page: Page) {
  return page.evaluate(() => {
    const headings = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')].filter((h) =>
      h.checkVisibility(),
    );
    const skipped: string[] = [];
    let previous = 0;
    for (const heading of headings) {
      const level = Number(heading.tagName[1]);
      if (level > previous + 1)
        skipped.push(`h${previous} → ${heading.tagName.toLowerCase()} "${heading.textContent?.trim()}"`);
      previous = level;
    }
    const count = (selector: string) => document.querySelectorAll(selector).length;
    return {
      h1: count('h1'),
      h1InMain: count('main h1'),
      firstHeading: headings[0]?.tagName.toLowerCase(),
      skipped,
      // Top-level landmarks only: a <header> inside <main> or <article> is no banner.
      banner: count('body header:not(main header, article header, section header)'),
      main: count('main'),
      nav: count('nav'),
      contentinfo: count('body footer:not(main footer, article footer, section footer)'),
      unnamedNav: [...document.querySelectorAll('nav')].filter(
        (nav) => !nav.getAttribute('aria-label') && !nav.getAttribute('aria-labelledby'),
      ).length,
    };
  });
}

/**
 * The links and controls drawn smaller than 24 × 24 px (WCAG 2.2's target size, minimum), as
 * "text: width×height". A link inside a sentence is excepted, as the rule excepts it (its size
 * is the line's), and so is what is not drawn (the skip link until it is focused).
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inSentence = (target: Element) => {
      const block = target.closest('p, li, dd, td, figcaption, label, blockquote');
      return Boolean(block) && block!.textContent!.trim().length > target.textContent!.trim().length + 1;
    };
    return [...document.querySelectorAll('a[href], button, input, select, textarea, summary')]
      .filter((target) => target.checkVisibility() && !inSentence(target))
      .map((target) => ({ target, box: target.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1 && (box.width < 24 || box.height < 24))
      .map(
        ({ target, box }) =>
          `${(target.textContent || target.getAttribute('aria-label') || target.tagName).trim()}: ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
  });
}

/** What documentStructure() reads on every page: one h1, in main, no skipped level, the four landmarks. */
export const SOUND_STRUCTURE = {
  h1: 1,
  h1InMain: 1,
  firstHeading: 'h1',
  skipped: [],
  banner: 1,
  main: 1,
  nav: expect.any(Number) as number,
  contentinfo: 1,
  unnamedNav: 0,
};

/**
 * Every element or pseudo-element that would animate or transition for longer than a
 * millisecond, the animations running longer, and the scroll behaviour.
 */
export function motion(page: Page) {
  return page.evaluate(() => {
    const seconds = (value: string) =>
      Math.max(...value.split(',').map((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 0.001 : 1)));
    const slow: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const animated = style.animationName !== 'none' && seconds(style.animationDuration) > 0.001;
        const transitioned = seconds(style.transitionDuration) > 0.001;
        if (animated || transitioned) slow.push(`${element.tagName.toLowerCase()}.${element.className}${pseudo ?? ''}`);
      }
    }
    const running = document.getAnimations().filter((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return Number(timing?.duration ?? 0) > 1 || timing?.iterations === Infinity;
    });
    return {
      slow: slow.slice(0, 10),
      running: running.length,
      smoothScroll: getComputedStyle(document.documentElement).scrollBehavior,
    };
  });
}

/** What motion() reads with reduced motion asked for: nothing moves, scrolling jumps. */
export const STILL = { slow: [], running: 0, smoothScroll: 'auto' };
