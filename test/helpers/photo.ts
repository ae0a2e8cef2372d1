// A stand-in for a phone photo, made on the fly (a 4 MB file has no place in the
// repository): a smooth scene with shapes and fine sensor noise, as a JPEG with the
// camera's EXIF data and a GPS location, as phones write them.
import sharp from 'sharp';

export interface PhotoOptions {
  width?: number;
  height?: number;
  /** EXIF orientation: 6 stores the pixels sideways, as phones held upright often do. */
  orientation?: number;
}

/** The GPS position written into the photo (Valletta), to prove the build removes it. */
export const PHOTO_GPS = { latitude: '35/1 53/1 54/1', longitude: '14/1 30/1 36/1' };

/** EXIF's pointer to its GPS block (tag 0x8825, little-endian as sharp writes it): present when a position is. */
export const EXIF_GPS_TAG = Buffer.from([0x25, 0x88]);

/** A generator of the same "random" numbers every time, from 0 to 1. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/**
 * Leaves and stones in the background: many small shapes, in the same places every time,
 * so that the photo keeps detail when it is made small, as a real one does.
 */
function texture(width: number, height: number): string {
  const next = numbers(12345);
  const shapes: string[] = [];
  for (let i = 0; i < 1500; i += 1) {
    const [x, y, r] = [next() * width, next() * height, 1 + next() * 8];
    const colour = `hsl(${Math.floor(next() * 360)} ${30 + Math.floor(next() * 40)}% ${30 + Math.floor(next() * 40)}%)`;
    shapes.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${r.toFixed(1)}" ry="${(r * 0.6).toFixed(1)}" fill="${colour}"/>`,
    );
  }
  return shapes.join('');
}

/** A tile of fine sensor noise, the same every time (libvips' own noise differs per run). */
async function noiseTile(size = 256): Promise<Buffer> {
  const next = numbers(67890);
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = 128 + Math.round((next() + next() + next() - 1.5) * 40);
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

export async function makePhoto({ width = 3000, height = 4000, orientation = 1 }: PhotoOptions = {}): Promise<Buffer> {
  // The scene is drawn at a quarter of the size (quick), then enlarged like a camera's soft detail.
  const [w, h] = [Math.max(1, Math.round(width / 4)), Math.max(1, Math.round(height / 4))];
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7aa6c2"/><stop offset="1" stop-color="#e8c9a0"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    ${texture(w, h)}
    <circle cx="${w / 2}" cy="${h * 0.37}" r="${w * 0.23}" fill="#c98f6b"/>
    <rect x="${w * 0.2}" y="${h * 0.58}" width="${w * 0.6}" height="${h * 0.42}" rx="${w * 0.13}" fill="#34495e"/>
  </svg>`;
  const enlarged = await sharp(Buffer.from(scene))
    .removeAlpha()
    .resize(width, height, { fit: 'fill' })
    .png()
    .toBuffer();
  return sharp(enlarged)
    .composite([{ input: await noiseTile(Math.min(256, width, height)), tile: true, blend: 'soft-light' }])
    .removeAlpha()
    .jpeg({ quality: 95 })
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'Phone maker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: PHOTO_GPS.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: PHOTO_GPS.longitude,
      },
    })
    .toBuffer();
}
