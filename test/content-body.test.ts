// Where a content page's body puts its early call to action and its second photo: decided by the compile step and
// handed to the template as the page's `body`, on copies of the manifest and of content/.
import { describe, expect, it } from 'vitest';
import { bodyHtml } from '../node/compile/content-page';
import { compileMarkdown } from '../node/markdown/markdown';
import type { ContentPageData, HomePageData } from '../renderer/shared/page-data';
import { compile, contentCopy, manifestCopy, writeMarkdown } from './helpers';

const ROUTE = '/joias-bali-minimalistas';
const FILE = 'pages/joias-bali-minimalistas.md';
const section = (n: number) => `## Seção ${n}\n\nTexto da seção ${n}.`;

/** The page compiled from `markdown`, with a second photo unless `photo` is false and a button unless `cta` is. */
function page(markdown: string, { photo = true, cta = true } = {}): ContentPageData {
  const m = manifestCopy();
  const entry = m.pages.find((p) => p.route === ROUTE)!;
  if (photo) entry.sectionImage = m.home.history.image;
  else delete entry.sectionImage;
  if (!cta) entry.whatsappButton = false;
  const dir = contentCopy();
  writeMarkdown(dir, FILE, markdown);
  return compile(m, dir).pages.get(ROUTE) as ContentPageData;
}

const kinds = (p: ContentPageData) => p.body.map((block) => block.kind);
const prose = (p: ContentPageData) => p.body.flatMap((block) => (block.kind === 'prose' ? [block.html] : []));

describe('a content page body', () => {
  it('of three sections or more: the call to action after the first section, the photo after the second', () => {
    const long = page(['Abertura.', section(1), section(2), section(3), section(4)].join('\n\n'));
    expect(kinds(long)).toEqual(['prose', 'cta', 'prose', 'photo', 'prose']);
    const [opening, second, rest] = prose(long);
    expect(opening).toMatch(/^<p>Abertura.<\/p>\n<h2>Seção 1<\/h2>\n<p>Texto da seção 1.<\/p>\n$/);
    expect(second).toBe('<h2>Seção 2</h2>\n<p>Texto da seção 2.</p>\n');
    expect(rest).toBe('<h2>Seção 3</h2>\n<p>Texto da seção 3.</p>\n<h2>Seção 4</h2>\n<p>Texto da seção 4.</p>');
    // The manifest's photo, in the sizes of a photo between the text, as the landing page's history photo is compiled.
    const home = compile(manifestCopy()).pages.get('/') as HomePageData;
    expect(long.body[3]).toEqual({ kind: 'photo', image: home.history.image });
  });

  it('of fewer sections: one piece under the photo, with no early call to action', () => {
    const short = page(['Abertura.', section(1), section(2)].join('\n\n'));
    expect(kinds(short)).toEqual(['photo', 'prose']);
    expect(bodyHtml(short)).toBe(
      '<p>Abertura.</p>\n<h2>Seção 1</h2>\n<p>Texto da seção 1.</p>\n<h2>Seção 2</h2>\n<p>Texto da seção 2.</p>',
    );
  });

  it('without a button or a second photo: only the prose, still cut at the same places', () => {
    const long = page(['Abertura.', section(1), section(2), section(3)].join('\n\n'), { photo: false, cta: false });
    expect(kinds(long)).toEqual(['prose', 'prose', 'prose']);
    expect(page('Só um parágrafo.', { photo: false })).toMatchObject({
      body: [{ kind: 'prose', html: '<p>Só um parágrafo.</p>' }],
    });
  });

  it('is cut only before a subheading of its own: one quoted inside a blockquote stays in its section', () => {
    const { sections } = compileMarkdown(['Abertura.', section(1), '> ## Citação\n>\n> Texto citado.'].join('\n\n'));
    expect(sections).toHaveLength(2);
    expect(sections[1]).toContain('<blockquote>\n<h2>Citação</h2>');
  });
});
