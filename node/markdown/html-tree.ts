// The HTML a body compiles to, as a small tree: what is left empty is removed from it, the lines of its visible
// text are read from it, and it is written out as HTML with only `<` and `&` escaped in text and `"` and `&` in
// attribute values, as hexadecimal references (`&#x3C;`, `&#x26;`, `&#x22;`).

export interface HtmlText {
  type: 'text';
  text: string;
  /** 1-based line of the Markdown the text starts on; none for text the compiler writes. */
  line?: number;
}

export interface HtmlElement {
  type: 'element';
  tag: string;
  /** In order; `true` is an attribute written without a value. */
  attrs: [string, string | true][];
  children: HtmlNode[];
  /** 1-based line of the Markdown the element comes from; none for the compiler's own elements. */
  line?: number;
}

export type HtmlNode = HtmlText | HtmlElement;

export const text = (value: string, line?: number): HtmlText => ({ type: 'text', text: value, line });

export const element = (
  tag: string,
  attrs: HtmlElement['attrs'],
  children: HtmlNode[],
  line?: number,
): HtmlElement => ({ type: 'element', tag, attrs, children, line });

export const attr = (el: HtmlElement, name: string): string | true | undefined =>
  el.attrs.find(([n]) => n === name)?.[1];

/** Any character a reader sees: not a space, a soft hyphen or a zero-width character. */
const VISIBLE = /[^\s\u00ad\u200b-\u200f\u2060\ufeff]/;

// Void elements are empty by nature; a table cell may be empty on purpose.
const KEPT_EMPTY = new Set(['br', 'hr', 'img', 'input', 'col', 'td', 'th']);

const emptied = (el: HtmlElement): boolean =>
  (el.tag === 'img' && !attr(el, 'src')) ||
  (el.tag === 'a' && !attr(el, 'href')) ||
  (!KEPT_EMPTY.has(el.tag) && el.children.every((c) => c.type === 'text' && !VISIBLE.test(c.text)));

/**
 * Removes what was left empty: an image without its address, a link without its target, then any element with
 * nothing left inside (a paragraph that held only raw HTML). Bottom-up, so that a paragraph emptied by the removal
 * of its only link goes too.
 */
export function dropEmptied(children: HtmlNode[]): HtmlNode[] {
  return children.filter((child) => {
    if (child.type !== 'element') return true;
    child.children = dropEmptied(child.children);
    return !emptied(child);
  });
}

/** The lines of the visible text in `children`; `line` is that of their nearest element on a line of the Markdown. */
export function visibleLines(children: HtmlNode[], lines: Set<number>, line = 0): Set<number> {
  for (const child of children) {
    if (child.type === 'text') {
      if (VISIBLE.test(child.text)) lines.add(child.line ?? line);
    } else visibleLines(child.children, lines, child.line ?? line);
  }
  return lines;
}

/** All the text under `node`, as a reader sees it. */
export const textOf = (node: HtmlNode): string =>
  node.type === 'text' ? node.text : node.children.map(textOf).join('');

const VOID = new Set(['br', 'hr', 'img', 'input']);

const escapeText = (value: string) =>
  /[&<]/.test(value) ? value.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;') : value;

const escapeAttr = (value: string) =>
  /[&"]/.test(value) ? value.replace(/&/g, '&#x26;').replace(/"/g, '&#x22;') : value;

/** The nodes as HTML. */
export function toHtml(nodes: HtmlNode[]): string {
  let html = '';
  for (const node of nodes) {
    if (node.type === 'text') {
      html += escapeText(node.text);
      continue;
    }
    html += `<${node.tag}`;
    for (const [name, value] of node.attrs) html += value === true ? ` ${name}` : ` ${name}="${escapeAttr(value)}"`;
    html += VOID.has(node.tag) ? '>' : `>${toHtml(node.children)}</${node.tag}>`;
  }
  return html;
}
