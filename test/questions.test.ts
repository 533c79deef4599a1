// The buyers' questions of the stone pages and of the pages where a buyer has objections (atacado, envio,
// certificado, sob encomenda, como revender): in the prerendered page as closed native disclosures, in the page's
// FAQPage data; a question only a company fact answers joins them once the company states it.
import { describe, expect, it } from 'vitest';
import type { ContentPageData } from '../renderer/shared/page-data';
import { stoneRoute } from '../renderer/shared/routes';
import { bodyHtml } from '../node/compile/content-page';
import { compile, manifestCopy } from './helpers';
import { builtHtml, htmlToText, jsonLdOf } from './text';

const site = compile(manifestCopy());
const pageOf = (s: ReturnType<typeof compile>, path: string) => s.pages.get(path) as ContentPageData;
/** The page's own part of its HTML: the header's menus are disclosures too. */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const answerTo = (s: ReturnType<typeof compile>, path: string, question: RegExp) =>
  pageOf(s, path).questions!.items.find((q) => question.test(q.question))!.answer;

const OBJECTION_PAGES = [
  '/joias-de-prata-bali-no-atacado',
  '/envio-e-entrega-de-joias-bali',
  '/certificado-de-autenticidade-prata-bali',
  '/joias-personalizadas-bali',
  '/como-revender-prata-bali',
];
const withQuestions = [...OBJECTION_PAGES, ...site.manifest.stones.map(stoneRoute)];

describe('which pages answer questions', () => {
  it('every stone page and each page where a buyer has objections carries 3 or 4 questions', () => {
    for (const path of withQuestions) {
      const n = pageOf(site, path).questions?.items.length ?? 0;
      expect(n >= 3 && n <= 4, `${path}: ${n} questions`).toBe(true);
    }
  });

  it('a page without questions shows no questions section and no FAQPage data', () => {
    const html = builtHtml('/joias-bali-minimalistas');
    expect(mainOf(html)).not.toContain('<details');
    expect(jsonLdOf(html).map((d) => d['@type'])).not.toContain('FAQPage');
  });
});

describe('in the prerendered page', () => {
  it('each question is a closed native disclosure with its answer in the HTML, one group per page', () => {
    for (const path of withQuestions) {
      const items = [...mainOf(builtHtml(path)).matchAll(/<details([^>]*)>([\s\S]*?)<\/details>/g)];
      const { questions } = pageOf(site, path);
      expect(items, path).toHaveLength(questions!.items.length);
      expect(new Set(items.map(([, attrs]) => /name="([^"]+)"/.exec(attrs)?.[1])).size, path).toBe(1);
      items.forEach(([, attrs, inner], i) => {
        expect(attrs, path).not.toMatch(/\bopen\b/);
        expect(htmlToText(/<summary[^>]*>([\s\S]*?)<\/summary>/.exec(inner)![1]), path).toBe(
          questions!.items[i].question,
        );
        expect(htmlToText(inner), path).toContain(questions!.items[i].answer);
      });
    }
  });

  it('the FAQPage data holds the same questions and answers the page shows', () => {
    for (const path of withQuestions) {
      const faq = jsonLdOf(builtHtml(path)).find((d) => d['@type'] === 'FAQPage');
      expect(
        faq.mainEntity.map((q: { name: string; acceptedAnswer: { text: string } }) => [q.name, q.acceptedAnswer.text]),
        path,
      ).toEqual(pageOf(site, path).questions!.items.map((q) => [q.question, q.answer]));
    }
  });
});

describe('answers from the company facts', () => {
  const SHIPPING = '/envio-e-entrega-de-joias-bali';
  const WHOLESALE = '/joias-de-prata-bali-no-atacado';

  const asked = (s: ReturnType<typeof compile>, path: string) =>
    (pageOf(s, path).questions?.items ?? []).map((q) => q.question);
  const faqOf = (s: ReturnType<typeof compile>, path: string) =>
    JSON.stringify(pageOf(s, path).head.jsonLd.find((d) => (d as { '@type': string })['@type'] === 'FAQPage'));

  it('until a fact is set, the question only it answers is left out, of the page and of its FAQPage data', () => {
    for (const [path, question] of [
      [SHIPPING, /frete/],
      [SHIPPING, /defeito/],
      [WHOLESALE, /reposições/],
      [WHOLESALE, /pagamento/],
      [WHOLESALE, /nota fiscal/],
      [WHOLESALE, /pedra/],
      ['/certificado-de-autenticidade-prata-bali', /certificado/],
    ] as const) {
      expect(
        asked(site, path).filter((q) => question.test(q)),
        `${path} ${question}`,
      ).toEqual([]);
      expect(faqOf(site, path)).not.toMatch(question);
    }
    // What is left is answered: 3 or 4 questions on each of those pages.
    for (const path of [SHIPPING, WHOLESALE]) expect(asked(site, path).length).toBeGreaterThanOrEqual(3);
  });

  it('once set, the fact is the answer, on the page and in its FAQPage data', () => {
    const m = manifestCopy();
    m.company.shippingCost = 'O frete é pago pelo comprador e calculado no fechamento do pedido.';
    m.company.paymentMethods = ['Pix', 'boleto', 'cartão de crédito'];
    m.company.invoice = 'Todo pedido segue com nota fiscal.';
    const s = compile(m);
    expect(answerTo(s, SHIPPING, /frete/)).toBe(m.company.shippingCost);
    expect(answerTo(s, WHOLESALE, /pagamento/)).toBe('Formas de pagamento: Pix, boleto e cartão de crédito.');
    expect(answerTo(s, WHOLESALE, /nota fiscal/)).toBe(m.company.invoice);
    expect(answerTo(s, '/certificado-de-autenticidade-prata-bali', /nota fiscal/)).toBe(m.company.invoice);
    // A fact left unset still leaves its question out.
    expect(asked(s, SHIPPING).some((q) => /defeito/.test(q))).toBe(false);
    expect(faqOf(s, SHIPPING)).toContain(m.company.shippingCost);
  });

  it('each stone page says whether the company works with its stone, and asks to confirm until it says', () => {
    const note = (s: ReturnType<typeof compile>, slug: string) =>
      htmlToText(bodyHtml(pageOf(s, `/joias-com-pedra-${slug}`)));
    expect(note(site, 'jade')).toContain(
      'Se há peças com jade entre os nossos modelos do momento, confirme no WhatsApp.',
    );
    const m = manifestCopy();
    m.company.stonesWorkedWith = ['ametista', 'jade'];
    const s = compile(m);
    expect(note(s, 'jade')).toContain('Trabalhamos com jade: os modelos do momento estão no catálogo.');
    expect(note(s, 'ametista')).toContain('Trabalhamos com ametista');
    expect(note(s, 'rubi')).toContain('No momento não trabalhamos com rubi');
    expect(note(s, 'rubi')).not.toContain('confirme no WhatsApp');
  });
});

describe('pages that draw consumers say the site sells wholesale only', () => {
  const { wholesaleOnly } = site.manifest.layout;
  const line = (path: string) => /<p[^>]*data-wholesale-only[^>]*>([\s\S]*?)<\/p>/.exec(builtHtml(path))?.[1];

  it('under the heading of every stone page and of each content page that draws consumers, linking to the terms', () => {
    const drawing = [
      ...site.manifest.pages.filter((p) => p.drawsConsumers).map((p) => p.route),
      ...site.manifest.stones.map(stoneRoute),
    ];
    expect(drawing.length).toBeGreaterThan(site.manifest.stones.length);
    for (const path of drawing) {
      expect(htmlToText(line(path) ?? ''), path).toBe(`${wholesaleOnly.text} ${wholesaleOnly.linkText}`);
      expect(line(path), path).toContain(`href="${wholesaleOnly.to}"`);
    }
  });

  it('not on the pages written for buyers already, such as the wholesale terms themselves', () => {
    for (const page of site.manifest.pages.filter((p) => !p.drawsConsumers))
      expect(line(page.route), page.route).toBe(undefined);
    expect(line('/joias-de-prata-bali-no-atacado')).toBe(undefined);
  });
});
