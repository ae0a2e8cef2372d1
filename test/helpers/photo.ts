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

export async function makePhoto({ width = 3000, height = 4000, orientation = 1 }: PhotoOptions = {}): Promise<Buffer> {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7aa6c2"/><stop offset="1" stop-color="#e8c9a0"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width / 2}" cy="${height * 0.37}" r="${width * 0.23}" fill="#c98f6b"/>
    <rect x="${width * 0.2}" y="${height * 0.58}" width="${width * 0.6}" height="${height * 0.42}" rx="${width * 0.13}" fill="#34495e"/>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(scene)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 12 } },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < data.length; i += 1) data[i] = Math.max(0, Math.min(255, data[i]! + noise[i]! - 128));
  return sharp(data, { raw: info })
    .jpeg({ quality: 90 })
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
