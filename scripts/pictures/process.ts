// The picture pipeline: turns a picture named by a content module into the files a page
// serves, with sharp (libvips). A photo becomes a few widths in AVIF and WebP plus one
// JPEG (PNG when it is transparent) for old browsers, turned upright and stripped of its
// camera data and GPS location; an SVG is copied as it is, with its dark-theme drawing
// (`x-dark.svg` beside `x.svg`) when it has one. Both keep their real size for the width
// and height attributes. A source too small for its use, or a result over its
// budget, becomes a `problem` that the content check reports with the file's name.
//
// sharp gives the same bytes for the same input and settings, so builds stay reproducible;
// made files are cached by that input in node_modules/.cache/pictures, so the second
// bundle of a build (and the next build) does not encode them again.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { PictureData } from '../../src/content-schema/shapes.ts';
import { ROOT_DIR } from '../paths.ts';
import { PICTURE_PROFILES, type PictureProfile, type PictureProfileName } from './profiles.ts';

/** A file of the site the build writes. */
export interface MadeFile {
  /** Its path in the built site, e.g. "assets/portrait-1a2b3c4d-320.avif". */
  fileName: string;
  source: Buffer;
}

/** What the pipeline made of one picture. */
export interface MadePicture {
  /** What the page's script gets (see PictureData). */
  data: PictureData;
  /** The files to write into the built site. */
  files: MadeFile[];
}

/** Where made pictures are cached, by a hash of their source and settings. */
export const PICTURE_CACHE_DIR = path.join(ROOT_DIR, 'node_modules', '.cache', 'pictures');

/** Folder of the built site that holds the made files. */
const ASSETS_DIR = 'assets';

/** Encoder settings. They are part of each name's hash: changing one renames the files. */
const ENCODERS = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 75, effort: 4 },
  jpg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
} as const;

/** Bumped when the pipeline changes what it makes from the same settings. */
const PIPELINE_VERSION = 1;

const KB = 1024;
const kb = (bytes: number) => `${Math.ceil(bytes / KB)} KB`;

/** A path as messages show it: relative to the project, with forward slashes. */
export function shownPath(file: string): string {
  return path.relative(ROOT_DIR, file).split(path.sep).join('/');
}

/** The start of a made file's name: the source's name, in letters safe in any URL. */
function stemOf(file: string): string {
  const name = path
    .basename(file, path.extname(file))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return name || 'picture';
}

const hashOf = (...parts: Array<string | Buffer>) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 8);
};

/** What the pipeline makes when it cannot use the source. */
function refused(file: string, problem: string, width = 0, height = 0): MadePicture {
  return { data: { src: shownPath(file), width, height, problem }, files: [] };
}

/**
 * The drawing of an SVG for dark screens: `x-dark.svg` beside `x.svg` (light lines on a dark
 * ground), or undefined when there is none. A photo has none: it looks the same in both themes.
 */
export function darkDrawingOf(file: string): string | undefined {
  if (path.extname(file).toLowerCase() !== '.svg' || /-dark\.svg$/i.test(file)) return undefined;
  const dark = file.replace(/\.svg$/i, '-dark.svg');
  return fs.existsSync(dark) ? dark : undefined;
}

async function makeSvg(
  file: string,
  source: Buffer,
  profile: PictureProfile,
  size: { width: number; height: number },
  encode: boolean,
): Promise<MadePicture> {
  const tooHeavy = (drawing: string, bytes: number) =>
    `${shownPath(drawing)} weighs ${kb(bytes)}, more than the ${kb(profile.budgetBytes)} allowed for ${profile.label}: simplify the drawing or save it as a photo (JPEG)`;
  if (source.length > profile.budgetBytes) return refused(file, tooHeavy(file, source.length));
  // The dev server serves the source as it is; a build writes it under a name from its content.
  const place = (drawing: string, bytes: Buffer): MadeFile => ({
    fileName: encode ? `${ASSETS_DIR}/${stemOf(drawing)}-${hashOf(bytes)}.svg` : shownPath(drawing),
    source: bytes,
  });
  const light = place(file, source);
  const made: MadePicture = {
    data: { src: light.fileName, width: size.width, height: size.height },
    files: encode ? [light] : [],
  };
  const darkFile = darkDrawingOf(file);
  if (!darkFile) return made;
  const darkSource = fs.readFileSync(darkFile);
  if (darkSource.length > profile.budgetBytes) return refused(darkFile, tooHeavy(darkFile, darkSource.length));
  // The page reserves the light drawing's space; a dark one of another shape would jump when the theme changes.
  const darkSize = await sharp(darkSource)
    .metadata()
    .then(({ width = 0, height = 0 }) => ({ width, height }))
    .catch(() => undefined);
  if (darkSize?.width !== size.width || darkSize.height !== size.height) {
    const shown = darkSize ? `${darkSize.width}×${darkSize.height}` : 'not readable as a drawing';
    return refused(
      darkFile,
      `${shownPath(darkFile)} (the dark-theme drawing of ${shownPath(file)}) is ${shown}, but should be ${size.width}×${size.height} like the drawing it stands in for`,
    );
  }
  const dark = place(darkFile, darkSource);
  return {
    data: { ...made.data, darkSrc: dark.fileName },
    files: encode ? [light, dark] : [],
  };
}

/** Reads a made picture from the cache, or undefined. */
function fromCache(key: string): MadePicture | undefined {
  const dir = path.join(PICTURE_CACHE_DIR, key);
  try {
    const data = JSON.parse(fs.readFileSync(path.join(dir, 'picture.json'), 'utf8')) as MadePicture['data'] & {
      files: string[];
    };
    const { files, ...picture } = data;
    return {
      data: picture,
      files: files.map((fileName) => ({ fileName, source: fs.readFileSync(path.join(dir, path.basename(fileName))) })),
    };
  } catch {
    return undefined;
  }
}

/** Caches a made picture; each file is written under a temporary name and renamed, so a parallel build never reads half a file. */
function toCache(key: string, made: MadePicture): void {
  const dir = path.join(PICTURE_CACHE_DIR, key);
  fs.mkdirSync(dir, { recursive: true });
  const write = (name: string, data: string | Buffer) => {
    const temporary = path.join(dir, `${name}.${process.pid}.tmp`);
    fs.writeFileSync(temporary, data);
    fs.renameSync(temporary, path.join(dir, name));
  };
  for (const file of made.files) write(path.basename(file.fileName), file.source);
  write('picture.json', JSON.stringify({ ...made.data, files: made.files.map((file) => file.fileName) }));
}

/** One width of the picture in one format. */
async function encode(image: Sharp, width: number, square: boolean, format: keyof typeof ENCODERS) {
  const resized = image
    .clone()
    .resize({ width, height: square ? width : undefined, fit: 'cover', position: 'attention' });
  const encoded =
    format === 'avif'
      ? resized.avif(ENCODERS.avif)
      : format === 'webp'
        ? resized.webp(ENCODERS.webp)
        : format === 'jpg'
          ? resized.jpeg(ENCODERS.jpg)
          : resized.png(ENCODERS.png);
  return encoded.toBuffer({ resolveWithObject: true });
}

/** How makePicture works. */
export interface MakeOptions {
  /** False for the dev server and the unit tests: check the source and point at it as it is. */
  encode: boolean;
  /** False to encode even when the cache has the result (tests of the encoder). */
  cache?: boolean;
}

/** Makes the files of a picture for the given use (a profile's name, or a profile). */
export async function makePicture(
  file: string,
  use: PictureProfileName | PictureProfile,
  options: MakeOptions,
): Promise<MadePicture> {
  const profile: PictureProfile = typeof use === 'string' ? PICTURE_PROFILES[use] : use;
  let source: Buffer;
  try {
    source = fs.readFileSync(file);
  } catch {
    return refused(file, `${shownPath(file)} does not exist: check its name and its folder (capital letters count)`);
  }
  const unreadable = `${shownPath(file)} cannot be read as a picture: save it as JPEG or PNG (or SVG for a drawing)`;
  let metadata: Metadata;
  try {
    metadata = await sharp(source).metadata();
  } catch {
    return refused(file, unreadable);
  }
  // Phones store many photos sideways with an "orientation" tag; the build turns them upright.
  const sideways = (metadata.orientation ?? 1) >= 5;
  const width = (sideways ? metadata.height : metadata.width) ?? 0;
  const height = (sideways ? metadata.width : metadata.height) ?? 0;
  if (metadata.format === 'svg') return makeSvg(file, source, profile, { width, height }, options.encode);

  const square = 'square' in profile && profile.square === true;
  const shortest = square ? Math.min(width, height) : width;
  if (shortest < profile.minWidth) {
    const needs = square ? `${profile.minWidth}×${profile.minWidth}` : `${profile.minWidth} pixels wide`;
    return refused(
      file,
      `${shownPath(file)} is ${width}×${height} pixels, too small for ${profile.label}, which needs at least ${needs} to look sharp on phones: use the original photo (the build makes the small versions)`,
      width,
      height,
    );
  }
  const side = square ? shortest : undefined;
  if (!options.encode) {
    return { data: { src: shownPath(file), width: side ?? width, height: side ?? height }, files: [] };
  }

  const fallback = metadata.hasAlpha ? 'png' : 'jpg';
  const settings = JSON.stringify({
    widths: profile.widths,
    square,
    fallback,
    ENCODERS,
    PIPELINE_VERSION,
    versions: sharp.versions,
  });
  const key = hashOf(source, settings);
  let made = options.cache === false ? undefined : fromCache(key);
  if (!made) {
    try {
      made = await encodeAll(
        source,
        `${ASSETS_DIR}/${stemOf(file)}-${key}`,
        profile.widths.filter((w) => w <= shortest),
        square,
        fallback,
      );
    } catch {
      return refused(file, unreadable, width, height);
    }
    if (options.cache !== false) toCache(key, made);
  }
  const heaviest = made.files.reduce((max, candidate) =>
    candidate.source.length > max.source.length ? candidate : max,
  );
  if (heaviest.source.length > profile.budgetBytes) {
    const [, w, format] = /(?:-(\d+))?\.(\w+)$/.exec(heaviest.fileName) ?? [];
    const which = w ? `${format?.toUpperCase()} ${w} pixels wide` : `${format?.toUpperCase()} for old browsers`;
    return refused(
      file,
      `${shownPath(file)} makes a ${which} of ${kb(heaviest.source.length)}, more than the ${kb(profile.budgetBytes)} allowed for ${profile.label}: choose a calmer or less detailed picture`,
      width,
      height,
    );
  }
  return { ...made, data: { ...made.data, sizes: profile.sizes } };
}

/** Encodes every width in AVIF and WebP, and the fallback at the 2x width. */
async function encodeAll(
  source: Buffer,
  stem: string,
  widths: number[],
  square: boolean,
  fallback: 'jpg' | 'png',
): Promise<MadePicture> {
  const image = sharp(source).autoOrient();
  const files: MadeFile[] = [];
  let size = { width: 0, height: 0 };
  for (const w of widths) {
    for (const format of ['avif', 'webp'] as const) {
      const { data, info } = await encode(image, w, square, format);
      files.push({ fileName: `${stem}-${w}.${format}`, source: data });
      size = { width: info.width, height: info.height };
    }
  }
  // One file for browsers without AVIF and WebP: the 2x width, sharp enough on any screen.
  const { data } = await encode(image, widths[Math.min(1, widths.length - 1)]!, square, fallback);
  files.push({ fileName: `${stem}.${fallback}`, source: data });
  return { data: { src: stem, width: size.width, height: size.height, widths, type: fallback }, files };
}
