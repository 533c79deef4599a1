// Turns the validated manifest into the data every route renders from, one named step per kind of
// page (see compile/).
import { createHash } from 'node:crypto';
import type { Manifest } from '../../renderer/shared/manifest';
import type { NotFoundPageData, PageData, SiteShellData } from '../../renderer/shared/page-data';
import { contentPage } from './content-page';
import { siteContext, type SiteContext } from './context';
import { homePage } from './home-page';
import { notFoundPage } from './not-found-page';
import { privacyPage } from './privacy-page';
import { siteShell } from './shell';
import { siteMapPage } from './site-map-page';
import { stonePage } from './stone-page';
import { buildRoutes, type RouteEntry } from './route-list';
import type { ImageJob } from '../images/jobs';
import type { Problem } from '../manifest/problems';
import { validateManifest, type ValidateOptions } from '../manifest/validate';

export interface CompiledSite {
  manifest: Manifest;
  routes: RouteEntry[];
  /** Every route's page, in manifest order. */
  pages: Map<string, PageData>;
  /** What any other address shows. */
  notFound: NotFoundPageData;
  shell: SiteShellData;
  buildId: string;
  /** Every image file the pages name (photo sizes, drawn stones, share cards), by URL, with how to make it. */
  images: Map<string, ImageJob>;
  /** What the editor should know, though the site builds (raw HTML removed from a body). */
  warnings: Problem[];
}

interface CompileOptions extends ValidateOptions {
  /**
   * Names the data folder. By default its content's hash, so every file in it can be cached forever; the dev
   * server keeps one name, so saving a body changes that page's data and not the app shell.
   */
  buildId?: string;
  /** Every page gets a share card unless this is false (the bench's scale run measures the pages alone). */
  shareCards?: boolean;
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

export function compileSite(input: unknown, options: CompileOptions): CompiledSite {
  const { manifest, warnings } = validateManifest(input, options);
  const site = siteContext(manifest, options.contentDir, options.photos, options.shareCards);
  const routes = buildRoutes(manifest);
  const pages = new Map(routes.map((route) => [route.path, compilePage(site, route)]));
  const notFound = notFoundPage(site);
  const buildId =
    options.buildId ??
    createHash('sha256')
      .update(JSON.stringify([...pages, notFound]))
      .digest('hex')
      .slice(0, 10);
  const shell = siteShell(manifest, routes, buildId);
  return { manifest, routes, pages, notFound, shell, buildId, images: site.images, warnings };
}
