// The data each route hands to its template, as written to dist/_data/<build>/<route>.json.
// Types only: shared by the build (which produces it) and the browser (which renders it).
import type { HomeEntry } from '../../node/manifest/types';
import type { TeamData } from './team';

export interface HeadData {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  /** The page's share card (absolute URL), or '' for none. */
  image: string;
  imageAlt: string;
  imageWidth?: number;
  imageHeight?: number;
  imageType?: string;
  ogType: 'website' | 'article';
  robots?: string;
  jsonLd: object[];
}

export interface ImageData {
  src: string;
  srcSet?: string;
  /** Smaller formats for the browsers that show them, best first (the company's own photos): a <picture>. */
  sources?: { type: string; srcSet: string }[];
  /** A tiny blurred copy (data: URL) shown in the frame until the photo arrives. */
  placeholder?: string;
  alt: string;
  width: number;
  height: number;
}

export interface LinkData {
  to: string;
  title: string;
}

interface InternalLinkData extends LinkData {
  description: string;
}

export interface CtaData {
  text: string;
  /** Full wa.me URL with the prefilled message. */
  href: string;
}

/** What the landing page adds to its footer: a link to every content page and the long text for search engines. */
export type FooterContentData = HomeEntry['footer'] & { groups: SiteMapGroupData[] };

interface BasePage {
  head: HeadData;
  heroTitle: string;
  /** Where a WhatsApp click from this page says the visitor came from. */
  cta?: CtaData;
  /** More for the site footer under this page; without it the footer is the compact one every page shares. */
  footer?: FooterContentData;
}

/** A page with a route of its own (every page but the not-found page). */
interface RoutePage extends BasePage {
  path: string;
}

/** The closing call to action of a content page: a heading and a line above the WhatsApp button. */
interface CtaBoxData extends CtaData {
  title: string;
  intro: string;
}

export interface QuestionData {
  question: string;
  answer: string;
}

/**
 * One part of a content page's body: its prose (Markdown compiled and sanitised), the early call to action (the
 * page's `cta`) or the page's second photo. The compile step decides where each goes.
 */
export type BodyBlock = { kind: 'prose'; html: string } | { kind: 'cta' } | { kind: 'photo'; image: ImageData };

export interface ContentPageData extends RoutePage {
  kind: 'content';
  cta?: CtaBoxData;
  /** Under the heading of a page that draws consumers: the site sells wholesale only, with a link to the terms. */
  wholesaleOnly?: { text: string; linkText: string; to: string };
  heroImage: ImageData;
  /** The body, in reading order. */
  body: BodyBlock[];
  breadcrumbs: LinkData[];
  internalLinks: InternalLinkData[];
  /** A buyer's questions about this page's subject, each answer closed until asked for. */
  questions?: { title: string; items: QuestionData[] };
  /** Accent colour of a stone page. */
  swatch?: string;
}

export interface SiteMapGroupData {
  id: string;
  title: string;
  links: LinkData[];
}

export interface SiteMapPageData extends RoutePage {
  kind: 'sitemap';
  intro: string;
  groups: SiteMapGroupData[];
  /** The privacy page, listed after the groups. */
  privacy: LinkData;
}

export interface PrivacyPageData extends RoutePage {
  kind: 'privacy';
  intro: string;
  /** Who is responsible for the data, the manifest's sections, then the one about measurement true for this build. */
  sections: { title: string; paragraphs: string[] }[];
  /** The visitor's rights over their data (LGPD art. 18), before the closing line that says how to exercise them. */
  rights: { title: string; intro: string; items: string[] };
  /** The closing line, around a link to `email`. */
  contact: { before: string; email: string; after: string };
}

export interface HomePageData extends RoutePage {
  kind: 'home';
  cta: CtaData;
  heroImage: ImageData;
  hero: { kicker: string; lead: string; ctaText: string; highlights: string[] };
  howToBuy: HomeEntry['howToBuy'];
  /** The words of every catalogue button the spec does not name (the manifest's `layout.handover.catalogue`). */
  catalogueText: string;
  history: { title: string; paragraphs: string[]; facts: string[]; moreText: string; image: ImageData };
  categories: {
    title: string;
    intro: string;
    ctaText: string;
    items: { name: string; description: string; image: ImageData; to: string }[];
  };
  // Sections the manifest's `home` entry hands over as they are.
  pricing: HomeEntry['pricing'];
  differentiators: HomeEntry['differentiators'];
  leadForm: HomeEntry['leadForm'] & { monthlyPurchaseOptions: string[]; preferenceOptions: string[] };
  pricingFigures: { pricePerGram: number; minimumOrder: number; margins: number[] };
  testimonials: HomeEntry['testimonials'];
  course: { title: string; text: string; ctaText: string; url: string; image: ImageData };
  /** The questions, and a WhatsApp button that opens with a question rather than a catalogue request. */
  faq: Pick<HomeEntry['faq'], 'title' | 'items'> & { cta: CtaData };
  footer: FooterContentData;
}

/** What an address that is not a page shows (404.html, and the app after following a broken link). */
export interface NotFoundPageData extends BasePage {
  kind: 'notfound';
  intro: string;
  links: LinkData[];
  /** The site map's groups, each a link to its place on the site-map page. */
  sectionsTitle: string;
  sections: LinkData[];
}

export type PageData = ContentPageData | SiteMapPageData | PrivacyPageData | HomePageData | NotFoundPageData;

export interface CompanyFactData {
  label: string;
  text: string;
  /** The Instagram profile. */
  href?: string;
}

/** Constants every page needs, compiled into the app shell (small and fixed: no per-page data). */
export interface SiteShellData {
  brandName: string;
  siteUrl: string;
  email: string;
  whatsapp: string;
  floatingWhatsApp: boolean;
  /** Only when company.team is set: the agents who answer the chats, and when the team answers. */
  team?: TeamData;
  /** Only when company.gtmId is set: the container, loaded once the visitor accepts, and the banner's words. */
  tagManager?: { id: string; banner: { title: string; text: string; privacyLinkText: string } };
  /**
   * `groups`: the site map's groups, each a menu of its pages (at most 24; `more` when the group
   * has others, which its place on the site-map page lists); `formText`: the button to the lead form; `ctaText`: the
   * catalogue in the chat (the floating button's words).
   */
  header: {
    allPagesLinkText: string;
    ctaText: string;
    formText: string;
    groups: (SiteMapGroupData & { more: boolean })[];
  };
  /** The company facts set in the manifest, each with its label; empty when none is set. */
  facts: { title: string; items: CompanyFactData[] };
  footer: {
    tagline: string;
    contactTitle: string;
    navigationTitle: string;
    homeLinkText: string;
    formLinkText: string;
    privacyLinkText: string;
    note: string;
  };
  /** What replaces the page if the app fails while showing it. */
  pageError: { title: string; text: string; reloadText: string };
}

/** What the SSR bundle (renderer/app/entry-server.tsx) gives the prerender: one page's HTML for a URL. */
export interface ServerEntry {
  render(url: string, page: PageData): Promise<string>;
}
