// The Vite configuration for both builds, made from a compiled site (so the bench can build a larger manifest).
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { InlineConfig } from 'vite';
import type { CompiledSite } from './compile-site';
import { browserBoundary } from './vite-plugin-boundary';
import { sitePlugin } from './vite-plugin-site';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CLIENT_ENTRY = 'renderer/app/entry-client.tsx';
const SERVER_ENTRY = 'renderer/app/entry-server.tsx';

export function viteConfig(site: CompiledSite, target: 'client' | 'ssr', outDir: string): InlineConfig {
  return {
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    publicDir: target === 'client' ? 'public' : false,
    plugins: [react(), sitePlugin(site), browserBoundary(ROOT)],
    css: { modules: { localsConvention: 'camelCaseOnly' } },
    build:
      target === 'client'
        ? {
            outDir,
            emptyOutDir: true,
            manifest: true,
            target: 'es2022',
            assetsInlineLimit: 0,
            rollupOptions: { input: CLIENT_ENTRY },
          }
        : { outDir, emptyOutDir: true, ssr: SERVER_ENTRY, target: 'node20' },
  };
}
