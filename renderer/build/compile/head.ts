// Build-only: a page's head data (title with the brand, description, canonical URL, sharing image, JSON-LD).
import type { HeadData } from '../../shared/page-data';
import { HOME_ROUTE } from '../../shared/routes';
import type { SiteContext } from './context';

interface HeadFields {
  title: string;
  description: string;
  keywords: string[];
  /** Key of the photo shown when the page is shared. */
  image: string;
  jsonLd?: object[];
}

export function pageHead(site: SiteContext, path: string, fields: HeadFields): HeadData {
  const home = path === HOME_ROUTE;
  return {
    title: home ? fields.title : `${fields.title} | ${site.manifest.company.brandName}`,
    description: fields.description,
    keywords: fields.keywords.join(', '),
    canonical: site.url(path),
    image: site.image(fields.image).src,
    imageAlt: site.manifest.images[fields.image].alt,
    ogType: home ? 'website' : 'article',
    jsonLd: fields.jsonLd ?? [],
  };
}
