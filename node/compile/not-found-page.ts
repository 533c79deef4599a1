// The not-found page (404.html), which has no route, no canonical URL and is never indexed.
import type { NotFoundPageData } from '../../renderer/shared/page-data';
import { HOME_ROUTE, SITE_MAP_ROUTE } from '../../renderer/shared/routes';
import { pageCta, type SiteContext } from './context';
import { shareCard } from './page-head';

export function notFoundPage(site: SiteContext): NotFoundPageData {
  const entry = site.manifest.notFound;
  return {
    kind: 'notfound',
    head: {
      title: `${entry.title} | ${site.manifest.company.brandName}`,
      description: entry.description,
      keywords: entry.keywords.join(', '),
      canonical: '',
      ...shareCard(site, undefined, { title: entry.title, heroImage: site.manifest.home.heroImage }),
      ogType: 'website',
      robots: 'noindex',
      jsonLd: [],
    },
    heroTitle: entry.title,
    intro: entry.description,
    // The address is unknown, so the chat names the page and the home page's address.
    cta: pageCta(
      site,
      { path: HOME_ROUTE, name: entry.title, title: entry.title },
      site.manifest.layout.handover.catalogue,
    ),
    links: [
      { to: HOME_ROUTE, title: entry.homeLinkText },
      { to: SITE_MAP_ROUTE, title: entry.siteMapLinkText },
    ],
    sectionsTitle: entry.sectionsTitle,
    sections: site.siteMap.groups.map((g) => ({ to: `${SITE_MAP_ROUTE}#${g.id}`, title: g.title })),
  };
}
