// Writes one static HTML file per route (plus 404.html, sitemap.xml and robots.txt) from the SSR build.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CompiledSite } from '../renderer/build/compile-site';
import { headersFile, nginxConfig, webManifest } from '../renderer/build/deploy-config';
import { CLIENT_ENTRY } from '../renderer/build/vite-config';
import { headHtml, headTags } from '../renderer/shared/head';
import type { HeadData, PageData, ServerEntry } from '../renderer/shared/page-data';
import { canonicalUrl, dataFileFor, htmlFileFor, NOT_FOUND_DATA_FILE } from '../renderer/shared/routes';

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
  src?: string;
}
type ViteManifest = Record<string, ManifestChunk>;

const HOME_CHUNK = 'pages/home/HomePage.tsx';

/** Static files of a chunk and of everything it imports statically. */
function collect(manifest: ViteManifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  if (seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const chunk = manifest[key];
  const out = { js: [chunk.file], css: [...(chunk.css ?? [])] };
  for (const dep of chunk.imports ?? []) {
    const sub = collect(manifest, dep, seen);
    out.js.push(...sub.js);
    out.css.push(...sub.css);
  }
  return out;
}

export interface PrerenderResult {
  pages: number;
  files: string[];
}

export async function prerender(site: CompiledSite, outDir: string, ssrDir: string): Promise<PrerenderResult> {
  const server: ServerEntry = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
  const manifest: ViteManifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'));
  // It names our source files: read here, never published.
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
  const entry = collect(manifest, CLIENT_ENTRY);
  const home = manifest[HOME_CHUNK] ? collect(manifest, HOME_CHUNK, new Set([CLIENT_ENTRY])) : { js: [], css: [] };
  const font = (manifest[CLIENT_ENTRY].assets ?? []).find((a) => /fraunces-latin-600-normal.*\.woff2$/.test(a));
  const { themeColor } = site.manifest.company;

  const documentHtml = (head: HeadData, appHtml: string, dataFile: string, page: PageData) => {
    const isHome = page.kind === 'home';
    const css = [...entry.css, ...(isHome ? home.css : [])];
    const preloads = [
      ...(font ? [`<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`] : []),
      `<link rel="preload" href="${site.shell.dataBase}/${dataFile}" as="fetch" crossorigin="anonymous">`,
      ...entry.js.slice(1).map((f) => `<link rel="modulepreload" href="/${f}">`),
      ...(isHome ? home.js.map((f) => `<link rel="modulepreload" href="/${f}">`) : []),
    ];
    return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${headHtml(headTags(head, site.shell))}
<meta name="theme-color" content="${themeColor}">
<link rel="icon" href="/favicon.ico" sizes="32x32">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<link rel="manifest" href="/site.webmanifest">
${css.map((f) => `<link rel="stylesheet" href="/${f}">`).join('\n')}
${preloads.join('\n')}
<script type="module" src="/${entry.js[0]}"></script>
</head>
<body>
<div id="root">${appHtml}</div>
</body>
</html>
`;
  };

  const files: string[] = [];
  const write = async (file: string, content: string) => {
    const target = join(outDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
    files.push(file);
  };

  for (const [path, page] of site.pages) {
    const html = await server.render(path, page);
    await write(htmlFileFor(path), documentHtml(page.head, html, dataFileFor(path), page));
  }
  const notFoundHtml = await server.render('/404', site.notFound);
  await write('404.html', documentHtml(site.notFound.head, notFoundHtml, NOT_FOUND_DATA_FILE, site.notFound));

  const { siteUrl } = site.manifest.company;
  await write(
    'sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[...site.pages.keys()].map((p) => `  <url><loc>${canonicalUrl(siteUrl, p)}</loc></url>`).join('\n')}
</urlset>
`,
  );
  await write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  await write('site.webmanifest', webManifest(site));
  await write('_headers', headersFile(site));
  // The nginx sample sits beside dist/, not in it, so the web server never publishes it.
  await mkdir(`${outDir}-deploy`, { recursive: true });
  await writeFile(join(`${outDir}-deploy`, 'nginx.conf'), nginxConfig(site));
  return { pages: site.pages.size, files };
}
