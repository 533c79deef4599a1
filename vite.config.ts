// `vite build` with the real manifest. `npm run build` (scripts/build.ts) runs both builds and the prerender.
import { defineConfig } from 'vite';
import { compileSite } from './renderer/build/compile-site';
import { viteConfig } from './renderer/build/vite-config';
import manifest from './site.manifest';

export default defineConfig(() => viteConfig(compileSite(manifest, { contentDir: 'content' }), 'client', 'dist'));
