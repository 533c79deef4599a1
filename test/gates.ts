// The content gates, callable on any compiled site and its build folder: the test suite runs them on the real
// site (content, copy and build-output tests) and on a copy of the manifest with a stone appended. Each returns
// what fails, one line per page; an empty list passes.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate } from 'html-validate';
import type { CompiledSite } from '../node/compile/compile-site';
import { SPEC_STONE_ROUTES } from '../node/manifest/required-routes';
import type { ContentPageData, HomePageData, SiteMapPageData } from '../renderer/shared/page-data';
import { htmlFileFor, SITE_MAP_ROUTE, stoneRoute } from '../renderer/shared/routes';
import { CONTENT_DIR } from '../node/project-folders';
import { htmlToText, visibleText } from './text';
import { bodyHtml } from '../node/compile/content-page';

const readable = (site: CompiledSite) => site.routes.filter((r) => r.kind === 'content' || r.kind === 'stone');
const pageOf = (site: CompiledSite, path: string) => site.pages.get(path) as ContentPageData;
const bodyText = (site: CompiledSite, path: string) => htmlToText(bodyHtml(pageOf(site, path)));

export const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}%$,]+/u)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));

// --- Spelling ---

export const PROJECT_WORDS = new Set(
  readFileSync(join(CONTENT_DIR, 'palavras-do-projeto.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#')),
);

/** The words hunspell pt_BR does not know. One word per line: hunspell reads long lines in chunks. */
export function hunspellUnknown(text: string): string[] {
  const out = execFileSync('hunspell', ['-d', 'pt_BR', '-l', '-i', 'utf-8'], {
    input: text.replace(/\s+/g, '\n'),
  }).toString();
  return [...new Set(out.split('\n').filter(Boolean))];
}

/** Every word of every page that hunspell and the project word list do not know, with the pages using it. */
export function misspelt(site: CompiledSite, dist: string): string[] {
  // One hunspell run over every page (loading the dictionary once), then each unknown word is traced back.
  const texts = [...site.pages.keys()].map((path) => [path, visibleText(path, dist)] as const);
  return hunspellUnknown(texts.map(([, t]) => t).join('\n'))
    .filter((word) => !PROJECT_WORDS.has(word))
    .map(
      (word) =>
        `${word} (${texts
          .filter(([, t]) => t.includes(word))
          .map(([p]) => p)
          .join(', ')})`,
    );
}

// --- Length ---

/** Content pages under 450 words or without a ## subheading, stone pages under 300 words. */
export function shortPages(site: CompiledSite): string[] {
  return readable(site).flatMap((r) => {
    const n = words(bodyText(site, r.path)).length;
    if (r.kind === 'stone') return n < 300 ? [`${r.path}: ${n} words`] : [];
    return [
      ...(n < 450 ? [`${r.path}: ${n} words`] : []),
      ...(/<h2>/.test(bodyHtml(pageOf(site, r.path))) ? [] : [`${r.path}: no ## subheading`]),
    ];
  });
}

// --- Near duplicates ---

export function shingles(text: string, n = 5): Set<string> {
  const w = words(text);
  const out = new Set<string>();
  for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(' '));
  return out;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / (a.size + b.size - shared || 1);
}

/** Pairs of bodies sharing 35% or more of their word 5-grams (Jaccard). */
export function nearDuplicates(site: CompiledSite): string[] {
  const sets = readable(site).map((r) => [r.path, shingles(bodyText(site, r.path))] as const);
  const similar: string[] = [];
  for (let i = 0; i < sets.length; i++)
    for (let j = i + 1; j < sets.length; j++) {
      const s = jaccard(sets[i][1], sets[j][1]);
      if (s >= 0.35) similar.push(`${sets[i][0]} ~ ${sets[j][0]}: ${s.toFixed(2)}`);
    }
  return similar;
}

// --- Links ---

/** Every content and stone page: 3 or 4 "Continue explorando" links, all resolving, and a WhatsApp button. */
export function continueExploring(site: CompiledSite): string[] {
  const known = new Set(site.routes.map((r) => r.path));
  return readable(site).flatMap((r) => {
    const page = pageOf(site, r.path);
    const n = page.internalLinks.length;
    return [
      ...(n < 3 || n > 4 ? [`${r.path}: ${n} "Continue explorando" links`] : []),
      ...page.internalLinks.filter((l) => !known.has(l.to)).map((l) => `${r.path} -> ${l.to}`),
      ...(/^https:\/\/wa\.me\/\d+\?text=/.test(page.cta?.href ?? '') ? [] : [`${r.path}: no WhatsApp button`]),
    ];
  });
}

/** Links inside bodies that lead nowhere. */
export function brokenBodyLinks(site: CompiledSite): string[] {
  const known = new Set(site.routes.map((r) => r.path));
  return readable(site).flatMap((r) =>
    [...bodyHtml(pageOf(site, r.path)).matchAll(/href="([^"]*)"/g)]
      .map(([, href]) => href)
      .filter((href) => !href.startsWith('#') && !known.has(href.split('#')[0]))
      .map((href) => `${r.path} -> ${href}`),
  );
}

/**
 * The spec's stone pages linked from the text of fewer than two other pages. A stone an editor appends is
 * reached through the site map and its "Joias por Pedra" group; linking it from other pages' text is editorial
 * work one array entry cannot do, so it is not demanded of it.
 */
export function lonelyStones(site: CompiledSite): string[] {
  const from = new Map<string, Set<string>>();
  for (const r of readable(site))
    for (const [, href] of bodyHtml(pageOf(site, r.path)).matchAll(/href="([^"#]*)/g))
      if (href !== r.path) from.set(href, (from.get(href) ?? new Set()).add(r.path));
  return SPEC_STONE_ROUTES.map((path) => `${path}: ${from.get(path)?.size ?? 0}`).filter(
    (line) => Number(line.split(': ')[1]) < 2,
  );
}

// --- No Markdown on screen ---

// Markdown that reached the screen unrendered: bold, links, headings, code, emphasis.
const MARKDOWN = [/\*\*/, /__/, /\]\(/, /(^|\s)#{1,6}\s/, /`/, /(^|\s)\*[^\s*][^*]*\*/, /(^|\s)_[^\s_][^_]*_(\s|$)/];

export function leftoverMarkdown(text: string): string[] {
  return MARKDOWN.flatMap((re) => {
    const m = re.exec(text);
    return m ? [text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30).trim()] : [];
  });
}

export function markdownOnScreen(site: CompiledSite, dist: string): string[] {
  return site.routes.flatMap((r) => leftoverMarkdown(visibleText(r.path, dist)).map((t) => `${r.path}: "${t}"`));
}

// --- Calls to action ---

export const message = (href: string) => decodeURIComponent(new URL(href).searchParams.get('text') ?? '');
// A button about delivery, made-to-order pieces or questions must not open a catalogue request.
const NOT_A_CATALOGUE_BUTTON = /prazo|entrega|envio|encomenda|personalizad|dúvida|pergunta/i;
const CATALOGUE = /catálogo/i;

/** Every WhatsApp button with its text and link: each page's own, and the landing page's FAQ button. */
function buttons(site: CompiledSite) {
  return [
    ...site.routes.flatMap((r) => {
      const cta = site.pages.get(r.path)!.cta;
      return cta ? [{ where: r.path, ...cta }] : [];
    }),
    { where: '/#perguntas-frequentes', ...(site.pages.get('/') as HomePageData).faq.cta },
  ];
}

export function catalogueButtonMismatches(site: CompiledSite): string[] {
  return buttons(site)
    .filter((b) => NOT_A_CATALOGUE_BUTTON.test(b.text) && CATALOGUE.test(message(b.href)))
    .map((b) => `${b.where}: "${b.text}" -> ${message(b.href)}`);
}

/** Prefilled messages with an emoji of ours, or that do not name the page they came from. */
export function unnamedMessages(site: CompiledSite): string[] {
  return buttons(site).flatMap((b) => {
    const text = message(b.href);
    const canonical = site.pages.get(b.where.split('#')[0] || '/')!.head.canonical;
    return [
      ...(/\p{Extended_Pictographic}/u.test(text) ? [`${b.where}: emoji in "${text}"`] : []),
      ...(text.includes(canonical) ? [] : [`${b.where}: the message does not name ${canonical}`]),
    ];
  });
}

/** Stone pages whose button does not ask for that stone's pieces in the catalogue (or repeats the hero title). */
export function stoneButtonMismatches(site: CompiledSite): string[] {
  return site.manifest.stones.flatMap((stone) => {
    const p = pageOf(site, stoneRoute(stone));
    const opening = message(p.cta!.href).split('\n')[0];
    const right =
      CATALOGUE.test(opening) &&
      opening.toLowerCase().includes(stone.name.toLowerCase()) &&
      !opening.includes(p.heroTitle);
    return right ? [] : [`${p.path}: ${opening}`];
  });
}

// The box above a content page's button, its button and the chat it opens ask for the same thing.
const TOPICS = [/prazo|entrega/i, /encomenda/i, /dúvida|pergunt/i, /fábrica/i];

export function boxMismatches(site: CompiledSite): string[] {
  return [...site.pages.values()].flatMap((p) => {
    if (p.kind !== 'content' || !p.cta) return [];
    const box = `${p.cta.title} ${p.cta.intro}`;
    const chat = message(p.cta.href).split('\n')[0];
    const disagree =
      CATALOGUE.test(box) !== CATALOGUE.test(chat) ||
      TOPICS.some((t) => t.test(p.cta!.text) && !(t.test(box) && t.test(chat)));
    return disagree ? [`${p.path}: box "${box}", button "${p.cta.text}", chat "${chat}"`] : [];
  });
}

// --- The words of the hand-overs ---

/** The two catalogue buttons whose words the spec fixes (site-spec.md, section 2), in its Title Case. */
export const SPEC_CATALOGUE_LABELS = ['Solicitar Catálogo Exclusivo', 'Receber Catálogo Atualizado'];
// Names written with a capital wherever they stand.
const NAMES = new Set(['WhatsApp']);

const attribute = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];
/** What a button shows: its text without the words for screen readers only, or its name less "(… nova aba)". */
const labelOf = (attrs: string, inner: string) => {
  const named = attribute(attrs, 'aria-label');
  if (named) return htmlToText(named).replace(/\s*\([^)]*\)$/, '');
  return htmlToText(inner.replace(/<span class="sr-only">[\s\S]*?<\/span>/g, ''));
};

interface Handover {
  label: string;
  /** Whether it asks for the catalogue (the chat's message names it; the form always does). */
  catalogue: boolean;
  /** A link that takes the visitor to the lead form, not to the chat. */
  toForm: boolean;
}

/**
 * Every hand-over of a page's HTML: each link to the lead form or to a prefilled chat, and the form's button, with
 * what it shows and what it does. The footer's plain link to the number, with no message, is a contact, not a
 * hand-over.
 */
export function handoversOf(html: string): Handover[] {
  const links = [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].flatMap(([, attrs, inner]) => {
    const href = htmlToText(attribute(attrs, 'href') ?? '');
    if (/#lead-form$/.test(href)) return [{ label: labelOf(attrs, inner), catalogue: true, toForm: true }];
    if (!href.startsWith('https://wa.me/') || !href.includes('?text=')) return [];
    return [{ label: labelOf(attrs, inner), catalogue: /catálogo/i.test(message(href)), toForm: false }];
  });
  const submits = [...html.matchAll(/<button\b([^>]*type="submit"[^>]*)>([\s\S]*?)<\/button>/g)].map(
    ([, attrs, inner]) => ({ label: labelOf(attrs, inner), catalogue: true, toForm: false }),
  );
  return [...links, ...submits];
}

/**
 * Hand-over words out of line: one label, one meaning. A link to the form says the manifest's phrase for it, a
 * catalogue button that hands over to the chat says the manifest's catalogue phrase (or either says a label the
 * spec fixes), and any other button is in sentence case (capitals after the first word only for names).
 */
export function handoverLabelsOff(html: string, phrases: { catalogue: string; form: string }): string[] {
  return handoversOf(html).flatMap(({ label, catalogue: asks, toForm }) => {
    if (SPEC_CATALOGUE_LABELS.includes(label)) return [];
    if (toForm && label !== phrases.form) return [`button to the form "${label}"`];
    if (asks && !toForm && label !== phrases.catalogue) return [`catalogue button "${label}"`];
    const capitalised = label
      .split(/\s+/)
      .slice(1)
      .filter((w) => /^\p{Lu}/u.test(w) && !NAMES.has(w));
    return capitalised.length ? [`"${label}" is not in sentence case`] : [];
  });
}

export function handoverLabels(site: CompiledSite, dist: string): string[] {
  return [...site.routes.map((r) => r.path), '/404'].flatMap((path) => {
    const file = path === '/404' ? '404.html' : htmlFileFor(path);
    return handoverLabelsOff(readFileSync(join(dist, file), 'utf8'), site.manifest.layout.handover).map(
      (off) => `${path}: ${off}`,
    );
  });
}

// --- Site map ---

export const siteMapOf = (site: CompiledSite) => site.pages.get(SITE_MAP_ROUTE) as SiteMapPageData;
// Titles in sentence case: after the first word, capitals only for place names and the currency sign.
const PROPER = new Set(['Bali', 'Brasil', 'R$']);

export function titleCaseLinks(site: CompiledSite): string[] {
  return siteMapOf(site)
    .groups.flatMap((g) => g.links)
    .filter((l) =>
      l.title
        .split(/[\s,:;?!]+/)
        .slice(1)
        .some((w) => /^\p{Lu}/u.test(w) && !PROPER.has(w)),
    )
    .map((l) => l.title);
}

// --- Commercial figures and closings ---

const FIGURES = /R\$\s?14,90|R\$\s?800,00|100%\s+(?:a|e)\s+300%/;

/**
 * The price, the minimum order and the margin figures outside the pages about buying (the "Atacado e Revenda"
 * group and the pricing page), so a change of price touches a handful of pages; the others link there.
 */
export function figuresOffCommercialPages(site: CompiledSite): string[] {
  const commercial = new Set([
    ...site.manifest.siteMap.find((g) => g.title === 'Atacado e Revenda')!.routes,
    '/valor-da-joalheria-artesanal',
  ]);
  return readable(site)
    .filter((r) => !commercial.has(r.path))
    .flatMap((r) => {
      const p = pageOf(site, r.path);
      const m = FIGURES.exec(`${p.head.title} ${p.head.description} ${htmlToText(bodyHtml(p))}`);
      return m ? [`${r.path}: ${m[0]}`] : [];
    });
}

/** Content bodies that close by pointing at the WhatsApp button that follows them, or close as another does. */
export function closings(site: CompiledSite): string[] {
  const last = readable(site)
    .filter((r) => r.kind === 'content')
    .map((r) => [
      r.path,
      htmlToText([...bodyHtml(pageOf(site, r.path)).matchAll(/<p>([\s\S]*?)<\/p>/g)].at(-1)?.[1] ?? ''),
    ]);
  const seen = new Map<string, string>();
  return last.flatMap(([path, text]) => {
    const out = /\bbotão\b/i.test(text) ? [`${path}: ${text}`] : [];
    const other = seen.get(text);
    if (other) out.push(`${path} closes as ${other}: ${text}`);
    else seen.set(text, path);
    return out;
  });
}

// --- Openings, closings, repeated sentences and maxims ---

/** Text split into sentences: at a full stop, question or exclamation mark followed by a capital or a quote. */
export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}"“])/u)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The sentences a content or stone page writes for itself, in order: its body's paragraphs, list items and table
 * cells, then its questions' answers. The line the stone-page template writes under every stone ("Formatos mais
 * comuns: ...") is the template's, not the page's.
 */
export function ownSentences(site: CompiledSite, path: string): string[] {
  const page = pageOf(site, path);
  const template = site.manifest.stonePage.availableIn;
  const blocks = [...bodyHtml(page).matchAll(/<(p|li|td)>([\s\S]*?)<\/\1>/g)]
    .map(([, , html]) => htmlToText(html))
    .filter((text) => !text.startsWith(template));
  return [...blocks, ...(page.questions?.items ?? []).map((q) => q.answer)].flatMap(sentencesOf);
}

/** A body's first and last sentence (its questions come after it and are not its closing). */
function openingAndClosing(site: CompiledSite, path: string): [string, string] {
  const template = site.manifest.stonePage.availableIn;
  const paragraphs = [...bodyHtml(pageOf(site, path)).matchAll(/<p>([\s\S]*?)<\/p>/g)]
    .map(([, html]) => htmlToText(html))
    .filter((text) => !text.startsWith(template));
  return [sentencesOf(paragraphs[0] ?? '')[0] ?? '', sentencesOf(paragraphs.at(-1) ?? '').at(-1) ?? ''];
}

/** Pages whose body opens or closes with the same sentence as another page's. */
export function sharedOpeningsAndClosings(site: CompiledSite): string[] {
  const ends = readable(site).map((r) => [r.path, openingAndClosing(site, r.path)] as const);
  const pairs = (i: 0 | 1) =>
    ends.map(([path, both]) => [path, both[i].toLocaleLowerCase('pt-BR')] as [string, string]);
  return [
    ...Object.entries(shared(pairs(0))).map(([s, paths]) => `opening shared by ${paths.join(', ')}: ${s}`),
    ...Object.entries(shared(pairs(1))).map(([s, paths]) => `closing shared by ${paths.join(', ')}: ${s}`),
  ];
}

/** Sentences of six words or more that two pages both write: a reassurance or a formula copied from page to page. */
export function sharedSentences(site: CompiledSite): string[] {
  const pairs = readable(site).flatMap((r) =>
    [...new Set(ownSentences(site, r.path))]
      .filter((s) => words(s).length >= 6)
      .map((s) => [r.path, s.toLocaleLowerCase('pt-BR')] as [string, string]),
  );
  return Object.entries(shared(pairs)).map(([s, paths]) => `${paths.join(', ')}: ${s}`);
}

/**
 * The closing shapes of formula copy: "Cliente bem orientado volta satisfeito", "deixa de ser X e vira Y",
 * "não é X, é Y", and the promise that the customer comes back or brings others.
 */
// Word edges for accented words: \b knows only ASCII letters.
const B = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';
export const MAXIM_SHAPES: RegExp[] = [
  new RegExp(`^(?:(?:um|uma|o|a|os|as)\\s+)?\\p{L}+\\s+bem\\s+\\p{L}+(?:ad|id)[oa]s?${E}`, 'iu'),
  new RegExp(`${B}deix(?:a|am) de${E}.*${B}(?:vira|viram|passa a|passam a)${E}`, 'iu'),
  new RegExp(`${B}não (?:é|são)${E}[^.]*?[,:;]\\s*(?:e sim|mas|é|são)${E}`, 'iu'),
  new RegExp(
    `${B}(?:volta|voltam|voltar|voltará|retorna|indica a loja|traz outros|lembr[ae] da (?:sua )?loja)${E}`,
    'iu',
  ),
  // "bem montada", "bem escolhidas", "bem ditas" anywhere; "vira tempero"; ", e não aposta"; "o segundo" sold.
  new RegExp(`${B}bem\\s+\\p{L}+(?:ad|id|it)[oa]s?${E}`, 'iu'),
  new RegExp(`${B}vir(?:a|am)${E}`, 'iu'),
  new RegExp(`,\\s*e (?:não|sim)${E}`, 'iu'),
  new RegExp(`${B}(?:o segundo|a segunda|sair com dois)${E}`, 'iu'),
];

/** A closing that hands the reader on: it names the catalogue or the WhatsApp chat the page's button opens. */
const NEXT_STEP = /catálogo|WhatsApp/i;

/** Content pages whose body ends on a sentence of a maxim's shape, or on anything but the page's own next step. */
export function maximClosings(site: CompiledSite): string[] {
  return readable(site)
    .filter((r) => r.kind === 'content')
    .flatMap((r) => {
      const closing = openingAndClosing(site, r.path)[1];
      return MAXIM_SHAPES.some((shape) => shape.test(closing)) || !NEXT_STEP.test(closing)
        ? [`${r.path}: ${closing}`]
        : [];
    });
}

/**
 * Claims the company never made, quoted from the copy that made them, and the slips of the same review: none may
 * reach a file of the build.
 */
export const CLAIMS_NEVER_MADE = [
  'Cada bolinha deste desenho foi aplicada à mão',
  'cada ponto da granulação foi colocado à mão',
  'decidido pelo artesão peça por peça',
  'quem responde sobre a peça é quem a fez',
  'com quem produz as peças',
  'as novidades da coleção, direto no seu WhatsApp',
  'esmeralda, rubi, topázio e granada',
  'o que você paga é o que pesa',
  'cada vez mais casamentos acontecem no campo',
  'Cliente bem orientado volta satisfeito',
  'Noiva bem atendida indica a loja',
  'o tom escuro nos vãos é proposital',
  'perguntar ao fornecedor',
  'pergunte ao fornecedor',
  'ou que simplesmente busca',
  'volta atrás do anel',
  'deve o nome a eles',
  'lembrar da sua loja',
  'três frases bem ditas',
];

/** Every text file of a build folder (pages, page data, host files, scripts) holding one of `claims`. */
export function claimsInBuild(dist: string, claims = CLAIMS_NEVER_MADE): string[] {
  const files = (readdirSync(dist, { recursive: true }) as string[]).filter((f) => /\.(html|json|js|xml|txt)$/.test(f));
  return files.flatMap((file) => {
    const text = readFileSync(join(dist, file), 'utf8').replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');
    return claims.filter((c) => text.includes(c.toLocaleLowerCase('pt-BR'))).map((c) => `${file}: "${c}"`);
  });
}

// --- Valid HTML ---

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Prerendered React output: formatting rules that do not affect browsers or readers.
    'no-inline-style': 'off',
    'attribute-boolean-style': 'off',
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    'attribute-empty-style': 'off',
    // HTML attribute names are case-insensitive; React writes srcSet, autoComplete and so on.
    'attr-case': 'off',
    'doctype-style': 'off',
    // React's useId makes ids like "_R_1_", valid in HTML5.
    'valid-id': ['error', { relaxed: true }],
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
  },
});

/** html-validate's errors on every prerendered page and the not-found page. */
export async function invalidHtml(site: CompiledSite, dist: string): Promise<string[]> {
  const failures: string[] = [];
  for (const file of [...[...site.pages.keys()].map(htmlFileFor), '404.html']) {
    const report = await validator.validateString(readFileSync(join(dist, file), 'utf8'), file);
    for (const r of report.results)
      for (const m of r.messages)
        if (m.severity === 2) failures.push(`${file}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
  }
  return failures;
}

// --- Non-answers, headline shapes, overused words and explanations given twice ---

/** Every FAQ entry the build publishes (each page's FAQPage JSON-LD, the landing page's included). */
function faqEntries(site: CompiledSite): { path: string; question: string; answer: string }[] {
  return [...site.pages].flatMap(([path, page]) =>
    page.head.jsonLd
      .filter((block) => (block as { '@type'?: string })['@type'] === 'FAQPage')
      .flatMap((block) =>
        (block as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }).mainEntity.map((q) => ({
          path,
          question: q.name,
          answer: q.acceptedAnswer.text,
        })),
      ),
  );
}

/** An answer that says the answer is not there: "ainda não publicado", "não estão publicadas". */
const NON_ANSWER = /não\s+(?:\p{L}+\s+)?publicad[oa]s?/iu;

/** FAQ entries whose answer is that there is no answer yet: a question without an answer is not a FAQ entry. */
export function nonAnswers(site: CompiledSite): string[] {
  return faqEntries(site)
    .filter((q) => NON_ANSWER.test(q.answer))
    .map((q) => `${q.path}: "${q.question}" ${q.answer}`);
}

/** The headline shape of "Prata Bali no atacado: as condições": a phrase, a colon, a second phrase. */
const COLON_HEADLINE = /^[^:]+:\s+\S/;
/** The share of pages' H1s that may take that shape. */
export const COLON_HEADLINES_SHARE = 1 / 3;

/** The H1s of the colon shape, when more than a third of the pages' H1s take it (empty otherwise). */
export function colonHeadlines(site: CompiledSite): string[] {
  const headings = [...site.pages].map(([path, p]) => [path, p.heroTitle]);
  const colon = headings.filter(([, h]) => COLON_HEADLINE.test(h));
  return colon.length > headings.length * COLON_HEADLINES_SHARE
    ? [`${colon.length} of ${headings.length} H1s are "X: Y"`, ...colon.map(([path, h]) => `${path}: ${h}`)]
    : [];
}

/** Words and turns of phrase a reader notices when they recur, with how often the whole site may use each. */
export const OVERUSED: [phrase: RegExp, cap: number][] = [
  [new RegExp(`${B}costumam?${E}`, 'giu'), 30],
  [/, e não\b/giu, 8],
  [new RegExp(`${B}vale (?:a pena )?(?:lembrar|destacar|notar|observar)${E}`, 'giu'), 4],
  [new RegExp(`${B}diferencial${E}`, 'giu'), 8],
];

/**
 * What the site writes: every body (a stone's made from its fields) and every string of the manifest but the fields
 * a stone's body is made of, so nothing is counted twice.
 */
export function siteTexts(site: CompiledSite): string[] {
  const STONE_BODY = new Set(['intro', 'look', 'origin', 'meaning', 'pairing', 'care', 'typesText']);
  const strings: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) if (!STONE_BODY.has(k)) walk(v, k);
  };
  walk(site.manifest, '');
  return [...readable(site).map((r) => bodyText(site, r.path)), ...strings];
}

/** The phrases the site uses more often than their cap, with the count. */
export function overusedPhrases(texts: string[], caps = OVERUSED): string[] {
  const all = texts.join('\n');
  return caps.flatMap(([phrase, cap]) => {
    const count = all.match(phrase)?.length ?? 0;
    return count > cap ? [`${phrase.source}: ${count} times (at most ${cap})`] : [];
  });
}

/**
 * The explanations one page owns: where a term's meaning is told. Another page may name the term and link to the
 * owner, not tell its meaning again.
 */
export const EXPLAINED_TERMS: string[] = ['Om', 'lótus', 'Sol e Lua', 'Tri Hita Karana', 'mandala', 'árvore da vida'];
const DEFINING = '(?:é|são|representa|representam|simboliza|simbolizam|significa|significam|quer dizer|remete a)';

/** Words that tell what a symbol or a principle means, beside a term set apart. */
const MEANING =
  /represent|simboliz|signific|associad|sagrad|considerad|símbolo de|princípio|filosofia|equilíbrio|pureza/iu;

/**
 * Whether a paragraph or list item (its HTML) tells what `term` means: as an entry of a glossary (the term in bold,
 * or in italics before a colon or a comma, and what it stands for: "**Flor de lótus**: … representa pureza"), or a sentence that opens on the
 * term and goes on with what it is.
 */
function defines(html: string, term: string): boolean {
  const named = new RegExp(`${B}${term}${E}`, 'iu');
  // The term set apart (bold or italic) and followed by what it is: "**Om**: …", "o *Tri Hita Karana*, filosofia…".
  const bold = [...html.matchAll(/<(strong|em)>([\s\S]*?)<\/\1>(?:<\/(?:strong|em)>)*\s*([:,])?/g)].some(
    ([, tag, inner, mark]) => named.test(htmlToText(inner)) && (tag === 'strong' || mark !== undefined),
  );
  const meaning = MEANING.test(htmlToText(html));
  const opening = new RegExp(
    `^(?:(?:o|a|os|as)\\s+)?(?:(?:flor|símbolo|som)\\s+(?:de\\s+|do\\s+)?)?${term}${E}[^.]{0,40}?${B}${DEFINING}${E}`,
    'iu',
  );
  return (bold && meaning) || sentencesOf(htmlToText(html)).some((sentence) => opening.test(sentence));
}

/** Terms whose meaning is told on more than one page. */
export function explainedTwice(site: CompiledSite, terms = EXPLAINED_TERMS): string[] {
  const pairs = readable(site).flatMap((r) => {
    const blocks = [...bodyHtml(pageOf(site, r.path)).matchAll(/<(p|li)>([\s\S]*?)<\/\1>/g)].map(([, , html]) => html);
    return terms
      .filter((term) => blocks.some((html) => defines(html, term)))
      .map((term) => [r.path, term] as [string, string]);
  });
  return Object.entries(shared(pairs.map(([path, term]) => [path, term]))).map(
    ([term, paths]) => `${term}: explained on ${paths.join(', ')}`,
  );
}

/** The values that occur more than once, each with the owners that share it. */
export function shared(pairs: [owner: string, key: string][]): Record<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const [owner, key] of pairs) owners.set(key, [...(owners.get(key) ?? []), owner]);
  return Object.fromEntries([...owners].filter(([, list]) => list.length > 1));
}

/** Stones whose page shows the same hero photo as another stone's: each stone gets a photo of its own. */
export function sharedStoneHeroes(site: CompiledSite): string[] {
  const heroes = shared(site.manifest.stones.map((stone) => [stone.slug, stone.heroImage]));
  return Object.entries(heroes).map(([image, slugs]) => `${image}: ${slugs.join(', ')}`);
}

/** Every gate above, by name, with what fails. */
export async function allGates(site: CompiledSite, dist: string): Promise<Record<string, string[]>> {
  return {
    misspelt: misspelt(site, dist),
    shortPages: shortPages(site),
    nearDuplicates: nearDuplicates(site),
    continueExploring: continueExploring(site),
    brokenBodyLinks: brokenBodyLinks(site),
    lonelyStones: lonelyStones(site),
    markdownOnScreen: markdownOnScreen(site, dist),
    catalogueButtonMismatches: catalogueButtonMismatches(site),
    unnamedMessages: unnamedMessages(site),
    stoneButtonMismatches: stoneButtonMismatches(site),
    boxMismatches: boxMismatches(site),
    titleCaseLinks: titleCaseLinks(site),
    figuresOffCommercialPages: figuresOffCommercialPages(site),
    closings: closings(site),
    sharedOpeningsAndClosings: sharedOpeningsAndClosings(site),
    sharedSentences: sharedSentences(site),
    maximClosings: maximClosings(site),
    claimsInBuild: claimsInBuild(dist),
    sharedStoneHeroes: sharedStoneHeroes(site),
    nonAnswers: nonAnswers(site),
    colonHeadlines: colonHeadlines(site),
    overusedPhrases: overusedPhrases(siteTexts(site)),
    explainedTwice: explainedTwice(site),
    invalidHtml: await invalidHtml(site, dist),
  };
}
