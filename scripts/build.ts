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
import { prerender } from '../node/prerender/prerender';
import { listFolder, makeWay, moveInto, removeStale } from '../node/prerender/build-folder';

export interface BuildTimings {
  compileMs: number;
  clientMs: number;
  ssrMs: number;
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
  const site = await loadSite(
    options.manifest ?? MANIFEST_FILE,
    options.contentDir,
    options.warnSamples ? 'warn' : undefined,
    { cache, shareCards: options.shareCards, markdown, threads },
  );
  const t1 = performance.now();
  let imagesDone = t1;
  // Made into the cache while Vite builds; copied once the client build's files are in dist/.
  const images = makeImages(site.images, cache).then((files) => ((imagesDone = performance.now()), files));
  images.catch(() => undefined);
  await viteBuild(viteConfig(site, 'client', clientDir));
  const t2 = performance.now();
  await viteBuild(viteConfig(site, 'ssr', ssrDir));
  const t3 = performance.now();
  // outDir is written from here on: a manifest with a mistake, or a client build that fails, leaves the last build.
  const before = listFolder(outDir);
  const moved = await moveInto(clientDir, outDir, before);
  const imageFiles = await images;
  // Each image by its file in dist/ (its URL without the leading slash).
  const imagesCopied = [...imageFiles.keys()].map((url) => url.replace(/^\//, ''));
  await makeWay(outDir, before, imagesCopied);
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
    clientMs: t2 - t1,
    ssrMs: t3 - t2,
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
    `Built ${t.pages} pages + 404 in ${s(t.totalMs)} (manifest ${s(t.compileMs)}, client ${s(t.clientMs)}, SSR ${s(t.ssrMs)}, prerender ${s(t.prerenderMs)}).`,
    `\n${t.images.files} images in ${s(t.imagesMs)}, beside the client and SSR builds: ${t.images.made} made, ${t.images.reused} from the cache.`,
    `\nMarkdown: ${t.markdown.compiled} bodies compiled, ${t.markdown.read} from the cache.`,
    `\nThreads: ${t.threads.count} (BUILD_THREADS=1 builds on one), the workers took ${t.threads.onWorkers} of ${t.threads.batches} batches.`,
  );
}
