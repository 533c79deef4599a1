import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { compileMarkdown, markdownToHtml } from '../node/markdown/markdown';
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

  it("removes what the sanitiser refuses, keeping a link's words: no image without src, no link without href, no style text", () => {
    const html = markdownToHtml(
      'Antes ![img](javascript:alert(1)) [clique](javascript:alert(2)) depois.\n\nTexto <style>p{color:red}</style> e <script>alert(3)</script> fim.\n\n<br>',
    );
    expect(html).toBe('<p>Antes  clique depois.</p>\n<p>Texto  e  fim.</p>');
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

describe('Markdown findings and HTML, line by line', () => {
  it('numbers a link and a refused address on the third line of a paragraph by that line', () => {
    expect(compileMarkdown('Linha um\nlinha dois\nlinha três com [link](/tres) e [x](javascript:y).')).toEqual({
      sections: ['<p>Linha um\nlinha dois\nlinha três com <a href="/tres">link</a> e x.</p>'],
      links: [{ url: '/tres', line: 3 }],
      rawHtml: [],
      titles: [],
      refused: [{ url: 'javascript:y', line: 3 }],
      empty: false,
      // A text that runs over several lines starts on one: the lines with text after the link are those of the link.
      visibleLines: [1, 3],
    });
  });

  it("keeps an upper-case scheme's link, a refused link's words and the text after an unclosed raw tag", () => {
    expect(markdownToHtml('Veja a [Loja](HTTPS://loja.example) agora.')).toBe(
      '<p>Veja a <a href="https://loja.example">Loja</a> agora.</p>',
    );
    expect(markdownToHtml('Site: HTTPS://loja.example')).toBe(
      '<p>Site: <a href="https://loja.example">HTTPS://loja.example</a></p>',
    );
    const refused = compileMarkdown('Um [x](javascript:alert(1)) só.');
    expect(refused.sections).toEqual(['<p>Um x só.</p>']);
    expect(refused.refused).toEqual([{ url: 'javascript:alert(1)', line: 1 }]);
    const unclosed = compileMarkdown('Antes <textarea> depois do campo, com [link](/aneis).');
    expect(unclosed.sections).toEqual(['<p>Antes  depois do campo, com <a href="/aneis">link</a>.</p>']);
    expect(unclosed.rawHtml).toEqual([{ html: '<textarea>', line: 1 }]);
    expect(unclosed.links).toEqual([{ url: '/aneis', line: 1 }]);
  });

  it('keeps the words of a refused link in its list item, the address gone', () => {
    const md = compileMarkdown('- item\n- item com [ruim](vbscript:x) e texto\n- [só](javascript:z)');
    expect(md.sections).toEqual(['<ul>\n<li>item</li>\n<li>item com ruim e texto</li>\n<li>só</li>\n</ul>']);
    expect(md.refused).toEqual([
      { url: 'vbscript:x', line: 2 },
      { url: 'javascript:z', line: 3 },
    ]);
    expect(md.visibleLines).toEqual([1, 2, 3]);
  });

  it('drops a paragraph that only held raw HTML and invisible characters, and reports each opening tag', () => {
    const md = compileMarkdown('Texto <span>a</span> fim.\n\n<b></b>\n\n<em></em> \u200b');
    expect(md.sections).toEqual(['<p>Texto a fim.</p>']);
    expect(md.rawHtml).toEqual([
      { html: '<span>', line: 1 },
      { html: '<b>', line: 3 },
      { html: '<em>', line: 5 },
    ]);
    expect(md.visibleLines).toEqual([1]);
  });

  it('drops what a <script> written inside a paragraph holds, over several lines, with the tags', () => {
    const md = compileMarkdown('a <script>\nalert(1)\n</script> b');
    expect(md.sections).toEqual(['<p>a  b</p>']);
    expect(md.rawHtml).toEqual([{ html: '<script>', line: 1 }]);
    expect(md.visibleLines).toEqual([1, 3]);
  });

  it('reports a link definition once, at its line, however many links use it', () => {
    const md = compileMarkdown('[ref][r] e [r]\n\n[r]: /referencia "T"\n[mau]: javascript:x\n\n[d]: /x\n    texto');
    expect(md.sections).toEqual([
      '<p><a href="/referencia" title="T">ref</a> e <a href="/referencia" title="T">r</a></p>\n<p>texto</p>',
    ]);
    expect(md.links).toEqual([
      { url: '/referencia', line: 3 },
      { url: '/x', line: 6 },
    ]);
    expect(md.refused).toEqual([{ url: 'javascript:x', line: 4 }]);
  });

  it("links GFM's autolink literals on the line they start on", () => {
    const md = compileMarkdown('Visite www.prata.com.br, ou E-mail:contato@prata.com.br!\nwww.b.com');
    expect(md.sections).toEqual([
      '<p>Visite <a href="http://www.prata.com.br">www.prata.com.br</a>, ou E-mail:<a href="mailto:contato@prata.com.br">contato@prata.com.br</a>!\n<a href="http://www.b.com">www.b.com</a></p>',
    ]);
    expect(md.visibleLines).toEqual([1, 2]);
  });

  it("keeps a table's alignment, and reports a refused address in a cell past its columns", () => {
    const md = compileMarkdown('| E | C |\n|:--|--:|\n| 1 | 2 | [x](javascript:y) |');
    expect(md.sections).toEqual([
      '<table>\n<thead>\n<tr>\n<th align="left">E</th>\n<th align="right">C</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align="left" data-label="E">1</td>\n<td align="right" data-label="C">2</td>\n</tr>\n</tbody>\n</table>',
    ]);
    expect(md.refused).toEqual([{ url: 'javascript:y', line: 3 }]);
  });

  it('strikes text through between one tilde or two, the same at both ends; writes task lists', () => {
    expect(markdownToHtml('~um~ e ~~dois~~ ~~~três~~~ ~a~~')).toBe(
      '<p><del>um</del> e <del>dois</del> ~~~três~~~ ~a~~</p>',
    );
    expect(markdownToHtml('- [ ] tarefa\n- [x] feita')).toBe(
      '<ul class="contains-task-list">\n<li class="task-list-item"><input type="checkbox" disabled> tarefa</li>\n<li class="task-list-item"><input type="checkbox" checked disabled> feita</li>\n</ul>',
    );
  });

  it('numbers footnotes in the order they are first referred to, whatever the case of their labels', () => {
    const md = compileMarkdown('Nota[^A] e[^b], de novo[^a].\n\n[^a]: Um.\n[^b]: Dois.');
    const ref = (id: string, n: number, again = '') =>
      `<sup><a href="#user-content-fn-${id}" id="user-content-fnref-${id}${again}" data-footnote-ref aria-describedby="footnote-label">${n}</a></sup>`;
    const back = (id: string, n: number, again = '', mark = '↩') =>
      `<a href="#user-content-fnref-${id}${again}" data-footnote-backref="" aria-label="Voltar ao texto da nota ${n}" class="data-footnote-backref">${mark}</a>`;
    expect(md.sections).toEqual([
      `<p>Nota${ref('a', 1)} e${ref('b', 2)}, de novo${ref('a', 1, '-2')}.</p>\n` +
        '<section data-footnotes class="footnotes"><h2 class="sr-only" id="footnote-label">Notas</h2>\n<ol>\n' +
        `<li id="user-content-fn-a">\n<p>Um. ${back('a', 1)} ${back('a', 1, '-2', '↩<sup>2</sup>')}</p>\n</li>\n` +
        `<li id="user-content-fn-b">\n<p>Dois. ${back('b', 2)}</p>\n</li>\n</ol>\n</section>`,
    ]);
    expect(md.visibleLines).toEqual([1, 3, 4]);
  });

  it('ends a list at a line of one HTML tag, and escapes < and & in text', () => {
    expect(compileMarkdown('- item\n<b>\n\nDepois').sections).toEqual(['<ul>\n<li>item</li>\n</ul>\n<p>Depois</p>']);
    expect(markdownToHtml('a < b & c > d "e"')).toBe('<p>a &#x3C; b &#x26; c > d "e"</p>');
  });

  it("never writes a script, an event handler or a javascript: address, whatever the Markdown, and keeps every link's words", () => {
    const pieces = [
      '[Loja](HTTPS://loja.example)',
      'HTTPS://loja.example',
      '[maiúscula](JAVASCRIPT:alert(1))',
      '[entidade](java&#115;cript:alert(1))',
      '[hexa](&#x6A;avascript:alert(1))',
      '[espaço](<java script:alert(1)>)',
      '[quebra](<javascript\n:alert(1)>)',
      '[tab](<\tjavascript:alert(1)>)',
      '<textarea>',
      '<style>',
      '<script>',
      '<title',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[a](javascript:alert(1))',
      '![b](javascript:alert(1))',
      '<javascript:alert(1)>',
      '[c]: javascript:alert(1)',
      '[c]',
      '<a href="javascript:x" onclick="y">d</a>',
      '<svg onload=alert(1)>',
      '`<script>`',
      '- ',
      '> ',
      '| x |\n|---|\n| ',
      '\n\n',
      '\n',
      '*',
      '[^1]',
      '[^1]: ',
      'texto',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
        const markdown = parts.join('');
        const html = markdownToHtml(markdown);
        // As text, `javascript:` is only words; never as an address.
        expect(html).not.toMatch(/<script|<svg|<iframe|<textarea|<style|\son[a-z]+=|="\s*javascript:/i);
        // Every address written has no scheme or one the sanitiser allows, in lower case.
        for (const [, url] of html.matchAll(/(?:href|src)="([^"]*)"/g))
          expect(url).toMatch(/^(#|\/|https?:\/\/|mailto:|[^:]*$)/);
        // The words of every link are on the page, whatever its address, and whatever raw tag comes before them in
        // the paragraph when it is never closed (a definition shows nothing of itself; what a closed <script> holds is
        // code; a line that starts with a tag is raw HTML to its end, or to the tag's closing for <script>, <style>
        // and <textarea>, and the check says so).
        if (!markdown.includes(']:') && !markdown.includes('</') && !/(^|\n)[\s>*|-]*</.test(markdown))
          for (const [, words] of markdown.matchAll(/\[([a-zà-ú]{3,})\]\(/gi)) expect(html).toContain(words);
      }),
      { numRuns: 300 },
    );
  });
});
