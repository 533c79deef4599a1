// The landing page's data, with its structured data (Organization, WebSite, FAQPage).
import type { HomePageData } from '../../renderer/shared/page-data';
import { HOME_ROUTE } from '../../renderer/shared/routes';
import { formatPhone } from '../../renderer/shared/whatsapp';
import { pageCta, type SiteContext } from './context';
import { keepFigures } from './figures';
import { pageHead } from './page-head';
import { faqJsonLd } from './questions';

function structuredData(site: SiteContext): object[] {
  const { company, home } = site.manifest;
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.brandName,
    url: site.url(HOME_ROUTE),
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
    name: company.brandName,
    url: site.url(HOME_ROUTE),
    inLanguage: 'pt-BR',
  };
  return [organization, website, faqJsonLd(home.faq.items)];
}

export function homePage(site: SiteContext, path: string): HomePageData {
  const { company, home: h, layout } = site.manifest;
  const pageRef = { path, name: h.hero.title, title: h.title };
  return {
    kind: 'home',
    path,
    head: pageHead(site, path, h, structuredData(site)),
    heroTitle: h.hero.title,
    heroImage: site.image(h.heroImage),
    cta: pageCta(site, pageRef, h.hero.ctaText)!,
    hero: { kicker: h.hero.kicker, lead: h.hero.lead, ctaText: h.hero.ctaText, highlights: h.hero.highlights },
    howToBuy: { ...h.howToBuy, steps: h.howToBuy.steps.map((s) => ({ ...s, text: keepFigures(s.text) })) },
    catalogueText: layout.handover.catalogue,
    history: {
      title: h.history.title,
      paragraphs: h.history.paragraphs,
      facts: h.history.facts,
      moreText: h.history.moreText,
      image: site.image(h.history.image, 'section'),
    },
    categories: {
      ...h.categories,
      items: h.categories.items.map((c) => ({
        ...c,
        description: keepFigures(c.description),
        image: site.image(c.image, 'card'),
      })),
    },
    // The cards' running text: a figure never splits across two lines.
    pricing: { ...h.pricing, items: h.pricing.items.map((i) => ({ ...i, text: keepFigures(i.text) })) },
    differentiators: {
      ...h.differentiators,
      items: h.differentiators.items.map((d) => ({ ...d, text: keepFigures(d.text) })),
    },
    leadForm: {
      ...h.leadForm,
      receives: { ...h.leadForm.receives, items: h.leadForm.receives.items.map(keepFigures) },
      monthlyPurchaseOptions: company.monthlyPurchaseOptions,
      preferenceOptions: company.preferenceOptions,
    },
    pricingFigures: {
      pricePerGram: company.pricePerGram,
      minimumOrder: company.minimumOrder,
      margins: company.suggestedMargins,
    },
    testimonials: {
      title: h.testimonials.title,
      items: h.testimonials.items.map(({ text, author, shop, city }) => ({ text, author, shop, city })),
    },
    course: { ...h.course, url: company.courseUrl, image: site.image(h.course.image, 'section') },
    faq: {
      title: h.faq.title,
      items: h.faq.items,
      cta: pageCta(site, pageRef, layout.handover.question, h.faq.whatsappMessage)!,
    },
    footer: { ...h.footer, groups: site.siteMap.groups },
  };
}
