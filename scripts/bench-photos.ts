// The company's own photos, measured for `npm run bench`: a landing page whose hero is a 4,000 px JPEG straight from
// a camera (made here with sharp), built as an editor would build it, and what a 390 px phone downloads for that
// hero; then the build time of a site with 30 photo files, with an empty image cache and again with the cache full.
// Works on copies of the manifest and content/ in the bench's folder, so nothing of the project is touched.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { ROOT } from '../node/project-folders';
import { buildSite, type BuildTimings } from './build';
import { startStaticServer } from '../node/preview/static-server';

export interface PhotoBuilds {
  photos: number;
  cold: BuildTimings;
  warm: BuildTimings;
}

export interface HeroDownload {
  deviceScaleFactor: number;
  /** The file the phone chose for the hero, and its bytes. */
  hero: string;
  heroBytes: number;
  /** Every image the phone fetched for the first screen (the hero, the placeholders are inline). */
  imageBytes: number;
}

/** A camera's JPEG: soft light, a ring and texture; about what a phone writes at this size (2 to 3 MB). */
async function cameraJpeg(file: string, width: number, height: number, seed: number): Promise<void> {
  const hue = (seed * 47) % 360;
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><radialGradient id="l" cx="35%" cy="30%" r="80%"><stop offset="0" stop-color="hsl(${hue},35%,82%)"/><stop offset="1" stop-color="hsl(${hue},25%,28%)"/></radialGradient>
<radialGradient id="s" cx="40%" cy="35%" r="60%"><stop offset="0" stop-color="#f4f4f2"/><stop offset="1" stop-color="#6f7478"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#l)"/>
<circle cx="${width * 0.55}" cy="${height * 0.5}" r="${height * 0.28}" fill="none" stroke="url(#s)" stroke-width="${height * 0.07}"/>
<circle cx="${width * 0.55}" cy="${height * 0.5}" r="${height * 0.12}" fill="hsl(${(hue + 180) % 360},60%,40%)"/></svg>`;
  // Texture a few pixels across, as linen, metal and skin have: it survives the resize, as a real photo's detail does.
  const texture = await sharp({
    create: {
      width: Math.round(width / 4),
      height: Math.round(height / 4),
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .resize(width, height, { kernel: 'cubic' })
    .png()
    .toBuffer();
  await sharp(Buffer.from(scene))
    .composite([{ input: texture, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .toFile(file);
}

/** A manifest module: the real one with photo files in place of the first `count` photos (the hero first). */
function manifestWithPhotos(file: string, count: number): void {
  writeFileSync(
    file,
    `import base from ${JSON.stringify(join(ROOT, 'site.manifest.ts'))};
const keys = [base.home.heroImage, ...Object.keys(base.images).filter((k) => k !== base.home.heroImage && base.images[k].src)].slice(0, ${count});
const images = { ...base.images };
keys.forEach((key, i) => {
  images[key] = { src: 'photos/foto-' + (i + 1) + '.jpg', alt: base.images[key].alt, shows: 'a picture made by the bench' };
});
export default { ...base, images };
`,
  );
}

async function photoSite(tmp: string, name: string, sizes: [number, number][]) {
  const dir = join(tmp, name);
  const content = join(dir, 'content');
  cpSync(join(ROOT, 'content'), content, { recursive: true });
  mkdirSync(join(content, 'photos'), { recursive: true });
  await Promise.all(sizes.map(([w, h], i) => cameraJpeg(join(content, 'photos', `foto-${i + 1}.jpg`), w, h, i + 1)));
  const manifest = join(dir, 'site.manifest.ts');
  manifestWithPhotos(manifest, sizes.length);
  return { dir, content, manifest };
}

/** The landing page built with a 4,000 x 2,667 camera JPEG as its hero: the folder to serve. */
export async function heroPhotoSite(tmp: string): Promise<string> {
  const { dir, content, manifest } = await photoSite(tmp, 'hero-photo', [[4000, 2667]]);
  const out = join(dir, 'dist');
  await buildSite({ manifest, contentDir: content, outDir: out, imageCacheDir: join(dir, 'image-cache') });
  return out;
}

/** Builds a site with 30 photo files (2,400 to 4,000 px wide) twice: with an empty image cache, then with it full. */
export async function thirtyPhotoBuilds(tmp: string): Promise<PhotoBuilds> {
  const sizes = Array.from({ length: 30 }, (_, i): [number, number] => [
    2400 + ((i * 560) % 1600),
    1600 + ((i * 320) % 1000),
  ]);
  const { dir, content, manifest } = await photoSite(tmp, 'thirty-photos', sizes);
  const options = { manifest, contentDir: content, outDir: join(dir, 'dist'), imageCacheDir: join(dir, 'image-cache') };
  const cold = await buildSite(options);
  const warm = await buildSite(options);
  return { photos: sizes.length, cold, warm };
}

/** What a 390 px phone downloads for the landing page's first screen, at each device pixel ratio. */
export async function heroDownloads(
  dist: string,
  chromiumPath: string,
  chromeFlags: string[],
): Promise<HeroDownload[]> {
  const server = await startStaticServer(dist);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags, headless: true });
  try {
    const results: HeroDownload[] = [];
    for (const deviceScaleFactor of [2, 3]) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor });
      const page = await context.newPage();
      const images = new Map<string, number>();
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'image')
          images.set(new URL(response.url()).pathname, (await response.body()).length);
      });
      await page.goto(server.url, { waitUntil: 'networkidle' });
      const hero = await page
        .locator('img[fetchpriority="high"]')
        .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
      results.push({
        deviceScaleFactor,
        hero,
        heroBytes: images.get(hero) ?? 0,
        imageBytes: [...images.values()].reduce((a, b) => a + b, 0),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    await server.close();
  }
}
