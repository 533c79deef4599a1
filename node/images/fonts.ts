// the site's own heading font (the self-hosted Fraunces of @fontsource, as the pages use it), read for
// the pictures the build draws. Satori takes WOFF; the Latin files hold every Portuguese letter.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface DrawingFont {
  name: string;
  data: Buffer;
  weight: 400 | 600;
  style: 'normal';
}

let fonts: DrawingFont[] | undefined;

export function drawingFonts(): DrawingFont[] {
  fonts ??= ([400, 600] as const).map((weight) => ({
    name: 'Fraunces',
    data: readFileSync(require.resolve(`@fontsource/fraunces/files/fraunces-latin-${weight}-normal.woff`)),
    weight,
    style: 'normal',
  }));
  return fonts;
}
