// A stone page, its body written from the stone's fields (plus its optional Markdown file) under the
// headings of the manifest's `stonePage`.
import type { StoneEntry } from '../manifest/types';
import type { ContentPageData } from '../../renderer/shared/page-data';
import { contentPage } from './content-page';
import type { SiteContext } from './context';
import { fill } from '../manifest/fill';
import { stoneMarkdown } from '../manifest/stone-markdown';
import { stoneWords } from '../manifest/stone-words';

export function stonePage(site: SiteContext, path: string, stone: StoneEntry): ContentPageData {
  const whatsappMessage = fill(site.manifest.stonePage.whatsappMessage, stoneWords(stone));
  const markdown = site.assembled?.get(stone)?.markdown ?? stoneMarkdown(site.manifest, stone, site.readBody);
  return contentPage(site, path, stone, markdown, { swatch: stone.color, whatsappMessage });
}
