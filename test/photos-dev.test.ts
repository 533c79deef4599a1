// `npm run dev` with the company's own photo on the landing page: the page names the photo's sizes as the build
// does, the server makes each one when the browser asks for it, and a photo dropped into content/photos/ and named
// in the manifest appears on the next save.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../node/dev/server';
import { ROOT } from '../node/project-folders';
import { contentCopy } from './helpers';
import { GPS_MARK, phoneJpeg } from './photo-fixtures';

const contentDir = contentCopy();
const dir = mkdtempSync(join(tmpdir(), 'photos-dev-'));
const manifestPath = join(dir, 'site.manifest.ts');
const manifestWith = (src: string) => `import manifest from ${JSON.stringify(join(ROOT, 'site.manifest.ts'))};
export default {
  ...manifest,
  images: { ...manifest.images, 'foto-propria': { src: '${src}', alt: 'Ourives na bancada da oficina', shows: 'the workshop' } },
  home: { ...manifest.home, heroImage: 'foto-propria' },
};
`;

let dev: DevServer;

beforeAll(async () => {
  await phoneJpeg(contentDir, 'photos/oficina.jpg', 1600, 1000);
  writeFileSync(manifestPath, manifestWith('photos/oficina.jpg'));
  dev = await startDevServer({ manifestPath, contentDir, port: 0, log: { info: () => {}, error: () => {} } });
});
afterAll(async () => {
  await dev?.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(contentDir, { recursive: true, force: true });
});

const heroSources = async () => {
  const html = await (await fetch(dev.url)).text();
  const picture = html.match(/<picture>(.*?)<\/picture>/s)![1];
  return [...picture.matchAll(/<source type="(image\/\w+)" srcSet="([^"]+)"/g)].map((m) => ({
    type: m[1],
    srcSet: m[2],
  }));
};

describe('npm run dev with a photo file', () => {
  it('serves the page with the photo in AVIF and WebP, made on request', async () => {
    const sources = await heroSources();
    expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    const [url] = sources[0].srcSet.split(', ').at(-1)!.split(' ');
    const response = await fetch(new URL(url, dev.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([1600, 1000, undefined]);
    expect(bytes.includes(GPS_MARK)).toBe(false);
  });

  it('shows a new photo on the save that names it', async () => {
    await phoneJpeg(contentDir, 'photos/vitrine.jpg', 1400, 900);
    writeFileSync(manifestPath, manifestWith('photos/vitrine.jpg'));
    await expect.poll(async () => (await heroSources())[1].srcSet).toMatch(/\/assets\/images\/vitrine-1400-/);
  });
});
