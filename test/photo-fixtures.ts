// Photos made by the tests themselves with sharp: a phone's JPEG (turned by its EXIF orientation, with the
// workshop's GPS position in its EXIF), a PNG, and the files an editor gets wrong (an iPhone HEIC, a TIFF, a file
// cut short, an original over 20 MB). Each carries a random colour, so no image made from it is in the cache yet.
import { randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Written into the fixture's GPS EXIF, to look for in every image the build makes from it. */
export const GPS_MARK = 'OFICINA-GPS';

const colour = () => `#${randomInt(0x1000000).toString(16).padStart(6, '0')}`;

/** A picture with something in it (a ring on a random ground), so the encoders have work to do. */
function picture(width: number, height: number) {
  const r = Math.min(width, height) / 3;
  return sharp({ create: { width, height, channels: 3, background: colour() } }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="none" stroke="#d8dadc" stroke-width="${r / 4}"/></svg>`,
      ),
    },
  ]);
}

function write(contentDir: string, src: string, bytes: Buffer): string {
  const file = join(contentDir, src);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return src;
}

/**
 * A phone's JPEG shown `width` x `height`: stored turned a quarter (EXIF orientation 6), with the camera's make and a
 * GPS position in its EXIF.
 */
export async function phoneJpeg(contentDir: string, src: string, width: number, height: number) {
  const stored = await picture(height, width).jpeg({ quality: 90 }).toBuffer();
  const bytes = await sharp(stored)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 0/1',
        GPSMapDatum: GPS_MARK,
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return write(contentDir, src, bytes);
}

export async function png(contentDir: string, src: string, width: number, height: number) {
  return write(contentDir, src, await picture(width, height).png().toBuffer());
}

export async function tiff(contentDir: string, src: string) {
  return write(contentDir, src, await picture(200, 150).tiff().toBuffer());
}

/** The start of an iPhone photo: a HEIF file whose brand says HEVC inside. */
export function heic(contentDir: string, src: string) {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypheic', 4, 'latin1');
  ftyp.write('mif1heic', 16, 'latin1');
  return write(contentDir, src, Buffer.concat([ftyp, Buffer.alloc(256)]));
}

/** A JPEG of which only the first part arrived. */
export async function cutJpeg(contentDir: string, src: string) {
  const whole = await picture(800, 600).jpeg().toBuffer();
  return write(contentDir, src, whole.subarray(0, Math.floor(whole.length / 2)));
}

/** A valid PNG of over `mb` megabytes: a small picture carrying a large private chunk, which decoders skip. */
export async function heavyPng(contentDir: string, src: string, mb: number) {
  const small = await picture(1600, 1000).png().toBuffer();
  const data = Buffer.alloc(mb * 1024 * 1024);
  const type = Buffer.from('prVt', 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length);
  const iend = small.length - 12;
  return write(contentDir, src, Buffer.concat([small.subarray(0, iend), chunk, small.subarray(iend)]));
}
