// A build is written over the last one in place: each file the build makes replaces the one of the same name, and
// what the last build had and this one did not make is removed at the end. Creating thousands of folders and files
// costs the system far more than writing over existing ones, so a rebuild of a large site neither empties the folder
// first nor makes its folders again; the folder ends as a build into an empty one would leave it.
import { readdirSync, type Dirent } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

/** What a folder holds, by path relative to it (with `/` between names): its files and its folders. */
export interface FolderListing {
  files: Set<string>;
  folders: Set<string>;
}

const slashed = (path: string) => (sep === '/' ? path : path.split(sep).join('/'));

/**
 * Everything under `dir` (nothing when it does not exist); anything that is not a folder counts as a file. Read
 * synchronously: for 5,000 folders a quarter of the CPU time of fs/promises' walk, which awaits each folder in turn.
 */
export function listFolder(dir: string): FolderListing {
  const listing: FolderListing = { files: new Set(), folders: new Set() };
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    entries = [];
  }
  for (const entry of entries) {
    const path = slashed(relative(dir, join(entry.parentPath, entry.name)));
    (entry.isDirectory() ? listing.folders : listing.files).add(path);
  }
  return listing;
}

/** The folders `files` lie in, each with every folder above it (inside their root). */
export function foldersOf(files: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const file of files)
    for (let folder = dirname(file); folder !== '.' && !folders.has(folder); folder = dirname(folder))
      folders.add(folder);
  return folders;
}

/**
 * Clears `dir` (listed in `before`) for the files `files`: a file of the last build where this one needs a
 * folder, or a folder where it needs a file, is removed first.
 */
export async function clearConflictingPaths(
  dir: string,
  before: FolderListing,
  files: Iterable<string>,
): Promise<void> {
  const list = [...files];
  const blocking = [
    ...[...foldersOf(list)].filter((folder) => before.files.has(folder)),
    ...list.filter((file) => before.folders.has(file)),
  ];
  for (const path of blocking) {
    await rm(join(dir, path), { recursive: true, force: true });
    // Gone, with all it held.
    for (const listed of [before.files, before.folders])
      for (const entry of listed) if (entry === path || entry.startsWith(`${path}/`)) listed.delete(entry);
  }
}

/**
 * Moves every file of `from` (a build's own folder, as Vite wrote it) into `to`, over the files of the same name, and
 * removes `from`; gives the files moved.
 */
export async function moveInto(from: string, to: string, before: FolderListing): Promise<string[]> {
  const { files } = listFolder(from);
  await clearConflictingPaths(to, before, files);
  const made = new Set(before.folders);
  for (const folder of [...foldersOf(files)].sort()) {
    if (made.has(folder)) continue;
    await mkdir(join(to, folder), { recursive: true });
    made.add(folder);
  }
  await Promise.all([...files].map((file) => rename(join(from, file), join(to, file))));
  await rm(from, { recursive: true, force: true });
  return [...files];
}

/**
 * Removes from `dir` what it held before the build (`before`) and the build did not write (`written`): files, and
 * the folders left with none of the build's files.
 */
export async function removeStale(dir: string, before: FolderListing, written: Iterable<string>): Promise<void> {
  const kept = new Set(written);
  const keptFolders = foldersOf(kept);
  const staleFolders = [...before.folders].filter((folder) => !keptFolders.has(folder));
  const stale = new Set(staleFolders);
  // A stale folder goes whole, with what it holds; only the topmost of them need removing.
  const topmost = staleFolders.filter((folder) => !stale.has(dirname(folder)));
  const files = [...before.files].filter((file) => !kept.has(file) && !stale.has(dirname(file)));
  await Promise.all([
    ...topmost.map((folder) => rm(join(dir, folder), { recursive: true, force: true })),
    ...files.map((file) => rm(join(dir, file), { force: true })),
  ]);
}
