// Build-only: the HTML document around a prerendered page. Every value is escaped by escapeInject; only React's
// output and the head tags (escaped by shared/head.ts) go in raw.
import { headHtml, headTags } from '../shared/head';
import type { PageData } from '../shared/page-data';
import type { ClientAssets } from './client-assets';
import type { CompiledSite } from './compile-site';
import { dangerouslySkipEscape, escapeInject } from './html';

interface DocumentInput {
  page: PageData;
  /** React's prerendered HTML of the page. */
  appHtml: string;
  /** The page's JSON file in the data folder, preloaded so hydration does not wait for it. */
  dataFile: string;
}

export function pageDocument(site: CompiledSite, assets: ClientAssets, { page, appHtml, dataFile }: DocumentInput) {
  const { entry, home, font } = assets;
  const isHome = page.kind === 'home';
  const css = [...entry.css, ...(isHome ? home.css : [])];
  const modules = [...entry.js.slice(1), ...(isHome ? home.js : [])];
  const preloads = [
    ...(font ? [escapeInject`<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`] : []),
    escapeInject`<link rel="preload" href="${site.shell.dataBase}/${dataFile}" as="fetch" crossorigin="anonymous">`,
    ...modules.map((f) => escapeInject`<link rel="modulepreload" href="/${f}">`),
  ];
  return escapeInject`<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${dangerouslySkipEscape(headHtml(headTags(page.head, site.shell)))}
<meta name="theme-color" content="${site.manifest.company.themeColor}">
<link rel="icon" href="/favicon.ico" sizes="32x32">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<link rel="manifest" href="/site.webmanifest">
${css.map((f) => escapeInject`<link rel="stylesheet" href="/${f}">`)}
${preloads}
<script type="module" src="/${entry.js[0]}"></script>
</head>
<body>
<div id="root">${dangerouslySkipEscape(appHtml)}</div>
</body>
</html>
`.html;
}
