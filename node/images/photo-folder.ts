// where the company's own photos live and how the manifest names them: `src: 'photos/oficina.jpg'`,
// a file of content/photos/ (any other `src` is an address on another host).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The folder of content/ that holds the photos. */
export const PHOTO_FOLDER = 'photos';

/** What a photo may be: formats sharp reads and every browser shows. */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** An original larger than this slows every cold build for nothing the pages can show. */
export const LARGE_ORIGINAL_BYTES = 20 * 1024 * 1024;

/** An address (`https://…`, `//host/…`, `data:…`) rather than a file of content/. */
export const isAddress = (src: string) => /^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('//');

/** Every file of content/photos/, as the manifest names it (`photos/oficina.jpg`). */
export function photoFiles(contentDir: string): string[] {
  try {
    return readdirSync(join(contentDir, PHOTO_FOLDER), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        join(entry.parentPath, entry.name)
          .slice(contentDir.length + 1)
          .split('\\')
          .join('/'),
      );
  } catch {
    return [];
  }
}
