// `npm run build`: validate the manifest, build the client and the SSR bundle, prerender every route.
// React's production build renders the pages, as in the browser.
process.env.NODE_ENV = 'production';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build as viteBuild } from 'vite';
import { ImageCache, type ImageWork } from '../node/images/image-cache';
import { copyImages, makeImages } from '../node/images/jobs';
import { COMPILE_BODIES, MarkdownCache, markdownCache, type MarkdownWork } from '../node/markdown/markdown-cache';
import { RENDER_PAGES } from '../node/prerender/render-pages';
import { threadCount, ThreadPool, type ThreadWork } from '../node/threads/thread-pool';
import { DIST_DIR, MANIFEST_FILE } from '../node/project-folders';
import { viteConfig } from '../node/vite/config';
import { clearBuildStamp, writeBuildStamp } from './build-stamp';
import { loadSite } from './load-site';
import type { SiteShellData } from '../renderer/shared/page-data';
import { prerender } from '../node/prerender/prerender';
import { listFolder, clearConflictingPaths, moveInto, removeStale } from '../node/prerender/build-folder';

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
  /** CPU time of the build's process, all its threads (not esbuild's own process): what the load does not change. */
  cpuMs: number;
  pages: number;
  /** Images made, and found made in the cache. */
  images: ImageWork & { files: number };
  /** Markdown bodies compiled, and read from the cache (those found in the process's memory are neither). */
  markdown: MarkdownWork;
  /** The threads the Markdown compile and the prerender ran on, the main thread included, and their batches. */
  threads: ThreadWork & { count: number };
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
  /** Threads for the Markdown compile and the prerender (`BUILD_THREADS`, or one per core, by default). */
  threads?: number;
}

export async function buildSite(options: BuildOptions = {}): Promise<BuildTimings> {
  const outDir = resolve(options.outDir ?? DIST_DIR);
  clearBuildStamp(outDir);
  const cache = new ImageCache(options.imageCacheDir);
  const markdown = options.markdownCacheDir ? new MarkdownCache(options.markdownCacheDir) : markdownCache;
  const markdownBefore = { ...markdown.work };
  // The workers start now and load the code of both steps while the main thread reads the manifest.
  const threads = new ThreadPool(options.threads ?? threadCount(), [COMPILE_BODIES.module, RENDER_PAGES.module]);
  try {
    return await buildOn(threads, cache, markdown, markdownBefore, outDir, options);
  } finally {
    await threads.close();
  }
}

async function buildOn(
  threads: ThreadPool,
  cache: ImageCache,
  markdown: MarkdownCache,
  markdownBefore: MarkdownWork,
  outDir: string,
  options: BuildOptions,
): Promise<BuildTimings> {
  const ssrDir = `${outDir}-ssr`;
  // Vite writes the client build into a folder of its own, emptied first as Vite does; its files are moved into
  // outDir, which the build writes over in place (node/prerender/build-folder.ts).
  const clientDir = `${outDir}-client`;
  const startedAt = Date.now();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  // The app's client and SSR bundles need only the shell, which the manifest gives before any body is compiled: they
  // are built beside the compile of the pages (Vite and its bundler mostly off the main thread, which compiles).
  let bundles: Promise<{ clientMs: number; ssrMs: number; doneAt: number }> | undefined;
  const bundle = (shell: SiteShellData) => {
    const timed = async (target: 'client' | 'ssr', dir: string) => {
      const start = performance.now();
      await viteBuild(viteConfig(shell, target, dir));
      return performance.now() - start;
    };
    // One after the other: the SSR build then takes a tenth of the client's, against as long beside it.
    const built = (async () => {
      const clientMs = await timed('client', clientDir);
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
    { cache, shareCards: options.shareCards, markdown, threads, onShell: bundle },
  );
  const t1 = performance.now();
  let imagesDone = t1;
  // Made into the cache while the bundles are finished; copied once the client build's files are in dist/.
  const images = makeImages(site.images, cache).then((files) => ((imagesDone = performance.now()), files));
  images.catch(() => undefined);
  // The shell is made from the manifest alone (node/compile/shell.ts): the one the bundles got is the site's.
  const { clientMs, ssrMs, doneAt } = await (bundles ?? bundle(site.shell));
  const t3 = performance.now();
  // outDir is written from here on: a manifest with a mistake, or a client build that fails, leaves the last build.
  const before = listFolder(outDir);
  const moved = await moveInto(clientDir, outDir, before);
  const imageFiles = await images;
  // Each image by its file in dist/ (its URL without the leading slash).
  const imagesCopied = [...imageFiles.keys()].map((url) => url.replace(/^\//, ''));
  await clearConflictingPaths(outDir, before, imagesCopied);
  await copyImages(imageFiles, outDir);
  await cache.prune();
  await markdown.prune();
  const result = await prerender(site, outDir, ssrDir, threads, before);
  await removeStale(outDir, before, [...moved, ...imagesCopied, ...result.files]);
  const t4 = performance.now();
  const cpu = process.cpuUsage(cpu0);
  await rm(ssrDir, { recursive: true, force: true });
  writeBuildStamp(outDir, startedAt);
  return {
    compileMs: t1 - t0,
    clientMs,
    ssrMs,
    bundleWaitMs: Math.max(0, doneAt - t1),
    prerenderMs: t4 - t3,
    imagesMs: imagesDone - t1,
    totalMs: t4 - t0,
    cpuMs: (cpu.user + cpu.system) / 1000,
    pages: result.pages,
    images: { ...cache.work, files: site.images.size },
    markdown: {
      compiled: markdown.work.compiled - markdownBefore.compiled,
      read: markdown.work.read - markdownBefore.read,
    },
    threads: { count: threads.threads, ...threads.work },
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
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `Built ${t.pages} pages + 404 in ${s(t.totalMs)} (manifest ${s(t.compileMs)}, then ${s(t.bundleWaitMs)} waiting for the client and SSR builds, prerender ${s(t.prerenderMs)}).`,
    `\nThe client build took ${s(t.clientMs)} and the SSR build ${s(t.ssrMs)}, beside the manifest's compile.`,
    `\n${t.images.files} images in ${s(t.imagesMs)}, beside the client and SSR builds: ${t.images.made} made, ${t.images.reused} from the cache.`,
    `\nMarkdown: ${t.markdown.compiled} bodies compiled, ${t.markdown.read} from the cache.`,
    `\nThreads: ${t.threads.count} (BUILD_THREADS=1 builds on one), the workers took ${t.threads.onWorkers} of ${t.threads.batches} batches.`,
  );
}
