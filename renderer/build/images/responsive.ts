// Build-only: a photo file of the company's as page data: AVIF and WebP for the browsers that show them and a JPEG
// (a PNG for a photo with transparency) for the others, each at the widths of its place on the page, with the size
// read from the file and the blurred copy. Every file is registered as a job the build or the dev server makes.
import { basename, extname } from 'node:path';
import type { ImageData } from '../../shared/page-data';
import { slugify } from '../compile/site-map-index';
import { digest } from './digest';
import { ENCODING, OUTPUT_FORMATS, type OutputFormat, type PhotoJob } from './encode';
import type { PhotoFacts } from './photo-facts';
import { widthsFor, type Slot } from './slots';

/** Where the made images are published: under the build's immutable-cache folder. */
export const IMAGES_PATH = '/assets/images';

export function localImageData(
  facts: PhotoFacts,
  alt: string,
  slot: Slot,
  register: (url: string, job: PhotoJob) => void,
): ImageData {
  const stem = slugify(basename(facts.file, extname(facts.file))) || 'foto';
  const widths = widthsFor(slot, facts.width);
  const srcSet = (format: OutputFormat) =>
    widths
      .map((width) => {
        const url = `${IMAGES_PATH}/${stem}-${width}-${digest(facts.hash, width, format, ENCODING)}.${format === 'jpeg' ? 'jpg' : format}`;
        register(url, { kind: 'photo', file: facts.file, width, format });
        return { url, width };
      })
      .map(({ url, width }) => `${url} ${width}w`);
  const fallback: OutputFormat = facts.hasAlpha ? 'png' : 'jpeg';
  const fallbackSet = srcSet(fallback);
  // The fallback's src: the size for a large screen, or the largest made.
  const large = widths.findIndex((w) => w >= 1200);
  return {
    src: fallbackSet[large === -1 ? widths.length - 1 : large].split(' ')[0],
    srcSet: fallbackSet.join(', '),
    sources: (['avif', 'webp'] as const).map((format) => ({
      type: OUTPUT_FORMATS[format].type,
      srcSet: srcSet(format).join(', '),
    })),
    ...(facts.placeholder ? { placeholder: facts.placeholder } : {}),
    alt,
    width: facts.width,
    height: facts.height,
  };
}
