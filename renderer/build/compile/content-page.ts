// Build-only: the page data of a content page (and of a stone page, which shares its layout).
import { markdownToHtml } from '../markdown';
import type { ContentPageEntry, StoneEntry } from '../../shared/manifest';
import type { ContentPageData } from '../../shared/page-data';
import { breadcrumbJsonLd, breadcrumbs } from './breadcrumbs';
import { pageCta, type SiteContext } from './context';
import { pageHead } from './head';

export function contentPage(
  site: SiteContext,
  path: string,
  entry: ContentPageEntry | StoneEntry,
  bodyMarkdown: string,
  swatch?: string,
): ContentPageData {
  const crumbs = breadcrumbs(site, path, entry.heroTitle);
  const custom = 'whatsappMessage' in entry ? entry.whatsappMessage : undefined;
  const cta = pageCta(site, { path, name: entry.heroTitle, title: entry.title }, entry.ctaText, custom);
  const { title, text } = site.manifest.layout.contentCta;
  return {
    kind: 'content',
    path,
    head: pageHead(site, path, entry, [breadcrumbJsonLd(site, crumbs)]),
    heroTitle: entry.heroTitle,
    heroImage: site.image(entry.heroImage),
    bodyHtml: markdownToHtml(bodyMarkdown),
    cta: cta && { ...cta, title, intro: text },
    breadcrumbs: crumbs,
    internalLinks: entry.internalLinks,
    ...(swatch ? { swatch } : {}),
  };
}
