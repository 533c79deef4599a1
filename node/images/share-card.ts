// The 1200 x 630 picture a page shows when it is shared (WhatsApp, Facebook, LinkedIn, X): the page's picture
// across the card (a photo file of the company's, or a stone's drawn jewel on sand, or the brand's teal when the
// photo is on another host) and, on a cream panel in the middle 630 x 630 (the square WhatsApp crops a preview to),
// the brand, the page's title in the site's own font and the site's host, with the price per gram on the landing
// page's card. Over a photo the panel is a band at the foot of that square, so the piece photographed shows above
// it. A JPEG under 300 KB, the most WhatsApp shows.
import satori from 'satori';
import sharp from 'sharp';
import { drawingFonts } from './fonts';
import { sourceOf } from './digest';
import { DRAWN_DESIGN, jewel, mark, SAND, type DrawnStone } from './drawn';
import { asNode, h, type El } from './element';
import { PALETTE } from './palette';

export const CARD_SIZE = { width: 1200, height: 630 } as const;
export const CARD_MAX_BYTES = 300 * 1024;
/** The square a preview may be cropped to, in the middle of the card: the panel stays inside it. */
export const SQUARE_CROP = { left: (CARD_SIZE.width - CARD_SIZE.height) / 2, size: CARD_SIZE.height } as const;
const PANEL_MARGIN = 28;

export interface CardInput {
  title: string;
  brandName: string;
  /** The site's host, as a visitor types it. */
  host: string;
  /** A stone page's colour, shown beside the title as on the page. */
  swatch?: string;
  /** The price per gram, as "R$ 14,90/g" (the landing page's card). */
  price?: string;
  picture?: { photo: { file: string; hash: string } } | { stone: DrawnStone };
}

export interface CardJob {
  kind: 'card';
  card: CardInput;
}

/** How the card is drawn (the jewel included), as part of its file's name. */
export const CARD_DESIGN = [sourceOf(import.meta.url), DRAWN_DESIGN];

const titleSize = (title: string) => (title.length <= 30 ? 64 : title.length <= 46 ? 56 : 50);
/** The title over a photo: smaller, so the band leaves the upper half of the photo's middle in view. */
const BAND_TITLE_SHRINK = 14;

/** What fills the card behind the panel: the photo, the stone's jewel on either side, or the brand's teal. */
async function backgroundOf(card: CardInput): Promise<El> {
  const box = { display: 'flex', position: 'absolute', left: 0, top: 0, ...CARD_SIZE } as const;
  if (card.picture && 'photo' in card.picture) {
    const photo = await sharp(card.picture.photo.file)
      .rotate()
      .resize(CARD_SIZE.width, CARD_SIZE.height, { fit: 'cover' })
      .jpeg({ quality: 85 })
      .toBuffer();
    return h('img', { src: `data:image/jpeg;base64,${photo.toString('base64')}`, style: box });
  }
  if (card.picture && 'stone' in card.picture) {
    const side = { display: 'flex', alignItems: 'center', justifyContent: 'center', width: SQUARE_CROP.left };
    const { color } = card.picture.stone;
    return h(
      'div',
      { style: { ...box, justifyContent: 'space-between', backgroundImage: SAND } },
      h('div', { style: side }, jewel(color, 220)),
      h('div', { style: side }, jewel(color, 220)),
    );
  }
  return h('div', {
    style: { ...box, backgroundImage: `linear-gradient(160deg, ${PALETTE.accent} 0%, ${PALETTE.accentStrong} 100%)` },
  });
}

async function cardSvg(card: CardInput): Promise<string> {
  const overPhoto = !!card.picture && 'photo' in card.picture;
  const size = titleSize(card.title) - (overPhoto ? BAND_TITLE_SHRINK : 0);
  const swatch =
    card.swatch &&
    h('div', {
      style: {
        width: 30,
        height: 30,
        marginTop: size * 0.3,
        flexShrink: 0,
        borderRadius: '50%',
        backgroundColor: card.swatch,
        border: `4px solid ${PALETTE.sandStrong}`,
      },
    });
  const price =
    card.price &&
    h(
      'div',
      {
        style: {
          display: 'flex',
          padding: '8px 22px',
          borderRadius: 999,
          backgroundColor: PALETTE.accent,
          color: PALETTE.cream,
          fontSize: 30,
          fontWeight: 600,
        },
      },
      card.price,
    );
  const panel = h(
    'div',
    {
      style: {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        position: 'absolute',
        left: SQUARE_CROP.left + PANEL_MARGIN,
        bottom: PANEL_MARGIN,
        width: SQUARE_CROP.size - 2 * PANEL_MARGIN,
        ...(overPhoto
          ? { gap: 14, padding: '22px 36px 24px' }
          : { height: CARD_SIZE.height - 2 * PANEL_MARGIN, padding: '36px 44px 34px' }),
        boxSizing: 'border-box',
        backgroundColor: PALETTE.bg,
        borderRadius: 28,
        borderTop: `10px solid ${PALETTE.accent}`,
        boxShadow: '0 12px 40px rgba(0, 0, 0, 0.25)',
      },
    },
    h(
      'div',
      {
        style: { display: 'flex', alignItems: 'center', gap: 12, color: PALETTE.accent, fontSize: 28, fontWeight: 600 },
      },
      mark(38, PALETTE.accent),
      card.brandName,
    ),
    h(
      'div',
      { style: { display: 'flex', alignItems: 'flex-start', gap: 16 } },
      swatch,
      h('div', { style: { fontSize: size, fontWeight: 600, lineHeight: 1.12, color: PALETTE.text } }, card.title),
    ),
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16 } },
      h('div', { style: { display: 'flex', fontSize: 24, color: PALETTE.silverDark } }, card.host),
      price,
    ),
  );
  const picture = h(
    'div',
    {
      style: {
        display: 'flex',
        position: 'relative',
        width: '100%',
        height: '100%',
        backgroundColor: PALETTE.bg,
        fontFamily: 'Fraunces',
      },
    },
    await backgroundOf(card),
    panel,
  );
  return satori(asNode(picture), { ...CARD_SIZE, fonts: drawingFonts() });
}

/** The card as a JPEG, at the best quality that keeps it under CARD_MAX_BYTES. */
export async function renderCard(card: CardInput): Promise<Buffer> {
  const svg = Buffer.from(await cardSvg(card));
  for (const quality of [82, 70, 58, 46]) {
    const jpeg = await sharp(svg).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length < CARD_MAX_BYTES) return jpeg;
  }
  throw new Error(`The share card of "${card.title}" stays over ${CARD_MAX_BYTES / 1024} KB at every quality.`);
}
