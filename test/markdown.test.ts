import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '../renderer/build/markdown';
import { ContentPageData } from '../renderer/shared/page-data';
import { compile, contentCopy, manifestCopy, writeMarkdown } from './helpers';

describe('Markdown bodies', () => {
  it('compiles headings, lists and GFM tables', () => {
    const html = markdownToHtml(
      'Texto **forte**.\n\n## Título\n\n- um\n- dois\n\n| Design | Técnica |\n|---|---|\n| Bali | Granulação |',
    );
    expect(html).toContain('<strong>forte</strong>');
    expect(html).toContain('<h2>Título</h2>');
    expect(html).toContain('<li>um</li>');
    expect(html).toMatch(/<table>[\s\S]*<th>Design<\/th>[\s\S]*<td>Granulação<\/td>/);
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

  it('sanitises what an editor puts in a real page body', () => {
    const dir = contentCopy();
    writeMarkdown(
      dir,
      'pages/joias-bali-minimalistas.md',
      'Peças leves.\n\n<script>alert("x")</script>\n\n<img src=x onerror=alert(1)>',
    );
    const page = compile(manifestCopy(), dir).pages.get('/joias-bali-minimalistas') as ContentPageData;
    expect(page.bodyHtml).toContain('Peças leves.');
    expect(page.bodyHtml).not.toMatch(/<script|onerror/i);
  });

  it('drops markup typed into a stone field', () => {
    const m = manifestCopy();
    m.stones[0].intro = 'Quartzo <script>alert(1)</script> rosa <img src=x onerror=alert(2)>';
    const page = compile(m).pages.get('/joias-com-pedra-quartzo-rosa') as ContentPageData;
    expect(page.bodyHtml).not.toMatch(/<script|<img/i);
    expect(page.bodyHtml).toContain('Quartzo');
  });

  it("writes the stone page's label as markup, never as literal Markdown", () => {
    const page = compile(manifestCopy()).pages.get('/joias-com-pedra-ametista') as ContentPageData;
    expect(page.bodyHtml).toContain('<strong>Formatos mais comuns:</strong>');
    expect(page.bodyHtml).not.toContain('**');
  });
});
