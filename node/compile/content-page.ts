// The page data of a content page (and of a stone page, which shares its layout).
import type { ContentPageEntry, StoneEntry } from '../../renderer/shared/manifest';
import type { ContentPageData } from '../../renderer/shared/page-data';
import { breadcrumbJsonLd, breadcrumbs } from './breadcrumbs';
import { pageCta, type SiteContext } from './context';
import { pageHead } from './page-head';
import { faqJsonLd, pageQuestions } from './questions';

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
  const questions = pageQuestions(site.manifest, entry.questions);
  // Every stone draws people looking for a jewel for themselves; a content page says whether it does.
  const drawsConsumers = stone !== undefined || ('drawsConsumers' in entry && entry.drawsConsumers);
  return {
    kind: 'content',
    path,
    head: pageHead(site, path, entry, [
      breadcrumbJsonLd(site, crumbs),
      ...(questions.length ? [faqJsonLd(questions)] : []),
    ]),
    heroTitle: entry.heroTitle,
    ...(drawsConsumers ? { wholesaleOnly: site.manifest.layout.wholesaleOnly } : {}),
    heroImage: site.image(entry.heroImage),
    ...('sectionImage' in entry && entry.sectionImage
      ? { sectionImage: site.image(entry.sectionImage, 'section') }
      : {}),
    bodyHtml: site.markdown(bodyMarkdown),
    cta: cta && { ...cta, title, intro: text },
    breadcrumbs: crumbs,
    internalLinks: entry.internalLinks,
    ...(questions.length ? { questions: { title: site.manifest.layout.questionsTitle, items: questions } } : {}),
    ...(stone ? { swatch: stone.swatch } : {}),
  };
}
