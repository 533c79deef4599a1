// Visible text of a prerendered page, for the spelling and duplicate checks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFileFor } from '../renderer/shared/routes';
import { DIST_DIR } from '../node/project-folders';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (_, e: string) =>
      e.startsWith('#x') || e.startsWith('#X')
        ? String.fromCodePoint(parseInt(e.slice(2), 16))
        : e.startsWith('#')
          ? String.fromCodePoint(Number(e.slice(1)))
          : (ENTITIES[e] ?? ' '),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The structured data (JSON-LD) a page's HTML carries, each block parsed. */
export const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

export function builtHtml(path: string, dist = DIST_DIR): string {
  return readFileSync(join(dist, htmlFileFor(path)), 'utf8');
}

/** What a visitor reads on the page: the body, plus the title and description a search result shows. */
export function visibleText(path: string, dist = DIST_DIR): string {
  const html = builtHtml(path, dist);
  const body = html.slice(html.indexOf('<body'));
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return htmlToText(`${title} ${description} ${body}`);
}
