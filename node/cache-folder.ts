// What the build's caches (.cache/images, .cache/markdown) share: each file is named by a hash of everything it is
// made from, so a name found there is the finished result; it is written aside and renamed, so a build running
// beside this one never reads half a file; its date says when a build last used it, and a file no build has used
// for a month (a photo replaced, a body rewritten) is removed.
import { randomUUID } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import { readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT } from './project-folders';

/** The caches' folder, one of the generated folders of folders.json (ignored by git and every tool). */
export const CACHE_DIR = join(ROOT, '.cache');

/** A file unused for this long is removed by the next build. */
const UNUSED_MS = 30 * 24 * 60 * 60 * 1000;

const aside = (path: string) => `${path}.${randomUUID()}.tmp`;

/** Writes `path` whole or not at all, as another build reading the folder sees it. */
export async function writeWhole(path: string, content: Buffer | string): Promise<void> {
  const temporary = aside(path);
  await writeFile(temporary, content);
  await rename(temporary, path);
}

/** writeWhole, for the steps that run synchronously (the Markdown compile). */
export function writeWholeSync(path: string, content: string): void {
  const temporary = aside(path);
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

/** Files looked at at once: a cache holds one file per body or image, thousands, each a round trip to the disk. */
const AT_ONCE = 64;

/** Removes the files of `dir` no build has used for a month. */
export async function pruneUnused(dir: string, now = Date.now()): Promise<void> {
  const names = await readdir(dir).catch(() => []);
  const pruneOne = async (name: string) => {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (info && now - info.mtimeMs > UNUSED_MS) await unlink(path).catch(() => undefined);
  };
  for (let i = 0; i < names.length; i += AT_ONCE) await Promise.all(names.slice(i, i + AT_ONCE).map(pruneOne));
}
