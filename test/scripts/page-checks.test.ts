// @vitest-environment node
// Each refusal of the prerender, proven on a page built to trigger it.
import { describe, expect, it } from 'vitest';
import { internalUrls, pageProblems, type PageFacts } from '../../scripts/page-checks.ts';

const KNOWN = new Set(['/', '/about/', '/assets/app.js', '/favicon.svg']);
const site = { base: '/', exists: (path: string) => KNOWN.has(path) };

function page(overrides: Partial<PageFacts> = {}): PageFacts {
  const appHtml = overrides.appHtml ?? '<main><h1>About me</h1><a href="/about/">About</a></main>';
  return {
    title: 'About Me — Brand',
    description: 'Meet the teacher.',
    appHtml,
    html: `<!doctype html><head><script type="module" src="/assets/app.js"></script><link rel="icon" href="/favicon.svg"></head><body>${appHtml}</body>`,
    ...overrides,
  };
}

describe('the prerender page checks', () => {
  it('accept a complete page whose links all resolve', () => {
    expect(pageProblems(page(), site)).toEqual([]);
  });

  it('refuse a page without a title', () => {
    expect(pageProblems(page({ title: '  ' }), site)).toEqual(['it has no title']);
  });

  it('refuse a page without a description', () => {
    expect(pageProblems(page({ description: '' }), site)).toEqual(['it has no meta description']);
  });

  it('refuse a page that renders no h1 (an empty page)', () => {
    expect(pageProblems(page({ appHtml: '<main></main>' }), site)).toEqual(['it renders no <h1> (empty page?)']);
  });

  it('refuse an internal link to a path that is neither a route nor a file', () => {
    const appHtml = '<main><h1>Hi</h1><a href="/abuot/">About</a><img src="/assets/missing.svg" alt=""></main>';
    expect(pageProblems(page({ appHtml }), site)).toEqual([
      'it links to "/abuot/", which is neither a route nor a file of the site',
      'it links to "/assets/missing.svg", which is neither a route nor a file of the site',
    ]);
  });

  it('refuse a link outside the base path of a subfolder build', () => {
    const sub = { base: '/sub/', exists: (path: string) => KNOWN.has(path) };
    const appHtml = '<main><h1>Hi</h1><a href="/sub/about/">About</a><a href="/about/">Escapes the base</a></main>';
    expect(pageProblems(page({ appHtml, html: appHtml }), sub)).toEqual([
      'it links to "/about/", which is not under the base path /sub/',
    ]);
  });

  it('ignore external, mail and in-page links, and decode entities in the rest', () => {
    const html =
      '<a href="https://example.com/">x</a><a href="mailto:a@b.c">m</a><a href="#main">skip</a><a href="//cdn.example/x">y</a><a href="/about/?a=1&amp;b=2">z</a>';
    expect(internalUrls(html)).toEqual(['/about/?a=1&b=2']);
  });
});
