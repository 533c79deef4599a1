// A page's head data (title with the brand, description, canonical URL, share card, JSON-LD).
import type { HeadData } from '../../renderer/shared/page-data';
import { formatBRL } from '../../renderer/shared/money';
import { HOME_ROUTE } from '../../renderer/shared/routes';
import { digest } from '../images/digest';
import { isAddress } from '../images/photo-folder';
import { IMAGES_PATH } from '../images/responsive';
import { CARD_DESIGN, CARD_SIZE, type CardInput } from '../images/share-card';
import { slugify } from '../manifest/slugify';
import { titleSuffix } from '../manifest/page-title';
import type { SiteContext } from './context';
import { drawnStone } from './images';

/** What a manifest entry says about its page's head; its hero picture goes on the page's share card. */
interface HeadFields {
  title: string;
  description: string;
  keywords: string[];
  heroImage: string;
  /** A stone page's colour. */
  color?: string;
}

/** The picture behind the title on a share card: what the build has of the page's hero (a file, a drawn stone). */
function cardPicture(site: SiteContext, heroImage: string): CardInput['picture'] {
  const entry = site.manifest.images[heroImage];
  if (entry.drawn) return { stone: drawnStone(site.manifest, entry.drawn.stone) };
  const read = entry.src && !isAddress(entry.src) ? site.photos.get(entry.src) : undefined;
  return read && 'photo' in read ? { photo: { file: read.photo.file, hash: read.photo.hash } } : undefined;
}

/** The page's share card (none when the site is compiled without): its absolute URL and what it shows, registered
 * for the build to make. `path` is undefined for the not-found page. */
export function shareCard(
  site: SiteContext,
  path: string | undefined,
  fields: Omit<HeadFields, 'description' | 'keywords'>,
): Pick<HeadData, 'image' | 'imageAlt' | 'imageWidth' | 'imageHeight' | 'imageType'> {
  if (!site.shareCards) return { image: '', imageAlt: '' };
  const { brandName, siteUrl } = site.manifest.company;
  const card: CardInput = {
    title: fields.title,
    brandName,
    host: new URL(siteUrl).host,
    ...(fields.color ? { swatch: fields.color.toLowerCase() } : {}),
    // The landing page's card says the price, the first thing a buyer asks.
    ...(path === HOME_ROUTE ? { price: `${formatBRL(site.manifest.company.pricePerGram)}/g` } : {}),
    picture: cardPicture(site, fields.heroImage),
  };
  const picture = card.picture && 'photo' in card.picture ? { photo: card.picture.photo.hash } : card.picture;
  const name = path === undefined ? '404' : slugify(path) || 'inicio';
  const url = `${IMAGES_PATH}/compartilhar-${name}-${digest({ ...card, picture }, CARD_DESIGN)}.jpg`;
  site.images.set(url, { kind: 'card', card });
  return {
    image: `${siteUrl}${url}`,
    imageAlt: `${brandName}: ${fields.title}`,
    imageWidth: CARD_SIZE.width,
    imageHeight: CARD_SIZE.height,
    imageType: 'image/jpeg',
  };
}

export function pageHead(site: SiteContext, path: string, fields: HeadFields, jsonLd: object[] = []): HeadData {
  const home = path === HOME_ROUTE;
  return {
    title: home ? fields.title : `${fields.title}${titleSuffix(site.manifest.company.brandName)}`,
    description: fields.description,
    keywords: fields.keywords.join(', '),
    canonical: site.url(path),
    ...shareCard(site, path, fields),
    ogType: home ? 'website' : 'article',
    jsonLd,
  };
}
