// The Vite configuration for both builds and for the dev server, made from the site's shell (node/compile/shell.ts),
// so the bench can build a larger manifest, the build can bundle the app while the pages compile, and the dev server
// can hand over each new compile.
import react from '@vitejs/plugin-react';
import type { Server } from 'node:http';
import { join, resolve, sep } from 'node:path';
import type { InlineConfig, Plugin } from 'vite';
import type { CompiledSite } from '../compile/compile-site';
import type { SiteShellData } from '../../renderer/shared/page-data';
import { ASSETS_FOLDER, GENERATED_FOLDERS, PUBLIC_DIR, ROOT } from '../project-folders';
import { sitePlugin } from './plugin-site';

export const CLIENT_ENTRY = 'renderer/app/entry-client.tsx';
export const SERVER_ENTRY = 'renderer/app/entry-server.tsx';
/** What the starter runs on the landing page: its lead form before the app. */
export const LEAD_FORM_STARTER = 'pages/home/lead-form-starter.ts';

function shared(currentShell: () => SiteShellData, root = ROOT) {
  return {
    root,
    configFile: false,
    plugins: [react(), sitePlugin(currentShell)],
    // CSS modules by lightningcss: class names like `oXa5gG_header`, shorter than postcss's, and a first visit
    // downloads each in its HTML, its CSS and its JavaScript.
    css: { transformer: 'lightningcss', lightningcss: { cssModules: { pattern: '[hash]_[local]' } } },
  } satisfies InlineConfig;
}

export function viteConfig(shell: SiteShellData, target: 'client' | 'ssr', outDir: string): InlineConfig {
  return {
    ...shared(() => shell),
    logLevel: 'warn',
    publicDir: target === 'client' ? PUBLIC_DIR : false,
    build:
      target === 'client'
        ? {
            outDir,
            emptyOutDir: true,
            manifest: true,
            target: 'es2022',
            assetsDir: ASSETS_FOLDER,
            assetsInlineLimit: 0,
            // No preload list for what a lazily loaded chunk imports: most of each list named files every page has
            // already loaded (React, the app), and every list is in a first visit's JavaScript. Its styles still load
            // with it.
            modulePreload: false,
            rollupOptions: {
              input: [CLIENT_ENTRY],
              // React, react-dom and the scheduler in one chunk. Left to the bundler, react and its JSX runtime are
              // files of their own (the lazily loaded code shares them) beside react-dom in the app's: one file costs a
              // first visit 1 KB gzip less (each file's overhead, and the names the files import from each other).
              output: {
                codeSplitting: {
                  groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
                },
              },
            },
          }
        : { outDir, emptyOutDir: true, ssr: SERVER_ENTRY, target: 'node20' },
  };
}

/**
 * The dev server's: Vite as middleware of our own HTTP server (which also carries the HMR connection), pages
 * rendered by us (`appType: 'custom'`), `extra` plugins for the live edits. `root` is the project to serve: this one,
 * or a copy of it (the tests').
 */
export function devViteConfig(
  currentSite: () => CompiledSite,
  server: Server,
  extra: Plugin[],
  root = ROOT,
): InlineConfig {
  const base = shared(() => currentSite().shell, root);
  const generated = GENERATED_FOLDERS.map((folder) => join(root, folder));
  const isGenerated = (path: string) => generated.some((dir) => path === dir || path.startsWith(dir + sep));
  return {
    ...base,
    appType: 'custom',
    publicDir: join(root, 'public'),
    // The project's own, also for a copy, which shares this project's packages but not its dev server's state.
    cacheDir: join(root, 'node_modules/.vite'),
    plugins: [...base.plugins, ...extra],
    server: {
      middlewareMode: true,
      hmr: { server },
      // The project's files and its packages (a copy of the project resolves them from this project).
      fs: { allow: [root, join(ROOT, 'node_modules')] },
      // What builds write is not the site's source: a build beside the dev server must not reload the open page.
      watch: { ignored: (path: string) => isGenerated(resolve(path)) },
    },
    // No index.html to scan: the dependencies are found from the client entry at start, not while a page loads
    // (which would reload it).
    optimizeDeps: { entries: [CLIENT_ENTRY] },
  };
}
