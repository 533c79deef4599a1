// Vite plugin: exposes the route table and shell constants as `virtual:site-shell` and emits every
// route's compiled page data (Markdown already turned into sanitised HTML) as its own JSON file, so a first
// visit loads only its own page and the browser never ships the Markdown toolchain or the manifest. The site is
// read when the shell is loaded, so the dev server can hand over each new compile.
import type { Plugin } from 'vite';
import { dataFiles, type CompiledSite } from '../compile/compile-site';

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
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      const site = currentSite();
      for (const [file, page] of dataFiles(site))
        this.emitFile({
          type: 'asset',
          fileName: `${site.shell.dataBase.slice(1)}/${file}`,
          source: JSON.stringify(page),
        });
    },
  };
}
