// The page data of a content page (and of a stone page, which shares its layout).
import type { ContentPageEntry, StoneEntry } from '../../renderer/shared/manifest';
import type { ContentPageData } from '../../renderer/shared/page-data';
import { breadcrumbJsonLd, breadcrumbs } from './breadcrumbs';
import { pageCta, type SiteContext } from './context';
import { pageHead } from './page-head';

/** What a stone page adds: its colour swatch and the opening of its button's message. */
interface StoneExtras {
  swatch: string;
  whatsappMessage: string;
}

export function contentPage(
  site: SiteContext,
  path: string,
  entry: ContentPageEntry | StoneEntry,
  bodyMarkdown: string,
  stone?: StoneExtras,
): ContentPageData {
  const crumbs = breadcrumbs(site, path, entry.heroTitle);
  const custom = 'whatsappMessage' in entry ? entry.whatsappMessage : stone?.whatsappMessage;
  const cta = pageCta(site, { path, name: entry.heroTitle, title: entry.title }, entry.ctaText, custom);
  // A button that asks something other than the catalogue brings its own box text.
  const { title, text } = ('ctaBox' in entry && entry.ctaBox) || site.manifest.layout.contentCta;
  return {
    kind: 'content',
    path,
    head: pageHead(site, path, entry, [breadcrumbJsonLd(site, crumbs)]),
    heroTitle: entry.heroTitle,
    heroImage: site.image(entry.heroImage),
    ...('sectionImage' in entry && entry.sectionImage
      ? { sectionImage: site.image(entry.sectionImage, 'section') }
      : {}),
    bodyHtml: site.markdown(bodyMarkdown),
    cta: cta && { ...cta, title, intro: text },
    breadcrumbs: crumbs,
    internalLinks: entry.internalLinks,
    ...(stone ? { swatch: stone.swatch } : {}),
  };
}
