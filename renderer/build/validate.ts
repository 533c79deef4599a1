// Build-only: validates site.manifest.ts, its shape (schema.ts) and every cross reference an editor can break.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from '../shared/manifest';
import { HOME_ROUTE, SITE_MAP_ROUTE, stoneRoute } from '../shared/routes';
import { formatPath, ManifestError } from './manifest-error';
import { manifestSchema } from './schema';

interface ValidateOptions {
  /** Folder the Markdown `body` files are read from. */
  contentDir: string;
  /** Name used in the error message. */
  source?: string;
}

/**
 * Validates the shape, then every cross reference an editor can break: unique routes, links and site-map entries
 * that resolve, image keys that exist, Markdown bodies that exist and are not empty, every page in exactly one
 * site-map group. Throws one ManifestError listing every problem as `path: message`.
 */
export function validateManifest(input: unknown, options: ValidateOptions): Manifest {
  const source = options.source ?? 'site.manifest.ts';
  const parsed = manifestSchema.safeParse(input);
  if (!parsed.success) {
    throw new ManifestError(
      source,
      parsed.error.issues.map((issue) => `${formatPath(issue.path) || '(root)'}: ${issue.message}`),
    );
  }
  const manifest = parsed.data;
  const issues: string[] = [];
  const routeOwners = new Map<string, string>();
  const claim = (r: string, where: string) => {
    const owner = routeOwners.get(r);
    if (owner) issues.push(`${where}: route "${r}" is already used by ${owner}`);
    else routeOwners.set(r, where);
  };
  claim(HOME_ROUTE, 'the home page');
  claim(SITE_MAP_ROUTE, 'the site map');
  manifest.pages.forEach((page, i) => claim(page.route, `pages[${i}].route`));
  manifest.stones.forEach((s, i) => claim(stoneRoute(s), `stones[${i}]${s.route ? '.route' : '.slug'}`));

  const slugs = new Map<string, number>();
  manifest.stones.forEach((s, i) => {
    const first = slugs.get(s.slug);
    if (first !== undefined) issues.push(`stones[${i}].slug: "${s.slug}" is already used by stones[${first}]`);
    else slugs.set(s.slug, i);
  });

  // Search results cut titles at about 70 characters: the brand is appended to every title but the home page's.
  const TITLE_MAX = 70;
  const suffix = ` | ${manifest.company.brandName}`.length;
  const checkTitle = (title: string, where: string) => {
    if (title.length + suffix > TITLE_MAX)
      issues.push(
        `${where}: "${title}" is too long: with " | ${manifest.company.brandName}" it must fit in ${TITLE_MAX} characters (at most ${TITLE_MAX - suffix})`,
      );
  };
  manifest.pages.forEach((p, i) => checkTitle(p.title, `pages[${i}].title`));
  manifest.stones.forEach((s, i) => checkTitle(s.title, `stones[${i}].title`));
  checkTitle(manifest.notFound.title, 'notFound.title');
  if (manifest.home.title.length > TITLE_MAX) issues.push(`home.title: must be at most ${TITLE_MAX} characters`);

  const checkImage = (key: string, where: string) => {
    if (!(key in manifest.images)) issues.push(`${where}: image "${key}" is not in images`);
  };
  const checkLinks = (links: { to: string }[], where: string, self: string) =>
    links.forEach((link, j) => {
      if (!routeOwners.has(link.to))
        issues.push(`${where}.internalLinks[${j}].to: "${link.to}" is not a route in the manifest`);
      else if (link.to === self) issues.push(`${where}.internalLinks[${j}].to: a page must not link to itself`);
    });
  const checkMarkdown = (file: string, where: string) => {
    const path = join(options.contentDir, file);
    if (!existsSync(path)) issues.push(`${where}: Markdown file content/${file} does not exist`);
    else if (readFileSync(path, 'utf8').trim() === '') issues.push(`${where}: Markdown file content/${file} is empty`);
  };

  manifest.pages.forEach((page, i) => {
    checkImage(page.heroImage, `pages[${i}].heroImage`);
    checkLinks(page.internalLinks, `pages[${i}]`, page.route);
    checkMarkdown(page.body, `pages[${i}].body`);
  });
  manifest.stones.forEach((s, i) => {
    checkImage(s.heroImage, `stones[${i}].heroImage`);
    checkLinks(s.internalLinks, `stones[${i}]`, stoneRoute(s));
    if (s.body) checkMarkdown(s.body, `stones[${i}].body`);
  });
  checkImage(manifest.home.heroImage, 'home.heroImage');
  checkImage(manifest.home.history.image, 'home.history.image');
  checkImage(manifest.home.course.image, 'home.course.image');
  manifest.home.categories.items.forEach((item, i) => {
    checkImage(item.image, `home.categories.items[${i}].image`);
    if (!routeOwners.has(item.to))
      issues.push(`home.categories.items[${i}].to: "${item.to}" is not a route in the manifest`);
  });

  // Every content and stone route sits in exactly one site-map group.
  const groupOf = new Map<string, string>();
  const place = (r: string, where: string) => {
    if (!routeOwners.has(r)) return issues.push(`${where}: "${r}" is not a route in the manifest`);
    if (r === HOME_ROUTE || r === SITE_MAP_ROUTE) return issues.push(`${where}: "${r}" is not a content page`);
    const other = groupOf.get(r);
    if (other) issues.push(`${where}: "${r}" is already listed in ${other}`);
    else groupOf.set(r, where);
  };
  const stoneGroups = manifest.siteMap.filter((g) => g.includeStones).length;
  if (stoneGroups !== 1) issues.push(`siteMap: exactly one group must have includeStones: true (found ${stoneGroups})`);
  manifest.siteMap.forEach((group, g) => {
    group.routes.forEach((r, k) => place(r, `siteMap[${g}].routes[${k}]`));
    if (group.includeStones) manifest.stones.forEach((s, i) => place(stoneRoute(s), `siteMap[${g}] (stones[${i}])`));
  });
  manifest.pages.forEach((page, i) => {
    if (!groupOf.has(page.route)) issues.push(`pages[${i}].route: "${page.route}" is in no site-map group`);
  });

  if (issues.length) throw new ManifestError(source, issues);
  return manifest;
}
