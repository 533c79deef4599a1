// The QR code of a chat's wa.me link, drawn by a kept library (qr: no dependencies, the SVG it writes is a single
// path), as an image the page shows: an SVG in a data: address, which the security policy's img-src allows. Part of
// the chat dialog's code, loaded only when a desktop opens it.
import encodeQR from 'qr';

/** The size the code is shown at: 4 px a module, within what the dialog holds; a long message makes it denser. */
const MODULE_PX = 4;
const [MIN_PX, MAX_PX] = [240, 360];

/**
 * The QR code of `text` as an image address and the size to show it at, or null for a text too long for any QR
 * code. Error correction low: a code on a screen is never torn or stained, and fewer modules make each one larger.
 */
export function qrImage(text: string): { src: string; size: number } | null {
  let svg: string;
  try {
    svg = encodeQR(text, 'svg', { ecc: 'low', border: 2, optimize: true });
  } catch {
    return null;
  }
  const modules = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1] ?? 0);
  const size = Math.min(MAX_PX, Math.max(MIN_PX, modules * MODULE_PX));
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, size };
}
