// Draws the picture shown when someone shares a link to the site (Open Graph and X cards):
// the favicon's mark, the brand, the tagline and where lessons happen, 1200×630 pixels; and
// one per article of the blog, with its title. The prerender calls it at every build, so the
// pictures always show the current brand, tagline and titles. sharp renders the text with the system's fonts
// (fontconfig); the same machine and fonts always give the same bytes.
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { FAVICON_SVG, SHARE_IMAGE, THEME_COLORS } from '../src/seo/assets.ts';
import { ROOT_DIR } from './paths.ts';

/** What the picture says: a title (the brand, or an article's title), a line under it and a short last line. */
export interface ShareImageText {
  title: string;
  /** The tagline, or for an article the brand. */
  text: string;
  /** A short line at the foot, e.g. "Malta / Online · kotobamalta.com". */
  where: string;
  /** The title's size in pixels: 84 for the brand, less for an article's longer title. */
  titleSize?: number;
}

const FAVICON_FILE = path.join(ROOT_DIR, 'public', FAVICON_SVG.file);
const FONT = 'Liberation Sans, DejaVu Sans, Arial, Helvetica, sans-serif';

/** Layout, in pixels. */
const MARK_SIZE = 280;
const MARGIN = 96;
const GAP = 72;
const BAND = 24;
const TEXT_LEFT = MARGIN + MARK_SIZE + GAP;
const TEXT_WIDTH = SHARE_IMAGE.width - TEXT_LEFT - MARGIN;

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A block of text (Pango markup), wrapped to the text column; returns the PNG and its height. */
async function textBlock(markup: string, sizePx: number): Promise<{ input: Buffer; height: number }> {
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${FONT} ${sizePx}`,
      width: TEXT_WIDTH,
      dpi: 72,
      rgba: true,
      wrap: 'word',
      spacing: Math.round(sizePx * 0.3),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, height: info.height };
}

/** The share image as PNG bytes. */
export async function drawShareImage({ title, text, where, titleSize = 84 }: ShareImageText): Promise<Buffer> {
  const favicon = fs.readFileSync(FAVICON_FILE, 'utf8');
  const accent = /<rect[^>]*fill="([^"]+)"/.exec(favicon)?.[1] ?? THEME_COLORS.dark;
  const { width, height } = SHARE_IMAGE;
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${THEME_COLORS.light}"/><rect y="${height - BAND}" width="${width}" height="${BAND}" fill="${accent}"/></svg>`;
  const mark = favicon.replace('<svg ', `<svg width="${MARK_SIZE}" height="${MARK_SIZE}" `);

  const blocks = [
    {
      ...(await textBlock(
        `<span foreground="${THEME_COLORS.dark}" font_weight="bold">${escapeMarkup(title)}</span>`,
        titleSize,
      )),
      gapAfter: 28,
    },
    {
      ...(await textBlock(`<span foreground="${THEME_COLORS.dark}" alpha="85%">${escapeMarkup(text)}</span>`, 36)),
      gapAfter: 36,
    },
    {
      ...(await textBlock(`<span foreground="${accent}" font_weight="bold">${escapeMarkup(where)}</span>`, 30)),
      gapAfter: 0,
    },
  ];
  const textHeight = blocks.reduce((sum, block) => sum + block.height + block.gapAfter, 0);
  let top = Math.max(0, Math.round((height - BAND - textHeight) / 2));
  const layers: OverlayOptions[] = [
    { input: Buffer.from(mark), left: MARGIN, top: Math.round((height - BAND - MARK_SIZE) / 2) },
  ];
  for (const block of blocks) {
    layers.push({ input: block.input, left: TEXT_LEFT, top: Math.min(top, height - block.height) });
    top += block.height + block.gapAfter;
  }
  return sharp(Buffer.from(background)).composite(layers).png({ compressionLevel: 9 }).toBuffer();
}
