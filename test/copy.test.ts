// Editorial gates: what a visitor reads shows no raw Markdown, every button's chat and box say what the button
// promised, the site map reads as Portuguese, stone pages are reachable from the text, and the commercial figures
// stay on the commercial pages.
import { describe, expect, it } from 'vitest';
import type { ContentPageData, HomePageData, SiteMapPageData } from '../renderer/shared/page-data';
import { SITE_MAP_ROUTE, stoneRoute } from '../renderer/shared/routes';
import { compile, manifestCopy } from './helpers';
import { builtHtml, htmlToText, visibleText } from './text';

const site = compile(manifestCopy());
const readable = site.routes.filter((r) => r.kind === 'content' || r.kind === 'stone');
const page = (path: string) => site.pages.get(path) as ContentPageData;

// Markdown that reached the screen unrendered: bold, links, headings, code, emphasis.
const MARKDOWN = [/\*\*/, /__/, /\]\(/, /(^|\s)#{1,6}\s/, /`/, /(^|\s)\*[^\s*][^*]*\*/, /(^|\s)_[^\s_][^_]*_(\s|$)/];

function leftoverMarkdown(text: string): string[] {
  return MARKDOWN.flatMap((re) => {
    const m = re.exec(text);
    return m ? [text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30).trim()] : [];
  });
}

describe('no Markdown on screen', () => {
  it('no page shows Markdown syntax in its visible text', () => {
    const found = site.routes.flatMap((r) => leftoverMarkdown(visibleText(r.path)).map((t) => `${r.path}: "${t}"`));
    expect(found).toEqual([]);
  });

  it('catches unrendered Markdown (the gate is live)', () => {
    for (const sample of [
      '<p>**Disponível em:** anéis e brincos.</p>',
      '<p>Veja o [catálogo](/catalogo-de-joias-bali).</p>',
      '<p>## Cuidados</p>',
      '<p>Use o estilo *boho* na vitrine.</p>',
      '<p>Use `flanela` seca.</p>',
    ])
      expect(leftoverMarkdown(htmlToText(sample)), sample).not.toEqual([]);
    expect(leftoverMarkdown(htmlToText('<p>Prata 925, margem de 100% a 300% e R$ 14,90 o grama.</p>'))).toEqual([]);
  });
});

describe('calls to action', () => {
  const message = (href: string) => decodeURIComponent(new URL(href).searchParams.get('text') ?? '');
  // A button about delivery, made-to-order pieces or questions must not open a catalogue request.
  const NOT_A_CATALOGUE_BUTTON = /prazo|entrega|envio|encomenda|personalizad|dúvida|pergunta/i;
  const CATALOGUE = /catálogo/i;
  type Compiled = ReturnType<typeof compile>;
  /** Every WhatsApp button with its text and link: each page's own, and the landing page's FAQ button. */
  const buttons = (s: Compiled) => [
    ...s.routes.flatMap((r) => {
      const cta = s.pages.get(r.path)!.cta;
      return cta ? [{ where: r.path, ...cta }] : [];
    }),
    { where: '/#perguntas-frequentes', ...(s.pages.get('/') as HomePageData).faq.cta },
  ];
  const mismatches = (s: Compiled) =>
    buttons(s)
      .filter((b) => NOT_A_CATALOGUE_BUTTON.test(b.text) && CATALOGUE.test(message(b.href)))
      .map((b) => `${b.where}: "${b.text}" -> ${message(b.href)}`);

  it('a button about delivery, made-to-order or questions does not send a catalogue request', () => {
    expect(mismatches(site)).toEqual([]);
  });

  it('would catch a delivery button left with the default catalogue message', () => {
    const m = manifestCopy();
    const shipping = m.pages.find((p) => p.route === '/envio-e-entrega-de-joias-bali')!;
    delete shipping.whatsappMessage;
    shipping.ctaText = 'Consultar prazo de entrega';
    expect(mismatches(compile(m))).toHaveLength(1);
  });

  it('the FAQ button "Tirar dúvidas pelo WhatsApp" opens with a question, not the catalogue request', () => {
    const faq = (site.pages.get('/') as HomePageData).faq.cta;
    expect(faq.text).toBe('Tirar dúvidas pelo WhatsApp');
    expect(message(faq.href)).toMatch(/dúvida|pergunta/i);
    const m = manifestCopy();
    m.home.faq.whatsappMessage = m.home.leadForm.greeting;
    expect(mismatches(compile(m))).toEqual([expect.stringMatching(/^\/#perguntas-frequentes: /)]);
  });

  it('every prefilled message is our own text without emoji, and names the page it came from', () => {
    for (const b of buttons(site)) {
      const text = message(b.href);
      expect(text, b.where).not.toMatch(/\p{Extended_Pictographic}/u);
      expect(text, b.where).toContain(site.pages.get(b.where.split('#')[0] || '/')!.head.canonical);
    }
  });

  it("a stone page's button asks for that stone's pieces in the catalogue", () => {
    for (const stone of site.manifest.stones) {
      const p = page(stoneRoute(stone));
      const opening = message(p.cta!.href).split('\n')[0];
      expect(opening, p.path).toMatch(CATALOGUE);
      expect(opening.toLowerCase(), p.path).toContain(stone.name.toLowerCase());
      expect(opening, p.path).not.toContain(p.heroTitle);
    }
  });

  // The box above a content page's button, its button and the chat it opens ask for the same thing.
  const TOPICS = [/prazo|entrega/i, /encomenda/i, /dúvida|pergunt/i, /fábrica/i];
  const boxMismatches = (s: Compiled) =>
    [...s.pages.values()].flatMap((p) => {
      if (p.kind !== 'content' || !p.cta) return [];
      const box = `${p.cta.title} ${p.cta.intro}`;
      const chat = message(p.cta.href).split('\n')[0];
      const disagree =
        CATALOGUE.test(box) !== CATALOGUE.test(chat) ||
        TOPICS.some((t) => t.test(p.cta!.text) && !(t.test(box) && t.test(chat)));
      return disagree ? [`${p.path}: box "${box}", button "${p.cta.text}", chat "${chat}"`] : [];
    });

  it('the box above each button says what the button does and the chat asks', () => {
    expect(boxMismatches(site)).toEqual([]);
    for (const path of ['/envio-e-entrega-de-joias-bali', '/joias-personalizadas-bali'])
      expect(page(path).cta!.title, path).not.toBe(site.manifest.layout.contentCta.title);
  });

  it('would catch the catalogue box above the delivery button', () => {
    const m = manifestCopy();
    delete m.pages.find((p) => p.route === '/envio-e-entrega-de-joias-bali')!.ctaBox;
    expect(boxMismatches(compile(m))).toHaveLength(1);
  });

  it('the floating WhatsApp button is named after the button of its page, whose chat it opens', () => {
    for (const r of site.routes) {
      const cta = site.pages.get(r.path)!.cta!;
      const floating = /<a [^>]*data-cta="floating"[^>]*>/.exec(builtHtml(r.path))?.[0] ?? '';
      expect(htmlToText(/aria-label="([^"]*)"/.exec(floating)?.[1] ?? ''), r.path).toBe(
        `${cta.text} (WhatsApp, abre em uma nova aba)`,
      );
      expect(htmlToText(/href="([^"]*)"/.exec(floating)?.[1] ?? ''), r.path).toBe(cta.href);
    }
  });
});

describe('site map', () => {
  const map = (s: ReturnType<typeof compile>) => s.pages.get(SITE_MAP_ROUTE) as SiteMapPageData;
  // Titles in sentence case: after the first word, capitals only for place names and the currency sign.
  const PROPER = new Set(['Bali', 'Brasil', 'R$']);
  const titleCaseLinks = (s: ReturnType<typeof compile>) =>
    map(s)
      .groups.flatMap((g) => g.links)
      .filter((l) =>
        l.title
          .split(/[\s,:;?!]+/)
          .slice(1)
          .some((w) => /^\p{Lu}/u.test(w) && !PROPER.has(w)),
      )
      .map((l) => l.title);

  it('link texts keep Portuguese sentence case: "Joias com quartzo-rosa", not "Joias com Quartzo-rosa"', () => {
    expect(titleCaseLinks(site)).toEqual([]);
    expect(map(site).groups.flatMap((g) => g.links)).toContainEqual({
      to: '/joias-com-pedra-quartzo-rosa',
      title: 'Joias com quartzo-rosa',
    });
    const m = manifestCopy();
    m.stonePage.linkTitle = 'Joias com {Name}';
    expect(titleCaseLinks(compile(m))).toContain('Joias com Quartzo-rosa');
  });

  // A brand name takes an article in Portuguese ("do Ateliê"), which a template cannot know: no bare preposition.
  const barePreposition = (s: ReturnType<typeof compile>) =>
    new RegExp(`\\b(de|em|por|a)\\s+${s.manifest.company.brandName}`).test(map(s).head.description);

  it('the site map description reads naturally with the brand name filled in', () => {
    expect(barePreposition(site)).toBe(false);
    const m = manifestCopy();
    m.siteMapPage.description = 'Todas as páginas de {brand}: joias de prata Bali por tipo e por pedra.';
    expect(barePreposition(compile(m))).toBe(true);
  });
});

describe('links between pages', () => {
  it('every stone page is linked from the text of at least two other pages', () => {
    const from = new Map<string, Set<string>>();
    for (const r of readable)
      for (const [, href] of page(r.path).bodyHtml.matchAll(/href="([^"#]*)/g))
        if (href !== r.path) from.set(href, (from.get(href) ?? new Set()).add(r.path));
    const lonely = site.routes
      .filter((r) => r.kind === 'stone')
      .map((r) => `${r.path}: ${from.get(r.path)?.size ?? 0}`)
      .filter((line) => Number(line.split(': ')[1]) < 2);
    expect(lonely).toEqual([]);
  });
});

describe('commercial figures and closings', () => {
  // The price, the minimum order and the margin live on the pages about buying (the "Atacado e Revenda" group
  // and the pricing page), so a change of price touches a handful of pages; the others link there.
  const commercial = new Set([
    ...site.manifest.siteMap.find((g) => g.title === 'Atacado e Revenda')!.routes,
    '/valor-da-joalheria-artesanal',
  ]);
  const FIGURES = /R\$\s?14,90|R\$\s?800,00|100%\s+(?:a|e)\s+300%/;

  it('the price, minimum order and margin figures appear only on the commercial pages', () => {
    const elsewhere = readable
      .filter((r) => !commercial.has(r.path))
      .flatMap((r) => {
        const p = page(r.path);
        const m = FIGURES.exec(`${p.head.title} ${p.head.description} ${htmlToText(p.bodyHtml)}`);
        return m ? [`${r.path}: ${m[0]}`] : [];
      });
    expect(elsewhere).toEqual([]);
  });

  it('no body closes by pointing at the WhatsApp button that follows it, and no two close alike', () => {
    const closings = readable
      .filter((r) => r.kind === 'content')
      .map((r) => [r.path, htmlToText([...page(r.path).bodyHtml.matchAll(/<p>([\s\S]*?)<\/p>/g)].at(-1)?.[1] ?? '')]);
    expect(closings.filter(([, last]) => /\bbotão\b/i.test(last)).map(([path, last]) => `${path}: ${last}`)).toEqual(
      [],
    );
    expect(new Set(closings.map(([, last]) => last)).size).toBe(closings.length);
  });
});
