// What every compile step reads: the validated manifest and the lookups made from it once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from '../manifest/types';
import { renderMarkdown } from '../markdown/markdown';
import type { CtaData, ImageData } from '../../renderer/shared/page-data';
import { canonicalUrl } from '../../renderer/shared/routes';
import { pageMessage, whatsappUrl } from '../../renderer/shared/whatsapp';
import { imageData } from './images';
import { siteMapIndex, type SiteMapIndex } from './site-map-index';

export interface SiteContext {
  manifest: Manifest;
  /** Canonical URL of a route. */
  url(path: string): string;
  /** A photo of the manifest's `images`, with a srcset of `widths` when its host resizes. */
  image(key: string, widths?: number[]): ImageData;
  /** Text of a Markdown file inside content/. */
  readBody(file: string): string;
  /** A body's Markdown as sanitised HTML, cut before each section (`## subheading`). */
  markdownSections(markdown: string): string[];
  siteMap: SiteMapIndex;
}

export function siteContext(manifest: Manifest, contentDir: string): SiteContext {
  return {
    manifest,
    url: (path) => canonicalUrl(manifest.company.siteUrl, path),
    image: (key, widths) => imageData(manifest.images[key], widths),
    readBody: (file) => readFileSync(join(contentDir, file), 'utf8'),
    markdownSections: (markdown) => renderMarkdown(markdown).sections,
    siteMap: siteMapIndex(manifest),
  };
}

/**
 * A WhatsApp button whose prefilled message names the page the visitor is on (a custom message replaces the
 * default opening). No button text, no button.
 */
export function pageCta(
  site: SiteContext,
  page: { path: string; name: string; title: string },
  text: string | undefined,
  custom?: string,
): CtaData | undefined {
  if (!text) return undefined;
  const message = pageMessage(page.name, { title: page.title, url: site.url(page.path) }, custom);
  return { text, href: whatsappUrl(site.manifest.company.whatsapp, message) };
}
