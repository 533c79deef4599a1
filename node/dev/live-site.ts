// The dev server's site, compiled from the current manifest and Markdown, and again after each save.
// The manifest is imported afresh only when it changed; compiled Markdown is kept between compiles (markdown.ts),
// so saving one body recompiles the pages that use it, not the site. A mistake becomes the state (every page shows
// it) and the next compile that succeeds replaces it.
import { watch } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { PageData } from '../../renderer/shared/page-data';
import { dataFileFor, NOT_FOUND_DATA_FILE } from '../../renderer/shared/routes';
import { compileSite, type CompiledSite } from '../compile/compile-site';
import type { ImageCache } from '../images/image-cache';
import { readPhotos } from '../images/photo-facts';
import { PHOTO_FOLDER } from '../images/photo-folder';
import { problemsOf, type Problems } from './error-report';
import { ManifestError } from '../manifest/manifest-error';
import { withManifestLines } from '../manifest/source-lines';
import { markdownCompiled } from '../markdown/markdown';

export type SiteState = { site: CompiledSite; dataFiles: Map<string, PageData> } | { problems: Problems };

export type Compile =
  | {
      kind: 'compiled';
      site: CompiledSite;
      /** Bodies whose Markdown had to be compiled (the others came from the cache). */
      markdown: number;
      /** Pages (the not-found page included) whose data differs from the last compile's. */
      changedPages: number;
      /** Whether the app shell (routes, header and footer words, company constants) differs. */
      shellChanged: boolean;
      /** Whether the last compile had failed: the open pages show its problems until they reload. */
      recovered: boolean;
      ms: number;
    }
  | { kind: 'problems'; problems: Problems; ms: number };

interface LiveSiteOptions {
  manifestPath: string;
  contentDir: string;
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

/** Each page's data as JSON, by path (the not-found page under its data file's name), to see what a save changed. */
function pageTexts(site: CompiledSite): Map<string, string> {
  const texts = new Map([...site.pages].map(([path, page]) => [path, JSON.stringify(page)]));
  return texts.set(NOT_FOUND_DATA_FILE, JSON.stringify(site.notFound));
}

export function liveSite(options: LiveSiteOptions): LiveSite {
  const manifestPath = resolve(options.manifestPath);
  const contentDir = resolve(options.contentDir);
  let input: unknown;
  let inputStale = true;
  let state: SiteState | undefined;
  let good: CompiledSite | undefined;
  let shownTexts = new Map<string, string>();
  const pending = new Set<string>();
  let running: Promise<void> | undefined;

  const fail = (problems: Problems, t0: number): Compile => {
    state = { problems };
    return { kind: 'problems', problems, ms: performance.now() - t0 };
  };

  async function compile(files: string[]): Promise<Compile> {
    const t0 = performance.now();
    if (inputStale || files.includes(manifestPath)) {
      inputStale = true;
      try {
        input = await options.importManifest();
        inputStale = false;
      } catch (error) {
        return fail(problemsOf(error, options.source), t0);
      }
    }
    let site: CompiledSite;
    const compiledBefore = markdownCompiled();
    try {
      const photos = await readPhotos(input, contentDir, options.cache);
      site = compileSite(input, { contentDir, source: options.source, buildId: DEV_BUILD_ID, photos });
    } catch (error) {
      // With the line of each problem in the manifest, as `npm run check` prints them.
      if (error instanceof ManifestError)
        return fail(
          problemsOf(new ManifestError(await withManifestLines(error.problems, manifestPath, options.source))),
          t0,
        );
      return fail(problemsOf(error), t0);
    }
    const markdown = markdownCompiled() - compiledBefore;
    const texts = pageTexts(site);
    const changedPages = [...texts].filter(([path, text]) => shownTexts.get(path) !== text).length;
    const shellChanged = JSON.stringify(site.shell) !== JSON.stringify(good?.shell);
    const recovered = state !== undefined && 'problems' in state;
    const dataFiles = new Map<string, PageData>([...site.pages].map(([path, page]) => [dataFileFor(path), page]));
    dataFiles.set(NOT_FOUND_DATA_FILE, site.notFound);
    state = { site, dataFiles };
    good = site;
    shownTexts = texts;
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
