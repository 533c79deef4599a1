// The prerender's batch: each page rendered by the SSR bundle, put in its HTML document and written to dist/, with
// its data file (the JSON the app loads before it hydrates, in the build's data folder). Any of the build's threads
// runs it (node/threads/thread-pool.ts), so what it needs comes with the batch, plain data only, and each thread
// imports the SSR bundle once.
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PageData, ServerEntry } from '../../renderer/shared/page-data';
import { task } from '../threads/thread-pool';
import type { ClientAssets } from './client-assets';
import { pageDocument, type DocumentSite } from './document';

/** One page to write: its route, its file in dist/ and its data. */
export interface PageJob {
  path: string;
  file: string;
  page: PageData;
  /** The page's data file: its data as JSON, made by the compile. */
  text: string;
  dataFile: string;
  /** Whether the file's folder is there already (left by the last build): it is not made again. */
  folderThere?: boolean;
  /** Whether the file itself is there (left by the last build): it is written over. */
  fileThere?: boolean;
}

/** What every batch of a build shares. */
export interface PrerenderShared {
  /** The SSR bundle's entry, by URL. */
  entry: string;
  outDir: string;
  assets: ClientAssets;
  site: DocumentSite;
  /** Whether the data folder is there already, with its files (a build of the same data). */
  dataFolderThere?: boolean;
}

/**
 * Writes `file` into `outDir`, making its folders; `folders` (by path) shares each folder's making among the writes
 * that need it.
 */
export async function writeInto(
  outDir: string,
  file: string,
  content: string,
  folders = new Map<string, Promise<unknown>>(),
): Promise<void> {
  const target = join(outDir, file);
  const folder = dirname(target);
  let made = folders.get(folder);
  if (!made) folders.set(folder, (made = mkdir(folder, { recursive: true })));
  await made;
  await writeFile(target, content);
}

const servers = new Map<string, Promise<ServerEntry>>();

/**
 * Writes each page of the batch and its data file; gives the pages' files, in order. A new file is written at once,
 * on this thread; a file written over goes through fs/promises, because truncating it waits on the disk while the
 * next page could render, and the batch waits for those writes once, at its end.
 */
export async function renderPages(jobs: PageJob[], shared: PrerenderShared): Promise<string[]> {
  let loading = servers.get(shared.entry);
  if (!loading) servers.set(shared.entry, (loading = import(shared.entry) as Promise<ServerEntry>));
  const server = await loading;
  const folders = new Map<string, Promise<unknown>>();
  const existing = Promise.resolve();
  const dataFolder = shared.site.dataBase.slice(1);
  if (shared.dataFolderThere) folders.set(join(shared.outDir, dataFolder), existing);
  const writes: Promise<void>[] = [];
  const write = (file: string, content: string, over: boolean | undefined) => {
    const target = join(shared.outDir, file);
    const folder = dirname(target);
    const made = folders.get(folder);
    // A folder still being made by a write through fs/promises is waited for the same way.
    if (over || (made && made !== existing)) return writes.push(writeInto(shared.outDir, file, content, folders));
    if (!made) folders.set(folder, (mkdirSync(folder, { recursive: true }), existing));
    writeFileSync(target, content);
  };
  for (const { path, file, page, text, dataFile, folderThere, fileThere } of jobs) {
    if (folderThere) folders.set(dirname(join(shared.outDir, file)), existing);
    const appHtml = await server.render(path, page);
    write(file, pageDocument(shared.site, shared.assets, { page, appHtml, dataFile }), fileThere);
    write(`${dataFolder}/${dataFile}`, text, shared.dataFolderThere);
  }
  await Promise.all(writes);
  return jobs.map((job) => job.file);
}

export const RENDER_PAGES = task(import.meta.url, renderPages);
