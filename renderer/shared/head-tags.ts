// One description of a page's <head>, used by the prerender (as HTML) and by the browser after a client-side
// navigation (as DOM updates), so the two can never drift apart.
import { escapeHtml } from './escape-html';
import type { HeadData, SiteShellData } from './page-data';

type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; key: 'name' | 'property'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'jsonld'; json: string };

/** JSON for a <script> element: `<` escaped so that no value can close the script. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function headTags(head: HeadData, shell: Pick<SiteShellData, 'brandName'>): HeadTag[] {
  const name = (n: string, content: string): HeadTag => ({ tag: 'meta', key: 'name', attrs: { name: n, content } });
  const prop = (p: string, content: string): HeadTag => ({
    tag: 'meta',
    key: 'property',
    attrs: { property: p, content },
  });
  const tags: HeadTag[] = [
    { tag: 'title', text: head.title },
    name('description', head.description),
    name('keywords', head.keywords),
  ];
  if (head.robots) tags.push(name('robots', head.robots));
  if (head.canonical) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: head.canonical } });
  tags.push(
    prop('og:type', head.ogType),
    prop('og:locale', 'pt_BR'),
    prop('og:site_name', shell.brandName),
    prop('og:title', head.title),
    prop('og:description', head.description),
  );
  if (head.canonical) tags.push(prop('og:url', head.canonical));
  if (head.image) {
    tags.push(prop('og:image', head.image));
    if (head.imageType) tags.push(prop('og:image:type', head.imageType));
    if (head.imageWidth && head.imageHeight)
      tags.push(prop('og:image:width', String(head.imageWidth)), prop('og:image:height', String(head.imageHeight)));
    tags.push(prop('og:image:alt', head.imageAlt));
  }
  tags.push(
    name('twitter:card', head.image ? 'summary_large_image' : 'summary'),
    name('twitter:title', head.title),
    name('twitter:description', head.description),
  );
  if (head.image) tags.push(name('twitter:image', head.image), name('twitter:image:alt', head.imageAlt));
  for (const item of head.jsonLd) tags.push({ tag: 'jsonld', json: jsonForScript(item) });
  return tags;
}

const attrs = (a: Record<string, string>) =>
  Object.entries(a)
    .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
    .join('');

export function headHtml(tags: HeadTag[]): string {
  return tags
    .map((t) => {
      switch (t.tag) {
        case 'title':
          return `<title>${escapeHtml(t.text)}</title>`;
        case 'meta':
          return `<meta${attrs(t.attrs)}>`;
        case 'link':
          return `<link${attrs(t.attrs)}>`;
        case 'jsonld':
          return `<script type="application/ld+json">${t.json}</script>`;
      }
    })
    .join('\n');
}

const MANAGED =
  'meta[name="description"], meta[name="keywords"], meta[name="robots"], meta[name^="twitter:"], meta[property^="og:"], link[rel="canonical"], script[type="application/ld+json"]';

/** Brings document.head in line with `tags` after a client-side navigation. */
export function applyHead(tags: HeadTag[], doc: Document = document): void {
  doc.head.querySelectorAll(MANAGED).forEach((el) => el.remove());
  for (const t of tags) {
    if (t.tag === 'title') {
      doc.title = t.text;
      continue;
    }
    const el = doc.createElement(t.tag === 'jsonld' ? 'script' : t.tag);
    if (t.tag === 'jsonld') {
      el.setAttribute('type', 'application/ld+json');
      el.textContent = t.json;
    } else {
      for (const [k, v] of Object.entries(t.attrs)) el.setAttribute(k, v);
    }
    doc.head.append(el);
  }
}
