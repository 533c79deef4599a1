// Writes one static HTML file per route (plus 404.html, sitemap.xml, robots.txt and the host files) from the
// client build's manifest and the SSR bundle.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest as ViteManifest } from 'vite';
import { clientAssets } from './client-assets';
import { pageAt, type CompiledSite } from '../compile/compile-site';
import { headersFile, nginxConfig } from './deploy-config';
import { pageDocument } from './document';
import { siteFiles } from './site-files';
import type { ServerEntry } from '../../renderer/shared/page-data';
import { htmlFileFor, NOT_FOUND_PATH } from '../../renderer/shared/routes';

interface PrerenderResult {
  pages: number;
  files: string[];
}

export async function prerender(site: CompiledSite, outDir: string, ssrDir: string): Promise<PrerenderResult> {
  const server: ServerEntry = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
  const viteManifest: ViteManifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'));
  // It names our source files: read here, never published.
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
  const assets = clientAssets(viteManifest);

  const files: string[] = [];
  const write = async (file: string, content: string) => {
    const target = join(outDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
    files.push(file);
  };

  const writePage = async (path: string, file: string) => {
    const { page, dataFile } = pageAt(site, path);
    const appHtml = await server.render(path, page);
    await write(file, pageDocument(site, assets, { page, appHtml, dataFile }));
  };
  for (const path of site.pages.keys()) await writePage(path, htmlFileFor(path));
  await writePage(NOT_FOUND_PATH, '404.html');

  for (const file of siteFiles(site)) await write(file.name, file.text);
  await write('_headers', headersFile(site));
  // The nginx sample sits beside dist/, not in it, so the web server never publishes it.
  await mkdir(`${outDir}-deploy`, { recursive: true });
  await writeFile(join(`${outDir}-deploy`, 'nginx.conf'), nginxConfig(site));
  return { pages: site.pages.size, files };
}
