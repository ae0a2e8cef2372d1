// Draws the raster icons and the social share image from public/favicon.svg (the torii
// gate on a vermilion tile) and the site config, with headless Chromium. The outputs
// are committed; run this again after changing the favicon, the brand or the tagline.
//
// Usage: npx tsx scripts/icons.ts
// Writes: public/favicon.ico (16, 32, 48 px), apple-touch-icon.png, icon-192.png,
//         icon-512.png, icon-maskable-512.png, og-image.png (1200x630)
import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type Page } from 'puppeteer';
import { site, tagline } from '../src/content/site.ts';
import {
  APPLE_TOUCH_ICON,
  FAVICON_ICO,
  FAVICON_SVG,
  MANIFEST_ICONS,
  SHARE_IMAGE,
  THEME_COLORS,
} from '../src/seo/assets.ts';
import { ROOT_DIR } from './paths.ts';

const PUBLIC_DIR = path.join(ROOT_DIR, 'public');
const FAVICON_FILE = path.join(PUBLIC_DIR, FAVICON_SVG.file);
/** Sizes packed into favicon.ico, in pixels. */
const ICO_SIZES = [16, 32, 48];
/** How much of a full-bleed icon the gate fills: iOS and Android crop and round the corners. */
const FULL_BLEED_SCALE = { apple: 0.85, maskable: 0.7 } as const;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

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

/** The share image: the mark, the brand, the tagline and where lessons happen. */
function shareImageHtml(): string {
  const svg = fs.readFileSync(FAVICON_FILE, 'utf8');
  const host = new URL(site.url).host;
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${SHARE_IMAGE.width}px; height: ${SHARE_IMAGE.height}px; }
    body { box-sizing: border-box; display: flex; align-items: center; gap: 72px; padding: 0 96px;
      background: ${THEME_COLORS.light}; color: ${THEME_COLORS.dark};
      font-family: 'Liberation Sans', 'DejaVu Sans', Arial, 'Droid Sans Fallback', sans-serif;
      border-bottom: 24px solid ${faviconParts().tileColor}; }
    svg { flex: none; width: 280px; height: 280px; }
    h1 { margin: 0 0 24px; font-size: 84px; line-height: 1.05; letter-spacing: -1px; }
    p { margin: 0; font-size: 36px; line-height: 1.35; opacity: 0.85; }
    .where { margin-top: 32px; font-size: 30px; font-weight: bold; color: ${faviconParts().tileColor}; opacity: 1; }
  </style></head><body>${svg}<div><h1>${site.brand}</h1><p>${tagline}</p>
    <p class="where">${site.locationShort} · ${host}</p></div></body></html>`;
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
    write(SHARE_IMAGE.file, await screenshot(page, shareImageHtml(), SHARE_IMAGE.width, SHARE_IMAGE.height));
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(`icons failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
