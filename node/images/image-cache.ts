// the images the build made, kept between builds in .cache/images (node/cache-folder.ts: named by what each is
// made from, written whole, removed after a month unused), so a rebuild with no new photo makes nothing.
import { mkdir, readFile, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { CACHE_DIR, pruneUnused, writeWhole } from '../cache-folder';

export const IMAGE_CACHE_DIR = join(CACHE_DIR, 'images');

/** What a build did with its images: made with sharp or satori, or found made. */
export interface ImageWork {
  made: number;
  reused: number;
}

export class ImageCache {
  readonly work: ImageWork = { made: 0, reused: 0 };
  /** Files being made: a second request for one (the dev server) waits for the first. */
  private readonly making = new Map<string, Promise<string>>();

  constructor(readonly dir = IMAGE_CACHE_DIR) {}

  /** The path of the cached file `name`, made by `make` when it is not there yet. */
  file(name: string, make: () => Promise<Buffer | string>): Promise<string> {
    const pending = this.making.get(name);
    if (pending) return pending;
    const path = join(this.dir, name);
    const done = (async () => {
      if (await stat(path).catch(() => undefined)) {
        this.work.reused++;
        // Its date says when a build last used it.
        const now = new Date();
        await utimes(path, now, now).catch(() => undefined);
        return path;
      }
      this.work.made++;
      const content = await make();
      await mkdir(this.dir, { recursive: true });
      await writeWhole(path, content);
      return path;
    })().finally(() => this.making.delete(name));
    this.making.set(name, done);
    return done;
  }

  async read(name: string, make: () => Promise<Buffer | string>): Promise<Buffer> {
    return readFile(await this.file(name, make));
  }

  /** Removes the files no build has used for a month. */
  prune(now = Date.now()): Promise<void> {
    return pruneUnused(this.dir, now);
  }
}
