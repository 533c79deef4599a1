// Build-only: a stone page, its body written from the stone's fields (plus its optional Markdown file).
import type { StoneEntry } from '../../shared/manifest';
import type { ContentPageData } from '../../shared/page-data';
import { contentPage } from './content-page';
import type { SiteContext } from './context';

// Stone prose fields are Markdown like the bodies (bold, italics, links), and the headings name the stone.
// The article comes from the name's first word: "a ametista", "a água-marinha", but "o quartzo-rosa", "o jade".
function stoneMarkdown(site: SiteContext, s: StoneEntry): string {
  const name = s.name.charAt(0).toLowerCase() + s.name.slice(1);
  const feminine = /a$/.test(name.split(/[\s-]/)[0]);
  const [art, ofArt] = feminine ? ['a', 'da'] : ['o', 'do'];
  const types =
    s.jewelryTypes.length > 1
      ? `${s.jewelryTypes.slice(0, -1).join(', ')} e ${s.jewelryTypes.at(-1)}`
      : s.jewelryTypes[0];
  const sections: [string, string][] = [
    [`Cor e brilho ${ofArt} ${name}`, s.look],
    [`De onde vem ${art} ${name}`, s.origin],
    [`O que ${art} ${name} simboliza na tradição`, s.meaning],
    [`${art.toUpperCase()} ${name} na prata Bali envelhecida`, s.pairing],
    [`Cuidados com joias de ${name}`, s.care],
    [
      `Em que joias ${art} ${name} costuma aparecer`,
      `${s.typesText}\n\n**Formatos mais comuns:** ${types}. Os modelos disponíveis no momento estão no catálogo.`,
    ],
  ];
  return [s.intro, ...sections.map(([h, t]) => `## ${h}\n\n${t}`), ...(s.body ? [site.readBody(s.body)] : [])].join(
    '\n\n',
  );
}

export function stonePage(site: SiteContext, path: string, stone: StoneEntry): ContentPageData {
  return contentPage(site, path, stone, stoneMarkdown(site, stone), stone.color);
}
