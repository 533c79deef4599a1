// The dev server's site, compiled from the current manifest and Markdown, and again after each save.
// The manifest is imported afresh only when it changed; compiled Markdown is kept between compiles (markdown-cache.ts),
// so saving one body recompiles the pages that use it, not the site. A mistake becomes the state (every page shows
// it) and the next compile that succeeds replaces it.
import { watch } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { PageData } from '../../renderer/shared/page-data';
import { compileManifest, dataFiles as dataFilesOf, type CompiledSite } from '../compile/compile-site';
import type { ImageCache } from '../images/image-cache';
import { PHOTO_FOLDER } from '../images/photo-folder';
import { errorReport, type ErrorReport } from './error-report';
import { markdownCache } from '../markdown/markdown-cache';

/** `compiles`: how many compiles the state follows, so a page knows whether it shows the current one. */
export type SiteState = ({ site: CompiledSite; dataFiles: Map<string, PageData> } | { report: ErrorReport }) & {
  compiles: number;
};

export type Compile =
  | {
      kind: 'compiled';
      site: CompiledSite;
      /**
       * Bodies not found in memory, compiled or read from .cache/markdown (a text saved before, in this session or
       * another): the Markdown the save changed.
       */
      markdown: number;
      /** Pages (the not-found page included) whose data differs from the last compile's. */
      changedPages: number;
      /** Whether the app shell (routes, header and footer words, company constants) differs. */
      shellChanged: boolean;
      /** Whether the last compile had failed: the open pages show its problems until they reload. */
      recovered: boolean;
      ms: number;
    }
  | { kind: 'failed'; report: ErrorReport; ms: number };

interface LiveSiteOptions {
  manifestPath: string;
  contentDir: string;
  /** Copied to the top of the site: its names are reserved routes. */
  publicDir: string;
  /** The manifest's name in messages. */
  source: string;
  /** The manifest module's default export, imported afresh. */
  importManifest(): Promise<unknown>;
  /** Where the photos' facts (and the images the pages ask for) are kept. */
  cache: ImageCache;
  /** Called once per compile, with the files that caused it. */
  onCompile(result: Compile, files: string[]): void;
  onWatchError(error: unknown): void;
}

export interface LiveSite {
  /** The state after the compile under way, if any. */
  current(): Promise<SiteState>;
  /** How many compiles have ended (the count of the current state). */
  compiles(): number;
  /** The last site that compiled (the app shell stays loadable while a mistake is shown). */
  lastGood(): CompiledSite | undefined;
  /** The manifest or a file in the content folder (a Markdown body, a photo): a change to it needs a compile. */
  isInput(file: string): boolean;
  /** Compiles again because `file` changed (saves that arrive together are compiled once). */
  changed(file: string): Promise<void>;
  /** Compiles again on every save of the manifest, a Markdown file or a photo, until the returned stop is called. */
  watch(): () => void;
}

/** Saves that arrive this close together (an editor writing a file in two steps, a checkout) make one compile. */
const BATCH_MS = 20;
/** The dev server's one data folder: /_data/dev/<route>.json. */
const DEV_BUILD_ID = 'dev';

/** Each data file's text, to see what a save changed. */
const texts = (dataFiles: Map<string, PageData>) =>
  new Map([...dataFiles].map(([file, page]) => [file, JSON.stringify(page)]));

export function liveSite(options: LiveSiteOptions): LiveSite {
  const manifestPath = resolve(options.manifestPath);
  const contentDir = resolve(options.contentDir);
  let input: unknown;
  let inputStale = true;
  let state: SiteState | undefined;
  let compiles = 0;
  let good: CompiledSite | undefined;
  let shownTexts = new Map<string, string>();
  const pending = new Set<string>();
  let running: Promise<void> | undefined;

  const fail = (report: ErrorReport, t0: number): Compile => {
    state = { report, compiles: ++compiles };
    return { kind: 'failed', report, ms: performance.now() - t0 };
  };

  async function compile(files: string[]): Promise<Compile> {
    const t0 = performance.now();
    if (inputStale || files.includes(manifestPath)) {
      inputStale = true;
      try {
        input = await options.importManifest();
        inputStale = false;
      } catch (error) {
        return fail(errorReport(error, options.source), t0);
      }
    }
    let site: CompiledSite;
    const fresh = () => markdownCache.work.compiled + markdownCache.work.read;
    const freshBefore = fresh();
    try {
      site = await compileManifest(input, manifestPath, {
        contentDir,
        publicDir: options.publicDir,
        source: options.source,
        buildId: DEV_BUILD_ID,
        imageCache: options.cache,
      });
    } catch (error) {
      return fail(errorReport(error), t0);
    }
    const markdown = fresh() - freshBefore;
    const dataFiles = dataFilesOf(site);
    const pageTexts = texts(dataFiles);
    const changedPages = [...pageTexts].filter(([file, text]) => shownTexts.get(file) !== text).length;
    const shellChanged = JSON.stringify(site.shell) !== JSON.stringify(good?.shell);
    const recovered = state !== undefined && 'report' in state;
    state = { site, dataFiles, compiles: ++compiles };
    good = site;
    shownTexts = pageTexts;
    return { kind: 'compiled', site, markdown, changedPages, shellChanged, recovered, ms: performance.now() - t0 };
  }

  function changed(file: string) {
    pending.add(resolve(file));
    running ??= drain();
    return running;
  }

  async function drain() {
    try {
      await new Promise((done) => setTimeout(done, BATCH_MS));
      while (pending.size) {
        const files = [...pending];
        pending.clear();
        options.onCompile(await compile(files), files);
      }
    } finally {
      running = undefined;
    }
  }

  return {
    async current() {
      await running;
      return state!;
    },
    compiles: () => compiles,
    lastGood: () => good,
    isInput: (file) => resolve(file) === manifestPath || resolve(file).startsWith(contentDir + sep),
    changed,
    watch() {
      const saved = (file: string) => void changed(file).catch(options.onWatchError);
      // Node's own watchers, not Vite's: chokidar drops a second change to a file within 50 ms (a formatter
      // rewriting what the editor just saved). The manifest's folder is watched, so a save that replaces the file
      // (write to a copy, then rename) is seen too.
      const watchers = [
        watch(dirname(manifestPath), (_event, name) => {
          if (!name || name === basename(manifestPath)) saved(manifestPath);
        }),
        watch(contentDir, { recursive: true }, (_event, name) => {
          if (!name || name.endsWith('.md') || name.startsWith(PHOTO_FOLDER + sep))
            saved(name ? join(contentDir, name) : contentDir);
        }),
      ];
      for (const watcher of watchers) watcher.on('error', options.onWatchError);
      return () => watchers.forEach((watcher) => watcher.close());
    },
  };
}
