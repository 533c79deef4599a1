// The shape of site.manifest.ts as a zod schema (the cross-reference checks are in validate.ts).
import { z } from 'zod';
import type { Manifest, ManifestInput } from '../../renderer/shared/manifest';

const text = (max?: number) => {
  const base = z.string().trim().min(1, 'must not be empty');
  // The message of a text over its limit is written from the value (schema-problems.ts).
  return max ? base.max(max) : base;
};
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
    src: z.string().trim().min(1, 'must not be empty').optional(),
    drawn: z.object({ stone: z.string() }).strict().optional(),
    alt: text(160),
    shows: text(400),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    resizable: z.boolean().default(false),
  })
  .strict();

const company = z
  .object({
    brandName: text(60),
    whatsapp: z
      .string()
      .regex(/^\d{12,13}$/, 'must be 12 or 13 digits: country code 55, area code and number, no spaces or signs'),
    email: z.string().email('must be an e-mail address'),
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
    cnpj: z
      .string()
      .regex(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/, 'must be written as 12.345.678/0001-90')
      .optional(),
    city: text(60).optional(),
    instagram: z
      .string()
      .regex(
        /^https:\/\/(www\.)?instagram\.com\/[\w.]+\/?$/,
        'must be the profile address, https://www.instagram.com/name',
      )
      .optional(),
    paymentMethods: z.array(text(40)).min(1).optional(),
    shippingCost: text(200).optional(),
    defectiveExchange: text(200).optional(),
    repeatOrderMinimum: text(200).optional(),
    invoice: text(200).optional(),
    stonesWorkedWith: z.array(text(40)).min(1).optional(),
    samples: z
      .array(z.enum(['whatsapp', 'email', 'siteUrl', 'courseUrl']))
      .refine((fields) => new Set(fields).size === fields.length, 'names a field twice')
      .optional(),
  })
  .strict();

// The limits search results set (rendered title, description length) are checked with the page's brand suffix
// in validate-search.ts; these only keep a value from running away.
const titled = { title: text(65), description: text(200), keywords };
const intent = text(80);

/** The company facts that can answer a page's question (see QuestionEntry). */
export const ANSWER_FACTS = [
  'shippingCost',
  'defectiveExchange',
  'repeatOrderMinimum',
  'invoice',
  'paymentMethods',
] as const;
const questions = z
  .array(z.object({ question: text(160), answer: text(600), fact: z.enum(ANSWER_FACTS).optional() }).strict())
  .min(3, 'needs 3 or 4 questions')
  .max(4, 'takes at most 4 questions: keep the ones a buyer asks first');

const contentPage = z
  .object({
    route,
    ...titled,
    intent,
    heroTitle: text(90),
    heroImage: imageKey,
    sectionImage: imageKey.optional(),
    body: markdownFile,
    ctaText: text(50).optional(),
    whatsappMessage: text(300).optional(),
    ctaBox: z
      .object({ title: text(80), text: text(200) })
      .strict()
      .optional(),
    drawsConsumers: z.boolean().default(false),
    questions: questions.optional(),
    internalLinks: z.array(internalLink).max(6).default([]),
  })
  .strict();

const stone = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
    route: route.optional(),
    name: text(40),
    ...titled,
    intent,
    heroTitle: text(90),
    heroImage: imageKey,
    ctaText: text(50).optional(),
    color: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a hex colour like #a1b2c3'),
    intro: text(),
    look: text(),
    origin: text(),
    meaning: text(),
    pairing: text(),
    care: text(),
    jewelryTypes: z.array(text(30)).min(1),
    typesText: text(),
    body: markdownFile.optional(),
    questions: questions.optional(),
    internalLinks: z.array(internalLink).max(6).default([]),
  })
  .strict();

const siteMapGroup = z
  .object({
    title: text(40),
    routes: z.array(route),
    // The stone pages join this group automatically, so adding a stone needs no site-map edit.
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
        lead: text(260),
        ctaText: text(40),
        highlights: z.array(text(40)).max(4),
      })
      .strict(),
    history: z.object({ title: text(80), paragraphs: z.array(text()).min(1), image: imageKey }).strict(),
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
        items: z.array(z.object({ label: text(40), value: text(30), text: text() }).strict()).min(1),
        ctaText: text(40),
      })
      .strict(),
    differentiators: z.object({ title: text(80), items: z.array(titledItem).min(1) }).strict(),
    leadForm: z
      .object({
        title: text(80),
        intro: text(),
        noScriptText: text(),
        noScriptLinkText: text(40),
        privacyNote: text(),
        submitText: text(40),
        greeting: text(200),
      })
      .strict(),
    testimonials: z
      .object({
        title: text(80),
        items: z.array(z.object({ text: text(), author: text(80), sample: z.boolean().optional() }).strict()).length(2),
      })
      .strict(),
    course: z.object({ title: text(80), text: text(), ctaText: text(40), image: imageKey }).strict(),
    faq: z
      .object({
        title: text(80),
        ctaText: text(40),
        whatsappMessage: text(300),
        items: z.array(z.object({ question: text(160), answer: text() }).strict()).length(8),
      })
      .strict(),
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
    .refine((value) => [...value.matchAll(/\{([^}]*)\}/g)].every((m) => allowed.includes(m[1])), {
      message: `may contain only the placeholders ${allowed.map((p) => `{${p}}`).join(', ')}`,
    })
    .refine((value) => oneOf.length === 0 || oneOf.some((p) => value.includes(`{${p}}`)), {
      message: `must contain ${oneOf.map((p) => `{${p}}`).join(' or ')}`,
    });

const layout = z
  .object({
    homeLinkText: text(40),
    header: z.object({ allPagesLinkText: text(40), ctaText: text(40) }).strict(),
    footer: z
      .object({
        tagline: text(200),
        contactTitle: text(40),
        navigationTitle: text(40),
        formLinkText: text(40),
        privacyLinkText: text(40),
        note: text(120),
      })
      .strict(),
    contentCta: z.object({ title: text(80), text: text(200) }).strict(),
    wholesaleOnly: z.object({ text: text(160), linkText: text(40), to: route }).strict(),
    questionsTitle: text(60),
    consentBanner: z.object({ title: text(40), text: text(200), privacyLinkText: text(40) }).strict(),
    pageError: z.object({ title: text(80), text: text(240), reloadText: text(40) }).strict(),
    companyFacts: z
      .object({ title: text(60), cnpj: text(20), city: text(30), instagram: text(20), paymentMethods: text(40) })
      .strict(),
  })
  .strict();

const siteMapPage = z
  .object({ description: withPlaceholders(['brand']).max(200), keywords, intent, intro: text(), ctaText: text(50) })
  .strict();

const STONE_WORDS = ['Name', 'name', 'the', 'The', 'of'];
const heading = withPlaceholders(STONE_WORDS).max(80);
const stonePage = z
  .object({
    linkTitle: withPlaceholders(STONE_WORDS, ['name', 'Name']).max(60),
    headings: z
      .object({ look: heading, origin: heading, meaning: heading, pairing: heading, care: heading, types: heading })
      .strict(),
    availableIn: text(40),
    availability: z
      .object({
        unknown: withPlaceholders(STONE_WORDS).max(200),
        worked: withPlaceholders(STONE_WORDS).max(200),
        notWorked: withPlaceholders(STONE_WORDS).max(200),
      })
      .strict(),
    whatsappMessage: withPlaceholders(STONE_WORDS).max(300),
  })
  .strict();

const privacySection = z.object({ title: text(80), paragraphs: z.array(text(600)).min(1) }).strict();
const privacyPage = z
  .object({
    ...titled,
    intent,
    intro: text(300),
    controller: z
      .object({
        title: text(80),
        text: withPlaceholders(['controller'], ['controller']).max(400),
      })
      .strict(),
    sections: z.array(privacySection).min(1),
    measurement: z.object({ withTagManager: privacySection, withoutTagManager: privacySection }).strict(),
    rights: z.object({ title: text(80), intro: text(400), items: z.array(text(300)).min(1) }).strict(),
    contact: withPlaceholders(['email'], ['email'])
      .max(200)
      .refine((value) => value.split('{email}').length === 2, { message: 'must contain {email} once' }),
    ctaText: text(50),
  })
  .strict();

const notFound = z
  .object({
    ...titled,
    homeLinkText: text(40),
    siteMapLinkText: text(40),
    ctaText: text(50),
    sectionsTitle: text(60),
  })
  .strict();

const manifestShape = z
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

/** True only when A and B are the same type (mutual assignability would let an optional field slip through). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/**
 * The schema, accepted by the type check only if it takes exactly what an editor may write (ManifestInput) and
 * gives exactly the hand-written Manifest: a field added to one side and not the other is a type error here.
 */
function matchingManifest<S extends z.ZodType>(
  schema: S &
    (Same<z.input<S>, ManifestInput> extends true
      ? Same<z.output<S>, Manifest> extends true
        ? unknown
        : 'the schema output differs from Manifest in renderer/shared/manifest.ts'
      : 'the schema input differs from ManifestInput in renderer/shared/manifest.ts'),
): S {
  return schema;
}

export const manifestSchema = matchingManifest(manifestShape);
