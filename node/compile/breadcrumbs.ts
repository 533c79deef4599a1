// A content page's trail (home, its site-map group, the page) and the same trail as JSON-LD.
import type { LinkData } from '../../renderer/shared/page-data';
import { HOME_ROUTE, SITE_MAP_ROUTE } from '../../renderer/shared/routes';
import type { SiteContext } from './context';

export function breadcrumbs(site: SiteContext, path: string, name: string): LinkData[] {
  const group = site.siteMap.groupOf(path);
  return [
    { to: HOME_ROUTE, title: site.manifest.layout.homeLinkText },
    { to: `${SITE_MAP_ROUTE}#${group.id}`, title: group.title },
    { to: path, title: name },
  ];
}

export function breadcrumbJsonLd(site: SiteContext, crumbs: LinkData[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.title,
      item: `${site.manifest.company.siteUrl}${c.to === HOME_ROUTE ? '/' : c.to}`,
    })),
  };
}
