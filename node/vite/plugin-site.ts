// Vite plugin: exposes the route table and shell constants as `virtual:site-shell`. Every route's compiled page data
// (Markdown already turned into sanitised HTML) is a JSON file of its own, so a first visit loads only its own page
// and the browser never ships the Markdown toolchain or the manifest: the prerender writes those files beside the
// pages (node/prerender/render-pages.ts), the dev server answers them from its last compile. The site is read when
// the shell is loaded, so the dev server can hand over each new compile.
import type { Plugin } from 'vite';
import type { CompiledSite } from '../compile/compile-site';

const SHELL_ID = 'virtual:site-shell';
/** The shell's id in the module graphs, which the dev server invalidates after each compile. */
export const RESOLVED_SHELL_ID = `\0${SHELL_ID}`;

export function sitePlugin(currentSite: () => CompiledSite): Plugin {
  return {
    name: 'site-manifest',
    resolveId(id) {
      return id === SHELL_ID ? RESOLVED_SHELL_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_SHELL_ID ? `export default ${JSON.stringify(currentSite().shell)};` : undefined;
    },
  };
}
