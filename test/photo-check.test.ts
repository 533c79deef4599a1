// The mistakes an editor makes with photos, each named like every other manifest mistake (place, message, what to
// do): a file that is not there, an iPhone HEIC, a format browsers do not show, a file cut short, a photo too
// narrow for its place, no alt text, an original over 20 MB, and fields that belong to another kind of picture.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileSite } from '../node/compile/compile-site';
import { ImageCache } from '../node/images/image-cache';
import { readPhotos } from '../node/images/photo-facts';
import { ManifestError } from '../node/manifest/manifest-error';
import type { Problem } from '../node/manifest/problems';
import type { ManifestInput } from '../node/manifest/types';
import { contentCopy, manifestCopy } from './helpers';
import { cutJpeg, heavyPng, heic, phoneJpeg, png, tiff } from './photo-fixtures';

const contentDir = contentCopy();
const cache = new ImageCache(mkdtempSync(join(tmpdir(), 'image-cache-')));

beforeAll(async () => {
  await Promise.all([
    phoneJpeg(contentDir, 'photos/oficina.jpg', 1600, 1000),
    png(contentDir, 'photos/anel-pequeno.png', 800, 600),
    tiff(contentDir, 'photos/scanner.tiff'),
    cutJpeg(contentDir, 'photos/cortada.jpg'),
    heavyPng(contentDir, 'photos/original-enorme.png', 21),
  ]);
  heic(contentDir, 'photos/IMG_0412.HEIC');
});

/** The real manifest with the landing page's hero replaced by `entry` (`home.heroImage` names it). */
function withHero(entry: Record<string, unknown>): ManifestInput {
  const manifest = manifestCopy();
  manifest.images['foto-da-oficina'] = entry as ManifestInput['images'][string];
  manifest.home.heroImage = 'foto-da-oficina';
  return manifest;
}

async function problemsOf(manifest: ManifestInput): Promise<Problem[]> {
  const photos = await readPhotos(manifest, contentDir, cache);
  try {
    return compileSite(manifest, { contentDir, photos }).warnings;
  } catch (error) {
    if (error instanceof ManifestError) return error.problems;
    throw error;
  }
}

const lines = (problems: Problem[]) => problems.map((p) => `${p.severity} ${p.place}: ${p.message}`);
const photo = (src: string) => ({ src, alt: 'Ourives soldando um anel na oficina', shows: 'the workshop' });

describe('a photo file of content/photos/', () => {
  it('compiles with no problem when it is there, readable and large enough', async () => {
    expect(lines(await problemsOf(withHero(photo('photos/oficina.jpg'))))).toEqual([]);
  });

  it('that does not exist is named, with the nearest file', async () => {
    const problems = await problemsOf(withHero(photo('photos/oficna.jpg')));
    expect(lines(problems)).toEqual([
      'error images.foto-da-oficina.src: photo file content/photos/oficna.jpg does not exist',
    ]);
    expect(problems[0].hint).toBe('did you mean "photos/oficina.jpg"?');
  });

  it('from an iPhone (HEIC) says how to export it as JPEG', async () => {
    const problems = await problemsOf(withHero(photo('photos/IMG_0412.HEIC')));
    expect(lines(problems)).toEqual([
      'error images.foto-da-oficina.src: content/photos/IMG_0412.HEIC is an iPhone HEIC photo, which browsers do not show and the build cannot convert',
    ]);
    expect(problems[0].hint).toMatch(/^export it as JPEG: on the iPhone.*Most Compatible.*File > Export > JPEG$/);
  });

  it('in a format browsers do not show is named with its format', async () => {
    expect(lines(await problemsOf(withHero(photo('photos/scanner.tiff'))))).toEqual([
      'error images.foto-da-oficina.src: content/photos/scanner.tiff is a TIFF file: photos must be JPEG, PNG, WebP or AVIF',
    ]);
  });

  it('cut short cannot be read, and says so', async () => {
    const problems = await problemsOf(withHero(photo('photos/cortada.jpg')));
    expect(lines(problems)).toHaveLength(1);
    expect(lines(problems)[0]).toMatch(
      /^error images\.foto-da-oficina\.src: content\/photos\/cortada\.jpg cannot be read as an image \(.+\)$/,
    );
    expect(problems[0].hint).toMatch(/export it again as JPEG/);
  });

  it('too narrow for the hero is a warning with its size, at the place that uses it', async () => {
    const problems = await problemsOf(withHero(photo('photos/anel-pequeno.png')));
    expect(lines(problems)).toEqual([
      'warning home.heroImage: content/photos/anel-pequeno.png is 800 x 600 px: a hero photo should be at least 1,200 px wide, or it looks blurred on large screens',
    ]);
    expect(problems[0].hint).toMatch(/2,400 px wide or more/);
  });

  it('is large enough for a card where it is too narrow for a hero', async () => {
    const manifest = withHero(photo('photos/oficina.jpg'));
    manifest.images['anel-pequeno'] = photo('photos/anel-pequeno.png');
    manifest.home.categories.items[0].image = 'anel-pequeno';
    expect(lines(await problemsOf(manifest))).toEqual([]);
  });

  it('over 20 MB is a warning with its size', async () => {
    const problems = await problemsOf(withHero(photo('photos/original-enorme.png')));
    expect(lines(problems)).toHaveLength(1);
    expect(lines(problems)[0]).toMatch(
      /^warning images\.foto-da-oficina\.src: content\/photos\/original-enorme\.png is 21\.\d MB: an original over 20\.0 MB slows every build/,
    );
    expect(problems[0].hint).toMatch(/^export it at 4,000 px/);
  });

  it('without alt text is refused', async () => {
    const { alt: _alt, ...noAlt } = photo('photos/oficina.jpg');
    expect(lines(await problemsOf(withHero(noAlt)))).toEqual([
      'error images.foto-da-oficina: required field "alt" is missing',
    ]);
  });

  it('takes no width or height: they are read from the file', async () => {
    const problems = await problemsOf(withHero({ ...photo('photos/oficina.jpg'), width: 1600, height: 1000 }));
    expect(lines(problems)).toEqual([
      'error images.foto-da-oficina.width: the width of a photo file is read from the file',
      'error images.foto-da-oficina.height: the height of a photo file is read from the file',
    ]);
    expect(problems.map((p) => p.hint)).toEqual(['remove width', 'remove height']);
  });

  it('outside content/photos/ is named', async () => {
    expect(lines(await problemsOf(withHero(photo('oficina.jpg'))))).toEqual([
      'error images.foto-da-oficina.src: "oficina.jpg" is not a file of content/photos/',
    ]);
  });
});

describe('the other kinds of picture', () => {
  it('a photo on another host needs its size', async () => {
    expect(lines(await problemsOf(withHero(photo('https://images.example/oficina.jpg'))))).toEqual([
      'error images.foto-da-oficina: required field "width" is missing: a photo on another host needs its size',
      'error images.foto-da-oficina: required field "height" is missing: a photo on another host needs its size',
    ]);
  });

  it('a drawn picture names a stone of the manifest', async () => {
    const problems = await problemsOf(withHero({ drawn: { stone: 'rubis' }, alt: 'Rubi', shows: 'a ruby' }));
    expect(lines(problems)).toEqual(['error images.foto-da-oficina.drawn.stone: "rubis" is not the slug of a stone']);
    expect(problems[0].hint).toBe('did you mean "rubi"?');
  });

  it('is one kind only, and says which fields make each', async () => {
    expect(lines(await problemsOf(withHero({ ...photo('photos/oficina.jpg'), drawn: { stone: 'rubi' } })))).toEqual([
      'error images.foto-da-oficina: has both "src" and "drawn"',
    ]);
    const { src: _src, ...neither } = photo('photos/oficina.jpg');
    expect(lines(await problemsOf(withHero(neither)))).toEqual([
      'error images.foto-da-oficina: required field "src" is missing',
    ]);
  });

  it('every picture says what it shows', async () => {
    const { shows: _shows, ...silent } = photo('photos/oficina.jpg');
    expect(lines(await problemsOf(withHero(silent)))).toEqual([
      'error images.foto-da-oficina: required field "shows" is missing',
    ]);
  });
});
