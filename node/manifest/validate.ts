// Validates site.manifest.ts, its shape (schema.ts) and every cross reference an editor can break.
import type { Manifest } from './types';
import { HOME_ROUTE, PRIVACY_ROUTE, SITE_MAP_ROUTE, stoneRoute } from '../../renderer/shared/routes';
import { ManifestError } from './manifest-error';
import { nearest } from './nearest';
import {
  ListedInTwoGroups,
  LinkToItself,
  NotAContentPage,
  NotInSiteMap,
  RequiredPageMissing,
  RequiredStoneMissing,
  RequiredStoneMoved,
  RouteReserved,
  RouteTaken,
  SlugTaken,
  StoneGroupCount,
  UnknownImage,
  UnknownRoute,
} from './problem-catalogue';
import { reservedRoutes } from '../project-folders';
import { ProblemList, type Problem } from './problems';
import { manifestSchema } from './schema';
import { schemaProblems } from './schema-problems';
import { SPEC_CONTENT_ROUTES, SPEC_STONES } from './required-routes';
import type { PhotoCatalog } from '../images/photo-facts';
import type { Slot } from '../images/slots';
import { checkBodies } from './validate-bodies';
import type { AssembledStones } from './stone-markdown';
import { markdownCache, type MarkdownCache } from '../markdown/markdown-cache';
import { checkImages, type ImageUse } from './validate-images';
import { checkFacts } from './validate-facts';
import { checkSearch } from './validate-search';
import { checkTeam } from './validate-team';
import { checkUnique } from './validate-unique';

export interface ValidateOptions {
  /** Folder the Markdown `body` files are read from. */
  contentDir: string;
  /** Name of the manifest in the messages. */
  source?: string;
  /** Folder copied to the top of the site (its names are reserved routes). */
  publicDir?: string;
  /** What was read of the photo files the manifest names (images/photo-facts.ts `readPhotos`). */
  photos?: PhotoCatalog;
  /** Where compiled Markdown is kept (the process's cache, in the project's .cache/markdown, by default). */
  markdown?: MarkdownCache;
  /** The input's shape as manifestSchema just read it, when the caller has (the schema reads 5,000 stones slowly). */
  parsed?: ReturnType<typeof manifestSchema.safeParse>;
  /** The stone pages the caller has assembled from that shape, by stone, for the check and the pages to share. */
  assembled?: AssembledStones;
}

export interface ValidatedManifest {
  manifest: Manifest;
  /** What the editor should know but does not stop the build (raw HTML removed from a body). */
  warnings: Problem[];
}

/**
 * Validates the shape, then every cross reference an editor can break: unique routes, names, titles and
 * descriptions, what search results show (validate-search.ts), the company facts the pages' answers name
 * (validate-facts.ts), the sales team's hours (validate-team.ts), the spec's routes all present, no reserved route, links and site-map entries that resolve,
 * image keys that exist, Markdown bodies that exist and can be read, every page in exactly one site-map group. Throws one
 * ManifestError listing every problem with its place and what to do.
 */
export function validateManifest(input: unknown, options: ValidateOptions): ValidatedManifest {
  const problems = new ProblemList(input, options.source ?? 'site.manifest.ts');
  const parsed = options.parsed ?? manifestSchema.safeParse(input);
  if (!parsed.success) {
    schemaProblems(parsed.error.issues, input, manifestSchema, problems);
    throw new ManifestError(problems.list);
  }
  const manifest = parsed.data;

  const routeOwners = new Map<string, PropertyKey[]>();
  const claim = (r: string, path: PropertyKey[]) => {
    const owner = routeOwners.get(r);
    if (owner) problems.report(RouteTaken, path, { route: r, owner: problems.placeOf(owner) });
    else routeOwners.set(r, path);
  };
  claim(HOME_ROUTE, ['home']);
  claim(SITE_MAP_ROUTE, ['siteMapPage']);
  claim(PRIVACY_ROUTE, ['privacyPage']);
  manifest.pages.forEach((page, i) => claim(page.route, ['pages', i, 'route']));
  manifest.stones.forEach((s, i) => claim(stoneRoute(s), ['stones', i, s.route ? 'route' : 'slug']));
  const routes = new Set(routeOwners.keys());

  const reserved = reservedRoutes(options.publicDir);
  for (const [r, path] of routeOwners) {
    const why = reserved.get(r);
    if (why) problems.report(RouteReserved, path, { route: r, why });
  }

  const missing = checkSpecRoutes(manifest, routes, problems);

  const slugs = new Map<string, number>();
  manifest.stones.forEach((s, i) => {
    const first = slugs.get(s.slug);
    if (first !== undefined)
      problems.report(SlugTaken, ['stones', i, 'slug'], { slug: s.slug, owner: problems.placeOf(['stones', first]) });
    else slugs.set(s.slug, i);
  });
  checkUnique(manifest, problems);

  checkSearch(manifest, problems);
  checkFacts(manifest, problems);
  checkTeam(manifest, problems);

  const imageKeys = Object.keys(manifest.images);
  const uses: ImageUse[] = [];
  const checkImage = (key: string, path: PropertyKey[], slot: Slot) => {
    uses.push({ key, path, slot });
    if (!(key in manifest.images)) problems.report(UnknownImage, path, { key, keys: imageKeys });
  };
  const notARoute = (to: string, path: PropertyKey[]) => {
    if (routes.has(to)) return false;
    if (!missing.has(to)) problems.report(UnknownRoute, path, { route: to, routes });
    return true;
  };
  const checkLinks = (links: { to: string }[], path: PropertyKey[], self: string) =>
    links.forEach((link, j) => {
      const at = [...path, 'internalLinks', j, 'to'];
      if (!notARoute(link.to, at) && link.to === self) problems.report(LinkToItself, at, {});
    });

  manifest.pages.forEach((page, i) => {
    checkImage(page.heroImage, ['pages', i, 'heroImage'], 'hero');
    if (page.sectionImage) checkImage(page.sectionImage, ['pages', i, 'sectionImage'], 'section');
    checkLinks(page.internalLinks, ['pages', i], page.route);
  });
  manifest.stones.forEach((s, i) => {
    checkImage(s.heroImage, ['stones', i, 'heroImage'], 'hero');
    checkLinks(s.internalLinks, ['stones', i], stoneRoute(s));
  });
  checkImage(manifest.home.heroImage, ['home', 'heroImage'], 'hero');
  checkImage(manifest.home.history.image, ['home', 'history', 'image'], 'section');
  checkImage(manifest.home.course.image, ['home', 'course', 'image'], 'section');
  manifest.home.categories.items.forEach((item, i) => {
    checkImage(item.image, ['home', 'categories', 'items', i, 'image'], 'card');
    notARoute(item.to, ['home', 'categories', 'items', i, 'to']);
  });
  checkImages(manifest, uses, { problems, contentDir: options.contentDir, photos: options.photos });
  notARoute(manifest.layout.wholesaleOnly.to, ['layout', 'wholesaleOnly', 'to']);
  checkBodies(manifest, {
    problems,
    contentDir: options.contentDir,
    routes,
    missing,
    markdown: options.markdown ?? markdownCache,
    assembled: options.assembled,
  });
  checkSiteMap(manifest, routes, missing, problems);

  if (problems.errors.length) throw new ManifestError(problems.list);
  return { manifest, warnings: problems.list };
}

/**
 * The spec's routes, each reported once when missing (not again at every link to it). A stone the spec names but
 * whose route moved (turquoise without its route override) is reported at that stone.
 */
function checkSpecRoutes(manifest: Manifest, routes: Set<string>, problems: ProblemList): Set<string> {
  const missing = new Set<string>();
  const linksTo = (r: string) =>
    [...manifest.pages, ...manifest.stones].filter((e) => e.internalLinks.some((l) => l.to === r)).length;
  for (const r of SPEC_CONTENT_ROUTES) {
    if (routes.has(r)) continue;
    missing.add(r);
    const renamed = nearest(
      r,
      manifest.pages.map((p) => p.route).filter((p) => !(SPEC_CONTENT_ROUTES as readonly string[]).includes(p)),
    );
    problems.report(RequiredPageMissing, ['pages'], { route: r, links: linksTo(r), renamed });
  }
  for (const spec of SPEC_STONES) {
    const r = stoneRoute(spec);
    if (routes.has(r)) continue;
    missing.add(r);
    const i = manifest.stones.findIndex((s) => s.slug === spec.slug);
    if (i === -1) problems.report(RequiredStoneMissing, ['stones'], { slug: spec.slug, route: r, links: linksTo(r) });
    else
      problems.report(RequiredStoneMoved, ['stones', i, 'route'], {
        route: r,
        current: stoneRoute(manifest.stones[i]),
        links: linksTo(r),
        override: spec.route,
      });
  }
  return missing;
}

/** Every content and stone route sits in exactly one site-map group. */
function checkSiteMap(manifest: Manifest, routes: Set<string>, missing: Set<string>, problems: ProblemList) {
  const groups = manifest.siteMap.map((g) => g.title);
  const groupOf = new Map<string, PropertyKey[]>();
  const place = (r: string, path: PropertyKey[]) => {
    if (missing.has(r)) return;
    if (!routes.has(r)) return problems.report(UnknownRoute, path, { route: r, routes, siteMap: true });
    if (r === HOME_ROUTE || r === SITE_MAP_ROUTE || r === PRIVACY_ROUTE)
      return problems.report(NotAContentPage, path, { route: r });
    const other = groupOf.get(r);
    if (other) problems.report(ListedInTwoGroups, path, { route: r, other: problems.placeOf(other) });
    else groupOf.set(r, path);
  };
  const stoneGroups = manifest.siteMap.filter((g) => g.includeStones).length;
  if (stoneGroups !== 1) problems.report(StoneGroupCount, ['siteMap'], { found: stoneGroups });
  manifest.siteMap.forEach((group, g) => {
    group.routes.forEach((r, k) => place(r, ['siteMap', g, 'routes', k]));
    if (group.includeStones) manifest.stones.forEach((s, i) => place(stoneRoute(s), ['stones', i]));
  });
  manifest.pages.forEach((page, i) => {
    if (!groupOf.has(page.route)) problems.report(NotInSiteMap, ['pages', i, 'route'], { route: page.route, groups });
  });
}
