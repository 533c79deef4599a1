// Validates site.manifest.ts, its shape (schema.ts) and every cross reference an editor can break.
import type { Manifest } from '../../renderer/shared/manifest';
import { HOME_ROUTE, PRIVACY_ROUTE, SITE_MAP_ROUTE, stoneRoute } from '../../renderer/shared/routes';
import { ManifestError } from './manifest-error';
import { didYouMean } from './nearest';
import { reservedRoutes } from '../project-folders';
import { ProblemList, type Problem } from './problems';
import { manifestSchema } from './schema';
import { schemaProblems } from './schema-problems';
import { SPEC, SPEC_CONTENT_ROUTES, SPEC_STONES } from './required-routes';
import type { PhotoCatalog } from '../images/photo-facts';
import type { Slot } from '../images/slots';
import { checkBodies } from './validate-bodies';
import { checkImages, type ImageUse } from './validate-images';
import { checkFacts } from './validate-facts';
import { checkSearch } from './validate-search';
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
}

export interface ValidatedManifest {
  manifest: Manifest;
  /** What the editor should know but does not stop the build (raw HTML removed from a body). */
  warnings: Problem[];
}

/**
 * Validates the shape, then every cross reference an editor can break: unique routes, names, titles and
 * descriptions, what search results show (validate-search.ts), the company facts the pages' answers name
 * (validate-facts.ts), the spec's routes all present, no reserved route, links and site-map entries that resolve, image
 * keys that exist, Markdown bodies that exist and can be read, every page in exactly one site-map group. Throws one
 * ManifestError listing every problem with its place and what to do.
 */
export function validateManifest(input: unknown, options: ValidateOptions): ValidatedManifest {
  const problems = new ProblemList(input, options.source ?? 'site.manifest.ts');
  const parsed = manifestSchema.safeParse(input);
  if (!parsed.success) {
    schemaProblems(parsed.error.issues, input, manifestSchema, problems);
    throw new ManifestError(problems.list);
  }
  const manifest = parsed.data;

  const routeOwners = new Map<string, PropertyKey[]>();
  const claim = (r: string, path: PropertyKey[]) => {
    const owner = routeOwners.get(r);
    if (owner)
      problems.error(
        path,
        `route "${r}" is already used by ${problems.placeOf(owner)}`,
        'give each page its own route',
      );
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
    if (why) problems.error(path, `route "${r}" is reserved: ${why} is there`, 'choose another route');
  }

  const missing = checkSpecRoutes(manifest, routes, problems);

  const slugs = new Map<string, number>();
  manifest.stones.forEach((s, i) => {
    const first = slugs.get(s.slug);
    if (first !== undefined)
      problems.error(
        ['stones', i, 'slug'],
        `"${s.slug}" is already used by ${problems.placeOf(['stones', first])}`,
        'give each stone its own slug',
      );
    else slugs.set(s.slug, i);
  });
  checkUnique(manifest, problems);

  checkSearch(manifest, problems);
  checkFacts(manifest, problems);

  const imageKeys = Object.keys(manifest.images);
  const uses: ImageUse[] = [];
  const checkImage = (key: string, path: PropertyKey[], slot: Slot) => {
    uses.push({ key, path, slot });
    if (!(key in manifest.images))
      problems.error(
        path,
        `image "${key}" is not in images`,
        didYouMean(key, imageKeys) ?? 'add it to images, or use one of its keys',
      );
  };
  const notARoute = (to: string, path: PropertyKey[]) => {
    if (routes.has(to)) return false;
    if (!missing.has(to))
      problems.error(
        path,
        `"${to}" is not a route in the manifest`,
        didYouMean(to, routes, false) ?? 'use the route of a page of the manifest',
      );
    return true;
  };
  const checkLinks = (links: { to: string }[], path: PropertyKey[], self: string) =>
    links.forEach((link, j) => {
      const at = [...path, 'internalLinks', j, 'to'];
      if (!notARoute(link.to, at) && link.to === self)
        problems.error(at, 'a page must not link to itself', 'link to another page');
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
  checkBodies(manifest, { problems, contentDir: options.contentDir, routes, missing });
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
  const linksTo = (r: string) => {
    const n = [...manifest.pages, ...manifest.stones].filter((e) => e.internalLinks.some((l) => l.to === r)).length;
    return n ? ` (${n} page${n === 1 ? ' links' : 's link'} to it)` : '';
  };
  for (const r of SPEC_CONTENT_ROUTES) {
    if (routes.has(r)) continue;
    missing.add(r);
    const renamed = didYouMean(
      r,
      manifest.pages.map((p) => p.route).filter((p) => !(SPEC_CONTENT_ROUTES as readonly string[]).includes(p)),
      false,
    );
    problems.error(
      ['pages'],
      `the page "${r}" that ${SPEC} requires is missing${linksTo(r)}`,
      renamed
        ? `${renamed} The spec fixes this route: put it back`
        : 'put its entry back in pages, with its Markdown body and its site-map group',
    );
  }
  for (const spec of SPEC_STONES) {
    const r = stoneRoute(spec);
    if (routes.has(r)) continue;
    missing.add(r);
    const i = manifest.stones.findIndex((s) => s.slug === spec.slug);
    if (i === -1)
      problems.error(
        ['stones'],
        `the stone "${spec.slug}" (${r}) that ${SPEC} requires is missing${linksTo(r)}`,
        'put its entry back in stones',
      );
    else
      problems.error(
        ['stones', i, 'route'],
        `${SPEC} puts this stone at "${r}", not "${stoneRoute(manifest.stones[i])}"${linksTo(r)}`,
        spec.route ? `set route: '${spec.route}'` : 'remove its route override',
      );
  }
  return missing;
}

/** Every content and stone route sits in exactly one site-map group. */
function checkSiteMap(manifest: Manifest, routes: Set<string>, missing: Set<string>, problems: ProblemList) {
  const groupTitles = manifest.siteMap.map((g) => g.title).join(', ');
  const groupOf = new Map<string, PropertyKey[]>();
  const place = (r: string, path: PropertyKey[]) => {
    if (missing.has(r)) return;
    if (!routes.has(r))
      return problems.error(
        path,
        `"${r}" is not a route in the manifest`,
        didYouMean(r, routes, false) ?? 'list the route of a content page',
      );
    if (r === HOME_ROUTE || r === SITE_MAP_ROUTE || r === PRIVACY_ROUTE)
      return problems.error(
        path,
        `"${r}" is not a content page`,
        'the site map lists content and stone pages only: remove it',
      );
    const other = groupOf.get(r);
    if (other)
      problems.error(
        path,
        `"${r}" is already listed in ${problems.placeOf(other)}`,
        'list each page in one group only: remove one of the two',
      );
    else groupOf.set(r, path);
  };
  const stoneGroups = manifest.siteMap.filter((g) => g.includeStones).length;
  if (stoneGroups !== 1)
    problems.error(
      ['siteMap'],
      `exactly one group must have includeStones: true (found ${stoneGroups})`,
      'set includeStones: true on the group that lists the stones (Joias por Pedra), and on no other',
    );
  manifest.siteMap.forEach((group, g) => {
    group.routes.forEach((r, k) => place(r, ['siteMap', g, 'routes', k]));
    if (group.includeStones) manifest.stones.forEach((s, i) => place(stoneRoute(s), ['stones', i]));
  });
  manifest.pages.forEach((page, i) => {
    if (!groupOf.has(page.route))
      problems.error(
        ['pages', i, 'route'],
        `"${page.route}" is in no site-map group`,
        `add it to the routes of one siteMap group: ${groupTitles}`,
      );
  });
}
