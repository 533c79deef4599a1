// The HTML document around a prerendered page. Every value is escaped by escapeInject; only React's
// output and the head tags (escaped by shared/head-tags.ts) go in raw.
import { headHtml, headTags } from '../../renderer/shared/head-tags';
import { heroPhoto } from '../../renderer/shared/hero-photo';
import { ANNOUNCER_ID } from '../../renderer/shared/routes';
import type { PageData } from '../../renderer/shared/page-data';
import type { ClientAssets } from './client-assets';
import type { CompiledSite } from '../compile/compile-site';
import { dangerouslySkipEscape, escapeInject } from './html';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_DIR } from '../project-folders';

/**
 * The icon browsers show in the tab, written into the page as a data: URL (its white space collapsed, then the spaces
 * and the characters a URL or the attribute cannot hold percent-encoded, as a valid URL has them): a visitor's first page load asks for no icon file beside the style
 * sheets, the font, the hero photo and the starter (on a host without HTTP/2, a seventh request for six connections).
 * The file stays in public/ for what names it by address.
 */
const FAVICON_SVG = `data:image/svg+xml,${readFileSync(join(PUBLIC_DIR, 'favicon.svg'), 'utf8')
  .trim()
  .replace(/\s+/g, ' ')
  .replace(/> </g, '><')
  .replace(/[ "%#<>&]/g, encodeURIComponent)}`;

export interface DocumentInput {
  page: PageData;
  /** React's prerendered HTML of the page. */
  appHtml: string;
  /** The page's JSON file in the data folder, which the app loads before it hydrates. */
  dataFile: string;
}

/** What the document takes of the site: plain data, which any build thread can be given. */
export interface DocumentSite {
  shell: CompiledSite['shell'];
  dataBase: CompiledSite['dataBase'];
  manifest: { company: { themeColor: string } };
}

const unique = (files: string[]) => [...new Set(files)];

export function pageDocument(site: DocumentSite, assets: ClientAssets, { page, appHtml, dataFile }: DocumentInput) {
  const { entry, app, home, font } = assets;
  const isHome = page.kind === 'home';
  const css = unique([...entry.css, ...app.css, ...(isHome ? home.css : [])]);
  // What the app needs on this page: the entry requests it all at once, after the first screen is on display.
  const load = unique([
    ...app.js.map((f) => `/${f}`),
    `${site.dataBase}/${dataFile}`,
    ...(isHome ? home.js.map((f) => `/${f}`) : []),
  ]);
  // The entry and its imports are fetched at low priority: nothing on the first screen waits for them, so they take
  // no bandwidth from the style sheet, the font and the hero photo, and neither a browser nor Lighthouse's model of
  // one holds the first paint for them, as both do for a script at the default (high) priority.
  // A site with a sales team preloads the team's code too: the starter imports it at once, and until it runs, a chat
  // goes to company.whatsapp instead of the visit's agent. The landing page's lead form code is not named here: the
  // starter asks for it once the first screen is on display, or as soon as the visitor touches the form.
  const modules = [...entry.js.slice(1), ...(site.shell.team ? assets.team.js : [])];
  const preloads = [
    ...(font ? [escapeInject`<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`] : []),
    ...modules.map((f) => escapeInject`<link rel="modulepreload" href="/${f}" fetchpriority="low">`),
  ];
  // What the starter does before the app runs: queue Consent Mode's default (sites with Tag Manager), add the
  // visit's campaign to the links to the company's chat, and hand them over to the visit's agent of the sales team.
  const consent = site.shell.tagManager ? escapeInject` data-consent-default` : '';
  // The hero, when it is one of the company's own photos: asked for before anything else, in the first format of its
  // <picture> (AVIF), at the sizes the page draws it, so the browser takes this response for the <picture>. A browser
  // without that format skips the preload and picks from the <picture> itself.
  const hero = heroPhoto(page);
  const first = hero?.image.sources?.[0];
  const heroPreload =
    hero && first
      ? escapeInject`<link rel="preload" as="image" type="${first.type}" imagesrcset="${first.srcSet}" imagesizes="${hero.sizes}" fetchpriority="high">\n`
      : '';
  const team = site.shell.team ? escapeInject` data-team="${JSON.stringify(site.shell.team)}"` : '';
  return escapeInject`<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${heroPreload}${dangerouslySkipEscape(headHtml(headTags(page.head, site.shell)))}
<meta name="theme-color" content="${site.manifest.company.themeColor}">
<link rel="icon" href="/favicon.ico" sizes="32x32">
<link rel="icon" href="${FAVICON_SVG}" type="image/svg+xml">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<link rel="manifest" href="/site.webmanifest">
${css.map((f) => escapeInject`<link rel="stylesheet" href="/${f}">`)}
${preloads}
<script type="module" src="/${entry.js[0]}" data-load="${load.join(' ')}" data-page-data="${site.dataBase}" data-whatsapp="${site.shell.whatsapp}"${consent}${team} fetchpriority="low"></script>
</head>
<body>
<div id="root">${dangerouslySkipEscape(appHtml)}</div>
<div id="${ANNOUNCER_ID}" class="sr-only" role="status" aria-live="polite" aria-atomic="true"></div>
</body>
</html>
`.html;
}
