// The photo each kind of page shows first, its hero, and the width it is drawn at (`sizes`). The page's component
// draws it; the prerendered document asks for it first of all when it is one of the company's own photos
// (node/prerender/document.ts), since a <picture> is found only once the browser reaches it, after the head's style
// sheets and scripts. React preloads a plain <img> from another host by itself.
import type { ImageData, PageData } from './page-data';

export const HOME_HERO_SIZES = '(min-width: 900px) 50vw, 100vw';
export const CONTENT_HERO_SIZES = '(min-width: 1152px) 1152px, 100vw';

/** The page's hero photo and its `sizes`, for the pages that have one. */
export function heroPhoto(page: PageData): { image: ImageData; sizes: string } | undefined {
  if (page.kind === 'home') return { image: page.heroImage, sizes: HOME_HERO_SIZES };
  if (page.kind === 'content') return { image: page.heroImage, sizes: CONTENT_HERO_SIZES };
  return undefined;
}
