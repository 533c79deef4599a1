// HTML written with a tagged template that escapes every interpolated value unless it is explicitly
// marked raw, named as in Vike (escapeInject / dangerouslySkipEscape). Only HTML that is already safe is marked
// raw: React's own output and the head tags that shared/head-tags.ts escapes.
import { escapeHtml } from '../../renderer/shared/escape-html';

/** HTML that is safe as it is: written by `escapeInject` (its values escaped) or marked by `dangerouslySkipEscape`. */
class SafeHtml {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

type Value = string | number | SafeHtml | readonly Value[];

/** Marks HTML as safe to insert unescaped: only for HTML that React or head-tags.ts produced. */
export function dangerouslySkipEscape(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

function insert(value: Value): string {
  if (value instanceof SafeHtml) return value.html;
  // A list is one line per item (tags of the same kind, one per line).
  if (Array.isArray(value)) return value.map(insert).join('\n');
  return escapeHtml(String(value));
}

export function escapeInject(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, part, i) => out + insert(values[i - 1]) + part));
}
