// `npm run build`: validate the manifest, build the client and the SSR bundle, prerender every route.
// React's production build renders the pages, as in the browser.
process.env.NODE_ENV = 'production';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build as viteBuild } from 'vite';
import { DIST_DIR, MANIFEST_FILE } from '../node/project-folders';
import { viteConfig } from '../node/vite/config';
import { clearBuildStamp, writeBuildStamp } from './build-stamp';
import { loadSite } from './load-site';
import { prerender } from '../node/prerender/prerender';

export interface BuildTimings {
  compileMs: number;
  clientMs: number;
  ssrMs: number;
  prerenderMs: number;
  totalMs: number;
  pages: number;
}

export async function buildSite(
  options: { manifest?: string; outDir?: string; warnSamples?: boolean } = {},
): Promise<BuildTimings> {
  const outDir = resolve(options.outDir ?? DIST_DIR);
  const ssrDir = `${outDir}-ssr`;
  const startedAt = Date.now();
  clearBuildStamp(outDir);
  const t0 = performance.now();
  const site = await loadSite(options.manifest ?? MANIFEST_FILE, undefined, options.warnSamples ? 'warn' : undefined);
  const t1 = performance.now();
  await viteBuild(viteConfig(site, 'client', outDir));
  const t2 = performance.now();
  await viteBuild(viteConfig(site, 'ssr', ssrDir));
  const t3 = performance.now();
  const result = await prerender(site, outDir, ssrDir);
  const t4 = performance.now();
  await rm(ssrDir, { recursive: true, force: true });
  writeBuildStamp(outDir, startedAt);
  return {
    compileMs: t1 - t0,
    clientMs: t2 - t1,
    ssrMs: t3 - t2,
    prerenderMs: t4 - t3,
    totalMs: t4 - t0,
    pages: result.pages,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { manifest: { type: 'string' }, out: { type: 'string' } } });
  const t = await buildSite({ manifest: values.manifest, outDir: values.out, warnSamples: true });
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `Built ${t.pages} pages + 404 in ${s(t.totalMs)} (manifest ${s(t.compileMs)}, client ${s(t.clientMs)}, SSR ${s(t.ssrMs)}, prerender ${s(t.prerenderMs)}).`,
  );
}
