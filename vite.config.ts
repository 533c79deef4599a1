// `vite build` with the real manifest. `npm run build` (scripts/build.ts) runs both builds and the prerender.
import { defineConfig } from 'vite';
import { compileSite } from './node/compile/compile-site';
import { viteConfig } from './node/vite/config';
import manifest from './site.manifest';

export default defineConfig(() => viteConfig(compileSite(manifest, { contentDir: 'content' }).shell, 'client', 'dist'));
