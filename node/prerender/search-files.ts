// sitemap.xml (every route, as its canonical URL) and robots.txt.
import { canonicalUrl } from '../../renderer/shared/routes';
import type { CompiledSite } from '../compile/compile-site';
import { escapeInject } from './html';

export function sitemapXml(site: CompiledSite): string {
  const { siteUrl } = site.manifest.company;
  const urls = [...site.pages.keys()].map(
    (path) => escapeInject`  <url><loc>${canonicalUrl(siteUrl, path)}</loc></url>`,
  );
  return escapeInject`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`.html;
}

export function robotsTxt(site: CompiledSite): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.manifest.company.siteUrl}/sitemap.xml\n`;
}
