// Build-only: validates site.manifest.ts. Never imported by client code, so zod stays out of the browser.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { stoneRoute, HOME_ROUTE, SITE_MAP_ROUTE } from '../shared/routes';

const text = (max?: number) => {
  const base = z.string().trim().min(1, 'must not be empty');
  return max ? base.max(max, `must be at most ${max} characters`) : base;
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

const image = z
  .object({
    src: z.string().url().startsWith('https://', 'must be an https URL'),
    alt: text(160),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    // true when the host resizes through a `w` query parameter (Unsplash, Pexels): enables srcset.
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
  })
  .strict();

const titled = { title: text(65), description: text(170), keywords };

const contentPage = z
  .object({
    route,
    ...titled,
    heroTitle: text(90),
    heroImage: imageKey,
    body: markdownFile,
    ctaText: text(50).optional(),
    whatsappMessage: text(300).optional(),
    internalLinks: z.array(internalLink).max(6).default([]),
  })
  .strict();

const stone = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
    route: route.optional(),
    name: text(40),
    ...titled,
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
      .object({ title: text(80), items: z.array(z.object({ text: text(), author: text(80) }).strict()).length(2) })
      .strict(),
    course: z.object({ title: text(80), text: text(), ctaText: text(40), image: imageKey }).strict(),
    faq: z
      .object({ title: text(80), items: z.array(z.object({ question: text(160), answer: text() }).strict()).length(8) })
      .strict(),
    footer: z.object({ about: text(), seoText: z.array(text()).min(1) }).strict(),
  })
  .strict();

export const manifestSchema = z
  .object({
    company,
    images: z.record(z.string().regex(/^[a-z0-9-]+$/, 'image keys are lowercase words joined by hyphens'), image),
    home,
    siteMap: z.array(siteMapGroup).min(1),
    pages: z.array(contentPage).min(1),
    stones: z.array(stone),
  })
  .strict();

/** What an editor writes in site.manifest.ts (defaults may be left out). */
export type ManifestInput = z.input<typeof manifestSchema>;
/** The manifest after validation, with defaults filled in. */
export type Manifest = z.output<typeof manifestSchema>;
export type ContentPageEntry = Manifest['pages'][number];
export type StoneEntry = Manifest['stones'][number];
export type ImageEntry = Manifest['images'][string];

export class ManifestError extends Error {
  constructor(
    readonly source: string,
    readonly issues: string[],
  ) {
    super(
      `${source} is invalid (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n${issues.map((i) => `  - ${i}`).join('\n')}`,
    );
    this.name = 'ManifestError';
  }
}

/** `['pages', 3, 'internalLinks', 1, 'to']` -> `pages[3].internalLinks[1].to` */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
}

export interface ValidateOptions {
  /** Folder the Markdown `body` files are read from. */
  contentDir: string;
  /** Name used in the error message. */
  source?: string;
}

/**
 * Validates the shape, then every cross reference an editor can break: unique routes, links and site-map entries
 * that resolve, image keys that exist, Markdown bodies that exist and are not empty, every page in exactly one
 * site-map group. Throws one ManifestError listing every problem as `path: message`.
 */
export function validateManifest(input: unknown, options: ValidateOptions): Manifest {
  const source = options.source ?? 'site.manifest.ts';
  const parsed = manifestSchema.safeParse(input);
  if (!parsed.success) {
    throw new ManifestError(
      source,
      parsed.error.issues.map((issue) => `${formatPath(issue.path) || '(root)'}: ${issue.message}`),
    );
  }
  const manifest = parsed.data;
  const issues: string[] = [];
  const routeOwners = new Map<string, string>();
  const claim = (r: string, where: string) => {
    const owner = routeOwners.get(r);
    if (owner) issues.push(`${where}: route "${r}" is already used by ${owner}`);
    else routeOwners.set(r, where);
  };
  claim(HOME_ROUTE, 'the home page');
  claim(SITE_MAP_ROUTE, 'the site map');
  manifest.pages.forEach((page, i) => claim(page.route, `pages[${i}].route`));
  manifest.stones.forEach((s, i) => claim(stoneRoute(s), `stones[${i}]${s.route ? '.route' : '.slug'}`));

  const slugs = new Map<string, number>();
  manifest.stones.forEach((s, i) => {
    const first = slugs.get(s.slug);
    if (first !== undefined) issues.push(`stones[${i}].slug: "${s.slug}" is already used by stones[${first}]`);
    else slugs.set(s.slug, i);
  });

  // Search results cut titles at about 70 characters: the brand is appended to every title but the home page's.
  const TITLE_MAX = 70;
  const suffix = ` | ${manifest.company.brandName}`.length;
  const checkTitle = (title: string, where: string) => {
    if (title.length + suffix > TITLE_MAX)
      issues.push(
        `${where}: "${title}" is too long: with " | ${manifest.company.brandName}" it must fit in ${TITLE_MAX} characters (at most ${TITLE_MAX - suffix})`,
      );
  };
  manifest.pages.forEach((p, i) => checkTitle(p.title, `pages[${i}].title`));
  manifest.stones.forEach((s, i) => checkTitle(s.title, `stones[${i}].title`));
  if (manifest.home.title.length > TITLE_MAX) issues.push(`home.title: must be at most ${TITLE_MAX} characters`);

  const checkImage = (key: string, where: string) => {
    if (!(key in manifest.images)) issues.push(`${where}: image "${key}" is not in images`);
  };
  const checkLinks = (links: { to: string }[], where: string, self: string) =>
    links.forEach((link, j) => {
      if (!routeOwners.has(link.to))
        issues.push(`${where}.internalLinks[${j}].to: "${link.to}" is not a route in the manifest`);
      else if (link.to === self) issues.push(`${where}.internalLinks[${j}].to: a page must not link to itself`);
    });
  const checkMarkdown = (file: string, where: string) => {
    const path = join(options.contentDir, file);
    if (!existsSync(path)) issues.push(`${where}: Markdown file content/${file} does not exist`);
    else if (readFileSync(path, 'utf8').trim() === '') issues.push(`${where}: Markdown file content/${file} is empty`);
  };

  manifest.pages.forEach((page, i) => {
    checkImage(page.heroImage, `pages[${i}].heroImage`);
    checkLinks(page.internalLinks, `pages[${i}]`, page.route);
    checkMarkdown(page.body, `pages[${i}].body`);
  });
  manifest.stones.forEach((s, i) => {
    checkImage(s.heroImage, `stones[${i}].heroImage`);
    checkLinks(s.internalLinks, `stones[${i}]`, stoneRoute(s));
    if (s.body) checkMarkdown(s.body, `stones[${i}].body`);
  });
  checkImage(manifest.home.heroImage, 'home.heroImage');
  checkImage(manifest.home.history.image, 'home.history.image');
  checkImage(manifest.home.course.image, 'home.course.image');
  manifest.home.categories.items.forEach((item, i) => {
    checkImage(item.image, `home.categories.items[${i}].image`);
    if (!routeOwners.has(item.to))
      issues.push(`home.categories.items[${i}].to: "${item.to}" is not a route in the manifest`);
  });

  // Every content and stone route sits in exactly one site-map group.
  const groupOf = new Map<string, string>();
  const place = (r: string, where: string) => {
    if (!routeOwners.has(r)) return issues.push(`${where}: "${r}" is not a route in the manifest`);
    if (r === HOME_ROUTE || r === SITE_MAP_ROUTE) return issues.push(`${where}: "${r}" is not a content page`);
    const other = groupOf.get(r);
    if (other) issues.push(`${where}: "${r}" is already listed in ${other}`);
    else groupOf.set(r, where);
  };
  const stoneGroups = manifest.siteMap.filter((g) => g.includeStones).length;
  if (stoneGroups !== 1) issues.push(`siteMap: exactly one group must have includeStones: true (found ${stoneGroups})`);
  manifest.siteMap.forEach((group, g) => {
    group.routes.forEach((r, k) => place(r, `siteMap[${g}].routes[${k}]`));
    if (group.includeStones) manifest.stones.forEach((s, i) => place(stoneRoute(s), `siteMap[${g}] (stones[${i}])`));
  });
  manifest.pages.forEach((page, i) => {
    if (!groupOf.has(page.route)) issues.push(`pages[${i}].route: "${page.route}" is in no site-map group`);
  });

  if (issues.length) throw new ManifestError(source, issues);
  return manifest;
}
