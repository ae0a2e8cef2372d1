// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findRoute } from '../../src/routes.ts';
import { canonicalUrl, fileUrl, pageUrl, siteRootUrl } from '../../src/seo/urls.ts';

describe('siteRootUrl', () => {
  it.each([
    ['https://example.com', '/', 'https://example.com/'],
    ['https://example.com/', '/', 'https://example.com/'],
    ['https://user.github.io', '/repo/', 'https://user.github.io/repo/'],
    ['https://user.github.io/', '/some/sub/', 'https://user.github.io/some/sub/'],
  ])('joins %s and base %s', (origin, base, expected) => {
    expect(siteRootUrl(origin, base)).toBe(expected);
  });
});

describe('page and file URLs', () => {
  const root = 'https://example.com/sub/';

  it('uses the trailing-slash form for pages, under the base path', () => {
    expect(pageUrl(root, '/')).toBe('https://example.com/sub/');
    expect(pageUrl(root, '/about')).toBe('https://example.com/sub/about/');
    expect(pageUrl(root, '/program/japanese/')).toBe('https://example.com/sub/program/japanese/');
  });

  it('puts files at the site root', () => {
    expect(fileUrl(root, 'og-image.png')).toBe('https://example.com/sub/og-image.png');
  });

  it('points a reading-B alias to its reading-A twin', () => {
    expect(canonicalUrl(root, findRoute('/program/english')!)).toBe('https://example.com/sub/english-lessons/');
  });
});
