// A page's head data (title with the brand, description, canonical URL, sharing image, JSON-LD).
import type { HeadData } from '../../renderer/shared/page-data';
import { HOME_ROUTE } from '../../renderer/shared/routes';
import { titleSuffix } from '../manifest/page-title';
import type { SiteContext } from './context';

/** What a manifest entry says about its page's head; its hero photo is the one shown when the page is shared. */
interface HeadFields {
  title: string;
  description: string;
  keywords: string[];
  heroImage: string;
}

export function pageHead(site: SiteContext, path: string, fields: HeadFields, jsonLd: object[] = []): HeadData {
  const home = path === HOME_ROUTE;
  return {
    title: home ? fields.title : `${fields.title}${titleSuffix(site.manifest.company.brandName)}`,
    description: fields.description,
    keywords: fields.keywords.join(', '),
    canonical: site.url(path),
    image: site.image(fields.heroImage).src,
    imageAlt: site.manifest.images[fields.heroImage].alt,
    ogType: home ? 'website' : 'article',
    jsonLd,
  };
}
