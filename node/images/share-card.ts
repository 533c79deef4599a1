// the 1200 x 630 picture a page shows when it is shared (WhatsApp, Facebook, LinkedIn, X): the brand,
// the page's title in the site's own font and palette, and beside it the page's picture when the build has it (a
// photo file of the company's, or a stone's drawn jewel) or the brand's teal panel when the photo is on another
// host. A JPEG under 300 KB, the most WhatsApp shows.
import satori from 'satori';
import sharp from 'sharp';
import { drawingFonts } from './fonts';
import { sourceOf } from './digest';
import { DRAWN_DESIGN, jewel, mark, SAND, type DrawnStone } from './drawn';
import { asNode, h, type El } from './element';
import { PALETTE } from './palette';

export const CARD_SIZE = { width: 1200, height: 630 } as const;
export const CARD_MAX_BYTES = 300 * 1024;
const PICTURE_WIDTH = 520;

export interface CardInput {
  title: string;
  brandName: string;
  /** The site's host, as a visitor types it. */
  host: string;
  /** A stone page's colour, shown beside the title as on the page. */
  swatch?: string;
  picture?: { photo: { file: string; hash: string } } | { stone: DrawnStone };
}

export interface CardJob {
  kind: 'card';
  card: CardInput;
}

/** How the card is drawn (the jewel included), as part of its file's name. */
export const CARD_DESIGN = [sourceOf(import.meta.url), DRAWN_DESIGN];

const titleSize = (title: string) => (title.length <= 34 ? 64 : title.length <= 52 ? 54 : 46);

async function pictureOf(card: CardInput): Promise<El> {
  const box = { display: 'flex', flexShrink: 0, width: PICTURE_WIDTH, height: CARD_SIZE.height };
  if (card.picture && 'photo' in card.picture) {
    const photo = await sharp(card.picture.photo.file)
      .rotate()
      .resize(PICTURE_WIDTH, CARD_SIZE.height, { fit: 'cover' })
      .jpeg({ quality: 85 })
      .toBuffer();
    return h('img', { src: `data:image/jpeg;base64,${photo.toString('base64')}`, style: box });
  }
  if (card.picture && 'stone' in card.picture)
    return h(
      'div',
      { style: { ...box, alignItems: 'center', justifyContent: 'center', backgroundImage: SAND } },
      jewel(card.picture.stone.color, 400),
    );
  const teal = `linear-gradient(160deg, ${PALETTE.accent} 0%, ${PALETTE.accentStrong} 100%)`;
  return h(
    'div',
    { style: { ...box, alignItems: 'center', justifyContent: 'center', backgroundImage: teal } },
    mark(260, PALETTE.cream),
  );
}

async function cardSvg(card: CardInput): Promise<string> {
  const size = titleSize(card.title);
  const swatch =
    card.swatch &&
    h('div', {
      style: {
        width: 34,
        height: 34,
        marginTop: size * 0.3,
        flexShrink: 0,
        borderRadius: '50%',
        backgroundColor: card.swatch,
        border: `4px solid ${PALETTE.sandStrong}`,
      },
    });
  const text = h(
    'div',
    {
      style: {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        flexGrow: 1,
        padding: '56px 56px 48px 64px',
        borderTop: `12px solid ${PALETTE.accent}`,
      },
    },
    h(
      'div',
      {
        style: { display: 'flex', alignItems: 'center', gap: 14, color: PALETTE.accent, fontSize: 32, fontWeight: 600 },
      },
      mark(44, PALETTE.accent),
      card.brandName,
    ),
    h(
      'div',
      { style: { display: 'flex', alignItems: 'flex-start', gap: 20 } },
      swatch,
      h('div', { style: { fontSize: size, fontWeight: 600, lineHeight: 1.12, color: PALETTE.text } }, card.title),
    ),
    h('div', { style: { display: 'flex', fontSize: 26, color: PALETTE.silverDark } }, card.host),
  );
  const picture = h(
    'div',
    { style: { display: 'flex', width: '100%', height: '100%', backgroundColor: PALETTE.bg, fontFamily: 'Fraunces' } },
    text,
    await pictureOf(card),
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
