// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageAssets, type Manifest } from '../../scripts/manifest.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    css: ['assets/index.css'],
    // The stylesheet's font and picture (Vite lists the assets CSS names under the entry).
    assets: ['assets/brand-600.woff2', 'assets/wave.svg'],
  },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  '_cards.js': { file: 'assets/cards.js', imports: ['_shared.js'], css: ['assets/cards.css'] },
  'src/pages/Home/Home.tsx': {
    file: 'assets/Home.js',
    isDynamicEntry: true,
    imports: ['_cards.js', '_shared.js'],
    css: ['assets/Home.css'],
  },
  'src/toast/Toaster.tsx': { file: 'assets/Toaster.js', isDynamicEntry: true, imports: ['_store.js', '_shared.js'] },
  '_store.js': { file: 'assets/toast-store.js' },
};

describe('pageAssets', () => {
  it('gives the entry, its static imports, stylesheets and fonts when no page chunk is named', () => {
    expect(pageAssets(manifest)).toEqual({
      entry: 'assets/index.js',
      preload: ['assets/shared.js'],
      afterStart: [],
      css: ['assets/index.css', 'assets/shared.css'],
      fonts: ['assets/brand-600.woff2'],
    });
  });

  it('adds the page chunk and the chunks it imports, each once, with their CSS', () => {
    expect(pageAssets(manifest, ['src/pages/Home/Home.tsx'])).toEqual({
      entry: 'assets/index.js',
      preload: ['assets/shared.js', 'assets/Home.js', 'assets/cards.js'],
      afterStart: [],
      css: ['assets/index.css', 'assets/shared.css', 'assets/Home.css', 'assets/cards.css'],
      fonts: ['assets/brand-600.woff2'],
    });
  });

  it('lists the modules a page imports by itself once started, without what the first load has brought', () => {
    expect(pageAssets(manifest, ['src/pages/Home/Home.tsx'], ['src/toast/Toaster.tsx'])).toMatchObject({
      preload: ['assets/shared.js', 'assets/Home.js', 'assets/cards.js'],
      afterStart: ['assets/Toaster.js', 'assets/toast-store.js'],
    });
  });

  it('fails clearly for a page the manifest does not know', () => {
    expect(() => pageAssets(manifest, ['src/pages/Nope/Nope.tsx'])).toThrow(
      'Vite manifest has no chunk "src/pages/Nope/Nope.tsx"',
    );
  });
});
