// Every body cell of a Markdown table names its column (`data-label`), so a phone can show each row as a card of
// "column: value" lines instead of a cramped grid (pages/ContentPage.module.css).
import { textOf, type HtmlElement, type HtmlNode } from './html-tree';

const children = (nodes: HtmlNode[], tag: string): HtmlElement[] =>
  nodes.filter((c): c is HtmlElement => c.type === 'element' && c.tag === tag);

function labelTable(table: HtmlElement): void {
  const headRow = children(table.children, 'thead').flatMap((head) => children(head.children, 'tr'))[0];
  if (!headRow) return;
  const labels = children(headRow.children, 'th').map((th) => textOf(th).trim());
  for (const row of children(table.children, 'tbody').flatMap((body) => children(body.children, 'tr'))) {
    children(row.children, 'td').forEach((cell, i) => {
      if (labels[i]) cell.attrs.push(['data-label', labels[i]]);
    });
  }
}

/** Labels the body cells of every table in `nodes`; the labels hold the header's text, escaped on output. */
export function labelTables(nodes: HtmlNode[]): void {
  for (const child of nodes) {
    if (child.type !== 'element') continue;
    if (child.tag === 'table') labelTable(child);
    else labelTables(child.children);
  }
}
