// The site-map page, every content and stone page grouped as the manifest's siteMap says.
import type { SiteMapPageData } from '../../renderer/shared/page-data';
import { PRIVACY_ROUTE, SITE_MAP_TITLE } from '../../renderer/shared/routes';
import { pageCta, type SiteContext } from './context';
import { fill } from '../manifest/fill';
import { pageHead } from './page-head';

export function siteMapPage(site: SiteContext, path: string): SiteMapPageData {
  const { siteMapPage: entry, company, home, layout } = site.manifest;
  const title = SITE_MAP_TITLE;
  return {
    kind: 'sitemap',
    path,
    head: pageHead(site, path, {
      title,
      description: fill(entry.description, { brand: company.brandName }),
      keywords: entry.keywords,
      heroImage: home.heroImage,
    }),
    heroTitle: title,
    intro: entry.intro,
    groups: site.siteMap.groups,
    privacy: { to: PRIVACY_ROUTE, title: layout.footer.privacyLinkText },
    cta: pageCta(site, { path, name: title, title }, layout.handover.catalogue),
  };
}
