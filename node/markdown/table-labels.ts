// Rehype step: every body cell of a Markdown table names its column (`data-label`), so a phone can show
// each row as a card of "column: value" lines instead of a cramped grid (pages/ContentPage.module.css).
import type { Element, Root, RootContent } from 'hast';

const isElement = (node: RootContent): node is Element => node.type === 'element';

function text(node: RootContent): string {
  if (node.type === 'text') return node.value;
  return isElement(node) ? node.children.map(text).join('') : '';
}

function children(node: Element | Root, tag: string): Element[] {
  const elements: RootContent[] = node.children;
  return elements.filter((c): c is Element => isElement(c) && c.tagName === tag);
}

function labelTable(table: Element): void {
  const headRow = children(table, 'thead').flatMap((head) => children(head, 'tr'))[0];
  if (!headRow) return;
  const labels = children(headRow, 'th').map((th) => text(th).trim());
  for (const row of children(table, 'tbody').flatMap((body) => children(body, 'tr'))) {
    children(row, 'td').forEach((cell, i) => {
      if (labels[i]) cell.properties.dataLabel = labels[i];
    });
  }
}

function walk(node: Element | Root): void {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (child.tagName === 'table') labelTable(child);
    else walk(child);
  }
}

export function rehypeTableLabels() {
  return (tree: Root) => walk(tree);
}
