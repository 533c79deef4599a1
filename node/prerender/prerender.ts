// Writes one static HTML file per route (plus 404.html, sitemap.xml, robots.txt and the host files) from the
// client build's manifest and the SSR bundle. The pages are shared among the build's threads (render-pages.ts);
// each file is written whole by one thread, so dist/ is the same whatever their number. Files are written over those
// of the last build (node/prerender/build-folder.ts): `before` lists what it left.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest as ViteManifest } from 'vite';
import { clearConflictingPaths, type FolderListing } from './build-folder';
import { clientAssets } from './client-assets';
import { pageAt, type CompiledSite } from '../compile/compile-site';
import { headersFile, nginxConfig } from './deploy-config';
import { RENDER_PAGES, writeInto, type PageJob } from './render-pages';
import { siteFiles } from './site-files';
import { ThreadPool } from '../threads/thread-pool';
import { htmlFileFor, NOT_FOUND_PATH } from '../../renderer/shared/routes';

interface PrerenderResult {
  pages: number;
  /** Every file written in dist/: the pages, their data files, the site's files. */
  files: string[];
}

/** Pages a batch holds: enough that a thread asks for one seldom, few enough that the threads end together. */
const BATCH_SIZE = 32;

export async function prerender(
  site: CompiledSite,
  outDir: string,
  ssrDir: string,
  threads = new ThreadPool(),
  before: FolderListing = { files: new Set(), folders: new Set() },
): Promise<PrerenderResult> {
  const entry = pathToFileURL(join(ssrDir, 'entry-server.js')).href;
  const viteManifest: ViteManifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'));
  // It names our source files: read here, never published.
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
  const assets = clientAssets(viteManifest);

  const files: string[] = [];
  const write = async (file: string, content: string) => {
    await writeInto(outDir, file, content);
    files.push(file);
  };

  const job = (path: string, file: string): PageJob => {
    const { page, dataFile, found } = pageAt(site, path);
    return { path, file, page, dataFile, text: site.pageTexts.get(found ? path : NOT_FOUND_PATH)! };
  };
  const jobs = [...[...site.pages.keys()].map((path) => job(path, htmlFileFor(path))), job(NOT_FOUND_PATH, '404.html')];
  const documentSite = {
    shell: site.shell,
    dataBase: site.dataBase,
    manifest: { company: { themeColor: site.manifest.company.themeColor } },
  };
  const dataFolder = site.dataBase.slice(1);
  const dataFiles = jobs.map(({ dataFile }) => `${dataFolder}/${dataFile}`);
  const others = [...siteFiles(site), { name: '_headers', text: headersFile(site) }];
  await clearConflictingPaths(outDir, before, [
    ...jobs.map((job) => job.file),
    ...dataFiles,
    ...others.map((file) => file.name),
  ]);
  for (const job of jobs) {
    job.folderThere = before.folders.has(dirname(job.file));
    job.fileThere = before.files.has(job.file);
  }
  const shared = { entry, outDir, assets, site: documentSite, dataFolderThere: before.folders.has(dataFolder) };
  files.push(...(await threads.map(RENDER_PAGES, jobs, shared, BATCH_SIZE)));
  files.push(...new Set(dataFiles));

  for (const file of others) await write(file.name, file.text);
  // The nginx sample sits beside dist/, not in it, so the web server never publishes it.
  await mkdir(`${outDir}-deploy`, { recursive: true });
  await writeFile(join(`${outDir}-deploy`, 'nginx.conf'), nginxConfig(site));
  return { pages: site.pages.size, files };
}
