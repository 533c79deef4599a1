// The Vite configuration for both builds and for the dev server, made from a compiled site (so the bench can build
// a larger manifest, and the dev server can hand over each new compile).
import react from '@vitejs/plugin-react';
import type { Server } from 'node:http';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InlineConfig, Plugin } from 'vite';
import type { CompiledSite } from '../compile/compile-site';
import { browserBoundary } from './plugin-boundary';
import { ASSETS_FOLDER, GENERATED_FOLDERS, PUBLIC_DIR } from '../project-folders';
import { sitePlugin } from './plugin-site';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CLIENT_ENTRY = 'renderer/app/entry-client.tsx';
export const SERVER_ENTRY = 'renderer/app/entry-server.tsx';

function shared(currentSite: () => CompiledSite) {
  return {
    root: ROOT,
    configFile: false,
    plugins: [react(), sitePlugin(currentSite), browserBoundary(ROOT)],
    css: { modules: { localsConvention: 'camelCaseOnly' } },
  } satisfies InlineConfig;
}

export function viteConfig(site: CompiledSite, target: 'client' | 'ssr', outDir: string): InlineConfig {
  return {
    ...shared(() => site),
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
            rollupOptions: { input: CLIENT_ENTRY },
          }
        : { outDir, emptyOutDir: true, ssr: SERVER_ENTRY, target: 'node20' },
  };
}

const GENERATED = GENERATED_FOLDERS.map((folder) => join(ROOT, folder));
const isGenerated = (path: string) => GENERATED.some((dir) => path === dir || path.startsWith(dir + sep));

/**
 * The dev server's: Vite as middleware of our own HTTP server (which also carries the HMR connection), pages
 * rendered by us (`appType: 'custom'`), `extra` plugins for the live edits.
 */
export function devViteConfig(currentSite: () => CompiledSite, server: Server, extra: Plugin[]): InlineConfig {
  const base = shared(currentSite);
  return {
    ...base,
    appType: 'custom',
    publicDir: PUBLIC_DIR,
    plugins: [...base.plugins, ...extra],
    server: {
      middlewareMode: true,
      hmr: { server },
      // What builds write is not the site's source: a build beside the dev server must not reload the open page.
      watch: { ignored: (path: string) => isGenerated(resolve(path)) },
    },
    // No index.html to scan: the dependencies are found from the client entry at start, not while a page loads
    // (which would reload it).
    optimizeDeps: { entries: [CLIENT_ENTRY] },
  };
}
