// Compiled Markdown is kept between builds in a folder (node/markdown/markdown-cache.ts): each build is a new
// process, so a new MarkdownCache here, with nothing in memory, on the same folder. A rebuild compiles exactly the
// bodies whose text changed, and every body again when the compiler changed.
import { appendFileSync, mkdtempSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileManifest } from '../node/compile/compile-site';
import { bodyHtml } from '../node/compile/content-page';
import { MarkdownCache } from '../node/markdown/markdown-cache';
import { MANIFEST_FILE } from '../node/project-folders';
import type { ContentPageData } from '../renderer/shared/page-data';
import { contentCopy, manifestCopy } from './helpers';

const PAGE = '/aneis-de-prata-bali-artesanais';

async function build(dir: string, contentDir: string, manifest = manifestCopy(), compiler?: string) {
  const markdown = new MarkdownCache(dir, compiler);
  const site = await compileManifest(manifest, MANIFEST_FILE, { contentDir, source: 'site.manifest.ts', markdown });
  return { site, work: markdown.work, files: readdirSync(dir).length };
}

describe('the Markdown cache between builds', () => {
  it('compiles every body once, then only the bodies whose text changed, and all of them for another compiler', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'markdown-cache-'));
    const content = contentCopy();

    const cold = await build(dir, content);
    const bodies = cold.work.compiled;
    // One body per content page and one per stone page (the check reads a stone's fields within its page).
    const { pages, stones } = manifestCopy();
    expect(bodies).toBe(pages.length + stones.length);
    expect(cold.work.read).toBe(0);
    expect(cold.files).toBe(bodies);

    const warm = await build(dir, content);
    expect(warm.work).toEqual({ compiled: 0, read: bodies });
    expect(warm.site.pages.get(PAGE)).toEqual(cold.site.pages.get(PAGE));

    // One page's body file edited: that body alone is compiled, and the page shows the new text.
    appendFileSync(join(content, 'pages/aneis-de-prata-bali-artesanais.md'), '\n\nParágrafo novo, salvo agora.\n');
    const edited = await build(dir, content);
    expect(edited.work).toEqual({ compiled: 1, read: bodies - 1 });
    expect(edited.files).toBe(bodies + 1);
    expect(bodyHtml(edited.site.pages.get(PAGE) as ContentPageData)).toContain('<p>Parágrafo novo, salvo agora.</p>');

    // One stone field edited: the stone page's whole body, nothing else (the check reads the field from it).
    const manifest = manifestCopy();
    manifest.stones[0].care += ' Guarde cada peça num saquinho próprio.';
    const stone = await build(dir, content, manifest);
    expect(stone.work).toEqual({ compiled: 1, read: bodies - 1 });
    const stonePage = stone.site.pages.get(
      stone.site.routes.find((r) => r.kind === 'stone' && r.index === 0)!.path,
    ) as ContentPageData;
    expect(bodyHtml(stonePage)).toContain('Guarde cada peça num saquinho próprio.');

    // Another compiler (its code or a package it runs on changed): nothing of the old one is used.
    const other = await build(dir, content, manifestCopy(), 'another-compiler');
    expect(other.work).toEqual({ compiled: bodies, read: 0 });
  });

  it('keeps the bodies a build used, dated that day, and removes a file no build has used for a month', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'markdown-cache-'));
    const content = contentCopy();
    const { work } = await build(dir, content);
    const used = readdirSync(dir);
    const DAY = 24 * 60 * 60 * 1000;
    // Three weeks without a build, and a body the site no longer has, unused for forty days.
    const weeksAgo = new Date(Date.now() - 21 * DAY);
    for (const name of used) utimesSync(join(dir, name), weeksAgo, weeksAgo);
    writeFileSync(join(dir, 'replaced-body.json'), '{}');
    const monthsAgo = new Date(Date.now() - 40 * DAY);
    utimesSync(join(dir, 'replaced-body.json'), monthsAgo, monthsAgo);

    // The next build reads every body, and dates it today.
    const warm = await build(dir, content);
    expect(warm.work).toEqual({ compiled: 0, read: work.compiled });
    for (const name of used) expect(Date.now() - statSync(join(dir, name)).mtimeMs).toBeLessThan(DAY);

    // Fifteen days on, the prune removes only the body no build has used for a month.
    await new MarkdownCache(dir).prune(Date.now() + 15 * DAY);
    expect(readdirSync(dir).sort()).toEqual(used.sort());
  });
});
