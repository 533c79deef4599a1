// The files made from the manifest besides the pages, by their name on the site: written by the
// prerender, answered by the dev server.
import type { CompiledSite } from '../compile/compile-site';
import { webManifest } from './deploy-config';
import { robotsTxt, sitemapXml } from './search-files';

interface SiteFile {
  name: string;
  type: string;
  text: string;
}

export function siteFiles(site: CompiledSite): SiteFile[] {
  return [
    { name: 'sitemap.xml', type: 'application/xml', text: sitemapXml(site) },
    { name: 'robots.txt', type: 'text/plain', text: robotsTxt(site) },
    { name: 'site.webmanifest', type: 'application/manifest+json', text: webManifest(site) },
  ];
}
