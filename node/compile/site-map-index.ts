// The site-map groups with their links, and which group each route belongs to (for breadcrumbs).
import type { Manifest } from '../manifest/types';
import type { SiteMapGroupData } from '../../renderer/shared/page-data';
import { stoneRoute } from '../../renderer/shared/routes';
import { fill } from '../manifest/fill';
import { slugify } from '../manifest/slugify';
import { stoneWords } from '../manifest/stone-words';

export interface SiteMapIndex {
  groups: SiteMapGroupData[];
  /** The group listing a content or stone route. */
  groupOf(path: string): SiteMapGroupData;
}

/** A site-map group's id: its anchor on the site-map page, which the header links to. */
const siteMapGroupId = (title: string): string => slugify(title);

export function siteMapIndex(manifest: Manifest): SiteMapIndex {
  const titleOf = new Map<string, string>();
  manifest.pages.forEach((p) => titleOf.set(p.route, p.title));
  manifest.stones.forEach((s) => titleOf.set(stoneRoute(s), fill(manifest.stonePage.linkTitle, stoneWords(s))));
  const groupOfRoute = new Map<string, SiteMapGroupData>();
  const groups = manifest.siteMap.map((group) => {
    const paths = [...group.routes, ...(group.includeStones ? manifest.stones.map(stoneRoute) : [])];
    const data: SiteMapGroupData = {
      id: siteMapGroupId(group.title),
      title: group.title,
      links: paths.map((to) => ({ to, title: titleOf.get(to) ?? to })),
    };
    paths.forEach((p) => groupOfRoute.set(p, data));
    return data;
  });
  return { groups, groupOf: (path) => groupOfRoute.get(path) ?? groups[0] };
}
