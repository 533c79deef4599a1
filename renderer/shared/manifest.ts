// The shape of site.manifest.ts, written out by hand so that the manifest, the build and the browser can name it
// without importing the validator. node/manifest/schema.ts checks at compile time that its zod schema produces
// exactly these types, so the two cannot drift apart.

/** T with the fields K optional: the validator fills them in when the editor leaves them out. */
type WithDefaults<T, K extends keyof T> = Flat<Omit<T, K> & Partial<Pick<T, K>>>;
/** One object type instead of an intersection, so the schema's type check can compare it exactly. */
type Flat<T> = { [P in keyof T]: T[P] };

interface CompanyEntry {
  brandName: string;
  /** Digits only: country code 55, area code and number. */
  whatsapp: string;
  email: string;
  /** `https://host`, no path and no trailing slash. */
  siteUrl: string;
  courseUrl: string;
  foundedYear: number;
  pricePerGram: number;
  minimumOrder: number;
  suggestedMargins: number[];
  monthlyPurchaseOptions: string[];
  preferenceOptions: string[];
  floatingWhatsApp: boolean;
  gtmId?: string;
  themeColor: string;
  /** Optional facts that build trust; `npm run check -- --publish` lists the ones left empty. */
  cnpj?: string;
  /** City and state, as `São Paulo (SP)`. */
  city?: string;
  /** Address of the company's Instagram profile. */
  instagram?: string;
  paymentMethods?: string[];
  /**
   * Commercial terms the copy needs but only the company can state, each one sentence as it would say it. Set, they
   * answer the pages' questions about them; left out, those answers say to confirm on WhatsApp.
   */
  /** Who pays the shipping, and how it is charged. */
  shippingCost?: string;
  /** What happens to a piece that arrives with a defect. */
  defectiveExchange?: string;
  /** Whether the minimum order applies to repeat orders too. */
  repeatOrderMinimum?: string;
  /** Whether an invoice (nota fiscal) goes with each order. */
  invoice?: string;
  /** Slugs of the stones the company works with; each stone page says whether its stone is among them. */
  stonesWorkedWith?: string[];
  /** Fields above that still hold sample values: the build warns and the publish check fails until they go. */
  samples?: SampleField[];
}

/** The optional company facts a page's question can be answered by. */
export type AnswerFact = 'shippingCost' | 'defectiveExchange' | 'repeatOrderMinimum' | 'invoice' | 'paymentMethods';

/**
 * A buyer's question and its answer on a content or stone page. With `fact`, the answer shown is that company fact
 * once it is set; `answer` is what the page says until then (it sends the buyer to WhatsApp to confirm).
 */
export interface QuestionEntry {
  question: string;
  answer: string;
  fact?: AnswerFact;
}

/** Company fields that ship with a sample value. */
export type SampleField = 'whatsapp' | 'email' | 'siteUrl' | 'courseUrl';

/**
 * A picture of the site: a photo on another host (`src` an https address, with its size), a photo file of the
 * company's in content/photos/ (`src: 'photos/oficina.jpg'`, its size read from the file), or a picture drawn at
 * build time from a stone (`drawn`). node/manifest/validate-images.ts says which fields each kind takes.
 */
export interface ImageEntry {
  src?: string;
  /** Instead of a photo: the stone's colour set in silver, the brand mark and the stone's name, drawn by the build. */
  drawn?: { stone: string };
  alt: string;
  /** What the picture shows, in words a reviewer reads without loading it (and, for a photo, where it was seen). */
  shows: string;
  /** A photo on another host only: its size in pixels. */
  width?: number;
  height?: number;
  /** A photo on another host only: true when the host resizes through a `w` query parameter (Unsplash, Pexels). */
  resizable: boolean;
}

interface InternalLinkEntry {
  to: string;
  title: string;
  description: string;
}

/** Title, meta description and keywords of a page. */
interface Titled {
  title: string;
  description: string;
  keywords: string[];
}

/** A page search engines index: the one search it answers, which no other page of the site answers. */
interface Searched {
  /** The primary search intent, as a buyer would type it. */
  intent: string;
}

export interface ContentPageEntry extends Titled, Searched {
  route: string;
  heroTitle: string;
  /** A key of `images`. */
  heroImage: string;
  /** A key of `images`: a second photo, shown between the body's sections. */
  sectionImage?: string;
  /** Markdown file inside content/. */
  body: string;
  ctaText?: string;
  whatsappMessage?: string;
  /** The box above the button, when the button asks for something other than the catalogue (`layout.contentCta`). */
  ctaBox?: TitledItem;
  /** A page that also draws consumers shows `layout.wholesaleOnly` under its heading. */
  drawsConsumers: boolean;
  /** 3 or 4 buyers' questions, shown as a list that opens one answer at a time (and as FAQPage data). */
  questions?: QuestionEntry[];
  internalLinks: InternalLinkEntry[];
}

export interface StoneEntry extends Titled, Searched {
  slug: string;
  /** Overrides `/joias-com-pedra-<slug>`. */
  route?: string;
  name: string;
  heroTitle: string;
  heroImage: string;
  ctaText?: string;
  color: string;
  intro: string;
  look: string;
  origin: string;
  meaning: string;
  pairing: string;
  care: string;
  jewelryTypes: string[];
  typesText: string;
  /** Optional extra prose in content/. */
  body?: string;
  questions?: QuestionEntry[];
  internalLinks: InternalLinkEntry[];
}

interface SiteMapGroupEntry {
  title: string;
  routes: string[];
  /** The stone pages join this group automatically, so adding a stone needs no site-map edit. */
  includeStones: boolean;
}

interface TitledItem {
  title: string;
  text: string;
}

export interface HomeEntry extends Titled, Searched {
  heroImage: string;
  hero: { kicker: string; title: string; lead: string; ctaText: string; highlights: string[] };
  history: { title: string; paragraphs: string[]; image: string };
  categories: {
    title: string;
    intro: string;
    items: { name: string; description: string; image: string; to: string }[];
    ctaText: string;
  };
  pricing: { title: string; intro: string; items: { label: string; value: string; text: string }[]; ctaText: string };
  differentiators: { title: string; items: TitledItem[] };
  leadForm: {
    title: string;
    intro: string;
    noScriptText: string;
    noScriptLinkText: string;
    privacyNote: string;
    submitText: string;
    greeting: string;
  };
  /** `sample: true` marks a testimonial that is not a real customer's yet (see the publish check). */
  testimonials: { title: string; items: { text: string; author: string; sample?: boolean }[] };
  course: { title: string; text: string; ctaText: string; image: string };
  faq: { title: string; ctaText: string; whatsappMessage: string; items: { question: string; answer: string }[] };
  /** `moreText` opens the folded `seoText` on phones. */
  footer: { linksTitle: string; about: string; moreText: string; seoText: string[] };
}

/** The words of what every page shares: header, footer, breadcrumbs, the content pages' closing call to action. */
interface LayoutEntry {
  /** Text of the link to the home page, in the footer and at the start of every breadcrumb trail. */
  homeLinkText: string;
  header: { allPagesLinkText: string; ctaText: string };
  footer: {
    tagline: string;
    contactTitle: string;
    navigationTitle: string;
    formLinkText: string;
    /** Text of the link to the privacy page, in the footer and in the site map. */
    privacyLinkText: string;
    note: string;
  };
  /** Above the WhatsApp button at the end of every content and stone page. */
  contentCta: TitledItem;
  /** Under the heading of every stone page and of the content pages that draw consumers, with a link to `to`. */
  wholesaleOnly: { text: string; linkText: string; to: string };
  /** Heading of a content or stone page's questions. */
  questionsTitle: string;
  /** The cookie banner, shown only when company.gtmId is set (its buttons are 'Aceitar' and 'Recusar'). */
  consentBanner: { title: string; text: string; privacyLinkText: string };
  /** Shown in place of the page if the app fails while showing it, with a button that reloads the page. */
  pageError: { title: string; text: string; reloadText: string };
  /** Title and labels of the company facts (shown only for the facts set in `company`). */
  companyFacts: { title: string; cnpj: string; city: string; instagram: string; paymentMethods: string };
}

/** The site-map page (its title is the spec's 'Mapa do Site'). */
interface SiteMapPageEntry extends Searched {
  /** `{brand}` is replaced by the brand name. */
  description: string;
  keywords: string[];
  intro: string;
  ctaText: string;
}

/**
 * What every stone page shares: its link text in the site map and the headings its body is written under, with
 * the placeholders {Name}, {name}, {the}, {The} and {of} (see site.manifest.ts).
 */
interface StonePageEntry {
  linkTitle: string;
  headings: { look: string; origin: string; meaning: string; pairing: string; care: string; types: string };
  /** Label before the list of jewellery types. */
  availableIn: string;
  /**
   * Sentence after that list: `unknown` while company.stonesWorkedWith is not set, then `worked` or `notWorked`
   * as the stone is in it or not.
   */
  availability: { unknown: string; worked: string; notWorked: string };
  /** Opening of the WhatsApp message of a stone page's button. */
  whatsappMessage: string;
}

interface PrivacySection {
  title: string;
  paragraphs: string[];
}

/** The privacy page (/privacidade): what the site keeps about a visit and why. */
interface PrivacyPageEntry extends Titled, Searched {
  intro: string;
  /** Who is responsible for the data (LGPD's controlador): {controller} becomes the brand, with its CNPJ when set. */
  controller: { title: string; text: string };
  /** True on every site. */
  sections: PrivacySection[];
  /** One of the two follows the sections: whether company.gtmId loads Tag Manager (after consent) or not. */
  measurement: { withTagManager: PrivacySection; withoutTagManager: PrivacySection };
  /** The visitor's rights over their data (LGPD art. 18), listed after the sections. */
  rights: { title: string; intro: string; items: string[] };
  /** The closing line; {email} becomes a link to the company's e-mail. */
  contact: string;
  /** The floating WhatsApp button's words on this page. */
  ctaText: string;
}

/** The page shown for an address that does not exist (404.html). */
interface NotFoundEntry extends Titled {
  homeLinkText: string;
  siteMapLinkText: string;
  /** The WhatsApp button that asks for the catalogue. */
  ctaText: string;
  /** Above the links to the site map's groups. */
  sectionsTitle: string;
}

/** The manifest after validation, with every default filled in. */
export interface Manifest {
  company: CompanyEntry;
  images: Record<string, ImageEntry>;
  home: HomeEntry;
  layout: LayoutEntry;
  siteMapPage: SiteMapPageEntry;
  stonePage: StonePageEntry;
  privacyPage: PrivacyPageEntry;
  notFound: NotFoundEntry;
  siteMap: SiteMapGroupEntry[];
  pages: ContentPageEntry[];
  stones: StoneEntry[];
}

/** What an editor writes in site.manifest.ts: fields with a default may be left out. */
export interface ManifestInput {
  company: WithDefaults<CompanyEntry, 'floatingWhatsApp'>;
  images: Record<string, WithDefaults<ImageEntry, 'resizable'>>;
  home: HomeEntry;
  layout: LayoutEntry;
  siteMapPage: SiteMapPageEntry;
  stonePage: StonePageEntry;
  privacyPage: PrivacyPageEntry;
  notFound: NotFoundEntry;
  siteMap: WithDefaults<SiteMapGroupEntry, 'includeStones'>[];
  pages: WithDefaults<ContentPageEntry, 'internalLinks' | 'drawsConsumers'>[];
  stones: WithDefaults<StoneEntry, 'internalLinks'>[];
}
