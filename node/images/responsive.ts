// a photo file of the company's as page data: AVIF and WebP at the widths of its place on the page for
// the browsers that show them, one JPEG (a PNG for a photo with transparency) for the others, with the size read
// from the file and the blurred copy. Every file is registered as a job the build or the dev server makes.
import type { ImageData } from '../../renderer/shared/page-data';
import { digest } from './digest';
import { ENCODING, OUTPUT_FORMATS, type OutputFormat, type PhotoJob } from './encode';
import type { PhotoFacts } from './photo-facts';
import { widthsFor, type Slot } from './slots';

/** Where the made images are published: under the build's immutable-cache folder. */
export const IMAGES_PATH = '/assets/images';

export function localImageData(
  facts: PhotoFacts,
  /** The start of every file's name (the photo's own name, as a slug). */
  stem: string,
  alt: string,
  slot: Slot,
  register: (url: string, job: PhotoJob) => void,
): ImageData {
  const widths = widthsFor(slot, facts.width);
  const file = (format: OutputFormat, width: number) => {
    const url = `${IMAGES_PATH}/${stem}-${width}-${digest(facts.hash, width, format, ENCODING)}.${format === 'jpeg' ? 'jpg' : format}`;
    register(url, { kind: 'photo', file: facts.file, width, format });
    return url;
  };
  // Every browser of the last years shows WebP, most AVIF: the few others get one size for every screen, the one
  // for a large screen (or the largest made).
  const fallbackWidth = widths.find((w) => w >= 1200) ?? widths[widths.length - 1];
  return {
    src: file(facts.hasAlpha ? 'png' : 'jpeg', fallbackWidth),
    sources: (['avif', 'webp'] as const).map((format) => ({
      type: OUTPUT_FORMATS[format].type,
      srcSet: widths.map((width) => `${file(format, width)} ${width}w`).join(', '),
    })),
    ...(facts.placeholder ? { placeholder: facts.placeholder } : {}),
    alt,
    width: facts.width,
    height: facts.height,
  };
}
