// every image file the compiled pages name, as a job: a size of a photo, a drawn stone, a share card.
// The build writes them all into dist/ and the dev server makes one when a page asks for it, both through the
// image cache, so each is made once for as long as what it is made from does not change.
import { copyFile, mkdir } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { encodePhoto, type PhotoJob } from './encode';
import { drawnStoneSvg, type DrawnStone } from './drawn';
import type { ImageCache } from './image-cache';
import { renderCard, type CardJob } from './share-card';

export interface DrawnJob {
  kind: 'drawn';
  stone: DrawnStone;
  brandName: string;
}

export type ImageJob = PhotoJob | DrawnJob | CardJob;

/** Images a build may make at once: sharp spreads each over the cores, satori takes one. */
const AT_ONCE = 4;

const TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

export const imageType = (url: string) => TYPES[extname(url)] ?? 'application/octet-stream';

function make(job: ImageJob): Promise<Buffer | string> {
  switch (job.kind) {
    case 'photo':
      return encodePhoto(job);
    case 'drawn':
      return drawnStoneSvg(job.stone, job.brandName);
    case 'card':
      return renderCard(job.card);
  }
}

/** The made file of `url` in the cache (its name is the URL's last part, which names what it is made from). */
export function imageFile(url: string, job: ImageJob, cache: ImageCache): Promise<string> {
  return cache.file(basename(url), () => make(job));
}

/** Makes every image into the cache (or finds it made there): the cached file of each URL. */
export async function makeImages(images: Map<string, ImageJob>, cache: ImageCache): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const queue = [...images];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      files.set(next[0], await imageFile(next[0], next[1], cache));
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return files;
}

/** Copies the made images to their places under `outDir`. */
export async function copyImages(files: Map<string, string>, outDir: string): Promise<void> {
  for (const [url, file] of files) {
    const target = join(outDir, url);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(file, target);
  }
}
