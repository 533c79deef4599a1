// the pictures of the manifest. Each is one of three kinds, with the fields of that kind only: a photo
// on another host (an https `src`, its `width` and `height`), a photo file of the company's (`src` in
// content/photos/, its size read from the file, which must be there, in a format browsers show, and large enough
// for where it is used), or a picture drawn from a stone (`drawn: { stone }`).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageEntry, Manifest } from '../../renderer/shared/manifest';
import { isAddress, LARGE_ORIGINAL_BYTES, PHOTO_FOLDER, photoFiles } from '../images/photo-folder';
import type { PhotoCatalog } from '../images/photo-facts';
import { SLOTS, type Slot } from '../images/slots';
import { didYouMean } from './nearest';
import type { ProblemList } from './problems';

/** Where a picture is shown: the field that names it and the place it takes there. */
export interface ImageUse {
  key: string;
  path: PropertyKey[];
  slot: Slot;
}

interface ImageContext {
  problems: ProblemList;
  contentDir: string;
  /** What was read of each photo file (images/photo-facts.ts); without it, files are checked for presence only. */
  photos?: PhotoCatalog;
}

const EXPORT_AS_JPEG =
  'export it as JPEG: on the iPhone, share the photo, tap Options and choose "Most Compatible", then "Save to Files" (and set Settings > Camera > Formats to "Most Compatible" for the next photos); on a Mac, open it in Preview and choose File > Export > JPEG';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const px = (n: number) => n.toLocaleString('en');

function checkExternal(entry: ImageEntry, at: PropertyKey[], problems: ProblemList) {
  let url: URL | undefined;
  try {
    url = new URL(entry.src!);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'https:')
    problems.error(
      [...at, 'src'],
      `"${entry.src}" is neither an https address nor a file of content/${PHOTO_FOLDER}/`,
      `write the photo's full https:// address, or put the file in content/${PHOTO_FOLDER}/ and write "${PHOTO_FOLDER}/<file name>"`,
    );
  for (const field of ['width', 'height'] as const)
    if (entry[field] === undefined)
      problems.error(
        at,
        `required field "${field}" is missing: a photo on another host needs its size`,
        `add ${field}: the photo's ${field} in pixels, as the host serves it`,
      );
}

function checkLocal(entry: ImageEntry, at: PropertyKey[], ctx: ImageContext) {
  const { problems } = ctx;
  const src = entry.src!;
  for (const field of ['width', 'height', 'resizable'] as const)
    if (entry[field] !== undefined && !(field === 'resizable' && entry.resizable === false))
      problems.error(
        [...at, field],
        field === 'resizable'
          ? 'a photo file is resized by the build, which makes every size itself'
          : `the ${field} of a photo file is read from the file`,
        `remove ${field}`,
      );
  if (!src.startsWith(`${PHOTO_FOLDER}/`) || src.split('/').includes('..')) {
    problems.error(
      [...at, 'src'],
      `"${src}" is not a file of content/${PHOTO_FOLDER}/`,
      `put the photo in content/${PHOTO_FOLDER}/ and write "${PHOTO_FOLDER}/${src.split('/').at(-1)}"`,
    );
    return;
  }
  const shown = `content/${src}`;
  const stat = statSync(join(ctx.contentDir, src), { throwIfNoEntry: false });
  if (!stat?.isFile()) {
    const files = photoFiles(ctx.contentDir);
    problems.error(
      [...at, 'src'],
      stat ? `${shown} is a folder, not a photo` : `photo file ${shown} does not exist`,
      didYouMean(src, files) ??
        (files.length
          ? `put the photo there, or name one of the files of content/${PHOTO_FOLDER}/: ${files.slice(0, 5).join(', ')}${files.length > 5 ? ', …' : ''}`
          : `put the photo in content/${PHOTO_FOLDER}/ (JPEG, PNG, WebP or AVIF)`),
    );
    return;
  }
  if (stat.size > LARGE_ORIGINAL_BYTES)
    problems.warn(
      [...at, 'src'],
      `${shown} is ${mb(stat.size)}: an original over ${mb(LARGE_ORIGINAL_BYTES)} slows every build that reads it, and the pages never show more than 1,600 px of it`,
      'export it at 4,000 px on its longest side (JPEG quality 85 to 90): nothing visible is lost',
    );
  const read = ctx.photos?.get(src);
  if (!read) return;
  if ('unreadable' in read)
    problems.error(
      [...at, 'src'],
      `${shown} cannot be read as an image (${read.unreadable.replace(/\s+/g, ' ').trim()})`,
      'open it in a photo editor and export it again as JPEG; a file cut short by a copy or a download must be copied again',
    );
  else if ('format' in read)
    problems.error(
      [...at, 'src'],
      read.format === 'heic'
        ? `${shown} is an iPhone HEIC photo, which browsers do not show and the build cannot convert`
        : `${shown} is a ${read.format.toUpperCase()} file: photos must be JPEG, PNG, WebP or AVIF`,
      read.format === 'heic' ? EXPORT_AS_JPEG : 'export it as JPEG (or PNG for a picture with transparency)',
    );
}

export function checkImages(manifest: Manifest, uses: ImageUse[], ctx: ImageContext): void {
  const { problems } = ctx;
  const stones = manifest.stones.map((s) => s.slug);
  for (const [key, entry] of Object.entries(manifest.images)) {
    const at = ['images', key];
    if (entry.src !== undefined && entry.drawn) {
      problems.error(at, 'has both "src" and "drawn"', 'keep src for a photo, or drawn for a picture of a stone');
      continue;
    }
    if (entry.drawn) {
      if (!stones.includes(entry.drawn.stone))
        problems.error(
          [...at, 'drawn', 'stone'],
          `"${entry.drawn.stone}" is not the slug of a stone`,
          didYouMean(entry.drawn.stone, stones) ?? `use the slug of one of the stones: ${stones.join(', ')}`,
        );
      for (const field of ['width', 'height'] as const)
        if (entry[field] !== undefined)
          problems.error([...at, field], `a drawn picture has a fixed size`, `remove ${field}`);
      continue;
    }
    if (entry.src === undefined) {
      problems.error(
        at,
        'required field "src" is missing',
        `add src: the photo's https:// address or its file in content/${PHOTO_FOLDER}/ ("${PHOTO_FOLDER}/name.jpg"), or drawn: { stone: '<slug>' }`,
      );
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
    const { width, height } = read.photo;
    const need = SLOTS[use.slot];
    if (width < need.minWidth)
      problems.warn(
        use.path,
        `content/${entry.src} is ${px(width)} x ${px(height)} px: ${need.name} should be at least ${px(need.minWidth)} px wide, or it looks blurred on large screens`,
        `use a larger original (${px(need.minWidth * 2)} px wide or more), or show this photo in a smaller place`,
      );
  }
}
