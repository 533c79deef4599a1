// Vite plugin: exposes the shell constants (node/compile/shell.ts) as `virtual:site-shell`. Every route's compiled page data
// (Markdown already turned into sanitised HTML) is a JSON file of its own, so a first visit loads only its own page
// and the browser never ships the Markdown toolchain or the manifest: the prerender writes those files beside the
// pages (node/prerender/render-pages.ts), the dev server answers them from its last compile. The shell is read when
// its module is loaded, so the dev server can hand over each new compile.
import type { Plugin } from 'vite';
import type { SiteShellData } from '../../renderer/shared/page-data';

const SHELL_ID = 'virtual:site-shell';
/** The shell's id in the module graphs, which the dev server invalidates after each compile. */
export const RESOLVED_SHELL_ID = `\0${SHELL_ID}`;

export function sitePlugin(currentShell: () => SiteShellData): Plugin {
  return {
    name: 'site-manifest',
    resolveId(id) {
      return id === SHELL_ID ? RESOLVED_SHELL_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_SHELL_ID ? `export default ${JSON.stringify(currentShell())};` : undefined;
    },
  };
}
