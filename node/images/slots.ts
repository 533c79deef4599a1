// the places a photo takes on the pages, each with the widths the build offers the browser and the
// narrowest original that still looks sharp there.
export type Slot = 'hero' | 'section' | 'card';

interface SlotSpec {
  /** Widths offered in the srcset (never wider than the original). */
  widths: number[];
  /** Narrower than this, the photo is blurred on a large or dense screen: the check warns. */
  minWidth: number;
  /** As the check's warning names it. */
  name: string;
}

export const SLOTS: Record<Slot, SlotSpec> = {
  // As wide as the page (1152 px at most), on phones of three device pixels per CSS pixel too.
  hero: { widths: [480, 768, 1200, 1600], minWidth: 1200, name: 'a hero photo' },
  // Beside or between the text: 672 px at most.
  section: { widths: [480, 768, 1200], minWidth: 768, name: 'a section photo' },
  // A landing-page category card: a third of the page at most.
  card: { widths: [320, 480, 640], minWidth: 480, name: 'a card photo' },
};

/** The widths to make of a photo `width` pixels wide: the slot's, up to the original's own. */
export function widthsFor(slot: Slot, width: number): number[] {
  const below = SLOTS[slot].widths.filter((w) => w < width);
  return below.length === SLOTS[slot].widths.length ? below : [...below, width];
}
