// A picture of the manifest as page data, whatever its kind: a photo on another host (with a srcset when the host
// resizes through a `w` parameter), a photo file of the company's (node/images/responsive.ts), or a stone's picture
// drawn by the build (node/images/drawn.ts). The files the build must make are registered on the way.
import { basename, extname } from 'node:path';
import type { ImageEntry, Manifest } from '../manifest/types';
import type { ImageData } from '../../renderer/shared/page-data';
import { digest } from '../images/digest';
import { DRAWN_DESIGN, DRAWN_SIZE } from '../images/drawn';
import type { ImageJob } from '../images/jobs';
import type { PhotoCatalog } from '../images/photo-facts';
import { isAddress } from '../images/photo-folder';
import { IMAGES_PATH, localImageData } from '../images/responsive';
import { SLOTS, type Slot } from '../images/slots';
import { slugify } from '../manifest/slugify';

export interface ImageContext {
  manifest: Manifest;
  photos: PhotoCatalog;
  register(url: string, job: ImageJob): void;
}

function externalImageData(entry: ImageEntry, widths: number[]): ImageData {
  const { src, alt } = entry as Required<ImageEntry>;
  const width = entry.width!;
  const height = entry.height!;
  if (!entry.resizable) return { src, alt, width, height };
  const sized = (w: number) => {
    const u = new URL(src);
    u.searchParams.set('w', String(w));
    u.searchParams.set('h', String(Math.round((w * height) / width)));
    return u.toString();
  };
  const fallback = widths.find((w) => w >= 1200) ?? widths[widths.length - 1];
  return { src: sized(fallback), srcSet: widths.map((w) => `${sized(w)} ${w}w`).join(', '), alt, width, height };
}

/** The stone a drawn picture is made from, with the brand it carries. */
export function drawnStone(manifest: Manifest, slug: string) {
  const stone = manifest.stones.find((s) => s.slug === slug)!;
  return { name: stone.name, color: stone.color.toLowerCase() };
}

export function imageData(ctx: ImageContext, entry: ImageEntry, slot: Slot): ImageData {
  if (entry.drawn) {
    const stone = drawnStone(ctx.manifest, entry.drawn.stone);
    const { brandName } = ctx.manifest.company;
    const url = `${IMAGES_PATH}/${entry.drawn.stone}-${digest(stone, brandName, DRAWN_DESIGN)}.svg`;
    ctx.register(url, { kind: 'drawn', stone, brandName });
    return { src: url, alt: entry.alt, ...DRAWN_SIZE };
  }
  const src = entry.src!;
  if (isAddress(src)) return externalImageData(entry, SLOTS[slot].widths);
  const read = ctx.photos.get(src);
  if (!read || !('photo' in read))
    throw new Error(`content/${src} was not read: compile a manifest with photo files through scripts/load-site.ts.`);
  const stem = slugify(basename(src, extname(src))) || 'foto';
  return localImageData(read.photo, stem, entry.alt, slot, ctx.register);
}
