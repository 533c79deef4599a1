// Markdown -> sanitised, valid HTML, with what an editor should hear about (the links, the raw HTML
// left out, a second page title, a body with nothing to read). The browser never loads this toolchain.
//
// markdown-it reads the Markdown (CommonMark with GFM's tables, strikethrough, autolink literals, task lists and
// footnotes); its tokens become a syntax tree with the line of each node, the tree is checked (links, titles, raw
// HTML), then turned into HTML elements the way GitHub writes them: only the tags and attributes GitHub's sanitiser
// keeps, links and images only with the protocols it allows, raw HTML never (markdown-it reads it only so that it
// can be reported and left out).
import MarkdownIt from 'markdown-it';
import footnotes from 'markdown-it-footnote';
import { HTML_OPEN_CLOSE_TAG_RE } from 'markdown-it/lib/common/html_re.mjs';
import type { PluginSimple, StateBlock, StateInline, Token } from 'markdown-it';
import {
  dropEmptied,
  element,
  text,
  toHtml,
  visibleLines,
  type HtmlElement,
  type HtmlNode,
  type HtmlText,
} from './html-tree';
import { labelTables } from './table-labels';

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

/** The protocols GitHub's sanitiser allows in a link's and an image's address. */
const PROTOCOLS = { href: ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'], src: ['http', 'https'] };

// Raw HTML elements whose content is code or hidden text: written inline, their content must go with the tags.
const HIDDEN_CONTENT = /^<(script|style|template|textarea|title|iframe|noscript|object|svg|math)\b[^>]*>$/i;

/**
 * Whether an address is kept: no protocol, or one of `protocols`. The editor hears of a refused address whatever the
 * case of its protocol (`anyCase`); the sanitiser keeps an address only when its protocol is written in lower case.
 */
function allowedUrl(url: string, protocols: readonly string[], anyCase = false): boolean {
  const colon = url.indexOf(':');
  const cut = url.search(/[/?#]/);
  const protocol = url.slice(0, colon);
  return colon === -1 || (cut !== -1 && cut < colon) || protocols.includes(anyCase ? protocol.toLowerCase() : protocol);
}

const asciiAlphanumeric = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/**
 * An address as written in the HTML: characters outside the safe ASCII set percent-encoded (UTF-8), an existing
 * `%XX` kept, a lone surrogate written as U+FFFD (CommonMark's reference behaviour).
 */
function normalizeUri(value: string): string {
  let result = '';
  let start = 0;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    let replace = '';
    let skip = 0;
    if (code === 37 && asciiAlphanumeric(value.charCodeAt(index + 1)) && asciiAlphanumeric(value.charCodeAt(index + 2)))
      skip = 2;
    else if (code < 128) {
      if (!/[!#$&-;=?-Z_a-z~]/.test(value[index])) replace = value[index];
    } else if (code > 55_295 && code < 57_344) {
      const next = value.charCodeAt(index + 1);
      if (code < 56_320 && next > 56_319 && next < 57_344) {
        replace = value.slice(index, index + 2);
        skip = 1;
      } else replace = '\uFFFD';
    } else replace = value[index];
    if (replace) {
      result += value.slice(start, index) + encodeURIComponent(replace);
      start = index + skip + 1;
    }
    index += skip;
  }
  return result + value.slice(start);
}

/** A node of the syntax tree (the names and fields of mdast, the Markdown syntax tree GitHub's tools use). */
interface Node {
  type: string;
  /** 1-based line where the node starts. */
  line: number;
  children?: Node[];
  /** Text, code, raw HTML. */
  value?: string;
  /** Links, images, definitions. */
  url?: string;
  title?: string;
  alt?: string;
  /** A link or an image by reference: its address is reported at its definition. */
  byReference?: boolean;
  depth?: number;
  ordered?: boolean;
  start?: number;
  /** A list whose items are separated by blank lines (its paragraphs are kept as such). */
  spread?: boolean;
  /** A paragraph of a list that is not spread. */
  tight?: boolean;
  /** A task list item: whether it is ticked. */
  checked?: boolean;
  align?: (string | undefined)[];
  lang?: string;
  /** A footnote's label, normalised. */
  label?: string;
}

/** An inline token with where it starts in its inline text (markdown-it keeps no position of its own on them). */
type Placed = Token & { start?: number };

const md = new MarkdownIt('default', { html: true, linkify: true });
// The plugin's types are written for markdown-it's CommonJS build.
md.use(footnotes as unknown as PluginSimple);
// GFM has no inline footnotes; the footnote section is written here, not by the plugin.
md.inline.ruler.disable('footnote_inline');
md.core.ruler.disable('footnote_tail');
// Autolink literals are found here (GFM's: www., http(s)://, e-mail), each with its line.
md.core.ruler.disable('linkify');
md.linkify.add('ftp:', null).add('//', null);
// Every address is kept as written: refused ones are reported, then removed whole; the HTML's are encoded here.
md.validateLink = () => true;
md.normalizeLink = (url) => url;
md.normalizeLinkText = (url) => url;

md.inline.State = class extends md.inline.State {
  override push(...args: Parameters<InstanceType<typeof md.inline.State>['push']>): Token {
    const token: Placed = super.push(...args);
    token.start = this.pos;
    return token;
  }
  override pushPending(): Token {
    const token: Placed = super.pushPending();
    token.start = this.pos;
    return token;
  }
};

type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;
type InlineRule = (state: StateInline, silent: boolean) => boolean;
/** A rule as markdown-it or its plugin installed it, to be wrapped (a Ruler keeps its rules in `__rules__`). */
const installed = <Rule>(ruler: object, name: string): Rule =>
  (ruler as { __rules__: { name: string; fn: Rule }[] }).__rules__.find((r) => r.name === name)!.fn;
const blockRule = (name: string) => installed<BlockRule>(md.block.ruler, name);

// A link definition leaves a token of its own, in its place: it is reported there, with its line.
const reference = blockRule('reference');
const paragraph = blockRule('paragraph');
md.block.ruler.at('reference', (state, startLine, endLine, silent) => {
  if (silent) return reference(state, startLine, endLine, silent);
  const known = (state.env.references ??= {}) as Record<string, { href: string }>;
  state.env.references = {};
  const found = reference(state, startLine, endLine, silent);
  const added = state.env.references as Record<string, { href: string }>;
  state.env.references = known;
  for (const [label, definition] of Object.entries(added)) {
    known[label] ??= definition;
    const token = state.push('definition', '', 0);
    token.map = [startLine, state.line];
    token.meta = { url: definition.href };
  }
  // What follows a definition on the next lines, indented or not, goes on its paragraph (not a code block).
  const next = state.line;
  if (found && next < endLine && !state.isEmpty(next) && state.sCount[next] - state.blkIndent > 3)
    paragraph(state, next, endLine, false);
  return found;
});

// A footnote's definition with its line.
const footnoteDefinition = blockRule('footnote_def');
md.block.ruler.at(
  'footnote_def',
  (state, startLine, endLine, silent) => {
    const first = state.tokens.length;
    const found = footnoteDefinition(state, startLine, endLine, silent);
    if (found && !silent) state.tokens[first].map = [startLine, state.line];
    return found;
  },
  // As in GFM, a footnote's definition ends a paragraph, a quote's or a list's lazy line, a table.
  { alt: ['paragraph', 'reference', 'blockquote', 'list'] },
);

/** The cells of a table's row: split at its pipes but escaped ones, without the pipes at its ends. */
function rowCells(line: string): string[] {
  const row = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return row.split(/(?<!\\)\|/).map((cell) => cell.replace(/\\\|/g, '|').trim());
}

// GFM reads a delimiter row without a pipe (`---`) as a heading's underline, not as a table's. A row's cells past
// the table's columns are left out of the HTML, but still read: their links and raw HTML are reported.
const table = blockRule('table');
md.block.ruler.at(
  'table',
  (state, startLine, endLine, silent) => {
    const lineText = (line: number) => state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]);
    const first = state.tokens.length;
    if (startLine + 1 >= endLine || !lineText(startLine + 1).includes('|') || !table(state, startLine, endLine, silent))
      return false;
    if (silent) return true;
    const columns = state.tokens.slice(first).filter((t) => t.type === 'th_open').length;
    for (let i = first; i < state.tokens.length; i++) {
      const row = state.tokens[i];
      if (row.type !== 'tr_open' || !row.map) continue;
      const extra = rowCells(lineText(row.map[0])).slice(columns);
      const close = state.tokens.findIndex((t, j) => j > i && t.type === 'tr_close');
      const cells = extra.flatMap((content) => {
        const cell = new state.Token('inline', '', 0);
        Object.assign(cell, { content, map: row.map, children: [] });
        return [new state.Token('td_open', 'td', 1), cell, new state.Token('td_close', 'td', -1)];
      });
      state.tokens.splice(close, 0, ...cells);
    }
    return true;
  },
  { alt: ['paragraph', 'reference'] },
);

// A line that is only an HTML tag (CommonMark's 7th kind of HTML block) does not interrupt a paragraph, but it does
// end a quote's or a list item's lazy lines, and a table, as CommonMark's reference parser reads them.
const htmlBlock = blockRule('html_block');
const TAG_LINE = new RegExp(`${HTML_OPEN_CLOSE_TAG_RE.source}\\s*$`);
md.block.ruler.at(
  'html_block',
  (state, startLine, endLine, silent) => {
    if (htmlBlock(state, startLine, endLine, silent)) return true;
    const parent: string = state.parentType;
    const lazy =
      parent === 'blockquote' ||
      parent === 'table' ||
      (parent === 'paragraph' && state.sCount[startLine] < state.blkIndent);
    const start = state.bMarks[startLine] + state.tShift[startLine];
    return silent && lazy && TAG_LINE.test(state.src.slice(start, state.eMarks[startLine]));
  },
  { alt: ['paragraph', 'reference', 'blockquote'] },
);

// Links and images: whether by reference (`[text][label]`, `[label]`), which end with `]`, not `)`.
const byReference = new WeakSet<Token>();
for (const name of ['link', 'image']) {
  const rule = installed<InlineRule>(md.inline.ruler, name);
  md.inline.ruler.at(name, (state, silent) => {
    const first = state.tokens.length;
    const found = rule(state, silent);
    if (found && !silent && state.src.charCodeAt(state.pos - 1) === 0x5d) {
      const token = state.tokens.slice(first).find((t) => t.type === 'link_open' || t.type === 'image');
      if (token) byReference.add(token);
    }
    return found;
  });
}

// GFM's strikethrough: ~one~ or ~~two~~ tildes, the same number at both ends (markdown-it's own takes two only).
// One tilde and two are told apart as two kinds of delimiter, so that neither closes the other.
const TWO_TILDES = 0x7e;
const ONE_TILDE = -0x7e;
md.inline.ruler.at('strikethrough', (state, silent) => {
  if (silent || state.src.charCodeAt(state.pos) !== 0x7e) return false;
  const scanned = state.scanDelims(state.pos, true);
  state.push('text', '', 0).content = '~'.repeat(scanned.length);
  if (scanned.length <= 2)
    state.delimiters.push({
      marker: scanned.length === 1 ? ONE_TILDE : TWO_TILDES,
      length: 0,
      token: state.tokens.length - 1,
      end: -1,
      open: scanned.can_open,
      close: scanned.can_close,
    });
  state.pos += scanned.length;
  return true;
});
md.inline.ruler2.at('strikethrough', (state) => {
  for (const delimiters of [state.delimiters, ...state.tokens_meta.map((meta) => meta?.delimiters ?? [])])
    for (const start of delimiters) {
      if ((start.marker !== TWO_TILDES && start.marker !== ONE_TILDE) || start.end === -1) continue;
      const [open, close] = [state.tokens[start.token], state.tokens[delimiters[start.end].token]];
      Object.assign(open, { type: 's_open', tag: 's', nesting: 1, markup: open.content, content: '' });
      Object.assign(close, { type: 's_close', tag: 's', nesting: -1, markup: close.content, content: '' });
    }
  return false;
});

// Footnotes' labels, as GFM reads them: any case, runs of spaces as one.
const normalizeLabel = (label: string) =>
  label
    .replace(/[\t\n\r ]+/g, ' ')
    .trim()
    .toLowerCase();

/** An image's description: the text of its label, the descriptions of images in it, its code. */
function altText(tokens: Token[] | null): string {
  let alt = '';
  for (const t of tokens ?? []) {
    if (t.type === 'text' || t.type === 'code_inline' || t.type === 'html_inline') alt += t.content;
    else if (t.type === 'softbreak') alt += '\n';
    else if (t.type === 'image') alt += altText(t.children);
  }
  return alt;
}

interface Literal {
  index: number;
  lastIndex: number;
  text: string;
  url: string;
}

// GFM's autolink literals among linkify's matches: a www. address, an http(s):// or mailto: one, an e-mail address
// (its user name of letters, digits and `.+-_` only, as GFM reads it: `E-mail:ana@x.com` links `ana@x.com`).
function literal({ schema, raw, index, lastIndex, text, url }: Literal & { schema: string; raw: string }) {
  if (schema === '') return /^www\./i.test(raw) ? { index, lastIndex, text, url } : [];
  if (schema.toLowerCase() !== 'mailto:' || /^mailto:/i.test(raw))
    return ['http:', 'https:', 'mailto:'].includes(schema.toLowerCase()) ? { index, lastIndex, text, url } : [];
  const at = raw.indexOf('@');
  let start = at;
  while (start > 0 && /[\w.+-]/.test(raw[start - 1])) start--;
  return start === at
    ? []
    : { index: index + start, lastIndex, text: raw.slice(start), url: `mailto:${raw.slice(start)}` };
}

/** Text, with its autolink literals turned into links; `line` is where the text starts. */
function literalLinks(value: string, line: number): Node[] {
  // A quick look first: most text holds no address (and every literal has `www.`, `:` or `@`).
  const matches: Literal[] =
    /www\.|[:@]/i.test(value) && md.linkify.pretest(value) && md.linkify.test(value)
      ? (md.linkify.match(value) ?? []).flatMap(literal)
      : [];
  if (matches.length === 0) return [{ type: 'text', value, line }];
  const nodes: Node[] = [];
  // Each piece on the line where it starts: the text may hold line endings.
  const piece = (from: number, to: number) => {
    let at = line;
    for (let i = value.indexOf('\n'); i !== -1 && i < from; i = value.indexOf('\n', i + 1)) at++;
    return { value: value.slice(from, to), line: at };
  };
  let last = 0;
  for (const match of matches) {
    if (match.index > last) nodes.push({ type: 'text', ...piece(last, match.index) });
    const { line: at } = piece(match.index, match.index);
    nodes.push({ type: 'link', url: match.url, line: at, children: [{ type: 'text', value: match.text, line: at }] });
    last = match.lastIndex;
  }
  if (last < value.length) nodes.push({ type: 'text', ...piece(last, value.length) });
  return nodes;
}

// A task list item's box and the space or tab after it, before what follows.
const TASK = /^\[([ xX])\][ \t](?=[ \t]*\S)/;

/** The inline content of a block, as nodes with their lines. */
class Inline {
  readonly root: Node;
  private readonly stack: Node[];
  private inLink = 0;
  /** Text and line endings in a row: one text node, on the line where it starts. */
  private run: { value: string; line: number } | undefined;
  /** A task list item's box, opening its text. */
  private readonly marker: RegExpExecArray | null = null;
  /** Where the inline text's line endings are. */
  private readonly breaks: number[] = [];

  /** `first` is the block's first line; `task`, the list item whose first paragraph this may be. */
  constructor(
    private readonly token: Token,
    private readonly first: number,
    task?: Node,
  ) {
    this.root = { type: 'inline', line: first, children: [] };
    this.stack = [this.root];
    for (let i = token.content.indexOf('\n'); i !== -1; i = token.content.indexOf('\n', i + 1)) this.breaks.push(i);
    if (task) {
      this.marker = TASK.exec(token.content);
      if (this.marker) task.checked = this.marker[1] !== ' ';
    }
  }

  /** The line of a position in the inline text. */
  private lineAt(pos = 0): number {
    let line = this.first;
    for (const i of this.breaks) {
      if (i >= pos) break;
      line++;
    }
    return line;
  }

  private flush(): void {
    const run = this.run;
    this.run = undefined;
    // A task's box may leave its text empty: no node for it, as for no text at all.
    if (!run?.value) return;
    const parent = this.stack[this.stack.length - 1];
    if (this.inLink) parent.children!.push({ type: 'text', ...run });
    else parent.children!.push(...literalLinks(run.value, run.line));
  }

  private add(node: Node): void {
    this.flush();
    this.stack[this.stack.length - 1].children!.push(node);
  }

  private open(node: Node): void {
    node.children = [];
    this.add(node);
    this.stack.push(node);
  }

  nodes(): Node[] {
    const children: Placed[] = this.token.children ?? [];
    for (let index = 0; index < children.length; index++) {
      const t = children[index];
      const line = this.lineAt(t.start);
      switch (t.type) {
        case 'text': {
          const value = this.marker && index === 0 ? t.content.slice(this.marker[0].length) : t.content;
          if (this.run) this.run.value += value;
          else this.run = { value, line };
          break;
        }
        case 'softbreak':
          // The spaces and tabs that end a line are not part of the text.
          if (this.run) this.run.value = `${this.run.value.replace(/[ \t]+$/, '')}\n`;
          else this.run = { value: '\n', line };
          break;
        case 'hardbreak':
          this.add({ type: 'break', line });
          break;
        case 'code_inline':
          this.add({ type: 'inlineCode', value: t.content, line });
          break;
        case 'html_inline':
          this.add({ type: 'html', value: t.content, line });
          break;
        case 'image':
          this.add({
            type: 'image',
            url: t.attrGet('src') ?? '',
            title: t.attrGet('title') ?? undefined,
            alt: altText(t.children),
            byReference: byReference.has(t),
            line,
          });
          break;
        case 'footnote_ref':
          this.add({ type: 'footnoteReference', label: normalizeLabel(t.meta.label), line });
          break;
        case 'link_open':
          this.flush();
          this.inLink++;
          this.open({
            type: 'link',
            url: t.attrGet('href') ?? '',
            title: t.attrGet('title') ?? undefined,
            byReference: byReference.has(t),
            line,
          });
          break;
        case 'em_open':
          this.open({ type: 'emphasis', line });
          break;
        case 'strong_open':
          this.open({ type: 'strong', line });
          break;
        case 's_open':
          this.open({ type: 'delete', line });
          break;
        case 'link_close':
        case 'em_close':
        case 'strong_close':
        case 's_close':
          this.flush();
          if (t.type === 'link_close') this.inLink--;
          this.stack.pop();
          break;
      }
    }
    this.flush();
    return this.root.children!;
  }
}

/** The syntax tree of markdown-it's block tokens. */
function tree(tokens: Token[]): Node {
  const root: Node = { type: 'root', line: 1, children: [] };
  const stack = [root];
  const top = () => stack[stack.length - 1];
  const open = (node: Node) => {
    top().children!.push(node);
    stack.push(node);
  };
  for (const t of tokens) {
    const line = t.map ? t.map[0] + 1 : top().line;
    switch (t.type) {
      case 'paragraph_open':
        open({ type: 'paragraph', line, tight: t.hidden, children: [] });
        break;
      case 'heading_open':
        open({ type: 'heading', depth: Number(t.tag.slice(1)), line, children: [] });
        break;
      case 'blockquote_open':
        open({ type: 'blockquote', line, children: [] });
        break;
      case 'bullet_list_open':
      case 'ordered_list_open':
        open({ type: 'list', ordered: t.tag === 'ol', start: Number(t.attrGet('start') ?? 1), line, children: [] });
        break;
      case 'list_item_open':
        open({ type: 'listItem', line, children: [] });
        break;
      case 'table_open':
        open({ type: 'table', align: [], line, children: [] });
        break;
      case 'tr_open':
        open({ type: 'tableRow', line, children: [] });
        break;
      case 'th_open':
      case 'td_open': {
        if (t.type === 'th_open') stack[stack.length - 2].align!.push(t.attrGet('style')?.slice('text-align:'.length));
        open({ type: 'tableCell', line, children: [] });
        break;
      }
      case 'footnote_reference_open':
        open({ type: 'footnoteDefinition', label: normalizeLabel(t.meta.label), line, children: [] });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close': {
        const list = stack.pop()!;
        list.spread = list.children!.some((item) => item.children!.some((c) => c.type === 'paragraph' && !c.tight));
        break;
      }
      case 'paragraph_close':
      case 'heading_close':
      case 'blockquote_close':
      case 'list_item_close':
      case 'table_close':
      case 'tr_close':
      case 'th_close':
      case 'td_close':
      case 'footnote_reference_close':
        stack.pop();
        break;
      case 'inline': {
        const parent = top();
        // A task list item: `[ ]` or `[x]` opening the first paragraph of an item.
        const item = stack[stack.length - 2];
        const task =
          parent.type === 'paragraph' && item?.type === 'listItem' && item.children![0] === parent ? item : undefined;
        parent.children!.push(...new Inline(t, parent.line, task).nodes());
        break;
      }
      case 'fence':
      case 'code_block': {
        const lang = t.type === 'fence' ? md.utils.unescapeAll(t.info).trim().split(/\s+/)[0] : '';
        top().children!.push({ type: 'code', value: t.content.replace(/\n$/, ''), lang, line });
        break;
      }
      case 'html_block':
        top().children!.push({ type: 'html', value: t.content, line });
        break;
      case 'hr':
        top().children!.push({ type: 'thematicBreak', line });
        break;
      case 'definition':
        top().children!.push({ type: 'definition', url: t.meta.url, line });
        break;
    }
  }
  return root;
}

interface Findings {
  links: RenderedMarkdown['links'];
  rawHtml: RenderedMarkdown['rawHtml'];
  titles: RenderedMarkdown['titles'];
  refused: RenderedMarkdown['refused'];
}

/** The text of a node as written: its text, code and raw HTML. */
const plainText = (node: Node): string => node.value ?? node.children?.map(plainText).join('') ?? '';

/** Notes the links, titles and raw HTML; drops raw HTML whole, with the text inside a <style> or <script>. */
function collect(parent: Node, found: Findings): void {
  const children = parent.children!;
  for (let index = 0; index < children.length; index++) {
    const node = children[index];
    if (node.type === 'html') {
      const html = node.value!.trim();
      // Closing tags and comments say nothing new (an editor's comment is meant to stay hidden).
      if (!/^(<\/|<!--|$)/.test(html)) found.rawHtml.push({ html: html.split('\n')[0], line: node.line });
      const open = HIDDEN_CONTENT.exec(html);
      if (open) {
        const closing = new RegExp(`^</${open[1]}\\s*>$`, 'i');
        const close = children.findIndex((n, i) => i > index && n.type === 'html' && closing.test(n.value!.trim()));
        children.splice(index, close === -1 ? children.length - index : close - index + 1);
        index--;
      }
      continue;
    }
    if (((node.type === 'link' || node.type === 'image') && !node.byReference) || node.type === 'definition') {
      if (!allowedUrl(node.url!, PROTOCOLS[node.type === 'image' ? 'src' : 'href'], true))
        found.refused.push({ url: node.url!, line: node.line });
      else if (node.type !== 'image' && node.url!.startsWith('/'))
        found.links.push({ url: node.url!, line: node.line });
    }
    if (node.type === 'heading' && node.depth === 1) found.titles.push({ text: plainText(node), line: node.line });
    if (node.children) collect(node, found);
  }
}

/** Nodes joined by line endings, with one before and after when `loose`. */
function wrap(nodes: HtmlNode[], loose = false): HtmlNode[] {
  const result: HtmlNode[] = loose ? [text('\n')] : [];
  nodes.forEach((node, i) => {
    if (i) result.push(text('\n'));
    result.push(node);
  });
  if (loose && nodes.length > 0) result.push(text('\n'));
  return result;
}

const isElement = (node: HtmlNode | undefined, tag: string): node is HtmlElement =>
  node?.type === 'element' && node.tag === tag;

/** Turns the syntax tree into HTML elements, as GitHub's tools do (mdast-util-to-hast), then sanitised. */
class ToHtml {
  private readonly footnotes = new Map<string, Node>();
  private readonly order: string[] = [];
  private readonly counts = new Map<string, number>();

  constructor(root: Node) {
    const definitions = (node: Node) =>
      node.children?.forEach((child) => {
        if (child.type === 'footnoteDefinition' && !this.footnotes.has(child.label!))
          this.footnotes.set(child.label!, child);
        definitions(child);
      });
    definitions(root);
  }

  all(node: Node): HtmlNode[] {
    return node.children!.flatMap((child) => this.one(child, node));
  }

  root(root: Node): HtmlNode[] {
    const nodes = wrap(this.all(root));
    const footer = this.footer();
    if (footer) nodes.push(text('\n'), footer);
    return nodes;
  }

  one(node: Node, parent: Node): HtmlNode[] {
    const { line } = node;
    switch (node.type) {
      case 'text':
        return [text(node.value!, line)];
      case 'paragraph':
        return [element('p', [], this.all(node), line)];
      case 'heading':
        return [element(`h${node.depth}`, [], this.all(node), line)];
      case 'blockquote':
        return [element('blockquote', [], wrap(this.all(node), true), line)];
      case 'list': {
        const items = this.all(node);
        const attrs: HtmlElement['attrs'] = [];
        if (node.ordered && node.start !== 1) attrs.push(['start', String(node.start)]);
        if (node.children!.some((item) => item.checked !== undefined)) attrs.push(['class', 'contains-task-list']);
        return [element(node.ordered ? 'ol' : 'ul', attrs, wrap(items, true), line)];
      }
      case 'listItem':
        return [this.listItem(node, parent.spread === true)];
      case 'code': {
        const attrs: HtmlElement['attrs'] = node.lang ? [['class', `language-${node.lang}`]] : [];
        const code = element('code', attrs, [text(node.value ? `${node.value}\n` : '')], line);
        return [element('pre', [], [code], line)];
      }
      case 'thematicBreak':
        return [element('hr', [], [], line)];
      case 'table':
        return [this.table(node)];
      case 'emphasis':
        return [element('em', [], this.all(node), line)];
      case 'strong':
        return [element('strong', [], this.all(node), line)];
      case 'delete':
        return [element('del', [], this.all(node), line)];
      case 'inlineCode':
        return [element('code', [], [text(node.value!.replace(/\r?\n|\r/g, ' '), line)], line)];
      case 'break':
        return [element('br', [], [], line), text('\n')];
      case 'link': {
        const href = normalizeUri(node.url!);
        const attrs: HtmlElement['attrs'] = allowedUrl(href, PROTOCOLS.href) && href ? [['href', href]] : [];
        if (node.title !== undefined) attrs.push(['title', node.title]);
        return [element('a', attrs, this.all(node), line)];
      }
      case 'image': {
        const src = normalizeUri(node.url!);
        const attrs: HtmlElement['attrs'] = allowedUrl(src, PROTOCOLS.src) && src ? [['src', src]] : [];
        attrs.push(['alt', node.alt!]);
        if (node.title !== undefined) attrs.push(['title', node.title]);
        return [element('img', attrs, [], line)];
      }
      case 'footnoteReference':
        return [this.footnoteReference(node)];
      // Raw HTML, definitions and footnotes' definitions (written at the end) leave nothing here.
      default:
        return [];
    }
  }

  listItem(node: Node, loose: boolean): HtmlElement {
    const results = this.all(node);
    const attrs: HtmlElement['attrs'] = [];
    if (node.checked !== undefined) {
      let paragraph = results[0];
      if (!isElement(paragraph, 'p')) {
        paragraph = element('p', [], []);
        results.unshift(paragraph);
      }
      if (paragraph.children.length > 0) paragraph.children.unshift(text(' '));
      const box: HtmlElement['attrs'] = [['type', 'checkbox']];
      if (node.checked) box.push(['checked', true]);
      box.push(['disabled', true]);
      paragraph.children.unshift(element('input', box, []));
      attrs.push(['class', 'task-list-item']);
    }
    const children: HtmlNode[] = [];
    results.forEach((child, index) => {
      const paragraph = isElement(child, 'p');
      // A line ending before each child, but for a tight item's first paragraph.
      if (loose || index !== 0 || !paragraph) children.push(text('\n'));
      if (paragraph && !loose) children.push(...child.children);
      else children.push(child);
    });
    const tail = results.at(-1);
    if (tail && (loose || !isElement(tail, 'p'))) children.push(text('\n'));
    return element('li', attrs, children, node.line);
  }

  table(node: Node): HtmlElement {
    const align = node.align!;
    const rows = node.children!.map((row, index) => {
      const cells = align.map((alignment, i) => {
        const cell = row.children![i];
        const attrs: HtmlElement['attrs'] = alignment ? [['align', alignment]] : [];
        return element(index === 0 ? 'th' : 'td', attrs, cell ? this.all(cell) : [], cell?.line);
      });
      return element('tr', [], wrap(cells, true), row.line);
    });
    const [head, ...body] = rows;
    const content: HtmlElement[] = [];
    if (head) content.push(element('thead', [], wrap([head], true), head.line));
    if (body.length > 0) content.push(element('tbody', [], wrap(body, true), body[0].line));
    return element('table', [], wrap(content, true), node.line);
  }

  footnoteReference(node: Node): HtmlElement {
    const id = node.label!;
    const safeId = normalizeUri(id);
    let counter = this.order.indexOf(id) + 1;
    if (counter === 0) counter = this.order.push(id);
    const reuse = (this.counts.get(id) ?? 0) + 1;
    this.counts.set(id, reuse);
    const link = element(
      'a',
      [
        ['href', `#user-content-fn-${safeId}`],
        ['id', `user-content-fnref-${safeId}${reuse > 1 ? `-${reuse}` : ''}`],
        ['data-footnote-ref', true],
        ['aria-describedby', 'footnote-label'],
      ],
      [text(String(counter))],
      node.line,
    );
    return element('sup', [], [link], node.line);
  }

  /** The footnotes, in the order of their first reference, each with links back to where it is referred to. */
  footer(): HtmlElement | undefined {
    const items: HtmlElement[] = [];
    // Footnotes may refer to further footnotes: the list grows while it is written.
    for (let index = 0; index < this.order.length; index++) {
      const id = this.order[index];
      const definition = this.footnotes.get(id);
      if (!definition) continue;
      const content = this.all(definition);
      const safeId = normalizeUri(id);
      const backReferences: HtmlNode[] = [];
      for (let reference = 1; reference <= (this.counts.get(id) ?? 0); reference++) {
        if (reference > 1) backReferences.push(text(' '));
        const children: HtmlNode[] = [text('↩')];
        if (reference > 1) children.push(element('sup', [], [text(String(reference))]));
        backReferences.push(
          element(
            'a',
            [
              ['href', `#user-content-fnref-${safeId}${reference > 1 ? `-${reference}` : ''}`],
              ['data-footnote-backref', ''],
              ['aria-label', `Voltar ao texto da nota ${index + 1}`],
              ['class', 'data-footnote-backref'],
            ],
            children,
          ),
        );
      }
      const tail = content.at(-1);
      if (isElement(tail, 'p')) {
        const last = tail.children.at(-1);
        if (last?.type === 'text') (last as HtmlText).text += ' ';
        else tail.children.push(text(' '));
        tail.children.push(...backReferences);
      } else content.push(...backReferences);
      items.push(element('li', [['id', `user-content-fn-${safeId}`]], wrap(content, true), definition.line));
    }
    if (items.length === 0) return undefined;
    return element(
      'section',
      [
        ['data-footnotes', true],
        ['class', 'footnotes'],
      ],
      [
        element(
          'h2',
          [
            ['class', 'sr-only'],
            ['id', 'footnote-label'],
          ],
          [text('Notas')],
        ),
        text('\n'),
        element('ol', [], wrap(items, true)),
        text('\n'),
      ],
    );
  }
}

/**
 * The body's HTML cut before each top-level h2, its ends trimmed. Each part is written the same way, so the parts
 * joined are the body as one piece.
 */
function sectionsOf(nodes: HtmlNode[]): string[] {
  const parts: HtmlNode[][] = [[]];
  for (const node of nodes) {
    if (isElement(node, 'h2')) parts.push([]);
    parts.at(-1)!.push(node);
  }
  const html = parts.map(toHtml);
  html[0] = html[0].trimStart();
  html[html.length - 1] = html[html.length - 1].trimEnd();
  return html;
}

/** A record whose keys are footnotes' labels, in any case. */
const ANY_CASE: ProxyHandler<Record<string, number>> = {
  get: (ids, label) => (typeof label === 'string' ? ids[normalizeLabel(label)] : undefined),
  set: (ids, label, id: number) => typeof label === 'string' && ((ids[normalizeLabel(label)] = id), true),
};

/** The body compiled: its sections' HTML and what the editor should hear about (markdown-cache.ts keeps them). */
export function compileMarkdown(markdown: string): RenderedMarkdown {
  // The plugin's footnotes, found by their labels in any case (it looks them up as written).
  const footnoteIds = new Proxy({} as Record<string, number>, ANY_CASE);
  const root = tree(md.parse(markdown, { footnotes: { refs: footnoteIds } }));
  const found: Findings = { links: [], rawHtml: [], titles: [], refused: [] };
  collect(root, found);
  const nodes = dropEmptied(new ToHtml(root).root(root));
  const lines = [...visibleLines(nodes, new Set())].sort((a, b) => a - b);
  // After the removals, so that a label holds only the header text that is shown.
  labelTables(nodes);
  return { sections: sectionsOf(nodes), ...found, empty: lines.length === 0, visibleLines: lines };
}

/** The whole body's HTML. */
export function markdownToHtml(markdown: string): string {
  return compileMarkdown(markdown).sections.join('');
}
