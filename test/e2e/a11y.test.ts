// WCAG 2.2 AA on every route: axe-core at 375×812 and 1280×800, light and dark, after
// hydration and with the mobile menu open; plus what axe does not judge: the document
// structure (one h1, no skipped heading level, the four landmarks) and, for a visitor who
// asked for reduced motion, nothing that animates or transitions.
//
// One tab per route: the viewport and colour scheme are switched in place rather than
// reloaded, and the structure and motion are read in the same tab. Reduced motion is
// emulated, which the motion check needs and which keeps axe from sampling colours
// mid-transition. axe-core is injected once per tab and run
// directly: @axe-core/puppeteer re-injects it on every analysis, which made this file ten
// times slower (~1 s against ~0.1 s a run).
import axe from 'axe-core';
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, visit } from './browser.ts';
import { menuToggle, sweptPaths, unexpectedProblems, WCAG_TAGS } from './quality.ts';
import { settle } from './waits.ts';

type Scheme = 'light' | 'dark';

async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMediaFeatures([
    { name: 'prefers-color-scheme', value: scheme },
    { name: 'prefers-reduced-motion', value: 'reduce' },
  ]);
  // Even a 0.01 ms colour transition shows the old colour until the next frame, and a tab
  // in the background may not run frames at all: jump every transition to its end state.
  // Transitions start once the new media query has been applied, so poll (on timers, not
  // frames) and finish what has started until nothing is left running.
  await page.waitForFunction(
    () => {
      const running = document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState !== 'finished');
      running.forEach((a) => a.finish());
      return running.length === 0;
    },
    { polling: 50 },
  );
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** axe's violations as readable lines: "scenario: rule (impact) selector: summary". */
async function axeViolations(page: Page, scenario: string, include = 'html'): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async (tags, context) =>
      (await window.axe!.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }))
        .violations,
    WCAG_TAGS,
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
function documentStructure(page: Page) {
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
 * Every element or pseudo-element that would animate or transition for longer than a
 * millisecond, the animations running longer, and the scroll behaviour.
 */
function motion(page: Page) {
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

describe('every route: axe (WCAG 2.2 AA), document structure and reduced motion', () => {
  it.each(sweptPaths)(
    '%s: no violation at 375 and 1280 px, light and dark, menu open and closed; one h1 in main, no skipped level, the four landmarks; nothing moves, even with the menu open',
    async (path) => {
      const { page, log } = await visit(path, { viewport: MOBILE, reducedMotion: true });
      await settle(page);
      const found: string[] = [];
      const toggle = menuToggle(path);

      await useScheme(page, 'light');
      found.push(...(await axeViolations(page, `${MOBILE.width} light`)));

      // The open menu covers the page: its own contrast, names and focus order count, and it must not slide in.
      await page.click(toggle);
      expect(await motion(page)).toEqual({ slow: [], running: 0, smoothScroll: 'auto' });
      await page.waitForSelector(`${toggle}[aria-expanded="true"]`);
      expect(await page.$eval('header nav', (nav) => nav.checkVisibility())).toBe(true);
      for (const scheme of ['light', 'dark'] as const) {
        await useScheme(page, scheme);
        found.push(...(await axeViolations(page, `${MOBILE.width} ${scheme} menu open`, 'header')));
      }
      await page.click(toggle);
      await useScheme(page, 'dark');
      found.push(...(await axeViolations(page, `${MOBILE.width} dark`)));

      await page.setViewport(DESKTOP);
      for (const scheme of ['dark', 'light'] as const) {
        await useScheme(page, scheme);
        found.push(...(await axeViolations(page, `${DESKTOP.width} ${scheme}`)));
      }
      expect(found).toEqual([]);
      expect(unexpectedProblems(path, log.problems)).toEqual([]);

      expect(await documentStructure(page)).toEqual({
        h1: 1,
        h1InMain: 1,
        firstHeading: 'h1',
        skipped: [],
        banner: 1,
        main: 1,
        nav: expect.any(Number) as number,
        contentinfo: 1,
        unnamedNav: 0,
      });
      expect(await page.$$eval('nav', (navs) => navs.length)).toBeGreaterThanOrEqual(1);
    },
  );
});

describe('accessibility of the interactive states', () => {
  /** Runs axe in both schemes at both widths on the page as it is now. */
  async function everyLook(page: Page, scenario: string): Promise<string[]> {
    const found: string[] = [];
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewport(viewport);
      for (const scheme of ['light', 'dark'] as const) {
        await useScheme(page, scheme);
        found.push(...(await axeViolations(page, `${scenario} ${viewport.width} ${scheme}`)));
      }
    }
    return found;
  }

  it('/contact with the error toast and with the success toast open', async () => {
    const { page } = await visit('/contact', { reducedMotion: true });
    await page.waitForSelector('form button[type="submit"]:not([disabled])');
    await page.click('form button[type="submit"]');
    await page.waitForSelector('[role="alert"] > [data-state="open"]');
    const found = await everyLook(page, 'error toast');
    await page.setViewport(DESKTOP);
    await page.type('form input[type="text"]', 'Ann');
    await page.type('form input[type="email"]', 'ann@example.com');
    await page.type('form textarea', 'Hello');
    await page.click('form button[type="submit"]');
    await page.waitForSelector('[role="status"] > [data-state="open"]');
    found.push(...(await everyLook(page, 'success toast')));
    expect(found).toEqual([]);
  });

  it('/faq with an answer open', async () => {
    const { page } = await visit('/faq', { reducedMotion: true });
    await page.click('main button[aria-expanded="false"]');
    await page.waitForSelector('main button[aria-expanded="true"]');
    expect(await everyLook(page, 'answer open')).toEqual([]);
  });
});
