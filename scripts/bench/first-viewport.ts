// Which images a loaded page draws in its first viewport, measured in Chromium from the
// elements' real positions: <img> (and <picture>), SVG <image> and CSS background images.
// Shared by the budget test and the benchmark.
import type { Page } from 'puppeteer';

/** An image drawn (at least partly) inside the first viewport. */
export interface ViewportImage {
  /** The URL the browser loads (currentSrc for <img>). */
  url: string;
  /** How it is drawn: "img", "svg image" or "background". */
  kind: string;
  /** Whether the element asks to be lazy-loaded (loading="lazy"). */
  lazy: boolean;
}

/** The images a page shows above the fold at its current viewport size, each URL once. */
export function firstViewportImages(page: Page): Promise<ViewportImage[]> {
  return page.evaluate(() => {
    const found = new Map<string, { url: string; kind: string; lazy: boolean }>();
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.right > 0 &&
        box.top < window.innerHeight &&
        box.left < window.innerWidth &&
        style.visibility !== 'hidden'
      );
    };
    const add = (url: string, kind: string, lazy: boolean) => {
      if (!url || url.startsWith('data:')) return;
      const absolute = new URL(url, document.baseURI).href;
      const known = found.get(absolute);
      found.set(absolute, { url: absolute, kind, lazy: lazy || Boolean(known?.lazy) });
    };
    for (const image of document.querySelectorAll('img')) {
      if (inView(image)) add(image.currentSrc || image.src, 'img', image.loading === 'lazy');
    }
    for (const image of document.querySelectorAll('image')) {
      const href = image.getAttribute('href') ?? image.getAttribute('xlink:href') ?? '';
      if (inView(image)) add(href, 'svg image', false);
    }
    for (const element of document.querySelectorAll('body *')) {
      const background = getComputedStyle(element).backgroundImage;
      if (!background.includes('url(') || !inView(element)) continue;
      for (const match of background.matchAll(/url\("?([^")]+)"?\)/g)) add(match[1] ?? '', 'background', false);
    }
    return [...found.values()];
  });
}
