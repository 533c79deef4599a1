// Turns the validated manifest into the data every route renders from, one named step per kind of
// page (see compile/).
import { createHash } from 'node:crypto';
import type { Manifest } from '../manifest/types';
import type { NotFoundPageData, PageData, SiteShellData } from '../../renderer/shared/page-data';
import { dataFileFor, NOT_FOUND_PATH } from '../../renderer/shared/routes';
import { contentPage } from './content-page';
import { siteContext, type SiteContext } from './context';
import { homePage } from './home-page';
import { notFoundPage } from './not-found-page';
import { privacyPage } from './privacy-page';
import { siteShell } from './shell';
import { siteMapPage } from './site-map-page';
import { stonePage } from './stone-page';
import { ManifestError } from '../manifest/manifest-error';
import { withManifestLines } from '../manifest/source-lines';
import { buildRoutes, type RouteEntry } from './route-list';
import { ImageCache } from '../images/image-cache';
import type { ImageJob } from '../images/jobs';
import { readPhotos } from '../images/photo-facts';
import type { Problem } from '../manifest/problems';
import { validateManifest, type ValidateOptions } from '../manifest/validate';
import { manifestSchema } from '../manifest/schema';
import { markdownCache } from '../markdown/markdown-cache';
import { markdownBodies } from './markdown-bodies';
import type { AssembledStones } from '../manifest/stone-markdown';
import { DATA_FOLDER } from '../project-folders';

export interface CompiledSite {
  manifest: Manifest;
  routes: RouteEntry[];
  /** Every route's page, in manifest order. */
  pages: Map<string, PageData>;
  /** What any other address shows. */
  notFound: NotFoundPageData;
  shell: SiteShellData;
  buildId: string;
  /** URL folder of the per-route JSON files, named by buildId so they can be cached forever. */
  dataBase: string;
  /**
   * Each page's data file as written (its JSON), by route, the not-found page's under NOT_FOUND_PATH: made once, for
   * the data folder's name and for its files.
   */
  pageTexts: Map<string, string>;
  /** Every image file the pages name (photo sizes, drawn stones, share cards), by URL, with how to make it. */
  images: Map<string, ImageJob>;
  /** What the editor should know, though the site builds (raw HTML removed from a body). */
  warnings: Problem[];
}

export interface CompileOptions extends ValidateOptions {
  /**
   * Names the data folder. By default its content's hash, so every file in it can be cached forever; the dev
   * server keeps one name, so saving a body changes that page's data and not the app shell.
   */
  buildId?: string;
  /** Every page gets a share card unless this is false (the bench's scale run measures the pages alone). */
  shareCards?: boolean;
}

/** What compileManifest reads the photo files with (the project's image cache by default). */
interface ManifestCompileOptions extends CompileOptions {
  source: string;
  imageCache?: ImageCache;
  /**
   * Given the app's shell as soon as the manifest's shape is read, before any body is compiled (a manifest of the
   * wrong shape has none): what compileManifest returns has the same shell.
   */
  onShell?: (shell: SiteShellData) => void;
}

function compilePage(site: SiteContext, route: RouteEntry): Exclude<PageData, NotFoundPageData> {
  const { manifest } = site;
  switch (route.kind) {
    case 'home':
      return homePage(site, route.path);
    case 'content': {
      const entry = manifest.pages[route.index];
      return contentPage(site, route.path, entry, site.readBody(entry.body));
    }
    case 'stone':
      return stonePage(site, route.path, manifest.stones[route.index]);
    case 'sitemap':
      return siteMapPage(site, route.path);
    case 'privacy':
      return privacyPage(site, route.path);
  }
}

/** What an address shows (its page, or the not-found page for any other address) and the data file that serves it. */
export function pageAt(site: CompiledSite, path: string): { page: PageData; dataFile: string; found: boolean } {
  const page = site.pages.get(path);
  return { page: page ?? site.notFound, dataFile: dataFileFor(path, site.pages), found: page !== undefined };
}

/** The site's data folder: every page's data, the not-found page's included, by file name. */
export function dataFiles(site: CompiledSite): Map<string, PageData> {
  return new Map(
    [...site.pages.keys(), NOT_FOUND_PATH].map((path) => {
      const { page, dataFile } = pageAt(site, path);
      return [dataFile, page];
    }),
  );
}

/** Each page's data as JSON, by route, the not-found page's under NOT_FOUND_PATH. */
function pageTexts(pages: Map<string, PageData>, notFound: NotFoundPageData): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [path, page] of pages) texts.set(path, JSON.stringify(page));
  return texts.set(NOT_FOUND_PATH, JSON.stringify(notFound));
}

/**
 * The hash of `JSON.stringify([...pages, notFound])`, its text fed to the hash page by page from `texts`: the same
 * ten digits, without holding the text of every page in one string (tens of megabytes on a site of 5,000 pages).
 */
function contentHash(pages: Map<string, PageData>, texts: Map<string, string>): string {
  const hash = createHash('sha256').update('[');
  for (const path of pages.keys())
    hash
      .update(`[${JSON.stringify(path)},`)
      .update(texts.get(path)!)
      .update('],');
  return hash.update(texts.get(NOT_FOUND_PATH)!).update(']').digest('hex').slice(0, 10);
}

export function compileSite(input: unknown, options: CompileOptions): CompiledSite {
  const { manifest, warnings } = validateManifest(input, options);
  const site = siteContext(
    manifest,
    options.contentDir,
    options.markdown ?? markdownCache,
    options.photos,
    options.shareCards,
    options.assembled,
  );
  const routes = buildRoutes(manifest);
  const pages = new Map(routes.map((route) => [route.path, compilePage(site, route)]));
  const notFound = notFoundPage(site);
  const texts = pageTexts(pages, notFound);
  const buildId = options.buildId ?? contentHash(pages, texts);
  const shell = siteShell(manifest);
  const dataBase = `/${DATA_FOLDER}/${buildId}`;
  return {
    manifest,
    routes,
    pages,
    notFound,
    shell,
    buildId,
    dataBase,
    pageTexts: texts,
    images: site.images,
    warnings,
  };
}

/**
 * compileSite for a manifest read from `file` (named `options.source` in messages): each problem, and each warning,
 * placed in the manifest carries its line there, as `npm run check`, the build and the dev server all show them.
 * Throws the ManifestError of compileSite, its problems placed.
 */
export async function compileManifest(
  input: unknown,
  file: string,
  { imageCache = new ImageCache(), onShell, ...options }: ManifestCompileOptions,
): Promise<CompiledSite> {
  let site: CompiledSite;
  const photos = options.photos ?? (await readPhotos(input, options.contentDir, imageCache));
  // Every body compiled at once; a manifest of the wrong shape is left to compileSite to explain.
  const parsed = manifestSchema.safeParse(input);
  // Each stone's page, assembled once for the list of bodies, the check and the pages.
  const assembled: AssembledStones = new WeakMap();
  if (parsed.success) {
    onShell?.(siteShell(parsed.data));
    const bodies = markdownBodies(parsed.data, options.contentDir, assembled);
    await (options.markdown ?? markdownCache).compileAll(bodies);
  }
  try {
    // The shape just read: nothing has changed the input since.
    site = compileSite(input, { ...options, photos, parsed, assembled });
  } catch (error) {
    if (error instanceof ManifestError)
      throw new ManifestError(await withManifestLines(error.problems, file, options.source));
    throw error;
  }
  return { ...site, warnings: await withManifestLines(site.warnings, file, options.source) };
}
