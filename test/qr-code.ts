// The text of a QR code on screen, read from a screenshot's pixels by a decoder of its own (jsQR), not by the library
// that drew it.
import jsQR from 'jsqr';
import type { Locator } from 'playwright-core';
import sharp from 'sharp';

export async function qrCodeText(image: Locator): Promise<string | undefined> {
  const png = await image.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}
