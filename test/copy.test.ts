// Editorial gates: what a visitor reads shows no raw Markdown, every button's chat says what the button promised,
// stone pages are reachable from the text, and the commercial figures stay on the commercial pages.
import { describe, expect, it } from 'vitest';
import type { ContentPageData } from '../renderer/shared/page-data';
import { compile, manifestCopy } from './helpers';
import { htmlToText, visibleText } from './text';

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
  const mismatches = (pages: Map<string, unknown>) =>
    [...pages.values()]
      .map((p) => p as ContentPageData)
      .filter((p) => p.cta && NOT_A_CATALOGUE_BUTTON.test(p.cta.text) && /catálogo/i.test(message(p.cta.href)))
      .map((p) => `${p.path}: "${p.cta!.text}" -> ${message(p.cta!.href)}`);

  it('a button about delivery, made-to-order or questions does not send a catalogue request', () => {
    expect(mismatches(site.pages)).toEqual([]);
  });

  it('would catch a delivery button left with the default catalogue message', () => {
    const m = manifestCopy();
    const shipping = m.pages.find((p) => p.route === '/envio-e-entrega-de-joias-bali')!;
    delete shipping.whatsappMessage;
    shipping.ctaText = 'Consultar prazo de entrega';
    expect(mismatches(compile(m).pages)).toHaveLength(1);
  });

  it('every prefilled message is our own text without emoji, and names the page it came from', () => {
    for (const r of readable) {
      const text = message(page(r.path).cta!.href);
      expect(text, r.path).not.toMatch(/\p{Extended_Pictographic}/u);
      expect(text, r.path).toContain(page(r.path).head.canonical);
    }
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
