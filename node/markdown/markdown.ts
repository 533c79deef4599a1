// Markdown -> sanitised, valid HTML, with what an editor should hear about (the links, the raw HTML
// left out, a second page title, a body with nothing to read). The browser never loads this toolchain.
import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot, RootContent } from 'mdast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { rehypeTableLabels } from './table-labels';

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
  /** Links and images whose address the sanitiser refuses (`javascript:`, `data:`), removed whole. */
  refused: (Found & { url: string })[];
  /** True when nothing a visitor can read is left (raw HTML only, zero-width spaces only). */
  empty: boolean;
  /**
   * The lines where text a visitor can read starts, in order, once each (the line of the element that holds it when
   * the text has none; 0 for text the compiler wrote, on no line): which part of a stone page has something to read.
   */
  visibleLines: number[];
}

/** What a body says to its editor, without its HTML. */
export type MarkdownFindings = Omit<RenderedMarkdown, 'sections' | 'visibleLines'>;

// GitHub's sanitising schema without the `user-content-` id clobbering (bodies have no ids worth keeping), and
// with the text of style and script blocks dropped together with them.
const schema = {
  ...defaultSchema,
  clobberPrefix: '',
  strip: [...(defaultSchema.strip ?? []), 'style', 'script', 'template', 'textarea', 'title', 'iframe', 'noscript'],
};

// Raw HTML elements whose content is code or hidden text: written inline, their content must go with the tags.
const HIDDEN_CONTENT = /^<(script|style|template|textarea|title|iframe|noscript|object|svg|math)\b[^>]*>$/i;
/** Any character a reader sees: not a space, a soft hyphen or a zero-width character. */
const VISIBLE = /[^\s\u00ad\u200b-\u200f\u2060\ufeff]/;

/** What the sanitiser keeps of an address: no protocol, or one of the allowed ones. */
function allowedUrl(url: string, protocols: readonly string[]): boolean {
  const colon = url.indexOf(':');
  const cut = url.search(/[/?#]/);
  return colon === -1 || (cut !== -1 && cut < colon) || protocols.includes(url.slice(0, colon).toLowerCase());
}

const lineOf = (node: { position?: { start: { line: number } } }) => node.position?.start.line;
const plainText = (node: RootContent): string =>
  'value' in node ? node.value : 'children' in node ? node.children.map(plainText).join('') : '';

function emptyResult(): Omit<MarkdownFindings, 'empty'> {
  return { links: [], rawHtml: [], titles: [], refused: [] };
}

type Findings = ReturnType<typeof emptyResult>;

/** Notes the links, titles and raw HTML; drops raw HTML whole, with the text inside a <style> or <script>. */
function collect(tree: MdastRoot, found: Findings): void {
  visit(tree, (node, index, parent) => {
    if (node.type === 'html') {
      // Closing tags and comments say nothing new (an editor's comment is meant to stay hidden).
      if (!/^(<\/|<!--|$)/.test(node.value.trim()))
        found.rawHtml.push({ html: node.value.trim().split('\n')[0], line: lineOf(node) });
      const open = HIDDEN_CONTENT.exec(node.value.trim());
      if (open && parent && index !== undefined) {
        const close = parent.children.findIndex(
          (n, i) => i > index && n.type === 'html' && new RegExp(`^</${open[1]}\\s*>$`, 'i').test(n.value.trim()),
        );
        parent.children.splice(index, close === -1 ? parent.children.length - index : close - index + 1);
        return [SKIP, index];
      }
      return undefined;
    }
    if (node.type === 'link' || node.type === 'definition' || node.type === 'image') {
      const protocols = defaultSchema.protocols?.[node.type === 'image' ? 'src' : 'href'] ?? [];
      if (!allowedUrl(node.url, protocols)) found.refused.push({ url: node.url, line: lineOf(node) });
      else if (node.type !== 'image' && node.url.startsWith('/'))
        found.links.push({ url: node.url, line: lineOf(node) });
    }
    if (node.type === 'heading' && node.depth === 1) found.titles.push({ text: plainText(node), line: lineOf(node) });
    return undefined;
  });
}

// Void elements are empty by nature; a table cell may be empty on purpose.
const VOID = new Set(['br', 'hr', 'img', 'input', 'col', 'td', 'th']);
const emptied = (el: Element): boolean =>
  (el.tagName === 'img' && !el.properties.src) ||
  (el.tagName === 'a' && !el.properties.href) ||
  (!VOID.has(el.tagName) &&
    el.children.every((c) => (c.type === 'text' && !VISIBLE.test(c.value)) || c.type === 'comment'));

/**
 * Removes what the sanitiser left empty: an image without its address, a link without its target, then any
 * element with nothing left inside (a paragraph that held only raw HTML). Bottom-up, so that a paragraph emptied
 * by the removal of its only link goes too.
 */
function dropEmptied(parent: HastRoot | Element): void {
  parent.children = parent.children.filter((child) => {
    if (child.type !== 'element') return true;
    dropEmptied(child);
    return !emptied(child);
  });
}

/** The lines of the visible text under `node`; `line` is that of its nearest element on a line of the Markdown. */
function visibleLines(node: HastRoot | Element, lines: Set<number>, line = 0): Set<number> {
  for (const child of node.children) {
    if (child.type === 'text' && VISIBLE.test(child.value)) lines.add(child.position?.start.line ?? line);
    else if (child.type === 'element') visibleLines(child, lines, child.position?.start.line ?? line);
  }
  return lines;
}

declare module 'vfile' {
  interface DataMap {
    found: Findings;
    empty: boolean;
    visibleLines: number[];
  }
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(() => (tree: MdastRoot, file: VFile) => collect(tree, (file.data.found = emptyResult())))
  // Raw HTML in a body is dropped, not passed through: editors write Markdown only.
  .use(remarkRehype, {
    allowDangerousHtml: false,
    footnoteLabel: 'Notas',
    footnoteBackLabel: (reference: number) => `Voltar ao texto da nota ${reference + 1}`,
  })
  .use(rehypeSanitize, schema)
  .use(() => dropEmptied)
  .use(() => (tree: HastRoot, file: VFile) => {
    file.data.visibleLines = [...visibleLines(tree, new Set())].sort((a, b) => a - b);
    file.data.empty = file.data.visibleLines.length === 0;
  })
  // After sanitising, which would drop the labels; they hold only the table's own header text, escaped on output.
  .use(rehypeTableLabels)
  .use(rehypeStringify)
  .freeze();

/**
 * The body's HTML cut before each top-level h2, its ends trimmed. Each part is written by the same compiler, so the
 * parts joined are the body as one piece.
 */
function sectionsOf(tree: HastRoot): string[] {
  const parts: HastRoot['children'][] = [[]];
  for (const node of tree.children) {
    if (node.type === 'element' && node.tagName === 'h2') parts.push([]);
    parts.at(-1)!.push(node);
  }
  const html = parts.map((children) => processor.stringify({ type: 'root', children }));
  html[0] = html[0].trimStart();
  html[html.length - 1] = html[html.length - 1].trimEnd();
  return html;
}

/** The body compiled: its sections' HTML and what the editor should hear about (markdown-cache.ts keeps them). */
export function compileMarkdown(markdown: string): RenderedMarkdown {
  const file = new VFile(markdown);
  const tree = processor.runSync(processor.parse(file), file);
  const { found, empty, visibleLines } = file.data;
  return { sections: sectionsOf(tree), ...found!, empty: empty!, visibleLines: visibleLines! };
}

/** The whole body's HTML. */
export function markdownToHtml(markdown: string): string {
  return compileMarkdown(markdown).sections.join('');
}
