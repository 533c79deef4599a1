import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { markdownToHtml } from '../node/markdown/markdown';
import { MarkdownCache, renderMarkdown } from '../node/markdown/markdown-cache';
import { ContentPageData } from '../renderer/shared/page-data';
import { compile, contentCopy, manifestCopy, writeMarkdown } from './helpers';
import { bodyHtml } from '../node/compile/content-page';

describe('Markdown bodies', () => {
  it('compiles headings, lists and GFM tables', () => {
    const html = markdownToHtml(
      'Texto **forte**.\n\n## Título\n\n- um\n- dois\n\n| Design | Técnica |\n|---|---|\n| Bali | Granulação |',
    );
    expect(html).toContain('<strong>forte</strong>');
    expect(html).toContain('<h2>Título</h2>');
    expect(html).toContain('<li>um</li>');
    // Each body cell names its column, for the one-card-per-row layout on phones.
    expect(html).toMatch(/<table>[\s\S]*<th>Design<\/th>[\s\S]*<td data-label="Técnica">Granulação<\/td>/);
  });

  it('labels table cells with their column names, escaped', () => {
    const html = markdownToHtml('| A "x" & <b> | B |\n|---|---|\n| 1 | 2 |');
    expect(html).toContain('<td data-label="A &#x22;x&#x22; &#x26;">1</td>');
    expect(html).toContain('<td data-label="B">2</td>');
  });

  it('never lets a script, an event handler or a javascript: link through', () => {
    const html = markdownToHtml(
      'Olá <script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[clique](javascript:alert(3))\n\n<a href="/x" onclick="alert(4)">a</a>',
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/onclick/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('Olá');
  });

  it('removes whole what the sanitiser empties: no image without src, no link without href, no style text', () => {
    const html = markdownToHtml(
      'Antes ![img](javascript:alert(1)) [clique](javascript:alert(2)) depois.\n\nTexto <style>p{color:red}</style> e <script>alert(3)</script> fim.\n\n<br>',
    );
    expect(html).toBe('<p>Antes   depois.</p>\n<p>Texto  e  fim.</p>');
  });

  it('renders a body of raw HTML or invisible characters as empty', () => {
    for (const md of ['<div>\nSó HTML\n</div>', '\u200b', '<p>texto</p>\n\n\u200b\u200b'])
      expect(renderMarkdown(md), JSON.stringify(md)).toMatchObject({ sections: [''], empty: true });
    expect(renderMarkdown('Texto.').empty).toBe(false);
  });

  it('compiles a body the site keeps using only once, however many other texts a long dev session saves', () => {
    const cache = new MarkdownCache(mkdtempSync(join(tmpdir(), 'markdown-cache-')));
    const body = 'Corpo usado em toda compilação, com **prata 925**.';
    for (let save = 0; save < 1200; save++) {
      cache.render(body);
      cache.render(`Texto salvo na edição ${save}.`);
    }
    // The body once and each saved text once: nothing compiled twice, nothing read back from the disk.
    expect(cache.work).toEqual({ compiled: 1 + 1200, read: 0 });
    expect(cache.render(body).sections).toEqual([
      '<p>Corpo usado em toda compilação, com <strong>prata 925</strong>.</p>',
    ]);
  });

  it('labels footnotes in Portuguese', () => {
    const html = markdownToHtml('Prata 925[^1].\n\n[^1]: Liga com 92,5% de prata.');
    expect(html).toContain('>Notas</h2>');
    expect(html).toContain('aria-label="Voltar ao texto da nota 1"');
    expect(html).not.toMatch(/Footnotes|Back to/);
  });

  it('notes site links, # headings, refused addresses and raw HTML with their lines', () => {
    const md = renderMarkdown('# Título\n\nVeja [anéis](/aneis#topo) e [x](data:text/html,oi).\n\n<span>oi</span>');
    expect(md.titles).toEqual([{ text: 'Título', line: 1 }]);
    expect(md.links).toEqual([{ url: '/aneis#topo', line: 3 }]);
    expect(md.refused).toEqual([{ url: 'data:text/html,oi', line: 3 }]);
    expect(md.rawHtml).toEqual([{ html: '<span>', line: 5 }]);
  });

  it('sanitises what an editor puts in a real page body', () => {
    const dir = contentCopy();
    writeMarkdown(
      dir,
      'pages/joias-bali-minimalistas.md',
      'Peças leves.\n\n<script>alert("x")</script>\n\n<img src=x onerror=alert(1)>',
    );
    const page = compile(manifestCopy(), dir).pages.get('/joias-bali-minimalistas') as ContentPageData;
    expect(bodyHtml(page)).toContain('Peças leves.');
    expect(bodyHtml(page)).not.toMatch(/<script|onerror/i);
  });

  it('drops markup typed into a stone field', () => {
    const m = manifestCopy();
    m.stones[0].intro = 'Quartzo <script>alert(1)</script> rosa <img src=x onerror=alert(2)>';
    const page = compile(m).pages.get('/joias-com-pedra-quartzo-rosa') as ContentPageData;
    expect(bodyHtml(page)).not.toMatch(/<script|<img/i);
    expect(bodyHtml(page)).toContain('Quartzo');
  });

  it("writes the stone page's label as markup, never as literal Markdown", () => {
    const page = compile(manifestCopy()).pages.get('/joias-com-pedra-ametista') as ContentPageData;
    expect(bodyHtml(page)).toContain('<strong>Formatos mais comuns:</strong>');
    expect(bodyHtml(page)).not.toContain('**');
  });
});
