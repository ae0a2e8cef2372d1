// @vitest-environment node
// The picture pipeline (scripts/pictures/process.ts) on pictures made on the fly: a phone
// photo ships as small AVIF/WebP widths and one JPEG, upright, without its camera data or
// GPS position, at its real size; the same input gives the same bytes; a picture too
// small or too heavy for its use, or not a picture at all, is refused with its file name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePicture, type MadePicture } from '../../scripts/pictures/process.ts';
import { ROOT_DIR } from '../../scripts/paths.ts';
import { PICTURE_PROFILES } from '../../scripts/pictures/profiles.ts';
import { EXIF_GPS_TAG, makePhoto } from '../helpers/photo.ts';

let dir: string;
const file = (name: string) => path.join(dir, name);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-'));
  fs.writeFileSync(file('phone.jpg'), await makePhoto());
  fs.writeFileSync(file('sideways.jpg'), await makePhoto({ width: 900, height: 700, orientation: 6 }));
  fs.writeFileSync(file('small.jpg'), await makePhoto({ width: 500, height: 600 }));
  fs.writeFileSync(file('not-a-picture.jpg'), 'These are my notes, not a photo.');
  fs.writeFileSync(
    file('drawing.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 360"><rect width="320" height="360"/></svg>',
  );
  // A drawing with its dark-theme version beside it, and one whose dark version has another shape.
  const svg = (w: number, h: number, fill: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${fill}"/></svg>`;
  fs.writeFileSync(file('scene.svg'), svg(480, 400, '#fff'));
  fs.writeFileSync(file('scene-dark.svg'), svg(480, 400, '#123'));
  fs.writeFileSync(file('skewed.svg'), svg(480, 400, '#fff'));
  fs.writeFileSync(file('skewed-dark.svg'), svg(400, 400, '#123'));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The made files' sizes and whether they carry EXIF or XMP data. */
async function inspect(made: MadePicture) {
  return Promise.all(
    made.files.map(async ({ fileName, source }) => {
      const metadata = await sharp(source).metadata();
      return {
        fileName,
        bytes: source.length,
        width: metadata.width,
        height: metadata.height,
        exif: Boolean(metadata.exif || metadata.xmp),
      };
    }),
  );
}

describe('a 3000×4000 phone photo used as the portrait', () => {
  let made: MadePicture;
  beforeAll(async () => {
    made = await makePicture(file('phone.jpg'), 'portrait', { encode: true, cache: false });
  });

  it('starts as a multi-megabyte JPEG with EXIF and a GPS position', async () => {
    const source = fs.readFileSync(file('phone.jpg'));
    expect(source.length).toBeGreaterThan(2_000_000);
    expect((await sharp(source).metadata()).exif?.includes(EXIF_GPS_TAG)).toBe(true);
  });

  it('becomes the portrait widths in AVIF and WebP, and one JPEG, named by their content', async () => {
    const widths = PICTURE_PROFILES.portrait.widths;
    expect(made.data).toEqual({
      src: expect.stringMatching(/^assets\/phone-[0-9a-f]{8}$/),
      width: 960,
      height: 1280,
      widths,
      type: 'jpg',
      sizes: PICTURE_PROFILES.portrait.sizes,
    });
    expect(made.files.map((made) => made.fileName.replace(/-[0-9a-f]{8}/, '-#')).sort()).toEqual(
      [...widths.flatMap((w) => [`assets/phone-#-${w}.avif`, `assets/phone-#-${w}.webp`]), 'assets/phone-#.jpg'].sort(),
    );
  });

  it('keeps the proportions of the photo and drops every byte of camera data and location', async () => {
    for (const output of await inspect(made)) {
      expect(output.exif, output.fileName).toBe(false);
      expect(output.width! * 4, output.fileName).toBeCloseTo(output.height! * 3, -1);
    }
  });

  it('stays within the portrait budget in every file, and the phone-sized one is small', async () => {
    const outputs = await inspect(made);
    for (const output of outputs)
      expect(output.bytes, output.fileName).toBeLessThanOrEqual(PICTURE_PROFILES.portrait.budgetBytes);
    const phone = outputs.find((output) => output.fileName.endsWith('-320.avif'))!;
    expect(phone.bytes).toBeLessThan(150 * 1024);
  });
});

/** A small use of pictures, so that these tests encode quickly. */
const THUMBNAIL = { ...PICTURE_PROFILES.portrait, label: 'a thumbnail', widths: [64, 128], minWidth: 128 };

describe('the picture pipeline', () => {
  it('gives the same bytes for the same photo (reproducible builds)', async () => {
    const photo = file('sideways.jpg');
    const make = () => makePicture(photo, THUMBNAIL, { encode: true, cache: false });
    const [first, second] = [await make(), await make()];
    expect(second.files.map((made) => made.fileName)).toEqual(first.files.map((made) => made.fileName));
    expect(second.files.every((made, index) => made.source.equals(first.files[index]!.source))).toBe(true);
  });

  it('turns a photo stored sideways upright (EXIF orientation 6)', async () => {
    const made = await makePicture(file('sideways.jpg'), THUMBNAIL, { encode: true, cache: false });
    expect(made.data).toMatchObject({ width: 128, height: 165, widths: [64, 128] });
    const dev = await makePicture(file('sideways.jpg'), 'portrait', { encode: false });
    expect(dev.data).toEqual({ src: expect.stringMatching(/sideways\.jpg$/), width: 700, height: 900 });
  });

  it('crops avatars to a square', async () => {
    const made = await makePicture(file('sideways.jpg'), 'avatar', { encode: true, cache: false });
    expect(made.data).toMatchObject({ width: 144, height: 144, widths: [48, 96, 144] });
    for (const output of await inspect(made))
      expect([output.width, output.height]).toEqual([output.width, output.width]);
  });

  it('refuses a photo too small for its use, naming the file and the size it needs', async () => {
    const made = await makePicture(file('small.jpg'), 'portrait', { encode: true });
    expect(made.files).toEqual([]);
    expect(made.data.problem).toMatch(
      /small\.jpg is 500×600 pixels, too small for a portrait, which needs at least 640 pixels wide/,
    );
  });

  it('refuses a picture whose files would exceed the budget of its use', async () => {
    const strict = { ...THUMBNAIL, label: 'a tiny slot', budgetBytes: 1024 };
    const made = await makePicture(file('sideways.jpg'), strict, { encode: true, cache: false });
    expect(made.data.problem).toMatch(
      /sideways\.jpg makes a (AVIF|WEBP|JPG) .* of \d+ KB, more than the 1 KB allowed for a tiny slot/,
    );
  });

  it('refuses a file that is not a picture, and one that does not exist', async () => {
    expect((await makePicture(file('not-a-picture.jpg'), 'portrait', { encode: true })).data.problem).toMatch(
      /not-a-picture\.jpg cannot be read as a picture: save it as JPEG or PNG/,
    );
    expect((await makePicture(file('missing.jpg'), 'portrait', { encode: true })).data.problem).toMatch(
      /missing\.jpg does not exist/,
    );
  });

  it('copies an SVG drawing as it is, named by its content, at its drawn size', async () => {
    const made = await makePicture(file('drawing.svg'), 'portrait', { encode: true });
    expect(made.data).toEqual({
      src: expect.stringMatching(/^assets\/drawing-[0-9a-f]{8}\.svg$/),
      width: 320,
      height: 360,
    });
    expect(made.files[0]!.source.equals(fs.readFileSync(file('drawing.svg')))).toBe(true);
  });

  it('adds the dark-theme drawing beside an SVG (x-dark.svg), copied as it is and named by its content', async () => {
    const made = await makePicture(file('scene.svg'), 'hero', { encode: true });
    expect(made.data).toEqual({
      src: expect.stringMatching(/^assets\/scene-[0-9a-f]{8}\.svg$/),
      darkSrc: expect.stringMatching(/^assets\/scene-dark-[0-9a-f]{8}\.svg$/),
      width: 480,
      height: 400,
    });
    expect(made.files.map((made) => made.fileName)).toEqual([made.data.src, made.data.darkSrc]);
    expect(made.files[1]!.source.equals(fs.readFileSync(file('scene-dark.svg')))).toBe(true);
    // The plain drawing has no dark version, and the dev server points at the dark source itself.
    expect((await makePicture(file('drawing.svg'), 'portrait', { encode: true })).data).not.toHaveProperty('darkSrc');
    const dev = await makePicture(file('scene.svg'), 'hero', { encode: false });
    expect(dev.data.darkSrc).toBe(path.relative(ROOT_DIR, file('scene-dark.svg')).split(path.sep).join('/'));
  });

  it('refuses a dark-theme drawing of another size than its drawing, naming both files', async () => {
    const made = await makePicture(file('skewed.svg'), 'hero', { encode: true });
    expect(made.files).toEqual([]);
    expect(made.data.problem).toMatch(
      /skewed-dark\.svg \(the dark-theme drawing of .*skewed\.svg\) is 400×400, but should be 480×400/,
    );
  });

  it('points the dev server at the source file itself, a drawing or a photo', async () => {
    for (const name of ['drawing.svg', 'sideways.jpg']) {
      const made = await makePicture(file(name), 'portrait', { encode: false });
      expect(made.files).toEqual([]);
      expect(made.data.src).toBe(path.relative(ROOT_DIR, file(name)).split(path.sep).join('/'));
    }
  });
});
