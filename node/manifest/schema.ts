// The shape of site.manifest.ts as a zod schema (the cross-reference checks are in validate.ts). The manifest's
// types are inferred from it (types.ts), so the two cannot drift apart.
import { z } from 'zod';
import { MissingPlaceholder, NamedTwice, UnknownPlaceholder, type ProblemData } from './problem-catalogue';
import type { Weekday } from '../../renderer/shared/team';
import { DAY_HOURS } from './team-hours';

/**
 * A refinement's issue names its problem of the catalogue and the details it is written from, so the check reports
 * it as the catalogue says (schema-problems.ts).
 */
const as = <P>(data: ProblemData<P>, details: P) => ({
  message: data.message(details),
  params: { problem: data.code, ...details },
});

const text = (max?: number) => {
  const base = z.string().trim().min(1, 'must not be empty');
  // The message of a text over its limit is written from the value (schema-problems.ts).
  return max ? base.max(max) : base;
};
/** A button's words: short enough to stay on one line on a 360 px phone. */
const buttonText = text(22);
/**
 * The box above a page's WhatsApp button: one sentence made for the page (at most 12 words, once on the page),
 * under `layout.contentCta.title` unless `title` says what else the button asks (a delivery time, a piece made to
 * order), and the button says `button` (or `layout.handover.question` with a title of its own).
 */
const CTA_WORDS = 12;
const cta = z
  .object({
    text: text(120).refine(
      (s) => s.split(/\s+/).length <= CTA_WORDS,
      `must be one sentence of at most ${CTA_WORDS} words, made for this page`,
    ),
    title: text(80).optional(),
    button: buttonText.optional(),
  })
  .strict();
const route = z
  .string()
  .regex(
    /^\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'must be "/" followed by lowercase words joined by hyphens (no accents, no trailing slash)',
  );
const keywords = z.array(text(80)).min(1, 'needs at least one keyword').max(12);
const imageKey = z.string().min(1);
const markdownFile = z.string().regex(/^[a-z0-9/-]+\.md$/, 'must be a .md file name inside content/');

const internalLink = z.object({ to: route, title: text(80), description: text(160) }).strict();

// Which fields each kind of picture takes (an https address, a file of content/photos/, a drawn stone) is checked
// in validate-images.ts, with the file.
const image = z
  .object({
    /** A photo: its https address on another host, or its file in content/photos/ ('photos/oficina.jpg'). */
    src: z.string().trim().min(1, 'must not be empty').optional(),
    /** Instead of a photo: the stone's colour set in silver, the brand mark and the stone's name, drawn by the build. */
    drawn: z.object({ stone: z.string() }).strict().optional(),
    alt: text(160),
    /** What the picture shows, in words a reviewer reads without loading it (and, for a photo, where it was seen). */
    shows: text(400),
    /** A photo on another host only: its size in pixels (a photo file's is read from the file). */
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    /** A photo on another host only: true when the host resizes through a `w` query parameter (Unsplash, Pexels). */
    resizable: z.boolean().default(false),
  })
  .strict();

/** Digits only: country code 55, area code and number. */
const whatsappNumber = z
  .string()
  .regex(/^\d{12,13}$/, 'must be 12 or 13 digits: country code 55, area code and number, no spaces or signs');

/** One day's working hours, Brasília time: '09:00-18:00', or several shifts, '09:00-12:00, 13:00-18:00'. */
const dayHours = z
  .string()
  .regex(DAY_HOURS, 'must be written as 09:00-18:00 (several shifts: 09:00-12:00, 13:00-18:00), Brasília time');

/** A salesperson who answers the chats (company.team): the times are checked in validate-team.ts. */
const agent = z
  .object({
    name: text(30),
    /** As it reads after the name, in the form and the chat dialog: "Ana, consultora de vendas". */
    role: text(40),
    whatsapp: whatsappNumber,
    /** Working hours per weekday (mon ... sun), Brasília time; a day left out is a day off. */
    hours: z
      .object({
        mon: dayHours.optional(),
        tue: dayHours.optional(),
        wed: dayHours.optional(),
        thu: dayHours.optional(),
        fri: dayHours.optional(),
        sat: dayHours.optional(),
        sun: dayHours.optional(),
      } satisfies Record<Weekday, unknown>)
      .strict(),
    /** `sample: true` marks an agent that is not a real person of the company yet (see the publish check). */
    sample: z.boolean().optional(),
  })
  .strict();

const company = z
  .object({
    brandName: text(60),
    whatsapp: whatsappNumber,
    email: z.string().email('must be an e-mail address'),
    /** `https://host`, no path and no trailing slash. */
    siteUrl: z
      .string()
      .url()
      .regex(/^https:\/\/[^/]+$/, 'must be https://host with no path and no trailing slash'),
    courseUrl: z.string().url().startsWith('https://', 'must be an https URL'),
    foundedYear: z.number().int().min(1900).max(2100),
    pricePerGram: z.number().positive(),
    minimumOrder: z.number().positive(),
    suggestedMargins: z.array(z.number().int().positive()).min(1),
    monthlyPurchaseOptions: z.array(text(40)).min(1),
    preferenceOptions: z.array(text(40)).min(1),
    floatingWhatsApp: z.boolean().default(true),
    gtmId: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
      .optional(),
    themeColor: z.string().regex(/^#[0-9a-f]{6}$/i),
    /** Optional facts that build trust; `npm run check -- --publish` lists the ones left empty. */
    cnpj: z
      .string()
      .regex(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/, 'must be written as 12.345.678/0001-90')
      .optional(),
    /** The company's registered name (razão social) and address, naming the controller on the privacy page. */
    legalName: text(120).optional(),
    address: text(200).optional(),
    /** City and state, as `São Paulo (SP)`. */
    city: text(60).optional(),
    /** Address of the company's Instagram profile. */
    instagram: z
      .string()
      .regex(
        /^https:\/\/(www\.)?instagram\.com\/[\w.]+\/?$/,
        'must be the profile address, https://www.instagram.com/name',
      )
      .optional(),
    /** When the company answers, as `Segunda a sexta, das 9h às 18h`. */
    openingHours: text(80).optional(),
    paymentMethods: z.array(text(40)).min(1).optional(),
    // Commercial terms the copy needs but only the company can state, each one sentence as it would say it. Set,
    // they answer the pages' questions about them; left out, those questions are left out too.
    /** Who pays the shipping, and how it is charged. */
    shippingCost: text(200).optional(),
    /** What happens to a piece that arrives with a defect. */
    defectiveExchange: text(200).optional(),
    /** Whether the minimum order applies to repeat orders too. */
    repeatOrderMinimum: text(200).optional(),
    /** Whether an invoice (nota fiscal) goes with each order. */
    invoice: text(200).optional(),
    /** How a stone or a piece made to order changes a piece's price, beyond the price per gram of the silver. */
    stonePricing: text(200).optional(),
    /** What document, if any, goes with each order to vouch for the silver (a certificate of authenticity). */
    certificate: text(200).optional(),
    /** Slugs of the stones the company works with; each stone page says whether its stone is among them. */
    stonesWorkedWith: z.array(text(40)).min(1).optional(),
    /**
     * The salespeople who answer the chats: each visit's hand-overs go to one of them on duty (to the one back on
     * duty soonest outside hours), and the pages say who answers and when. Without it every chat goes to `whatsapp`.
     */
    team: z.array(agent).min(1).max(12).optional(),
    /** Fields above that still hold sample values: the build warns and the publish check fails until they go. */
    samples: z
      .array(z.enum(['whatsapp', 'email', 'siteUrl', 'courseUrl']))
      .refine((fields) => new Set(fields).size === fields.length, as(NamedTwice, {}))
      .optional(),
  })
  .strict();

/**
 * Title, meta description and keywords of a page. The limits search results set (rendered title, description
 * length) are checked with the page's brand suffix in validate-search.ts; these only keep a value from running away.
 */
const titled = { title: text(65), description: text(200), keywords };
/** The one search a page answers, distinct from every other page's (validate-search.ts). */
const intent = text(80);

/** The company facts that can answer a page's question (see QuestionEntry). */
export const ANSWER_FACTS = [
  'shippingCost',
  'defectiveExchange',
  'repeatOrderMinimum',
  'invoice',
  'paymentMethods',
  'certificate',
  'stonePricing',
] as const;
/**
 * A buyer's questions on a content or stone page, shown as a list that opens one answer at a time (and as FAQPage
 * data): 3 or 4 with their `answer` (validate-facts.ts counts them), and those only a company fact answers (`fact`),
 * left out until the company sets it: a question without its answer is not a FAQ entry.
 */
const questions = z
  .array(
    z
      .object({ question: text(160), answer: text(600).optional(), fact: z.enum(ANSWER_FACTS).optional() })
      .strict()
      .refine(
        (q) => (q.answer === undefined) !== (q.fact === undefined),
        'needs its answer, or the company fact that answers it (fact), one of the two',
      ),
  )
  .max(7, 'takes at most 7 questions: 4 answered and 3 a company fact answers');

const contentPage = z
  .object({
    route,
    ...titled,
    intent,
    heroTitle: text(90),
    /** A key of `images`. */
    heroImage: imageKey,
    /** A key of `images`: a second photo, shown between the body's sections. */
    sectionImage: imageKey.optional(),
    /** Markdown file inside content/. */
    body: markdownFile,
    /** The page's WhatsApp button (the spec makes it optional): `false` leaves the page without one. */
    whatsappButton: z.boolean().default(true),
    whatsappMessage: text(300).optional(),
    cta,
    /** A page that also draws consumers shows `layout.wholesaleOnly` under its heading. */
    drawsConsumers: z.boolean().default(false),
    questions: questions.optional(),
    internalLinks: z.array(internalLink).max(6).default([]),
  })
  .strict();

const stone = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
    /** Overrides `/joias-com-pedra-<slug>`. */
    route: route.optional(),
    name: text(40),
    ...titled,
    intent,
    heroTitle: text(90),
    heroImage: imageKey,
    color: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a hex colour like #a1b2c3'),
    intro: text(),
    look: text(),
    origin: text(),
    meaning: text(),
    pairing: text(),
    care: text(),
    jewelryTypes: z.array(text(30)).min(1),
    typesText: text(),
    /** Optional extra prose in content/. */
    body: markdownFile.optional(),
    cta,
    questions: questions.optional(),
    internalLinks: z.array(internalLink).max(6).default([]),
  })
  .strict();

const siteMapGroup = z
  .object({
    title: text(40),
    routes: z.array(route),
    /** The stone pages join this group automatically, so adding a stone needs no site-map edit. */
    includeStones: z.boolean().default(false),
  })
  .strict();

const titledItem = z.object({ title: text(80), text: text() }).strict();

const home = z
  .object({
    ...titled,
    intent,
    heroImage: imageKey,
    hero: z
      .object({
        kicker: text(60),
        title: text(90),
        /** Two lines on a phone. */
        lead: text(90),
        ctaText: text(40),
        /** Short figures beside the button (the minimum order among them: it must be in the first screen). */
        highlights: z.array(text(30)).max(4),
      })
      .strict(),
    /** How buying works, in three steps of stated facts (anything else is confirmed in the chat). */
    howToBuy: z
      .object({ title: text(60), steps: z.array(z.object({ title: text(40), text: text(200) }).strict()).length(3) })
      .strict(),
    /**
     * On a phone the history shows its first two lines and `facts` (three short ones), the rest folded behind
     * `moreText`; a computer shows it whole.
     */
    history: z
      .object({
        title: text(80),
        paragraphs: z.array(text()).min(1),
        facts: z.array(text(24)).min(1).max(4),
        moreText: buttonText,
        image: imageKey,
      })
      .strict(),
    categories: z
      .object({
        title: text(80),
        intro: text(),
        items: z
          .array(z.object({ name: text(40), description: text(200), image: imageKey, to: route }).strict())
          .length(6),
        ctaText: text(40),
      })
      .strict(),
    pricing: z
      .object({
        title: text(80),
        intro: text(),
        /** `value` is a short figure ("R$ 14,90/g"), on one line. */
        items: z.array(z.object({ label: text(40), value: text(14), text: text() }).strict()).min(1),
      })
      .strict(),
    differentiators: z.object({ title: text(80), items: z.array(titledItem).min(1) }).strict(),
    leadForm: z
      .object({
        title: text(80),
        intro: text(),
        noScriptText: text(),
        privacyNote: text(),
        greeting: text(200),
        /** Beside the form on wide screens, under it on phones: what the visitor receives. */
        receives: z.object({ title: text(60), items: z.array(text(120)).min(2).max(5) }).strict(),
        /** Above the direct link to the chat, for a visitor who would rather not fill in the form. */
        directText: text(200),
      })
      .strict(),
    /** `sample: true` marks a testimonial that is not a real customer's yet (see the publish check). */
    testimonials: z
      .object({
        title: text(80),
        /** `author` is the customer's name (or who they are, for a sample); `shop` and `city` ('Recife (PE)') when given. */
        items: z
          .array(
            z
              .object({
                text: text(),
                author: text(80),
                shop: text(60).optional(),
                city: text(40).optional(),
                sample: z.boolean().optional(),
              })
              .strict(),
          )
          .length(2),
      })
      .strict(),
    course: z.object({ title: text(80), text: text(), ctaText: text(40), image: imageKey }).strict(),
    faq: z
      .object({
        title: text(80),
        /** Its button says `layout.handover.question`. */
        whatsappMessage: text(300),
        items: z.array(z.object({ question: text(160), answer: text() }).strict()).length(8),
      })
      .strict(),
    /** `moreText` opens the folded `seoText` on phones. */
    footer: z
      .object({ linksTitle: text(80), about: text(), moreText: text(60), seoText: z.array(text()).min(1) })
      .strict(),
  })
  .strict();

/**
 * Text in which `{placeholder}` is replaced at build time: only the named placeholders are allowed, and when
 * `oneOf` is given at least one of those must be present.
 */
const withPlaceholders = (allowed: string[], oneOf: string[] = []) =>
  text()
    .refine(
      (value) => [...value.matchAll(/\{([^}]*)\}/g)].every((m) => allowed.includes(m[1])),
      as(UnknownPlaceholder, { allowed: allowed.map((p) => `{${p}}`) }),
    )
    .refine(
      (value) => oneOf.length === 0 || oneOf.some((p) => value.includes(`{${p}}`)),
      as(MissingPlaceholder, { needed: oneOf.map((p) => `{${p}}`) }),
    );

/** The words of what every page shares: header, footer, breadcrumbs, the content pages' closing call to action. */
const layout = z
  .object({
    /** Text of the link to the home page, in the footer and at the start of every breadcrumb trail. */
    homeLinkText: text(40),
    /**
     * The words of every button that hands the visitor over to the chat (or to the form that does), one phrase per
     * action, in sentence case: `catalogue` asks for the catalogue in the chat (every such button but the two the
     * spec names), `question` opens the chat with a question, `form` takes the visitor to the landing page's form
     * (the header's button, the footer's link): other words for another action.
     */
    handover: z.object({ catalogue: buttonText, question: buttonText, form: buttonText }).strict(),
    /** `allPagesLinkText` links the site map where the header has no room for its five groups. */
    header: z.object({ allPagesLinkText: text(40) }).strict(),
    footer: z
      .object({
        tagline: text(200),
        contactTitle: text(40),
        navigationTitle: text(40),
        /** Text of the link to the privacy page, in the footer and in the site map. */
        privacyLinkText: text(40),
        note: text(120),
      })
      .strict(),
    /** The heading above the WhatsApp button at the end of every content and stone page (see `cta`). */
    contentCta: z.object({ title: text(80) }).strict(),
    /** Under the heading of every stone page and of the content pages that draw consumers, with a link to `to`. */
    wholesaleOnly: z.object({ text: text(160), linkText: text(40), to: route }).strict(),
    /** Heading of a content or stone page's questions. */
    questionsTitle: text(60),
    /** The cookie banner, shown only when company.gtmId is set (its buttons are 'Aceitar' and 'Recusar'). */
    consentBanner: z.object({ title: text(40), text: text(200), privacyLinkText: text(40) }).strict(),
    /** Shown in place of the page if the app fails while showing it, with a button that reloads the page. */
    pageError: z.object({ title: text(80), text: text(240), reloadText: text(40) }).strict(),
    /** Title and labels of the company facts (shown only for the facts set in `company`). */
    companyFacts: z
      .object({
        title: text(60),
        cnpj: text(20),
        city: text(30),
        instagram: text(20),
        openingHours: text(30),
        paymentMethods: text(40),
      })
      .strict(),
  })
  .strict();

/** The site-map page (its title is the spec's 'Mapa do Site'); `{brand}` in its description is the brand name. */
const siteMapPage = z
  .object({ description: withPlaceholders(['brand']).max(200), keywords, intent, intro: text() })
  .strict();

const STONE_WORDS = ['Name', 'name', 'the', 'The', 'of'];
const heading = withPlaceholders(STONE_WORDS).max(80);
/**
 * What every stone page shares: its link text in the site map and the headings its body is written under, with
 * the placeholders {Name}, {name}, {the}, {The} and {of} (see site.manifest.ts).
 */
const stonePage = z
  .object({
    linkTitle: withPlaceholders(STONE_WORDS, ['name', 'Name']).max(60),
    headings: z
      .object({ look: heading, origin: heading, meaning: heading, pairing: heading, care: heading, types: heading })
      .strict(),
    /** Label before the list of jewellery types. */
    availableIn: text(40),
    /**
     * Sentence after that list: `unknown` while company.stonesWorkedWith is not set, then `worked` or `notWorked`
     * as the stone is in it or not.
     */
    availability: z
      .object({
        unknown: withPlaceholders(STONE_WORDS).max(200),
        worked: withPlaceholders(STONE_WORDS).max(200),
        notWorked: withPlaceholders(STONE_WORDS).max(200),
      })
      .strict(),
    /** Opening of the WhatsApp message of a stone page's button. */
    whatsappMessage: withPlaceholders(STONE_WORDS).max(300),
  })
  .strict();

const privacySection = z.object({ title: text(80), paragraphs: z.array(text(600)).min(1) }).strict();
/** The privacy page (/privacidade): what the site keeps about a visit and why. */
const privacyPage = z
  .object({
    ...titled,
    intent,
    intro: text(300),
    /** Who is responsible for the data (LGPD's controlador): {controller} becomes the brand, with its CNPJ when set. */
    controller: z
      .object({
        title: text(80),
        text: withPlaceholders(['controller'], ['controller']).max(400),
      })
      .strict(),
    /** True on every site. */
    sections: z.array(privacySection).min(1),
    /** One of the two follows the sections: whether company.gtmId loads Tag Manager (after consent) or not. */
    measurement: z.object({ withTagManager: privacySection, withoutTagManager: privacySection }).strict(),
    /** The visitor's rights over their data (LGPD art. 18), listed after the sections. */
    rights: z.object({ title: text(80), intro: text(400), items: z.array(text(300)).min(1) }).strict(),
    /** The closing line; {email} becomes a link to the company's e-mail. */
    contact: withPlaceholders(['email'], ['email'])
      .max(200)
      .refine(
        (value) => value.split('{email}').length === 2,
        as(MissingPlaceholder, { needed: ['{email}'], once: true }),
      ),
  })
  .strict();

/** The page shown for an address that does not exist (404.html). */
const notFound = z
  .object({
    ...titled,
    homeLinkText: text(40),
    siteMapLinkText: text(40),
    /** Above the links to the site map's groups. */
    sectionsTitle: text(60),
  })
  .strict();

export const manifestSchema = z
  .object({
    company,
    images: z.record(z.string().regex(/^[a-z0-9-]+$/, 'image keys are lowercase words joined by hyphens'), image),
    home,
    layout,
    siteMapPage,
    stonePage,
    privacyPage,
    notFound,
    siteMap: z.array(siteMapGroup).min(1),
    pages: z.array(contentPage).min(1),
    stones: z.array(stone),
  })
  .strict();
