// Every page of the build names its own share card, as a link preview (WhatsApp, Facebook, LinkedIn, X) reads it:
// a 1200 x 630 JPEG under the 300 KB WhatsApp shows, with its size, type and alt, read back by a link-preview
// parser (open-graph-scraper) together with the page's title and description.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import { htmlFileFor } from '../renderer/shared/routes';
import realManifest from '../site.manifest';
import { DIST_DIR as DIST } from '../node/project-folders';
import { renderCard, SQUARE_CROP, type CardInput } from '../node/images/share-card';
import { compile, manifestCopy } from './helpers';

const SITE_URL = realManifest.company.siteUrl;
const site = compile(manifestCopy());
/** Every page of the build with the head data it was made from, the not-found page included. */
const pages = [
  ...[...site.pages].map(([path, page]) => ({ name: htmlFileFor(path), head: page.head })),
  { name: '404.html', head: site.notFound.head },
].map((page) => ({ ...page, html: readFileSync(join(DIST, page.name), 'utf8') }));
const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];

describe('share cards', () => {
  it('are named by every page, the not-found page included, each its own', () => {
    const cards = pages.map((p) => meta(p.html, 'og:image'));
    for (const [i, card] of cards.entries())
      expect(card, pages[i].name).toMatch(
        new RegExp(`^${SITE_URL}/assets/images/compartilhar-[a-z0-9-]+-[0-9a-f]{12}\\.jpg$`),
      );
    expect(new Set(cards).size).toBe(pages.length);
  });

  it('are 1200 x 630 JPEGs under 300 KB, with their size, type and alt in the page', async () => {
    for (const { name, html } of pages) {
      const file = join(DIST, meta(html, 'og:image')!.slice(SITE_URL.length));
      const { format, width, height } = await sharp(file).metadata();
      expect({ name, format, width, height }).toEqual({ name, format: 'jpeg', width: 1200, height: 630 });
      expect(statSync(file).size, name).toBeLessThan(300 * 1024);
      expect([meta(html, 'og:image:type'), meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual([
        'image/jpeg',
        '1200',
        '630',
      ]);
      expect(meta(html, 'og:image:alt'), name).toMatch(new RegExp(`^${realManifest.company.brandName}: .+`));
      expect(meta(html, 'twitter:card'), name).toBe('summary_large_image');
      expect(meta(html, 'twitter:image'), name).toBe(meta(html, 'og:image'));
    }
  });

  it('are read by a link-preview parser with the title and the description', async () => {
    for (const { name, head, html } of pages) {
      const { result } = await ogs({ html });
      expect(
        { title: result.ogTitle, description: result.ogDescription, image: result.ogImage?.[0]?.url },
        name,
      ).toEqual({ title: head.title, description: head.description, image: head.image });
    }
  });
});

/** The columns where two cards differ, first and last (undefined when they are the same picture). */
async function columnsThatDiffer(a: CardInput, b: CardInput): Promise<[number, number] | undefined> {
  const [x, y] = await Promise.all(
    [a, b].map(async (card) =>
      sharp(await renderCard(card))
        .raw()
        .toBuffer(),
    ),
  );
  const width = 1200;
  let [first, last] = [Infinity, -1];
  for (let i = 0; i < x.length; i += 3) {
    const near = Math.abs(x[i] - y[i]) + Math.abs(x[i + 1] - y[i + 1]) + Math.abs(x[i + 2] - y[i + 2]) < 48;
    if (near) continue;
    const column = (i / 3) % width;
    [first, last] = [Math.min(first, column), Math.max(last, column)];
  }
  return last < 0 ? undefined : [first, last];
}

describe("what a share card says stays inside WhatsApp's square crop (the middle 630 x 630)", () => {
  const home = site.pages.get('/')!.head;
  const base: CardInput = {
    title: 'Joias com ametista em prata Bali',
    brandName: 'Ateliê Prata Bali',
    host: 'x.example',
  };
  const inside = ([first, last]: [number, number]) => {
    expect(first).toBeGreaterThanOrEqual(SQUARE_CROP.left);
    expect(last).toBeLessThan(SQUARE_CROP.left + SQUARE_CROP.size);
  };

  it('the title, however long, and the stone colour beside it', async () => {
    const long = { ...base, title: 'Por que comprar no atacado faz diferença para quem revende' };
    inside((await columnsThatDiffer(base, long))!);
    inside((await columnsThatDiffer(base, { ...base, swatch: '#8e5bb5' }))!);
  });

  it('the price per gram on the landing page’s card, and only there', async () => {
    inside((await columnsThatDiffer(base, { ...base, price: 'R$ 14,90/g' }))!);
    const cards = pages.map((p) => site.images.get(p.head.image.slice(SITE_URL.length)));
    const priced = cards.filter((job) => job?.kind === 'card' && job.card.price);
    expect(priced).toHaveLength(1);
    expect(site.images.get(home.image.slice(SITE_URL.length))).toMatchObject({ card: { price: 'R$\u00a014,90/g' } });
  });

  it('over a photo: the middle of the photo, where the piece is, stays in view above the words', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'share-card-photo-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    /** A 2,400 x 1,600 photo file, with or without a light ring in its middle. */
    const photo = async (name: string, piece: boolean) => {
      const file = join(dir, name);
      const ring = '<circle cx="1200" cy="800" r="260" fill="none" stroke="#ededed" stroke-width="90"/>';
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><rect width="2400" height="1600" fill="#6f675c"/>${piece ? ring : ''}</svg>`;
      await sharp(Buffer.from(svg)).jpeg().toFile(file);
      return { ...base, picture: { photo: { file, hash: name } } };
    };
    const [empty, withPiece] = await Promise.all([photo('empty.jpg', false), photo('piece.jpg', true)]);
    const seen = await columnsThatDiffer(empty, withPiece);
    expect(seen, 'the ring in the middle of the photo is hidden').toBeDefined();
    inside(seen!);
    inside(
      (await columnsThatDiffer(empty, {
        ...empty,
        title: 'Por que comprar no atacado faz diferença para quem revende',
      }))!,
    );
  });
});
