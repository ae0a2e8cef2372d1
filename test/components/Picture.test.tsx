// Picture: a drawing with a dark-theme version switches to it on a dark screen; a photo
// offers its AVIF and WebP widths; a plain drawing stays a single <img>.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture } from '../../src/components/Picture/Picture.tsx';
import type { PictureData } from '../../src/content-schema/shapes.ts';

const render = (element: ReactElement) => {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(element);
  return host;
};

describe('Picture', () => {
  it('gives a drawing with a dark version a <source> for dark screens before its <img>', () => {
    const host = render(
      <Picture
        picture={{ src: 'assets/scene-1.svg', darkSrc: 'assets/scene-dark-2.svg', width: 480, height: 400 }}
        alt=""
        fetchPriority="high"
      />,
    );
    const sources = host.querySelectorAll('picture > source');
    expect(sources).toHaveLength(1);
    expect(sources[0]).toHaveAttribute('media', '(prefers-color-scheme: dark)');
    expect(sources[0]).toHaveAttribute('srcset', '/assets/scene-dark-2.svg');
    const img = host.querySelector('picture > img');
    expect(img).toHaveAttribute('src', '/assets/scene-1.svg');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '400');
  });

  it('keeps a drawing without a dark version a single <img>', () => {
    const host = render(<Picture picture={{ src: 'assets/x.svg', width: 48, height: 48 }} alt="" loading="lazy" />);
    expect(host.querySelector('picture')).toBeNull();
    expect(host.querySelector('img')).toHaveAttribute('src', '/assets/x.svg');
  });

  it('offers a photo as AVIF and WebP widths with a JPEG for old browsers', () => {
    const picture: PictureData = { src: 'assets/me-1a', width: 960, height: 1280, widths: [320, 640], type: 'jpg' };
    const host = render(<Picture picture={picture} alt="The teacher" />);
    const sources = [...host.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', '/assets/me-1a-320.avif 320w,/assets/me-1a-640.avif 640w');
    expect(sources[0]).not.toHaveAttribute('media');
    expect(host.querySelector('img')).toHaveAttribute('src', '/assets/me-1a.jpg');
  });
});
