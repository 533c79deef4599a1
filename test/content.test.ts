// Quality gates over the content: spelling (hunspell pt_BR), length, near duplicates, links (see gates.ts).
import { describe, expect, it } from 'vitest';
import type { ContentPageData } from '../renderer/shared/page-data';
import {
  brokenBodyLinks,
  continueExploring,
  hunspellUnknown,
  jaccard,
  misspelt,
  nearDuplicates,
  PROJECT_WORDS,
  shingles,
  shortPages,
} from './gates';
import { DIST_DIR } from '../node/project-folders';
import { compile, manifestCopy } from './helpers';
import { htmlToText } from './text';
import { bodyHtml } from '../node/compile/content-page';

const site = compile(manifestCopy());
const bodyText = (path: string) => htmlToText(bodyHtml(site.pages.get(path) as ContentPageData));

describe('spelling', () => {
  it('hunspell pt_BR knows every word of every page, apart from the project word list', () => {
    expect(misspelt(site, DIST_DIR)).toEqual([]);
  });

  it('hunspell pt_BR knows the words only a site with a Tag Manager container shows (banner, privacy section)', () => {
    const { consentBanner } = site.manifest.layout;
    const { withTagManager } = site.manifest.privacyPage.measurement;
    const text = [...Object.values(consentBanner), withTagManager.title, ...withTagManager.paragraphs].join(' ');
    expect(hunspellUnknown(text).filter((word) => !PROJECT_WORDS.has(word))).toEqual([]);
  });

  it('finds a misspelling when there is one (the check is live)', () => {
    expect(hunspellUnknown('Joias de prata com acabamento envelhessido.')).toEqual(['envelhessido']);
  });

  it('keeps the project word list short', () => {
    expect(PROJECT_WORDS.size).toBeLessThanOrEqual(70);
  });
});

describe('length', () => {
  it('every content page body has at least 450 words, with ## subheadings; every stone page at least 300', () => {
    expect(shortPages(site)).toEqual([]);
  });

  it('the comparison page has the comparison table', () => {
    const html = bodyHtml(site.pages.get('/prata-bali-vs-prata-italiana') as ContentPageData);
    const table = /<table>[\s\S]*<\/table>/.exec(html)?.[0] ?? '';
    for (const row of ['Design', 'Acabamento', 'Técnica', 'Público ideal']) expect(table).toContain(row);
  });
});

describe('near duplicates', () => {
  it('no two bodies share more than 35% of their word 5-grams (Jaccard)', () => {
    expect(nearDuplicates(site)).toEqual([]);
  });

  it('would catch a copied page', () => {
    const a = bodyText('/joias-bali-minimalistas');
    expect(jaccard(shingles(a), shingles(`${a} Um parágrafo a mais no fim.`))).toBeGreaterThan(0.9);
  });
});

describe('links', () => {
  it('every page has 3 or 4 "Continue explorando" links, all resolving, and a WhatsApp button', () => {
    expect(continueExploring(site)).toEqual([]);
  });

  it('every link inside a body resolves', () => {
    expect(brokenBodyLinks(site)).toEqual([]);
  });
});
