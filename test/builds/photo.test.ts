// The teacher's own photo as the portrait, as she would add it: a 3000×4000 phone JPEG
// with EXIF and GPS data, dropped into src/content/pictures/ of a copy of the project and
// named on its line of src/content/facts/about.yaml. The built about page must ship it small (≤ 150 KB to a 375 px phone),
// without camera data or location, at its real size (CLS 0), as a <picture> with AVIF and
// WebP widths, and the build must not print Rolldown's [PLUGIN_TIMINGS] notice.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/serve.ts';
import { EXIF_GPS_TAG, makePhoto } from '../helpers/photo.ts';
import { copyProject, editFile, removeCopy, run, type RunResult } from '../helpers/project-copy.ts';
import { visit } from '../e2e/browser.ts';
import { untilNoRequestInFlight } from '../e2e/waits.ts';

const KB = 1024;
/** What a phone may download for the about page's pictures. */
const PHONE_PICTURE_BUDGET = 150 * KB;

let dir: string;
let photo: Buffer;
let build: RunResult;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  dir = copyProject('kotoba photo');
  photo = await makePhoto();
  fs.mkdirSync(path.join(dir, 'src/content/pictures'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/content/pictures/yuki.jpg'), photo);
  editFile(
    dir,
    'src/content/facts/about.yaml',
    /picture: pictures\/teacher-portrait\.svg/,
    'picture: pictures/yuki.jpg',
  );
  build = await run(dir, 'npm', ['run', 'build']);
  server = await startServer(path.join(dir, 'dist'), '/');
});

afterAll(async () => {
  await server?.close();
  removeCopy(dir);
});

/** The about page on a 375 px phone at a pixel ratio; returns what it drew and downloaded. */
async function visitAbout(scale: number) {
  const { page } = await visit(`${server.url}about/`, {
    viewport: { width: 375, height: 812 },
    prepare: (tab) => tab.setViewport({ width: 375, height: 812, deviceScaleFactor: scale }),
  });
  await untilNoRequestInFlight(page);
  return page.evaluate(() => {
    // Every layout shift so far: a buffered observer holds them at once (takeRecords).
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
    observer.disconnect();
    const shifts = entries.filter((entry) => !entry.hadRecentInput).reduce((total, entry) => total + entry.value, 0);
    const img = document.querySelector('main picture img') as HTMLImageElement;
    const pictures = performance
      .getEntriesByType('resource')
      .filter((entry) =>
        /\.(avif|webp|jpe?g|png|svg)$/.test(new URL(entry.name).pathname),
      ) as PerformanceResourceTiming[];
    return {
      shifts,
      currentSrc: img.currentSrc,
      attributes: [Number(img.getAttribute('width')), Number(img.getAttribute('height'))],
      natural: [img.naturalWidth, img.naturalHeight],
      shown: [img.getBoundingClientRect().width, img.getBoundingClientRect().height],
      fetchPriority: img.getAttribute('fetchpriority'),
      pictureBytes: pictures.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      downloaded: pictures.map((entry) => `${new URL(entry.name).pathname} ${entry.encodedBodySize}`),
    };
  });
}

describe('a 3000×4000 phone photo as the portrait', () => {
  it('is a multi-megabyte JPEG with a GPS position, and the build takes it', () => {
    expect(photo.length).toBeGreaterThan(2 * 1024 * KB);
    expect(build.code, build.stderr).toBe(0);
    expect(build.stdout + build.stderr).not.toContain('PLUGIN_TIMINGS');
  });

  it("is a <picture> of AVIF and WebP widths with sizes, and a JPEG at the photo's real proportions", async () => {
    const html = await (await fetch(`${server.url}about/`)).text();
    const picture = /<picture>.*?<\/picture>/.exec(html)?.[0] ?? '';
    expect(picture).toMatch(
      /<source type="image\/avif" srcSet="\/assets\/yuki-[0-9a-f]{8}-320\.avif 320w,[^"]+ 960w" sizes="20rem"\/>/,
    );
    expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]+-320\.webp 320w,/);
    expect(picture).toMatch(
      /<img [^>]*fetchPriority="high"[^>]* src="\/assets\/yuki-[0-9a-f]{8}\.jpg" width="960" height="1280"\/>/,
    );
    expect(html.match(/fetchPriority="high"/gi)).toHaveLength(1);
  });

  it.each([1, 3])(
    'ships ≤ 150 KB of pictures to a 375 px phone at %ix, at the real size, with no layout shift',
    async (scale) => {
      const seen = await visitAbout(scale);
      expect(seen.currentSrc).toMatch(/\.avif$/);
      expect(seen.pictureBytes, seen.downloaded.join('\n')).toBeLessThanOrEqual(PHONE_PICTURE_BUDGET);
      expect(seen.natural[0]! / seen.natural[1]!).toBeCloseTo(3 / 4, 2);
      expect(seen.attributes[0]! / seen.attributes[1]!).toBeCloseTo(3 / 4, 2);
      expect(seen.shown[0]! / seen.shown[1]!).toBeCloseTo(3 / 4, 2);
      expect(seen.fetchPriority).toBe('high');
      expect(seen.shifts).toBe(0);
    },
  );

  it('carries no EXIF data and no GPS position in any file made of it', async () => {
    const made = fs.readdirSync(path.join(dir, 'dist', 'assets')).filter((name) => name.startsWith('yuki-'));
    expect(made.length).toBeGreaterThanOrEqual(7);
    for (const name of made) {
      const bytes = fs.readFileSync(path.join(dir, 'dist', 'assets', name));
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, name).toBeUndefined();
      expect(bytes.includes(EXIF_GPS_TAG) && bytes.includes(Buffer.from('Phone maker')), name).toBe(false);
    }
  });
});
