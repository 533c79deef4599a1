// The pictures of the manifest. Each is one of three kinds, with the fields of that kind only: a photo on another
// host (an https `src`, its `width` and `height`), a photo file of the company's (`src` in content/photos/, its size
// read from the file, which must be there, in a format browsers show, and large enough for where it is used), or a
// picture drawn from a stone (`drawn: { stone }`).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { PhotoCatalog } from '../images/photo-facts';
import { isAddress, LARGE_ORIGINAL_BYTES, PHOTO_FOLDER, photoFiles } from '../images/photo-folder';
import { SLOTS, type Slot } from '../images/slots';
import {
  DrawnSizeTyped,
  DrawnUnknownStone,
  PhotoAddressNotHttps,
  PhotoFileFormat,
  PhotoFileHeavy,
  PhotoFileHeic,
  PhotoFileMissing,
  PhotoFileSizeTyped,
  PhotoFileUnreadable,
  PhotoOutsideFolder,
  PhotoSizeMissing,
  PhotoTooNarrow,
  PictureKindTwice,
  PictureWithoutSource,
} from './problem-catalogue';
import type { ProblemList } from './problems';
import type { ImageEntry, Manifest } from './types';

/** Where a picture is shown: the field that names it and the place it takes there. */
export interface ImageUse {
  key: string;
  path: PropertyKey[];
  slot: Slot;
}

interface ImageContext {
  problems: ProblemList;
  contentDir: string;
  /** What was read of each photo file (node/images/photo-facts.ts); without it, files are checked for presence only. */
  photos?: PhotoCatalog;
}

const folder = PHOTO_FOLDER;

function checkExternal(entry: ImageEntry, at: PropertyKey[], problems: ProblemList) {
  let url: URL | undefined;
  try {
    url = new URL(entry.src!);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'https:') problems.report(PhotoAddressNotHttps, [...at, 'src'], { src: entry.src!, folder });
  for (const field of ['width', 'height'] as const)
    if (entry[field] === undefined) problems.report(PhotoSizeMissing, at, { field });
}

function checkLocal(entry: ImageEntry, at: PropertyKey[], ctx: ImageContext) {
  const { problems } = ctx;
  const src = entry.src!;
  for (const field of ['width', 'height', 'resizable'] as const)
    if (entry[field] !== undefined && !(field === 'resizable' && entry.resizable === false))
      problems.report(PhotoFileSizeTyped, [...at, field], { field });
  if (!src.startsWith(`${folder}/`) || src.split('/').includes('..')) {
    problems.report(PhotoOutsideFolder, [...at, 'src'], { src, folder });
    return;
  }
  const stat = statSync(join(ctx.contentDir, src), { throwIfNoEntry: false });
  if (!stat?.isFile()) {
    problems.report(PhotoFileMissing, [...at, 'src'], {
      src,
      folder,
      files: photoFiles(ctx.contentDir),
      isFolder: stat !== undefined,
    });
    return;
  }
  if (stat.size > LARGE_ORIGINAL_BYTES)
    problems.report(PhotoFileHeavy, [...at, 'src'], { src, bytes: stat.size, limit: LARGE_ORIGINAL_BYTES });
  const read = ctx.photos?.get(src);
  if (!read) return;
  if ('unreadable' in read) problems.report(PhotoFileUnreadable, [...at, 'src'], { src, reason: read.unreadable });
  else if ('format' in read) {
    if (read.format === 'heic') problems.report(PhotoFileHeic, [...at, 'src'], { src });
    else problems.report(PhotoFileFormat, [...at, 'src'], { src, format: read.format });
  }
}

export function checkImages(manifest: Manifest, uses: ImageUse[], ctx: ImageContext): void {
  const { problems } = ctx;
  const slugs = manifest.stones.map((s) => s.slug);
  for (const [key, entry] of Object.entries(manifest.images)) {
    const at = ['images', key];
    if (entry.src !== undefined && entry.drawn) {
      problems.report(PictureKindTwice, at, {});
      continue;
    }
    if (entry.drawn) {
      if (!slugs.includes(entry.drawn.stone))
        problems.report(DrawnUnknownStone, [...at, 'drawn', 'stone'], { slug: entry.drawn.stone, slugs });
      for (const field of ['width', 'height'] as const)
        if (entry[field] !== undefined) problems.report(DrawnSizeTyped, [...at, field], { field });
      continue;
    }
    if (entry.src === undefined) {
      problems.report(PictureWithoutSource, at, { folder });
      continue;
    }
    if (isAddress(entry.src)) checkExternal(entry, at, problems);
    else checkLocal(entry, at, ctx);
  }

  // A photo file narrower than the place it is used in: blurred there on a large or dense screen.
  for (const use of uses) {
    const entry = manifest.images[use.key];
    const read = entry?.src ? ctx.photos?.get(entry.src) : undefined;
    if (!read || !('photo' in read)) continue;
    const need = SLOTS[use.slot];
    if (read.photo.width < need.minWidth)
      problems.report(PhotoTooNarrow, use.path, {
        src: entry.src!,
        width: read.photo.width,
        height: read.photo.height,
        place: need.name,
        minWidth: need.minWidth,
      });
  }
}
