// the images the build made, kept between builds in a folder outside the project's sources (ignored
// by git and every tool: folders.json). Each file is named by a hash of everything it is made from, so a name
// found there is the finished image and a rebuild with no new photo makes nothing. A file no build has used for a
// month (a photo replaced, a drawing changed) is removed.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const IMAGE_CACHE_DIR = fileURLToPath(new URL('../../../.cache/images', import.meta.url));

/** A file unused for this long is removed by the next build. */
const UNUSED_MS = 30 * 24 * 60 * 60 * 1000;

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
      // Written aside and renamed, so a build running beside this one never reads half a file.
      const aside = `${path}.${randomUUID()}.tmp`;
      await writeFile(aside, content);
      await rename(aside, path);
      return path;
    })().finally(() => this.making.delete(name));
    this.making.set(name, done);
    return done;
  }

  async read(name: string, make: () => Promise<Buffer | string>): Promise<Buffer> {
    return readFile(await this.file(name, make));
  }

  /** Removes the files no build has used for a month. */
  async prune(now = Date.now()): Promise<void> {
    const names = await readdir(this.dir).catch(() => []);
    for (const name of names) {
      const path = join(this.dir, name);
      const info = await stat(path).catch(() => undefined);
      if (info && now - info.mtimeMs > UNUSED_MS) await unlink(path).catch(() => undefined);
    }
  }
}
