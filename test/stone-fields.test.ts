// The check reads a stone's Markdown fields (and its body file) from the one compile of its whole page instead of
// compiling each alone (node/manifest/stone-markdown.ts): what it finds in each part must be what the part compiled
// alone says, or the editor would be told of a mistake in the wrong field, or not at all.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { partFindings, standAloneParts, STONE_PROSE } from '../node/manifest/stone-markdown';
import { manifestSchema } from '../node/manifest/schema';
import { compileMarkdown } from '../node/markdown/markdown';
import { contentCopy, manifestCopy } from './helpers';

// What an editor may type in a field: links to the site, refused addresses, a page title, text a reader cannot
// see, lists, tables, code, quotes, a heading underlined.
const FIELDS = [
  'Veja os [anéis](/aneis) e [isto](javascript:alert(1)).',
  '# Um título a mais\n\nE o texto.',
  '\u200b\u00ad',
  '![só uma foto](/foto.png)',
  '- um [item](/colares)\n- dois',
  '| Pedra | Cor |\n|---|---|\n| [Jade](/jade#cor) | |',
  '    código recuado',
  'Texto com `código` e ~~riscado~~.',
  '> Uma citação com [link](/citacao)\n\nE depois.',
  '[](/rota-vazia) [texto](javascript:x)',
  'Título sublinhado\n===',
  '1. um\n\n   dois [d](/dois)',
  'www.exemplo.com.br e [^nota] sem nota',
  '   ',
];

const findingsAlone = (text: string) => {
  const { links, titles, refused, rawHtml, empty } = compileMarkdown(text);
  return { links, titles, refused, rawHtml, empty };
};

describe("a stone's fields read from its whole page", () => {
  it('say of each field exactly what the field compiled alone says', () => {
    const content = contentCopy();
    const base = manifestCopy();
    writeFileSync(join(content, 'pedra-extra.md'), 'Mais sobre a pedra, com [um link](/fim).\n\n# Outro título\n');
    FIELDS.forEach((_, k) => {
      const manifest = manifestSchema.parse(base);
      const stone = manifest.stones[k % manifest.stones.length];
      // Each field holds a different sample, so every sample is read in every place of the page once.
      STONE_PROSE.forEach((field, f) => (stone[field] = FIELDS[(k + f) % FIELDS.length]));
      stone.body = 'pedra-extra.md';
      const page = standAloneParts(manifest, stone, content);
      expect(page).toBeDefined();
      const whole = compileMarkdown(page!.markdown);
      for (const part of page!.parts) {
        const text =
          part.part === 'body'
            ? page!.markdown
                .split('\n')
                .slice(part.first - 1)
                .join('\n')
            : stone[part.part];
        expect(partFindings(whole, part), `${stone.slug}.${part.part}: ${JSON.stringify(text)}`).toEqual(
          findingsAlone(text),
        );
      }
    });
  });

  it('are compiled alone when something in them could reach into another part', () => {
    const content = contentCopy();
    for (const text of ['<!-- aberto', '```\ncódigo', '[anéis]: /aneis', 'Nota[^1].\n\n[^1]: Aqui.', 'a\r\nb']) {
      const manifest = manifestSchema.parse(manifestCopy());
      manifest.stones[0].look = text;
      expect(standAloneParts(manifest, manifest.stones[0], content), JSON.stringify(text)).toBeUndefined();
    }
  });
});
