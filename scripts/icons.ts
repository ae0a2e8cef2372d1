// Draws the raster icons from public/favicon.svg (the torii gate on a vermilion tile) with
// headless Chromium. The outputs are committed; run this again after changing the favicon.
// (The share image, which shows the brand and the tagline, is drawn by every build:
// scripts/share-image.ts.)
//
// Usage: npx tsx scripts/icons.ts
// Writes: public/favicon.ico (16, 32, 48 px), apple-touch-icon.png, icon-192.png,
//         icon-512.png, icon-maskable-512.png
import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type Page } from 'puppeteer';
import { CHROMIUM_ARGS } from './chromium.ts';
import { APPLE_TOUCH_ICON, FAVICON_ICO, FAVICON_SVG, MANIFEST_ICONS } from '../src/seo/assets.ts';
import { ROOT_DIR } from './paths.ts';

const PUBLIC_DIR = path.join(ROOT_DIR, 'public');
const FAVICON_FILE = path.join(PUBLIC_DIR, FAVICON_SVG.file);
/** Sizes packed into favicon.ico, in pixels. */
const ICO_SIZES = [16, 32, 48];
/** How much of a full-bleed icon the gate fills: iOS and Android crop and round the corners. */
const FULL_BLEED_SCALE = { apple: 0.85, maskable: 0.7 } as const;

/** The favicon's parts, read from the SVG so that every icon keeps its look. */
function faviconParts(): { tileColor: string; gate: string } {
  const svg = fs.readFileSync(FAVICON_FILE, 'utf8');
  const tileColor = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1];
  const gate = /<path[^>]*\/>/.exec(svg)?.[0];
  if (!tileColor || !gate) throw new Error(`${FAVICON_FILE}: expected a filled <rect> tile and a <path> gate`);
  return { tileColor, gate };
}

/** The gate on a square tile with no rounded corners, scaled about the centre. */
function fullBleedSvg(scale: number): string {
  const { tileColor, gate } = faviconParts();
  const offset = 16 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${tileColor}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${gate}</g></svg>`;
}

async function screenshot(page: Page, html: string, width: number, height: number): Promise<Buffer> {
  await page.setViewport({ width, height, deviceScaleFactor: 1 });
  await page.setContent(html, { waitUntil: 'load' });
  return Buffer.from(await page.screenshot({ type: 'png', omitBackground: true, clip: { x: 0, y: 0, width, height } }));
}

/** An SVG drawn to fill a square of `size` pixels. */
function squareSvgPage(svg: string, size: number): string {
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  return `<!doctype html><html><body style="margin:0">${sized}</body></html>`;
}

/** An .ico file holding PNG images (understood by every browser since 2007). */
function icoFile(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + images.length * 16;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // width; 0 means 256
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

function write(file: string, data: Buffer): void {
  fs.writeFileSync(path.join(PUBLIC_DIR, file), data);
  console.log(`icons: public/${file} (${(data.length / 1024).toFixed(1)} KB)`);
}

const sizeOf = (sizes: string) => Number(sizes.split('x')[0]);

async function main(): Promise<void> {
  const browser = await puppeteer.launch({ headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const favicon = fs.readFileSync(FAVICON_FILE, 'utf8');
    const icoImages = [];
    for (const size of ICO_SIZES) {
      icoImages.push({ size, png: await screenshot(page, squareSvgPage(favicon, size), size, size) });
    }
    write(FAVICON_ICO.file, icoFile(icoImages));
    const appleSize = sizeOf(APPLE_TOUCH_ICON.sizes);
    const apple = squareSvgPage(fullBleedSvg(FULL_BLEED_SCALE.apple), appleSize);
    write(APPLE_TOUCH_ICON.file, await screenshot(page, apple, appleSize, appleSize));
    for (const icon of MANIFEST_ICONS) {
      const size = sizeOf(icon.sizes);
      const svg = icon.purpose === 'maskable' ? fullBleedSvg(FULL_BLEED_SCALE.maskable) : favicon;
      write(icon.file, await screenshot(page, squareSvgPage(svg, size), size, size));
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(`icons failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
