// Editorial gates: what a visitor reads shows no raw Markdown, every button's chat and box say what the button
// promised, the site map reads as Portuguese, stone pages are reachable from the text, and the commercial figures
// stay on the commercial pages (gates.ts).
import { describe, expect, it } from 'vitest';
import type { ContentPageData, HomePageData } from '../renderer/shared/page-data';
import {
  boxMismatches,
  catalogueButtonMismatches,
  claimsInBuild,
  CLAIMS_NEVER_MADE,
  closings,
  colonHeadlines,
  explainedTwice,
  figuresOffCommercialPages,
  handoverLabels,
  handoverLabelsOff,
  handoversOf,
  leftoverMarkdown,
  lonelyStones,
  markdownOnScreen,
  maximClosings,
  MAXIM_SHAPES,
  message,
  nonAnswers,
  overusedPhrases,
  sentencesOf,
  sharedOpeningsAndClosings,
  sharedSentences,
  siteMapOf,
  siteTexts,
  stoneButtonMismatches,
  titleCaseLinks,
  unnamedMessages,
} from './gates';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST_DIR } from '../node/project-folders';
import { bodyHtml } from '../node/compile/content-page';
import { compile, contentCopy, manifestCopy, writeMarkdown } from './helpers';
import { builtHtml, htmlToText } from './text';

const site = compile(manifestCopy());

describe('no Markdown on screen', () => {
  it('no page shows Markdown syntax in its visible text', () => {
    expect(markdownOnScreen(site, DIST_DIR)).toEqual([]);
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
  it('a button about delivery, made-to-order or questions does not send a catalogue request', () => {
    expect(catalogueButtonMismatches(site)).toEqual([]);
  });

  it('would catch a delivery button left with the default catalogue message', () => {
    const m = manifestCopy();
    const shipping = m.pages.find((p) => p.route === '/envio-e-entrega-de-joias-bali')!;
    delete shipping.whatsappMessage;
    expect(catalogueButtonMismatches(compile(m))).toHaveLength(1);
  });

  it("the FAQ button says the manifest's phrase for a question, and opens with one, not the catalogue request", () => {
    const faq = (site.pages.get('/') as HomePageData).faq.cta;
    expect(faq.text).toBe(site.manifest.layout.handover.question);
    expect(message(faq.href)).toMatch(/dúvida|pergunta/i);
    const m = manifestCopy();
    m.home.faq.whatsappMessage = m.home.leadForm.greeting;
    expect(catalogueButtonMismatches(compile(m))).toEqual([expect.stringMatching(/^\/#perguntas-frequentes: /)]);
  });

  it("every catalogue button of every page says the manifest's one phrase for what it does, or a spec label", () => {
    expect(handoverLabels(site, DIST_DIR)).toEqual([]);
    // The form and the direct link beside it say the catalogue phrase on the landing page, the header and the
    // footer the phrase for the form.
    const home = handoversOf(builtHtml('/'));
    const { catalogue, form } = site.manifest.layout.handover;
    expect(home.filter((h) => h.label === catalogue && !h.toForm).length).toBeGreaterThanOrEqual(2);
    expect(home.filter((h) => h.label === form && h.toForm).length).toBeGreaterThanOrEqual(2);
    for (const path of ['/aneis-de-prata-bali-artesanais', '/joias-com-pedra-ametista', '/mapa-do-site'])
      expect(handoversOf(builtHtml(path)).filter((h) => h.catalogue).length, path).toBeGreaterThanOrEqual(2);
  });

  it('would catch a catalogue button in words of its own, a form link in the chat’s words, and Title Case', () => {
    const phrases = site.manifest.layout.handover;
    const html = builtHtml('/aneis-de-prata-bali-artesanais');
    expect(handoverLabelsOff(html.replace(`>${phrases.catalogue}<`, '>Quero o catálogo de anéis<'), phrases)).toEqual([
      'catalogue button "Quero o catálogo de anéis"',
    ]);
    expect(handoverLabelsOff(html.replace(`>${phrases.form}<`, `>${phrases.catalogue}<`), phrases)).toEqual([
      `button to the form "${phrases.catalogue}"`,
    ]);
    const delivery = builtHtml('/envio-e-entrega-de-joias-bali').replace('>Consultar o prazo<', '>Consultar o Prazo<');
    expect(handoverLabelsOff(delivery, phrases)).toEqual(['"Consultar o Prazo" is not in sentence case']);
  });

  it('every prefilled message is our own text without emoji, and names the page it came from', () => {
    expect(unnamedMessages(site)).toEqual([]);
  });

  it("a stone page's button asks for that stone's pieces in the catalogue", () => {
    expect(stoneButtonMismatches(site)).toEqual([]);
    const m = manifestCopy();
    m.stonePage.whatsappMessage = m.home.leadForm.greeting;
    expect(stoneButtonMismatches(compile(m))).toHaveLength(m.stones.length);
  });

  it('the box above each button says what the button does and the chat asks', () => {
    expect(boxMismatches(site)).toEqual([]);
    for (const path of ['/envio-e-entrega-de-joias-bali', '/joias-personalizadas-bali'])
      expect((site.pages.get(path) as ContentPageData).cta!.title, path).not.toBe(
        site.manifest.layout.contentCta.title,
      );
  });

  it('every content and stone page says its own sentence above its button once, in at most 12 words', () => {
    const sentences = new Set<string>();
    for (const p of site.pages.values()) {
      if (p.kind !== 'content') continue;
      const sentence = p.cta!.intro;
      expect(sentence.split(/\s+/).length, p.path).toBeLessThanOrEqual(12);
      sentences.add(sentence);
      expect(htmlToText(builtHtml(p.path)).split(sentence).length - 1, p.path).toBe(1);
    }
    expect(sentences.size).toBe(site.manifest.pages.length + site.manifest.stones.length);
  });

  it('would catch the catalogue box above the delivery button', () => {
    const m = manifestCopy();
    const { cta } = m.pages.find((p) => p.route === '/envio-e-entrega-de-joias-bali')!;
    delete cta.title;
    delete cta.button;
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
  it('link texts keep Portuguese sentence case: "Joias com quartzo-rosa", not "Joias com Quartzo-rosa"', () => {
    expect(titleCaseLinks(site)).toEqual([]);
    expect(siteMapOf(site).groups.flatMap((g) => g.links)).toContainEqual({
      to: '/joias-com-pedra-quartzo-rosa',
      title: 'Joias com quartzo-rosa',
    });
    const m = manifestCopy();
    m.stonePage.linkTitle = 'Joias com {Name}';
    expect(titleCaseLinks(compile(m))).toContain('Joias com Quartzo-rosa');
  });

  // A brand name takes an article in Portuguese ("do Ateliê"), which a template cannot know: no bare preposition.
  const barePreposition = (s: ReturnType<typeof compile>) =>
    new RegExp(`\\b(de|em|por|a)\\s+${s.manifest.company.brandName}`).test(siteMapOf(s).head.description);

  it('the site map description reads naturally with the brand name filled in', () => {
    expect(barePreposition(site)).toBe(false);
    const m = manifestCopy();
    m.siteMapPage.description =
      'Todas as páginas de {brand}: joias de prata Bali por tipo e por pedra, cultura balinesa e condições de atacado.';
    expect(barePreposition(compile(m))).toBe(true);
  });
});

describe('links between pages', () => {
  it('every stone page of the spec is linked from the text of at least two other pages', () => {
    expect(lonelyStones(site)).toEqual([]);
  });
});

describe('commercial figures and closings', () => {
  it('the price, minimum order and margin figures appear only on the commercial pages', () => {
    expect(figuresOffCommercialPages(site)).toEqual([]);
  });

  it('no body closes by pointing at the WhatsApp button that follows it, and no two close alike', () => {
    expect(closings(site)).toEqual([]);
  });
});

describe('each page its own words', () => {
  it('no two pages open or close with the same sentence', () => {
    expect(sharedOpeningsAndClosings(site)).toEqual([]);
  });

  it('would catch a page that opens like another', () => {
    const dir = contentCopy();
    const rings = site.manifest.pages.find((p) => p.route === '/aneis-de-prata-bali-artesanais')!;
    const bracelets = site.manifest.pages.find((p) => p.route === '/pulseiras-de-prata-bali-artesanais')!;
    const firstParagraph = /<p>([\s\S]*?)<\/p>/.exec(bodyHtml(site.pages.get(rings.route) as ContentPageData))![1];
    const opening = sentencesOf(htmlToText(firstParagraph))[0];
    writeMarkdown(dir, bracelets.body, `${opening} Outra frase qualquer.\n\n## Seção\n\nTexto da seção.\n`);
    expect(sharedOpeningsAndClosings(compile(manifestCopy(), dir))).toEqual([
      `opening shared by /aneis-de-prata-bali-artesanais, /pulseiras-de-prata-bali-artesanais: ${opening.toLocaleLowerCase('pt-BR')}`,
    ]);
  });

  it('no sentence of six words or more appears on two pages (bodies and answers)', () => {
    expect(sharedSentences(site)).toEqual([]);
  });

  it('would catch a reassurance copied from one page to another', () => {
    const m = manifestCopy();
    const shipping = m.pages.find((p) => p.route === '/envio-e-entrega-de-joias-bali')!;
    const custom = m.pages.find((p) => p.route === '/joias-personalizadas-bali')!;
    custom.questions![0].answer = shipping.questions![1].answer;
    expect(sharedSentences(compile(m))).not.toEqual([]);
  });

  it('no content page ends on a maxim ("Cliente bem orientado volta satisfeito", "deixa de... vira", "não é X, é Y")', () => {
    expect(maximClosings(site)).toEqual([]);
  });

  it('knows the maxims it refuses', () => {
    for (const maxim of [
      'Cliente bem orientado volta satisfeito: a peça continua bonita.',
      'Noiva bem atendida indica a loja para as amigas.',
      'Uma encomenda bem conduzida rende duas vezes.',
      'Lido com critério, o catálogo deixa de ser uma vitrine de fotos e vira uma lista de compras.',
      'Comprar no atacado não é comprar muito: é comprar bem.',
      'Presente bem escolhido volta em forma de cliente.',
    ])
      expect(
        MAXIM_SHAPES.some((shape) => shape.test(maxim)),
        maxim,
      ).toBe(true);
    const dir = contentCopy();
    const floral = site.manifest.pages.find((p) => p.route === '/joias-bali-design-floral')!;
    writeMarkdown(dir, floral.body, 'Flores.\n\n## Seção\n\nCliente bem orientado volta satisfeito.\n');
    expect(maximClosings(compile(manifestCopy(), dir))).toEqual([
      '/joias-bali-design-floral: Cliente bem orientado volta satisfeito.',
    ]);
    expect(MAXIM_SHAPES.some((shape) => shape.test('Peça o catálogo de anéis pelo WhatsApp.'))).toBe(false);
  });

  it('none of the claims the company never made is anywhere in the build', () => {
    expect(claimsInBuild(DIST_DIR)).toEqual([]);
  });

  it('would find one of those claims in any file of a build', () => {
    const dist = mkdtempSync(join(tmpdir(), 'claims-'));
    mkdirSync(join(dist, '_data'), { recursive: true });
    writeFileSync(join(dist, '_data', 'page.json'), JSON.stringify({ text: `Olá. ${CLAIMS_NEVER_MADE[7]}!` }));
    writeFileSync(join(dist, 'index.html'), '<p>Nada a declarar.</p>');
    expect(claimsInBuild(dist)).toEqual([`_data/page.json: "${CLAIMS_NEVER_MADE[7]}"`]);
  });
});

describe('answers, headlines and words a native editor would flag', () => {
  it('no FAQ entry answers that its answer is not published yet', () => {
    expect(nonAnswers(site)).toEqual([]);
  });

  it('would catch an answer that says it is not published', () => {
    const m = manifestCopy();
    m.home.faq.items[2].answer = 'Essa informação ainda não está publicada aqui: confirme no WhatsApp.';
    expect(nonAnswers(compile(m))).toEqual([
      `/: "${m.home.faq.items[2].question}" Essa informação ainda não está publicada aqui: confirme no WhatsApp.`,
    ]);
  });

  it('at most a third of the H1s take the shape "X: Y"', () => {
    expect(colonHeadlines(site)).toEqual([]);
  });

  it('would catch the colon headline back on the stone pages', () => {
    const m = manifestCopy();
    for (const stone of m.stones) stone.heroTitle = `${stone.name} em prata Bali: a pedra e a vitrine`;
    expect(colonHeadlines(compile(m))[0]).toMatch(/^\d+ of \d+ H1s are "X: Y"$/);
  });

  it('"costuma(m)", ", e não" and the other tells stay under their caps across the bodies and the manifest', () => {
    expect(overusedPhrases(siteTexts(site))).toEqual([]);
  });

  it('would catch a tell repeated on every stone page', () => {
    const m = manifestCopy();
    for (const stone of m.stones) stone.look += ' Costuma agradar a quem procura cor.';
    expect(overusedPhrases(siteTexts(compile(m)))).toEqual([
      expect.stringMatching(/^\(\?<!\[\\p\{L\}\]\)costumam\?.*: \d+ times \(at most 30\)$/),
    ]);
  });

  it('each symbol or principle is explained on one page, which the others link to', () => {
    expect(explainedTwice(site)).toEqual([]);
  });

  it('would catch the Om explained again on the pendants page', () => {
    const dir = contentCopy();
    const pendants = site.manifest.pages.find((p) => p.route === '/pingentes-com-simbolos-espirituais')!;
    writeMarkdown(
      dir,
      pendants.body,
      'Pingentes.\n\n## Símbolos\n\n- **Om**: o som sagrado do hinduísmo, que abre mantras e meditações.\n',
    );
    expect(explainedTwice(compile(manifestCopy(), dir))).toEqual([
      'Om: explained on /significado-espiritual-da-prata-bali, /pingentes-com-simbolos-espirituais',
    ]);
  });
});
