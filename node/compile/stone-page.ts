// A stone page, its body written from the stone's fields (plus its optional Markdown file) under the
// headings of the manifest's `stonePage`.
import type { StoneEntry } from '../manifest/types';
import type { ContentPageData } from '../../renderer/shared/page-data';
import { contentPage } from './content-page';
import type { SiteContext } from './context';
import { fill } from '../manifest/fill';
import { stoneWords } from './stone-words';

const list = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

// Stone prose fields are Markdown like the bodies (bold, italics, links).
function stoneMarkdown(site: SiteContext, s: StoneEntry): string {
  const { headings, availableIn, availability } = site.manifest.stonePage;
  const { stonesWorkedWith } = site.manifest.company;
  const words = stoneWords(s);
  // Whether the company works with this stone is the company's to say: until it does, the page asks to confirm.
  const note = !stonesWorkedWith
    ? availability.unknown
    : stonesWorkedWith.includes(s.slug)
      ? availability.worked
      : availability.notWorked;
  const sections: [string, string][] = [
    [headings.look, s.look],
    [headings.origin, s.origin],
    [headings.meaning, s.meaning],
    [headings.pairing, s.pairing],
    [headings.care, s.care],
    [headings.types, `${s.typesText}\n\n**${availableIn}** ${list.format(s.jewelryTypes)}. ${fill(note, words)}`],
  ];
  return [
    s.intro,
    ...sections.map(([heading, markdown]) => `## ${fill(heading, words)}\n\n${markdown}`),
    ...(s.body ? [site.readBody(s.body)] : []),
  ].join('\n\n');
}

export function stonePage(site: SiteContext, path: string, stone: StoneEntry): ContentPageData {
  const whatsappMessage = fill(site.manifest.stonePage.whatsappMessage, stoneWords(stone));
  return contentPage(site, path, stone, stoneMarkdown(site, stone), { swatch: stone.color, whatsappMessage });
}
