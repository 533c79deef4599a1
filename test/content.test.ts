// Quality gates over the content: spelling (hunspell pt_BR), length, near duplicates, links.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentPageData } from '../renderer/shared/page-data';
import { compile, CONTENT_DIR, manifestCopy } from './helpers';
import { htmlToText, visibleText } from './text';

const site = compile(manifestCopy());
const contentPaths = site.routes.filter((r) => r.kind === 'content' || r.kind === 'stone');
const bodyText = (path: string) => htmlToText((site.pages.get(path) as ContentPageData).bodyHtml);
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}%$,]+/u)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));

function shingles(text: string, n = 5): Set<string> {
  const w = words(text);
  const out = new Set<string>();
  for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(' '));
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / (a.size + b.size - shared || 1);
}

describe('spelling', () => {
  const wordList = new Set(
    readFileSync(join(CONTENT_DIR, 'palavras-do-projeto.txt'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#')),
  );

  it('hunspell pt_BR knows every word of every page, apart from the project word list', () => {
    // One hunspell run over every page (loading the dictionary once), then each unknown word is traced back.
    // One word per line: hunspell reads long lines in chunks and would split a word at a chunk boundary.
    const texts = [...site.pages.keys()].map((path) => [path, visibleText(path)] as const);
    const out = execFileSync('hunspell', ['-d', 'pt_BR', '-l', '-i', 'utf-8'], {
      input: texts.map(([, t]) => t.replace(/\s+/g, '\n')).join('\n'),
    }).toString();
    const unknown = [...new Set(out.split('\n').filter(Boolean))]
      .filter((word) => !wordList.has(word))
      .map(
        (word) =>
          `${word} (${texts
            .filter(([, t]) => t.includes(word))
            .map(([p]) => p)
            .join(', ')})`,
      );
    expect(unknown).toEqual([]);
  });

  it('finds a misspelling when there is one (the check is live)', () => {
    const out = execFileSync('hunspell', ['-d', 'pt_BR', '-l', '-i', 'utf-8'], {
      input: 'Joias de prata com acabamento envelhessido.',
    }).toString();
    expect(out.trim()).toBe('envelhessido');
  });

  it('keeps the project word list short', () => {
    expect(wordList.size).toBeLessThanOrEqual(70);
  });
});

describe('length', () => {
  it('every content page body has at least 450 words, with ## subheadings', () => {
    const short: string[] = [];
    for (const r of contentPaths.filter((r) => r.kind === 'content')) {
      const n = words(bodyText(r.path)).length;
      if (n < 450) short.push(`${r.path}: ${n} words`);
      expect((site.pages.get(r.path) as ContentPageData).bodyHtml, r.path).toMatch(/<h2>/);
    }
    expect(short).toEqual([]);
  });

  it('every stone page reads as a page of at least 300 words', () => {
    const short = contentPaths
      .filter((r) => r.kind === 'stone')
      .map((r) => [r.path, words(bodyText(r.path)).length] as const)
      .filter(([, n]) => n < 300);
    expect(short).toEqual([]);
  });

  it('the comparison page has the comparison table', () => {
    const html = (site.pages.get('/prata-bali-vs-prata-italiana') as ContentPageData).bodyHtml;
    const table = /<table>[\s\S]*<\/table>/.exec(html)?.[0] ?? '';
    for (const row of ['Design', 'Acabamento', 'Técnica', 'Público ideal']) expect(table).toContain(row);
  });
});

describe('near duplicates', () => {
  it('no two bodies share more than 35% of their word 5-grams (Jaccard)', () => {
    const sets = contentPaths.map((r) => [r.path, shingles(bodyText(r.path))] as const);
    const similar: string[] = [];
    for (let i = 0; i < sets.length; i++)
      for (let j = i + 1; j < sets.length; j++) {
        const s = jaccard(sets[i][1], sets[j][1]);
        if (s >= 0.35) similar.push(`${sets[i][0]} ~ ${sets[j][0]}: ${s.toFixed(2)}`);
      }
    expect(similar).toEqual([]);
  });

  it('would catch a copied page', () => {
    const a = bodyText('/joias-bali-minimalistas');
    expect(jaccard(shingles(a), shingles(`${a} Um parágrafo a mais no fim.`))).toBeGreaterThan(0.9);
  });
});

describe('links', () => {
  const known = new Set(site.routes.map((r) => r.path));

  it('every page has 3 or 4 "Continue explorando" links, all resolving, and a WhatsApp button', () => {
    for (const r of contentPaths) {
      const page = site.pages.get(r.path) as ContentPageData;
      expect(page.internalLinks.length, r.path).toBeGreaterThanOrEqual(3);
      expect(page.internalLinks.length, r.path).toBeLessThanOrEqual(4);
      for (const link of page.internalLinks) expect(known.has(link.to), `${r.path} -> ${link.to}`).toBe(true);
      expect(page.cta?.href, r.path).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    }
  });

  it('every link inside a body resolves', () => {
    const broken: string[] = [];
    for (const r of contentPaths) {
      for (const [, href] of (site.pages.get(r.path) as ContentPageData).bodyHtml.matchAll(/href="([^"]*)"/g)) {
        const path = href.split('#')[0];
        if (!known.has(path)) broken.push(`${r.path} -> ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
