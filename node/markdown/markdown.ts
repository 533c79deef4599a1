// Markdown -> sanitised HTML, with what an editor should hear about (the links, the raw HTML left out, a second page
// title, refused addresses, a body with nothing to read). The browser never loads this toolchain.
//
// unified reads the Markdown with remark-parse and remark-gfm (tables, strikethrough, autolink literals, task lists,
// footnotes) and writes it with remark-html, which sanitises with hast-util-sanitize and GitHub's schema. One step of
// ours between them reads the findings from the syntax tree, each with its line, and takes out what the editor is
// told is left out, so that the words around it stay: raw HTML (editors write Markdown only), and the address of a
// link the sanitiser refuses (the link's words stay, as plain text).
import { defaultSchema, type Schema } from 'hast-util-sanitize';
import type { Nodes, Parents, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkHtml from 'remark-html';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

interface Found {
  /** 1-based line in the Markdown, when known. */
  line?: number;
}

export interface RenderedMarkdown {
  /**
   * The HTML, cut before each subheading (h2) of the body's top level: what comes before the first one, then one
   * part per section. Joined, they are the whole body.
   */
  sections: string[];
  /** Links to the site's own pages (`/route`, `/route#part`). */
  links: (Found & { url: string })[];
  /** Raw HTML, never shown: editors write Markdown only. */
  rawHtml: (Found & { html: string })[];
  /** `# Heading`s: the page's hero title is its only h1. */
  titles: (Found & { text: string })[];
  /** Links and images whose address the sanitiser refuses (`javascript:`, `data:`): a link keeps its words. */
  refused: (Found & { url: string })[];
  /** True when nothing a visitor can read is left (raw HTML only, zero-width spaces only). */
  empty: boolean;
  /** The lines where text a visitor can read starts, in order, once each: which part of a stone page has some. */
  visibleLines: number[];
}

/** What a body says to its editor, without its HTML. */
export type MarkdownFindings = Omit<RenderedMarkdown, 'sections' | 'visibleLines'>;

type Findings = Omit<RenderedMarkdown, 'sections'>;

// GitHub's schema, with ids kept as written (a body has none worth prefixing) and each table cell's column name.
const schema: Schema = {
  ...defaultSchema,
  clobberPrefix: '',
  attributes: { ...defaultSchema.attributes, td: [...(defaultSchema.attributes?.td ?? []), 'dataLabel'] },
};
const PROTOCOLS = { href: schema.protocols!.href!, src: schema.protocols!.src! };

// Raw HTML elements whose content is code or hidden text: written inline, their content goes with the tags.
const HIDDEN_CONTENT = /^<(script|style|template|textarea|title|iframe|noscript|object|svg|math)\b[^>]*>$/i;
/** Any character a reader sees: not a space, a soft hyphen or a zero-width character. */
const VISIBLE = /[^\s\u00ad\u200b-\u200f\u2060\ufeff]/;
/** Elements that are nothing once what they held is taken out (a paragraph that held only raw HTML). */
const EMPTIED = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'blockquote', 'listItem', 'list']);

const lineOf = (node: Nodes) => node.position?.start.line;

/** A link to a page of this site: `/route`, not `//another.host/`. */
export const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * An address's scheme, lower-cased to the form the sanitiser knows (`HTTPS://` is `https://`), or null when the
 * address is one the sanitiser refuses (`javascript:`, `data:`, `java&#115;cript:` once decoded).
 */
function allowedAddress(url: string, kind: keyof typeof PROTOCOLS): string | null {
  const colon = url.indexOf(':');
  const cut = url.search(/[/?#]/);
  if (colon === -1 || (cut !== -1 && cut < colon)) return url;
  const scheme = url.slice(0, colon).toLowerCase();
  return PROTOCOLS[kind].includes(scheme) ? scheme + url.slice(colon) : null;
}

/** Takes out raw HTML (with the content of an element that hides it, when its closing tag follows). */
function removeRawHtml(tree: Root, found: Findings): void {
  visit(tree, 'html', (node, index, parent) => {
    if (!parent || index === undefined) return;
    const html = node.value.trim();
    // Closing tags and comments say nothing new (an editor's comment is meant to stay hidden).
    if (!/^(<\/|<!--|$)/.test(html)) found.rawHtml.push({ html: html.split('\n')[0], line: lineOf(node) });
    const open = HIDDEN_CONTENT.exec(html);
    const close = open
      ? parent.children.findIndex(
          (n, i) => i > index && n.type === 'html' && new RegExp(`^</${open[1]}\\s*>$`, 'i').test(n.value.trim()),
        )
      : -1;
    parent.children.splice(index, close === -1 ? 1 : close - index + 1);
    return [SKIP, index];
  });
}

/** Notes links, titles and refused addresses; a refused link becomes its words, a refused image goes. */
function readLinks(tree: Root, found: Findings): void {
  const refusedDefinitions = new Set<string>();
  visit(tree, 'definition', (node) => {
    const url = allowedAddress(node.url, 'href');
    if (url === null) {
      found.refused.push({ url: node.url, line: lineOf(node) });
      refusedDefinitions.add(node.identifier);
    } else {
      node.url = url;
      if (isSitePath(url)) found.links.push({ url, line: lineOf(node) });
    }
  });
  visit(tree, (node, index, parent) => {
    if (node.type === 'heading' && node.depth === 1) found.titles.push({ text: toString(node), line: lineOf(node) });
    if (!parent || index === undefined) return;
    let refused = false;
    if (node.type === 'link' || node.type === 'image') {
      const url = allowedAddress(node.url, node.type === 'link' ? 'href' : 'src');
      refused = url === null;
      if (refused) found.refused.push({ url: node.url, line: lineOf(node) });
      else node.url = url!;
      if (!refused && node.type === 'link' && isSitePath(node.url))
        found.links.push({ url: node.url, line: lineOf(node) });
    } else if (node.type === 'linkReference' || node.type === 'imageReference') {
      refused = refusedDefinitions.has(node.identifier);
    }
    if (!refused) return;
    const words = 'children' in node ? node.children : [];
    (parent.children as RootContent[]).splice(index, 1, ...words);
    return [SKIP, index];
  });
}

/** Every body cell of a table names its column (`data-label`), so a phone can show each row as a card. */
function labelTables(tree: Root): void {
  visit(tree, 'table', (table) => {
    const labels = table.children[0]?.children.map((cell) => toString(cell).trim()) ?? [];
    for (const row of table.children.slice(1))
      row.children.forEach((cell, i) => {
        if (labels[i]) cell.data = { ...cell.data, hProperties: { dataLabel: labels[i] } };
      });
  });
}

/** Drops, bottom-up, what the removals left with nothing in it. */
function dropEmptied(parent: Parents): void {
  (parent.children as RootContent[]) = (parent.children as RootContent[]).filter((child) => {
    if (!('children' in child)) return true;
    dropEmptied(child);
    const empty = child.children.every((c) => c.type === 'text' && !VISIBLE.test(c.value));
    return !(EMPTIED.has(child.type) && empty);
  });
}

function visibleLines(tree: Root): number[] {
  const lines = new Set<number>();
  visit(tree, (node) => {
    if ((node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') && VISIBLE.test(node.value))
      lines.add(lineOf(node) ?? 0);
  });
  return [...lines].sort((a, b) => a - b);
}

declare module 'vfile' {
  interface DataMap {
    found: Findings;
  }
}

/** Cuts the HTML where the tree had each top-level h2: a paragraph of this text is put before each. */
const SECTION_MARK = '\ue000section\ue000';
const SECTION_HTML = `<p>${SECTION_MARK}</p>\n`;

function findings() {
  return (tree: Root, file: VFile) => {
    const found: Findings = { links: [], rawHtml: [], titles: [], refused: [], empty: true, visibleLines: [] };
    removeRawHtml(tree, found);
    readLinks(tree, found);
    found.refused.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    dropEmptied(tree);
    labelTables(tree);
    found.visibleLines = visibleLines(tree);
    found.empty = found.visibleLines.length === 0;
    file.data.found = found;
    tree.children = tree.children.flatMap((node) =>
      node.type === 'heading' && node.depth === 2
        ? [{ type: 'paragraph', children: [{ type: 'text', value: SECTION_MARK }] }, node]
        : [node],
    );
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(findings)
  .use(remarkHtml, { sanitize: schema })
  .freeze();

/** remark-html writes GitHub's English words in a body's footnotes; the site speaks Portuguese. */
const inPortuguese = (html: string) =>
  html
    .replace(/(<h2[^>]* id="footnote-label"[^>]*>)Footnotes<\/h2>/, '$1Notas</h2>')
    .replace(/aria-label="Back to reference (\d+)(-\d+)?"/g, 'aria-label="Voltar ao texto da nota $1"');

/** The body compiled: its sections' HTML and what the editor should hear about (markdown-cache.ts keeps them). */
export function compileMarkdown(markdown: string): RenderedMarkdown {
  const file = processor.processSync(markdown);
  const sections = inPortuguese(String(file)).split(SECTION_HTML);
  sections[0] = sections[0].trimStart();
  sections[sections.length - 1] = sections[sections.length - 1].trimEnd();
  return { sections, ...file.data.found! };
}

/** The whole body's HTML. */
export function markdownToHtml(markdown: string): string {
  return compileMarkdown(markdown).sections.join('');
}
