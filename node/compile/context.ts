// What every compile step reads: the validated manifest and the lookups made from it once.
import type { AssembledStones } from '../manifest/stone-markdown';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from '../manifest/types';
import type { MarkdownCache } from '../markdown/markdown-cache';
import type { CtaData, ImageData } from '../../renderer/shared/page-data';
import { canonicalUrl } from '../../renderer/shared/routes';
import { pageMessage, whatsappUrl } from '../../renderer/shared/whatsapp';
import type { ImageJob } from '../images/jobs';
import type { PhotoCatalog } from '../images/photo-facts';
import type { Slot } from '../images/slots';
import { imageData } from './images';
import { siteMapIndex, type SiteMapIndex } from './site-map-index';

export interface SiteContext {
  manifest: Manifest;
  /** Canonical URL of a route. */
  url(path: string): string;
  /** A picture of the manifest's `images`, in the sizes its place on the page (`slot`) needs. */
  image(key: string, slot?: Slot): ImageData;
  /** What was read of the photo files. */
  photos: PhotoCatalog;
  /** Every image file the pages name, by URL, with how to make it (filled as the pages compile). */
  images: Map<string, ImageJob>;
  /** Whether every page gets a share card (a scale bench leaves them out). */
  shareCards: boolean;
  /** Text of a Markdown file inside content/. */
  readBody(file: string): string;
  /** The stone pages the compile has assembled already, by stone. */
  assembled?: AssembledStones;
  /** A body's Markdown as sanitised HTML, cut before each section (`## subheading`). */
  markdownSections(markdown: string): string[];
  siteMap: SiteMapIndex;
}

export function siteContext(
  manifest: Manifest,
  contentDir: string,
  markdown: MarkdownCache,
  photos: PhotoCatalog = new Map(),
  shareCards = true,
  assembled?: AssembledStones,
): SiteContext {
  const images = new Map<string, ImageJob>();
  const register = (url: string, job: ImageJob) => images.set(url, job);
  return {
    manifest,
    url: (path) => canonicalUrl(manifest.company.siteUrl, path),
    image: (key, slot = 'hero') => imageData({ manifest, photos, register }, manifest.images[key], slot),
    photos,
    images,
    shareCards,
    readBody: (file) => readFileSync(join(contentDir, file), 'utf8'),
    assembled,
    markdownSections: (body) => markdown.render(body).sections,
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
