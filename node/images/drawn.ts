// the picture a stone page shows until the company photographs that stone in its silver: the stone's
// colour as a cabochon in an aged-silver bezel ringed with granulation (the Balinese technique of the pieces),
// beside the brand mark and the stone's name, on the site's sand. Drawn with satori into SVG (text as paths, from
// the site's own font), so it is sharp at every size and weighs a few kilobytes.
import satori from 'satori';
import { BRAND_MARK } from '../../renderer/shared/brand-mark';
import { sourceOf } from './digest';
import { asNode, h, type El } from './element';
import { drawingFonts } from './fonts';
import { mix, PALETTE } from './palette';

export interface DrawnStone {
  name: string;
  /** `#rrggbb` */
  color: string;
}

export const DRAWN_SIZE = { width: 1600, height: 900 } as const;

/** How the stone is drawn (in which colours), as part of its file's name. */
export const DRAWN_DESIGN = [sourceOf(import.meta.url), sourceOf(new URL('./palette.ts', import.meta.url).href)];

export const SAND = `linear-gradient(135deg, ${PALETTE.sand} 0%, ${PALETTE.sandStrong} 60%, ${PALETTE.silverLight} 100%)`;

/** The brand mark, `size` pixels square, in `color`. */
export function mark(size: number, color: string): El {
  const stroke = { fill: 'none', stroke: color, 'stroke-width': BRAND_MARK.strokeWidth };
  return h(
    'svg',
    { viewBox: BRAND_MARK.viewBox, width: size, height: size },
    BRAND_MARK.circles.map((r) => h('circle', { cx: 16, cy: 16, r, ...stroke })),
    h('path', { d: BRAND_MARK.spokes, ...stroke }),
  );
}

/** A round piece `size` across, centred on its parent's origin. */
const disc = (size: number, backgroundImage: string, at = { x: 0, y: 0 }): El =>
  h('div', {
    style: {
      position: 'absolute',
      width: size,
      height: size,
      left: at.x - size / 2,
      top: at.y - size / 2,
      borderRadius: '50%',
      backgroundImage,
    },
  });

/** The stone set in silver, `size` pixels across (granulation included). */
export function jewel(color: string, size: number): El {
  const r = size / 2;
  const silver = `radial-gradient(circle at 35% 30%, #f6f6f3 0%, ${PALETTE.silverLight} 35%, ${PALETTE.silver} 70%, ${PALETTE.silverDark} 100%)`;
  const grains = 36;
  const grain = size * 0.055;
  const ring = Array.from({ length: grains }, (_, i) => {
    const angle = (i / grains) * 2 * Math.PI;
    return disc(grain, silver, { x: Math.cos(angle) * (r - grain / 2), y: Math.sin(angle) * (r - grain / 2) });
  });
  const stone = `radial-gradient(circle at 35% 30%, ${mix(color, '#ffffff', 0.45)} 0%, ${color} 45%, ${mix(color, '#000000', 0.55)} 100%)`;
  const shine = 'radial-gradient(circle, rgba(255,255,255,0.55) 0%, rgba(255,255,255,0) 70%)';
  return h(
    'div',
    { style: { display: 'flex', position: 'relative', width: size, height: size } },
    h(
      'div',
      { style: { display: 'flex', position: 'absolute', left: r, top: r } },
      ring,
      disc(size * 0.86, silver),
      disc(size * 0.76, `linear-gradient(135deg, ${PALETTE.silverDark}, #2f3336)`),
      disc(size * 0.72, stone),
      disc(size * 0.26, shine, { x: -size * 0.13, y: -size * 0.17 }),
    ),
  );
}

export function drawnStoneSvg(stone: DrawnStone, brandName: string): Promise<string> {
  const picture = h(
    'div',
    {
      style: {
        display: 'flex',
        width: '100%',
        height: '100%',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 120,
        // Clear of the heading that overlaps the bottom of a page's hero.
        paddingBottom: 60,
        backgroundImage: SAND,
        fontFamily: 'Fraunces',
      },
    },
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', width: 560 } },
      h(
        'div',
        { style: { display: 'flex', alignItems: 'center', gap: 18, color: PALETTE.silverDark, fontSize: 40 } },
        mark(56, PALETTE.silverDark),
        brandName,
      ),
      h(
        'div',
        { style: { fontSize: 128, fontWeight: 600, color: PALETTE.text, lineHeight: 1.05, marginTop: 28 } },
        stone.name,
      ),
      h('div', { style: { width: 140, height: 10, marginTop: 36, borderRadius: 5, backgroundColor: stone.color } }),
    ),
    jewel(stone.color, 440),
  );
  return satori(asNode(picture), { ...DRAWN_SIZE, fonts: drawingFonts() });
}
