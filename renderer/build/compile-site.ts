// Build-only: turns the validated manifest into the data every route renders from.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { markdownToHtml } from './markdown';
import type { ContentPageEntry, Manifest, StoneEntry } from '../shared/manifest';
import { canonicalUrl, HOME_ROUTE, SITE_MAP_ROUTE, stoneRoute } from '../shared/routes';
import { buildRoutes, type RouteEntry } from './route-list';
import { validateManifest } from './validate';
import type {
  ContentPageData,
  HeadData,
  HomePageData,
  ImageData,
  LinkData,
  PageData,
  SiteMapGroupData,
  SiteMapPageData,
  SiteShellData,
} from '../shared/page-data';
import { formatPhone, pageMessage, whatsappUrl } from '../shared/whatsapp';

export interface CompiledSite {
  manifest: Manifest;
  routes: RouteEntry[];
  pages: Map<string, PageData>;
  shell: SiteShellData;
  buildId: string;
}

export interface CompileOptions {
  contentDir: string;
  source?: string;
}

const HERO_WIDTHS = [480, 768, 1200, 1600];

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function compileSite(input: unknown, options: CompileOptions): CompiledSite {
  const manifest = validateManifest(input, options);
  const { company } = manifest;
  const routes = buildRoutes(manifest);
  const brand = company.brandName;
  const url = (path: string) => canonicalUrl(company.siteUrl, path);
  const readBody = (file: string) => readFileSync(join(options.contentDir, file), 'utf8');

  const image = (key: string, widths = HERO_WIDTHS): ImageData => {
    const entry = manifest.images[key];
    const sized = (w: number) => {
      const u = new URL(entry.src);
      u.searchParams.set('w', String(w));
      u.searchParams.set('h', String(Math.round((w * entry.height) / entry.width)));
      return u.toString();
    };
    if (!entry.resizable) return { src: entry.src, alt: entry.alt, width: entry.width, height: entry.height };
    const fallback = widths.find((w) => w >= 1200) ?? widths[widths.length - 1];
    return {
      src: sized(fallback),
      srcSet: widths.map((w) => `${sized(w)} ${w}w`).join(', '),
      alt: entry.alt,
      width: entry.width,
      height: entry.height,
    };
  };

  const groupIds = manifest.siteMap.map((g) => slugify(g.title));
  const titleOf = new Map<string, string>();
  manifest.pages.forEach((p) => titleOf.set(p.route, p.title));
  manifest.stones.forEach((s) => titleOf.set(stoneRoute(s), `Joias com ${s.name}`));
  const groupOfRoute = new Map<string, number>();
  const groups: SiteMapGroupData[] = manifest.siteMap.map((group, g) => {
    const paths = [...group.routes, ...(group.includeStones ? manifest.stones.map(stoneRoute) : [])];
    paths.forEach((p) => groupOfRoute.set(p, g));
    return { id: groupIds[g], title: group.title, links: paths.map((to) => ({ to, title: titleOf.get(to) ?? to })) };
  });

  const head = (
    path: string,
    title: string,
    description: string,
    keywords: string[],
    imageKey: string,
    extra: Partial<HeadData> = {},
  ): HeadData => {
    const img = manifest.images[imageKey];
    return {
      title: path === HOME_ROUTE ? title : `${title} | ${brand}`,
      description,
      keywords: keywords.join(', '),
      canonical: url(path),
      image: image(imageKey).src,
      imageAlt: img.alt,
      ogType: path === HOME_ROUTE ? 'website' : 'article',
      jsonLd: [],
      ...extra,
    };
  };

  const breadcrumbs = (path: string, name: string): LinkData[] => {
    const g = groupOfRoute.get(path) ?? 0;
    return [
      { to: HOME_ROUTE, title: 'Início' },
      { to: `${SITE_MAP_ROUTE}#${groupIds[g]}`, title: manifest.siteMap[g].title },
      { to: path, title: name },
    ];
  };
  const breadcrumbJsonLd = (crumbs: LinkData[]) => ({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.title,
      item: `${company.siteUrl}${c.to === HOME_ROUTE ? '/' : c.to}`,
    })),
  });
  const cta = (path: string, pageName: string, title: string, text: string | undefined, custom?: string) =>
    text
      ? { text, href: whatsappUrl(company.whatsapp, pageMessage(pageName, { title, url: url(path) }, custom)) }
      : undefined;

  const contentPage = (
    path: string,
    entry: ContentPageEntry | StoneEntry,
    bodyMarkdown: string,
    swatch?: string,
  ): ContentPageData => {
    const crumbs = breadcrumbs(path, entry.heroTitle);
    return {
      kind: 'content',
      path,
      head: head(path, entry.title, entry.description, entry.keywords, entry.heroImage, {
        jsonLd: [breadcrumbJsonLd(crumbs)],
      }),
      heroTitle: entry.heroTitle,
      heroImage: image(entry.heroImage),
      bodyHtml: markdownToHtml(bodyMarkdown),
      cta: cta(
        path,
        entry.heroTitle,
        entry.title,
        entry.ctaText,
        'whatsappMessage' in entry ? entry.whatsappMessage : undefined,
      ),
      breadcrumbs: crumbs,
      internalLinks: entry.internalLinks,
      ...(swatch ? { swatch } : {}),
    };
  };

  // Stone prose fields are Markdown like the bodies (bold, italics, links), and the headings name the stone.
  // The article comes from the name's first word: "a ametista", "a água-marinha", but "o quartzo-rosa", "o jade".
  const stoneMarkdown = (s: StoneEntry): string => {
    const name = s.name.charAt(0).toLowerCase() + s.name.slice(1);
    const feminine = /a$/.test(name.split(/[\s-]/)[0]);
    const [art, ofArt] = feminine ? ['a', 'da'] : ['o', 'do'];
    const types =
      s.jewelryTypes.length > 1
        ? `${s.jewelryTypes.slice(0, -1).join(', ')} e ${s.jewelryTypes.at(-1)}`
        : s.jewelryTypes[0];
    const sections: [string, string][] = [
      [`Cor e brilho ${ofArt} ${name}`, s.look],
      [`De onde vem ${art} ${name}`, s.origin],
      [`O que ${art} ${name} simboliza na tradição`, s.meaning],
      [`${art.toUpperCase()} ${name} na prata Bali envelhecida`, s.pairing],
      [`Cuidados com joias de ${name}`, s.care],
      [
        `Em que joias ${art} ${name} costuma aparecer`,
        `${s.typesText}\n\n**Formatos mais comuns:** ${types}. Os modelos disponíveis no momento estão no catálogo.`,
      ],
    ];
    return [s.intro, ...sections.map(([h, t]) => `## ${h}\n\n${t}`), ...(s.body ? [readBody(s.body)] : [])].join(
      '\n\n',
    );
  };

  const pages = new Map<string, PageData>();
  for (const route of routes) {
    if (route.kind === 'content') {
      const entry = manifest.pages[route.index];
      pages.set(route.path, contentPage(route.path, entry, readBody(entry.body)));
    } else if (route.kind === 'stone') {
      const s = manifest.stones[route.index];
      pages.set(route.path, contentPage(route.path, s, stoneMarkdown(s), s.color));
    } else if (route.kind === 'sitemap') {
      pages.set(route.path, siteMapPage(route.path));
    } else {
      pages.set(route.path, homePage(route.path));
    }
  }

  function siteMapPage(path: string): SiteMapPageData {
    const title = 'Mapa do Site';
    return {
      kind: 'sitemap',
      path,
      head: head(
        path,
        title,
        `Todas as páginas de ${brand}: joias de prata Bali por tipo e por pedra, universo Bali, moda e estilo, atacado e revenda.`,
        ['mapa do site', 'joias de prata bali', 'atacado de prata'],
        manifest.home.heroImage,
      ),
      heroTitle: title,
      intro:
        'Todas as páginas do site, organizadas por assunto. Escolha um tema e, quando quiser, peça o catálogo pelo WhatsApp.',
      groups,
      cta: cta(path, title, title, 'Pedir o catálogo pelo WhatsApp'),
    };
  }

  function homePage(path: string): HomePageData {
    const h = manifest.home;
    const faqJsonLd = {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: h.faq.items.map((q) => ({
        '@type': 'Question',
        name: q.question,
        acceptedAnswer: { '@type': 'Answer', text: q.answer },
      })),
    };
    const organization = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: brand,
      url: url(HOME_ROUTE),
      logo: `${company.siteUrl}/icon-512.png`,
      foundingDate: String(company.foundedYear),
      email: company.email,
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: formatPhone(company.whatsapp).replace(/[()]/g, '').replace(/\s+/g, '-'),
        email: company.email,
        areaServed: 'BR',
        availableLanguage: 'pt-BR',
      },
    };
    const website = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: brand,
      url: url(HOME_ROUTE),
      inLanguage: 'pt-BR',
    };
    const categoryWidths = [320, 480, 640];
    return {
      kind: 'home',
      path,
      head: head(path, h.title, h.description, h.keywords, h.heroImage, { jsonLd: [organization, website, faqJsonLd] }),
      heroTitle: h.hero.title,
      heroImage: image(h.heroImage),
      cta: cta(path, h.hero.title, h.title, h.hero.ctaText)!,
      hero: { kicker: h.hero.kicker, lead: h.hero.lead, ctaText: h.hero.ctaText, highlights: h.hero.highlights },
      history: {
        title: h.history.title,
        paragraphs: h.history.paragraphs,
        image: image(h.history.image, [480, 768, 1200]),
      },
      categories: {
        ...h.categories,
        items: h.categories.items.map((c) => ({ ...c, image: image(c.image, categoryWidths) })),
      },
      pricing: h.pricing,
      differentiators: h.differentiators,
      leadForm: {
        ...h.leadForm,
        monthlyPurchaseOptions: company.monthlyPurchaseOptions,
        preferenceOptions: company.preferenceOptions,
      },
      pricingFigures: {
        pricePerGram: company.pricePerGram,
        minimumOrder: company.minimumOrder,
        margins: company.suggestedMargins,
      },
      testimonials: h.testimonials,
      course: { ...h.course, url: company.courseUrl, image: image(h.course.image, [480, 768, 1200]) },
      faq: h.faq,
      footer: { about: h.footer.about, seoText: h.footer.seoText, groups },
    };
  }

  const data = JSON.stringify([...pages]);
  const buildId = createHash('sha256').update(data).digest('hex').slice(0, 10);
  const shell: SiteShellData = {
    brandName: brand,
    siteUrl: company.siteUrl,
    email: company.email,
    whatsapp: company.whatsapp,
    floatingWhatsApp: company.floatingWhatsApp,
    ...(company.gtmId ? { gtmId: company.gtmId } : {}),
    paths: routes.map((r) => r.path),
    dataBase: `/_data/${buildId}`,
  };
  return { manifest, routes, pages, shell, buildId };
}
