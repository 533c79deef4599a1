// A page as the dev server sends it: the build's document (node/prerender/document.ts) around React's
// HTML, with the source entry in place of the bundled files, Vite's client and React Refresh's preamble (added by
// transformIndexHtml), and the page's styles inline under the ids Vite's client updates on a CSS edit, so the
// page never shows unstyled before the app starts. The styles' text is read on the server side: a module requested
// only to read it would sit in the browser's module graph with no importer, and Vite reloads the page on any edit
// of such a module instead of updating its styles in place.
import { isCSSRequest, type ViteDevServer } from 'vite';
import type { ClientAssets } from '../prerender/client-assets';
import type { CompiledSite } from '../compile/compile-site';
import { pageDocument, type DocumentInput } from '../prerender/document';
import { ssrRunner } from './ssr-runner';
import { dangerouslySkipEscape, escapeInject } from '../prerender/html';
import { CLIENT_ENTRY } from '../vite/config';

/** In dev the entry imports the app from source: no chunk to name, styles come with their modules. */
const DEV_ASSETS: ClientAssets = {
  entry: { js: [CLIENT_ENTRY], css: [] },
  app: { js: [], css: [] },
  leadFormStarter: { js: [], css: [] },
  home: { js: [], css: [] },
  team: { js: [], css: [] },
};

/** The event a page sends the dev server once its socket is open, with the number of the compile it shows. */
export const SHOWN_COMPILE_EVENT = 'site:shown-compile';

/**
 * A page hears of a compile over Vite's socket, which opens only once its scripts run: a compile that ends before
 * then reloads no page. So the page says which compile it shows as soon as the socket is open (Vite's client holds
 * the message until then), and the dev server reloads it if another has ended since. `then` runs after, with `hot`.
 */
export const followCompiles = (compiles: number, then = '') => `<script type="module">
import { createHotContext } from '/@vite/client';
const hot = createHotContext('/@site-compiles');
hot.send('${SHOWN_COMPILE_EVENT}', ${compiles});${then}
</script>`;

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/**
 * Every style sheet the client entry imports, directly or through its modules (the lazily loaded ones included),
 * in import order, as the CSS the browser would get for it, under the id the browser's module knows it by.
 */
async function clientStyles(vite: ViteDevServer): Promise<{ id: string; css: string }[]> {
  const client = vite.environments.client;
  const seen = new Set<string>();
  const styles: { id: string; css: string }[] = [];
  const visit = async (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    await client.transformRequest(url);
    const mod = await client.moduleGraph.getModuleByUrl(url);
    for (const dep of mod?.importedModules ?? []) {
      if (!dep.id || seen.has(dep.url)) continue;
      if (isCSSRequest(dep.url)) {
        seen.add(dep.url);
        const inline = (await ssrRunner(vite).import(withQuery(dep.url, 'inline'))) as { default: string };
        styles.push({ id: dep.id, css: inline.default });
      } else if (!dep.id.includes('/node_modules/')) await visit(dep.url);
    }
  };
  await visit(`/${CLIENT_ENTRY}`);
  return styles;
}

export async function devDocument(
  vite: ViteDevServer,
  site: CompiledSite,
  url: string,
  input: DocumentInput,
  compiles: number,
): Promise<string> {
  const [html, styles] = await Promise.all([
    vite.transformIndexHtml(url, pageDocument(site, DEV_ASSETS, input)),
    clientStyles(vite),
  ]);
  // A style element's text is not HTML: it is never escaped, only kept from closing the element early.
  const tags = styles.map(
    ({ id, css }) =>
      escapeInject`<style data-vite-dev-id="${id}">${dangerouslySkipEscape(css.replace(/<\/style/gi, '<\\/style'))}</style>`,
  );
  return html.replace('</head>', () => `${escapeInject`${tags}`.html}\n${followCompiles(compiles)}\n</head>`);
}
