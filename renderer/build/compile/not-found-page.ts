// Build-only: the not-found page (404.html), which has no route, no canonical URL and is never indexed.
import type { NotFoundPageData } from '../../shared/page-data';
import { HOME_ROUTE, SITE_MAP_ROUTE } from '../../shared/routes';
import type { SiteContext } from './context';

export function notFoundPage(site: SiteContext): NotFoundPageData {
  const entry = site.manifest.notFound;
  return {
    kind: 'notfound',
    head: {
      title: `${entry.title} | ${site.manifest.company.brandName}`,
      description: entry.description,
      keywords: entry.keywords.join(', '),
      canonical: '',
      image: '',
      imageAlt: '',
      ogType: 'website',
      robots: 'noindex',
      jsonLd: [],
    },
    heroTitle: entry.title,
    intro: entry.description,
    links: [
      { to: HOME_ROUTE, title: entry.homeLinkText },
      { to: SITE_MAP_ROUTE, title: entry.siteMapLinkText },
    ],
  };
}
