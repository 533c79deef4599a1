// `npm run build`: validate the manifest, build the client and the SSR bundle, prerender every route.
// React's production build renders the pages, as in the browser.
process.env.NODE_ENV = 'production';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build as viteBuild } from 'vite';
import { ImageCache, type ImageWork } from '../node/images/image-cache';
import { copyImages, makeImages } from '../node/images/jobs';
import { MarkdownCache, markdownCache, type MarkdownWork } from '../node/markdown/markdown-cache';
import { DIST_DIR, MANIFEST_FILE } from '../node/project-folders';
import { nginxConfig } from '../node/prerender/deploy-config';
import { prerender } from '../node/prerender/prerender';
import { viteConfig } from '../node/vite/config';
import type { SiteShellData } from '../renderer/shared/page-data';
import { loadSite } from './load-site';
import { sec } from '../node/format';

export interface BuildTimings {
  /** Loading the manifest, compiling its bodies and pages. */
  compileMs: number;
  /** The client and SSR builds, each from its start, during the compile, to its end. */
  clientMs: number;
  ssrMs: number;
  /** How long the build waited for them once the compile was done. */
  bundleWaitMs: number;
  prerenderMs: number;
  /** Making the images (photo sizes, drawn stones, share cards), beside the client and SSR builds. */
  imagesMs: number;
  totalMs: number;
  /** CPU time of the build's process (not esbuild's own process): what the load does not change. */
  cpuMs: number;
  pages: number;
  /** Images made, and found made in the cache. */
  images: ImageWork & { files: number };
  /** Markdown bodies compiled, and read from the cache (those found in the process's memory are neither). */
  markdown: MarkdownWork;
}

interface BuildOptions {
  manifest?: string;
  /** The folder of the Markdown bodies and the photos (the project's content/ by default). */
  contentDir?: string;
  outDir?: string;
  warnSamples?: boolean;
  /** The image cache's folder (the project's .cache/images by default). */
  imageCacheDir?: string;
  /** False builds the pages without share cards (the bench's scale run). */
  shareCards?: boolean;
  /** The Markdown cache's folder, read afresh (the process's cache, in the project's .cache/markdown, by default). */
  markdownCacheDir?: string;
}

export async function buildSite(options: BuildOptions = {}): Promise<BuildTimings> {
  const outDir = resolve(options.outDir ?? DIST_DIR);
  // The build is made whole in a folder of its own and then takes outDir's place: a manifest with a mistake, or a
  // client build that fails, leaves the last build as it was, and nothing of it stays in the new one.
  const next = `${outDir}-next`;
  const ssrDir = `${outDir}-ssr`;
  const cache = new ImageCache(options.imageCacheDir);
  const markdown = options.markdownCacheDir ? new MarkdownCache(options.markdownCacheDir) : markdownCache;
  const markdownBefore = { ...markdown.work };
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  // The app's client and SSR bundles need only the shell, which the manifest gives before any body is compiled: they
  // are built beside the compile of the pages (Vite's bundler works mostly off the main thread, which compiles).
  let bundles: Promise<{ clientMs: number; ssrMs: number; doneAt: number }> | undefined;
  const bundle = (shell: SiteShellData) => {
    const timed = async (target: 'client' | 'ssr', dir: string) => {
      const start = performance.now();
      await viteBuild(viteConfig(shell, target, dir));
      return performance.now() - start;
    };
    // One after the other: the SSR build then takes a tenth of the client's, against as long beside it.
    const built = (async () => {
      const clientMs = await timed('client', next);
      const ssrMs = await timed('ssr', ssrDir);
      return { clientMs, ssrMs, doneAt: performance.now() };
    })();
    // Awaited once the compile is done; a compile that fails first is the error to report.
    built.catch(() => undefined);
    return (bundles = built);
  };
  const site = await loadSite(
    options.manifest ?? MANIFEST_FILE,
    options.contentDir,
    options.warnSamples ? 'warn' : undefined,
    { cache, shareCards: options.shareCards, markdown, onShell: bundle },
  );
  const t1 = performance.now();
  let imagesDone = t1;
  // Made into the cache while the bundles are finished; copied once the client build's files are there.
  const images = makeImages(site.images, cache).then((files) => ((imagesDone = performance.now()), files));
  images.catch(() => undefined);
  // The shell is made from the manifest alone (node/compile/shell.ts): the one the bundles got is the site's.
  const { clientMs, ssrMs, doneAt } = await (bundles ?? bundle(site.shell));
  const t3 = performance.now();
  await copyImages(await images, next);
  await cache.prune();
  await markdown.prune();
  const pages = await prerender(site, next, ssrDir);
  // The nginx sample sits beside the build, not in it, so the web server never publishes it.
  await mkdir(`${outDir}-deploy`, { recursive: true });
  await writeFile(`${outDir}-deploy/nginx.conf`, nginxConfig(site));
  const last = `${outDir}-last`;
  await rm(last, { recursive: true, force: true });
  await rename(outDir, last).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(next, outDir);
  await Promise.all([last, ssrDir].map((dir) => rm(dir, { recursive: true, force: true })));
  const t4 = performance.now();
  const cpu = process.cpuUsage(cpu0);
  return {
    compileMs: t1 - t0,
    clientMs,
    ssrMs,
    bundleWaitMs: Math.max(0, doneAt - t1),
    prerenderMs: t4 - t3,
    imagesMs: imagesDone - t1,
    totalMs: t4 - t0,
    cpuMs: (cpu.user + cpu.system) / 1000,
    pages,
    images: { ...cache.work, files: site.images.size },
    markdown: {
      compiled: markdown.work.compiled - markdownBefore.compiled,
      read: markdown.work.read - markdownBefore.read,
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      manifest: { type: 'string' },
      content: { type: 'string' },
      out: { type: 'string' },
      'markdown-cache': { type: 'string' },
    },
  });
  const t = await buildSite({
    manifest: values.manifest,
    contentDir: values.content && resolve(values.content),
    outDir: values.out,
    markdownCacheDir: values['markdown-cache'] && resolve(values['markdown-cache']),
    warnSamples: true,
  });
  console.log(
    `Built ${t.pages} pages + 404 in ${sec(t.totalMs)} (manifest ${sec(t.compileMs)}, then ${sec(t.bundleWaitMs)} waiting for the client and SSR builds, prerender ${sec(t.prerenderMs)}).`,
    `\nThe client build took ${sec(t.clientMs)} and the SSR build ${sec(t.ssrMs)}, beside the manifest's compile.`,
    `\n${t.images.files} images in ${sec(t.imagesMs)}, beside the client and SSR builds: ${t.images.made} made, ${t.images.reused} from the cache.`,
    `\nMarkdown: ${t.markdown.compiled} bodies compiled, ${t.markdown.read} from the cache.`,
  );
}
