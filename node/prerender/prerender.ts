// Writes one static HTML file per route (plus 404.html, sitemap.xml, robots.txt and the host files) into the
// build's folder, from the client build's manifest and the SSR bundle, each page with its data file: the JSON the app
// loads before it hydrates, in the build's data folder.
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest as ViteManifest } from 'vite';
import type { ServerEntry } from '../../renderer/shared/page-data';
import { htmlFileFor, NOT_FOUND_PATH } from '../../renderer/shared/routes';
import { pageAt, type CompiledSite } from '../compile/compile-site';
import { clientAssets } from './client-assets';
import { headersFile } from './deploy-config';
import { pageDocument } from './document';
import { siteFiles } from './site-files';

/** Writes the pages into `outDir`, which holds the client build; gives how many routes it wrote (404 aside). */
export async function prerender(site: CompiledSite, outDir: string, ssrDir: string): Promise<number> {
  const server = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  const viteManifest: ViteManifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'));
  // It names our source files: read here, never published.
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
  const assets = clientAssets(viteManifest);
  const documentSite = {
    shell: site.shell,
    dataBase: site.dataBase,
    manifest: { company: { themeColor: site.manifest.company.themeColor } },
  };
  const dataFolder = join(outDir, site.dataBase.slice(1));
  mkdirSync(dataFolder, { recursive: true });

  // Written synchronously: the pages are rendered one after the other and nothing else runs meanwhile, and each
  // file waited for through fs/promises costs several times the CPU time of a plain write.
  const routes = [...[...site.pages.keys()].map((path) => [path, htmlFileFor(path)]), [NOT_FOUND_PATH, '404.html']];
  for (const [path, file] of routes) {
    const { page, dataFile, found } = pageAt(site, path);
    const appHtml = await server.render(path, page);
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, pageDocument(documentSite, assets, { page, appHtml, dataFile }));
    writeFileSync(join(dataFolder, dataFile), site.pageTexts.get(found ? path : NOT_FOUND_PATH)!);
  }
  for (const { name, text } of [...siteFiles(site), { name: '_headers', text: headersFile(site) }])
    writeFileSync(join(outDir, name), text);
  return site.pages.size;
}
