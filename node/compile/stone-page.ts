// A stone page, its body written from the stone's fields (plus its optional Markdown file) under the
// headings of the manifest's `stonePage`.
import type { Manifest, StoneEntry } from '../manifest/types';
import type { ContentPageData } from '../../renderer/shared/page-data';
import { contentPage } from './content-page';
import type { SiteContext } from './context';
import { fill } from '../manifest/fill';
import { stoneWords } from './stone-words';

const list = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

/** A stone page's body: its prose fields are Markdown like the bodies (bold, italics, links). */
export function stoneMarkdown(manifest: Manifest, s: StoneEntry, readBody: (file: string) => string): string {
  const { headings, availableIn, availability } = manifest.stonePage;
  const { stonesWorkedWith } = manifest.company;
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
    ...(s.body ? [readBody(s.body)] : []),
  ].join('\n\n');
}

export function stonePage(site: SiteContext, path: string, stone: StoneEntry): ContentPageData {
  const whatsappMessage = fill(site.manifest.stonePage.whatsappMessage, stoneWords(stone));
  const markdown = stoneMarkdown(site.manifest, stone, site.readBody);
  return contentPage(site, path, stone, markdown, { swatch: stone.color, whatsappMessage });
}
