// what the build knows of each photo file the manifest names, read once per file content (kept in the
// image cache) before the site compiles: its format, its size as shown (EXIF orientation applied), and a tiny
// blurred copy for the frame while it loads. The check (validate-images.ts) turns what cannot be used into
// problems; the compile (responsive.ts) makes its sizes from it.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';
import type { ImageCache } from './image-cache';
import { sourceOf } from './digest';
import { isAddress, PHOTO_FORMATS, type PhotoFormat } from './photo-folder';

export interface PhotoFacts {
  /** The file's absolute path. */
  file: string;
  /** SHA-256 of the file: every image made from it is named after it. */
  hash: string;
  format: PhotoFormat;
  /** As shown, EXIF orientation applied. */
  width: number;
  height: number;
  hasAlpha: boolean;
  bytes: number;
  /** A tiny blurred copy as a data: URL (none for a photo with transparency, which would show through). */
  placeholder?: string;
}

/** A file the build can use, one sharp reads in a format it does not take (`heic`, `gif`, `tiff`), or neither. */
export type PhotoRead = { photo: PhotoFacts } | { format: string } | { unreadable: string };

/** What was read of each photo file, by `src` as the manifest writes it. */
export type PhotoCatalog = Map<string, PhotoRead>;

/** How a photo is read, as part of the name of what is kept of it. */
const INSPECTION = sourceOf(import.meta.url);

/** Width of the blurred copy: a few hundred bytes inline, enough for the colours and the main shapes. */
const PLACEHOLDER_WIDTH = 16;

type Inspected = Omit<PhotoFacts, 'file' | 'hash' | 'bytes'> | { format: string } | { unreadable: string };

/** HEIF brands of an iPhone's photos (HEVC inside), read from the file's `ftyp` box. */
const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis'];

function isHeic(bytes: Buffer): boolean {
  if (bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
  return brands.some((brand) => HEIC_BRANDS.includes(brand));
}

async function inspect(bytes: Buffer): Promise<Inspected> {
  // Said before sharp tries: its prebuilt libheif reads AVIF but has no HEVC decoder.
  if (isHeic(bytes)) return { format: 'heic' };
  try {
    const meta = await sharp(bytes).metadata();
    // HEIF holds an iPhone's HEIC (HEVC) as well as AVIF (AV1): only the second is a format browsers show.
    const format = meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : 'heic') : meta.format;
    if (!(PHOTO_FORMATS as readonly string[]).includes(format)) return { format };
    // Decoding the whole photo proves it is complete: a cut file still has a readable header. Many PNGs carry an
    // alpha channel with nothing transparent in it: only real transparency changes how the photo is made.
    const { isOpaque } = await sharp(bytes).stats();
    const tiny = await sharp(bytes).rotate().resize(PLACEHOLDER_WIDTH).webp({ quality: 40 }).toBuffer();
    const hasAlpha = meta.hasAlpha && !isOpaque;
    return {
      format: format as PhotoFormat,
      width: meta.autoOrient.width,
      height: meta.autoOrient.height,
      hasAlpha,
      ...(hasAlpha ? {} : { placeholder: `data:image/webp;base64,${tiny.toString('base64')}` }),
    };
  } catch (error) {
    return { unreadable: error instanceof Error ? error.message : String(error) };
  }
}

/** Photos already read in this process, by path, size and time of change (a dev server reads them on each save). */
const known = new Map<string, { stamp: string; read: PhotoRead }>();

async function readPhoto(file: string, cache: ImageCache): Promise<PhotoRead | undefined> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const stamp = `${info.size}:${info.mtimeMs}:${cache.dir}`;
  const seen = known.get(file);
  if (seen?.stamp === stamp) return seen.read;
  const bytes = await readFile(file);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const found: Inspected = JSON.parse(
    (await cache.read(`${hash}-${INSPECTION}.json`, async () => JSON.stringify(await inspect(bytes)))).toString('utf8'),
  );
  const read: PhotoRead =
    'unreadable' in found
      ? found
      : 'width' in found
        ? { photo: { ...found, file, hash, bytes: info.size } }
        : { format: found.format };
  known.set(file, { stamp, read });
  return read;
}

/** The `src` of every picture of the manifest (as written, before any check) that names a file of content/. */
function localSources(input: unknown): string[] {
  const images = (input as { images?: unknown } | null)?.images;
  if (!images || typeof images !== 'object') return [];
  return Object.values(images)
    .map((entry) => (entry as { src?: unknown } | null)?.src)
    .filter((src): src is string => typeof src === 'string' && src.trim() !== '' && !isAddress(src));
}

/** Reads every photo file the manifest names (a missing one is the check's to report). */
export async function readPhotos(input: unknown, contentDir: string, cache: ImageCache): Promise<PhotoCatalog> {
  const catalog: PhotoCatalog = new Map();
  for (const src of new Set(localSources(input))) {
    const read = await readPhoto(resolve(contentDir, src.trim()), cache);
    if (read) catalog.set(src.trim(), read);
  }
  return catalog;
}
