// The page data of a content page (and of a stone page, which shares its layout).
import type { ContentPageEntry, StoneEntry } from '../manifest/types';
import type { BodyBlock, ContentPageData, ImageData } from '../../renderer/shared/page-data';
import { breadcrumbJsonLd, breadcrumbs } from './breadcrumbs';
import { pageCta, type SiteContext } from './context';
import { pageHead } from './page-head';
import { faqJsonLd, pageQuestions } from './questions';

/** Sections (`## subheadings`) a body needs to be long enough for a call to action of its own after the first. */
const LONG_BODY_SECTIONS = 3;

const prose = (html: string): BodyBlock => ({ kind: 'prose', html });

/**
 * The body in reading order. A long body gets the call to action after its first section, so a visitor need not
 * read to the end to find it, and the second photo after its second section, to break up the text; a shorter body
 * is one piece, under the photo.
 */
function bodyBlocks(sections: string[], cta: boolean, photo: ImageData | undefined): BodyBlock[] {
  const photoBlock: BodyBlock[] = photo ? [{ kind: 'photo', image: photo }] : [];
  // The first part is what comes before the first subheading.
  if (sections.length - 1 < LONG_BODY_SECTIONS) return [...photoBlock, prose(sections.join(''))];
  const [opening, first, second, ...rest] = sections;
  return [
    prose(opening + first),
    ...(cta ? [{ kind: 'cta' } as const] : []),
    prose(second),
    ...photoBlock,
    prose(rest.join('')),
  ];
}

/** The body's prose in reading order, as one piece of HTML. */
export function bodyHtml(page: ContentPageData): string {
  return page.body.map((block) => (block.kind === 'prose' ? block.html : '')).join('');
}

/**
 * The words of the page's WhatsApp button: the one phrase of its action (the catalogue, unless its box has a title
 * of its own: then it asks something else), or none where the page has no button.
 */
function buttonText(site: SiteContext, entry: ContentPageEntry | StoneEntry): string | undefined {
  const { handover } = site.manifest.layout;
  if ('whatsappButton' in entry && !entry.whatsappButton) return undefined;
  if (entry.cta.button) return entry.cta.button;
  return entry.cta.title ? handover.question : handover.catalogue;
}

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
  const cta = pageCta(site, { path, name: entry.heroTitle, title: entry.title }, buttonText(site, entry), custom);
  // A button that asks something other than the catalogue brings its own box title.
  const title = entry.cta.title ?? site.manifest.layout.contentCta.title;
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
    body: bodyBlocks(
      site.markdownSections(bodyMarkdown),
      cta !== undefined,
      'sectionImage' in entry && entry.sectionImage ? site.image(entry.sectionImage, 'section') : undefined,
    ),
    cta: cta && { ...cta, title, intro: entry.cta.text },
    breadcrumbs: crumbs,
    internalLinks: entry.internalLinks,
    ...(questions.length ? { questions: { title: site.manifest.layout.questionsTitle, items: questions } } : {}),
    ...(stone ? { swatch: stone.swatch } : {}),
  };
}
