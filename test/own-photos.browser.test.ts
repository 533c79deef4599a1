// A site built with the company's own photos, made by the test itself: the landing page's hero (a phone's JPEG,
// turned by its EXIF orientation and carrying a GPS position), a category card (a PNG) and a stone page's hero. The
// pages offer AVIF and WebP at the real size of each file, nothing of the EXIF reaches any image, each photo comes
// with its blurred placeholder, the browser picks the size a phone needs, and a second build makes no image at all.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../node/project-folders';
import { startStaticServer, type StaticServer } from '../node/preview/static-server';
import { launchBrowser, newContext } from './browser';
import { contentCopy } from './helpers';
import { GPS_MARK, phoneJpeg, png } from './photo-fixtures';

const TSX = join(ROOT, 'node_modules/.bin/tsx');
const STONE_PAGE = '/joias-com-pedra-rubi';
/** Two whole builds (client, SSR, prerender, images) on a loaded machine. */
const BUILD_TIMEOUT_MS = 300_000;

let dir: string;
let dist: string;
let builds: string[] = [];
let server: StaticServer;
let browser: Browser;

const manifestModule = (root: string) => `import manifest from ${JSON.stringify(join(root, 'site.manifest.ts'))};
const images = {
  ...manifest.images,
  'oficina-teste': { src: 'photos/oficina-teste.jpg', alt: 'Ourives na bancada da oficina', shows: 'the workshop' },
  'aneis-teste': { src: 'photos/aneis-teste.png', alt: 'Anéis de prata sobre a bancada', shows: 'rings' },
};
const items = manifest.home.categories.items.map((item, i) => (i === 0 ? { ...item, image: 'aneis-teste' } : item));
export default {
  ...manifest,
  images,
  home: { ...manifest.home, heroImage: 'oficina-teste', categories: { ...manifest.home.categories, items } },
  stones: manifest.stones.map((s) => (s.slug === 'rubi' ? { ...s, heroImage: 'oficina-teste' } : s)),
};
`;

async function build(manifest: string, content: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    TSX,
    ['scripts/build.ts', '--manifest', manifest, '--content', content, '--out', dist],
    { cwd: ROOT },
  );
  return stdout;
}

beforeAll(async () => {
  await mkdir(join(ROOT, 'test-results'), { recursive: true });
  dir = await mkdtemp(join(ROOT, 'test-results', 'own-photos-'));
  dist = join(dir, 'dist');
  const content = contentCopy();
  await Promise.all([
    phoneJpeg(content, 'photos/oficina-teste.jpg', 1600, 1000),
    png(content, 'photos/aneis-teste.png', 600, 450),
  ]);
  const manifest = join(dir, 'site.manifest.ts');
  await writeFile(manifest, manifestModule(ROOT));
  builds = [await build(manifest, content), await build(manifest, content)];
  [server, browser] = await Promise.all([startStaticServer(dist), launchBrowser()]);
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const html = (path: string) =>
  readFileSync(join(dist, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), 'utf8');

/** The first <picture> of a page: its sources' srcsets by type, and its <img>'s attributes. */
function firstPicture(page: string) {
  const picture = page.match(/<picture>(.*?)<\/picture>/s)![1];
  const sources = Object.fromEntries(
    [...picture.matchAll(/<source type="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
  );
  const img = Object.fromEntries(
    [...picture.match(/<img [^>]*>/)![0].matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  return { sources, img };
}

const entries = (srcSet: string) =>
  srcSet.split(', ').map((entry) => {
    const [url, w] = entry.split(' ');
    return { url, width: Number(w.slice(0, -1)) };
  });

describe('the company’s own photos', () => {
  it('reach the landing page as AVIF and WebP at the real size of the file, turned upright', async () => {
    const { sources, img } = firstPicture(html('/'));
    expect(Object.keys(sources)).toEqual(['image/avif', 'image/webp']);
    // Stored turned a quarter, 1000 x 1600: shown as the EXIF orientation says.
    expect([img.width, img.height]).toEqual(['1600', '1000']);
    expect(img.fetchPriority).toBe('high');
    expect(img.loading).toBe('eager');
    for (const [type, srcSet] of Object.entries(sources)) {
      expect(entries(srcSet).map((e) => e.width)).toEqual([480, 768, 1200, 1600]);
      for (const { url, width } of entries(srcSet)) {
        const meta = await sharp(join(dist, url)).metadata();
        expect(`${meta.format} ${meta.width}x${meta.height}`).toBe(
          `${type === 'image/avif' ? 'heif' : 'webp'} ${width}x${Math.round((width * 1000) / 1600)}`,
        );
      }
    }
    // The JPEG for browsers without either, at the size for a large screen.
    expect(img.src).toMatch(/^\/assets\/images\/oficina-teste-1200-[0-9a-f]{12}\.jpg$/);
  });

  it('never grow past the original: a 600 px card photo is offered at 320, 480 and 600 px', () => {
    const page = html('/');
    const card = page.match(/<source type="image\/webp" srcSet="([^"]*aneis-teste[^"]*)"/)![1];
    expect(entries(card).map((e) => e.width)).toEqual([320, 480, 600]);
  });

  it('keep nothing of the EXIF: no GPS position, camera or orientation in any image made from them', async () => {
    const made = [
      ...new Set([...html('/').matchAll(/\/assets\/images\/[\w-]+\.(?:avif|webp|jpg|png)/g)].map((m) => m[0])),
    ];
    const fromPhotos = made.filter((url) => /oficina-teste|aneis-teste|compartilhar-inicio/.test(url));
    // The hero's 4 sizes and the card's 3 in AVIF and WebP, a JPEG of each, and the landing page's share card.
    expect(fromPhotos).toHaveLength(4 * 2 + 1 + (3 * 2 + 1) + 1);
    for (const url of fromPhotos) {
      const bytes = readFileSync(join(dist, url));
      const meta = await sharp(bytes).metadata();
      expect({ url, exif: meta.exif, orientation: meta.orientation }).toEqual({
        url,
        exif: undefined,
        orientation: undefined,
      });
      expect(bytes.includes(GPS_MARK) || bytes.includes('TestPhone'), url).toBe(false);
    }
  });

  it('each come with a tiny blurred placeholder, inline', () => {
    const placeholders = [
      ...html('/').matchAll(/data-placeholder=""|style="background-image:url\((data:image\/webp;base64,[^)]+)\)"/g),
    ];
    const urls = placeholders.map((m) => m[1]).filter(Boolean);
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url.length).toBeLessThan(600);
  });

  it('head a stone page too, and its share card shows the photo', async () => {
    const page = html(STONE_PAGE);
    expect(firstPicture(page).img.src).toMatch(/oficina-teste-1200-/);
    const card = page.match(/<meta property="og:image" content="https:\/\/[^/]+(\/assets\/images\/[^"]+)"/)![1];
    const meta = await sharp(join(dist, card)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    // The photo fills the card (cropped to fill it) around the title's panel, not the teal of a page without a
    // photo file: its right edge is the photo's. stats() reads the input: each part is cut out first.
    const mean = async (image: Sharp) =>
      (await sharp(await image.toBuffer()).stats()).channels.slice(0, 3).map((c) => c.mean);
    const edge = { left: 960, top: 0, width: 240, height: 630 };
    const onCard = await mean(sharp(join(dist, card)).extract(edge));
    const photo = await mean(
      sharp(join(dist, firstPicture(page).img.src))
        .resize(1200, 630, { fit: 'cover' })
        .extract(edge),
    );
    for (const [i, value] of onCard.entries()) expect(Math.abs(value - photo[i])).toBeLessThan(12);
  });

  it('are made once: the second build finds every image made', () => {
    const made = (out: string) =>
      out.match(/(\d+) images in [\d.]+ s, beside the client and SSR builds: (\d+) made, (\d+) from the cache/)!;
    const [, files, first] = made(builds[0]);
    expect(Number(first)).toBeGreaterThan(0);
    const [, again, second] = made(builds[1]);
    expect([again, second]).toEqual([files, '0']);
  });

  it('give a 390 px phone the size it needs, in AVIF', async () => {
    const context = await newContext(browser, server.url, { deviceScaleFactor: 3, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url);
    const hero = page.locator('img[fetchpriority="high"]');
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const shown = await hero.evaluate((img: HTMLImageElement) => img.currentSrc.replace(/^https?:\/\/[^/]+/, ''));
    // 390 CSS px at 3 device pixels each: the 1200 px AVIF, not the 1600 px one.
    expect(shown).toMatch(/^\/assets\/images\/oficina-teste-1200-[0-9a-f]{12}\.avif$/);
    await context.close();
  });
});

/** The page's preload of its hero photo, in its head: the srcset and sizes it asks for, and where it stands. */
function heroPreload(page: string) {
  const head = page.slice(0, page.indexOf('</head>'));
  const tag = head.match(/<link rel="preload" as="image" type="image\/avif" [^>]*>/)?.[0] ?? '';
  const attr = (name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
  return {
    srcSet: attr('imagesrcset'),
    sizes: attr('imagesizes'),
    priority: attr('fetchpriority'),
    beforeStyles: tag !== '' && head.indexOf(tag) < head.indexOf('rel="stylesheet"'),
  };
}

describe('the hero photo', () => {
  it('is asked for first, in AVIF at the sizes its <picture> draws it, on the landing page and a stone page', () => {
    for (const path of ['/', STONE_PAGE]) {
      const page = html(path);
      const picture = page.match(/<picture><source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/>/)!;
      expect(heroPreload(page), path).toEqual({
        srcSet: picture[1],
        sizes: picture[2],
        priority: 'high',
        beforeStyles: true,
      });
    }
  });

  it('is downloaded once by a phone, before any script, the <picture> taking the preloaded file', async () => {
    const context = await newContext(browser, server.url, { deviceScaleFactor: 3 });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(server.url);
    const hero = page.locator('img[fetchpriority="high"]');
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const shown = await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    const heroRequests = requests.filter((path) => /\/oficina-teste-\d+-[0-9a-f]+\.(avif|webp|jpg)$/.test(path));
    expect(heroRequests).toEqual([shown]);
    expect(requests.indexOf(shown)).toBeLessThan(requests.findIndex((path) => path.endsWith('.js')));
    await context.close();
  });
});

describe('the build', () => {
  it('writes only files the pages name', () => {
    for (const url of new Set([...html('/').matchAll(/\/assets\/images\/[\w.-]+/g)].map((m) => m[0])))
      expect(existsSync(join(dist, url)), url).toBe(true);
  });
});
