// A manifest photo as page data, with a srcset when its host resizes through a `w` parameter.
import type { ImageEntry } from '../manifest/types';
import type { ImageData } from '../../renderer/shared/page-data';

/** Widths offered for a photo as wide as the screen. */
const HERO_WIDTHS = [480, 768, 1200, 1600];

export function imageData(entry: ImageEntry, widths = HERO_WIDTHS): ImageData {
  if (!entry.resizable) return { src: entry.src, alt: entry.alt, width: entry.width, height: entry.height };
  const sized = (w: number) => {
    const u = new URL(entry.src);
    u.searchParams.set('w', String(w));
    u.searchParams.set('h', String(Math.round((w * entry.height) / entry.width)));
    return u.toString();
  };
  const fallback = widths.find((w) => w >= 1200) ?? widths[widths.length - 1];
  return {
    src: sized(fallback),
    srcSet: widths.map((w) => `${sized(w)} ${w}w`).join(', '),
    alt: entry.alt,
    width: entry.width,
    height: entry.height,
  };
}
