// The image cache: a file is made once and found afterwards, a second request while it is being made waits for the
// first, and a file no build has used for a month is removed while the ones in use stay.
import { existsSync, mkdtempSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImageCache } from '../node/images/image-cache';

const DAY = 24 * 60 * 60 * 1000;

describe('the image cache', () => {
  it('makes each file once, however often and however soon it is asked for', async () => {
    const cache = new ImageCache(mkdtempSync(join(tmpdir(), 'image-cache-')));
    let made = 0;
    const make = async () => `made ${++made}`;
    const [a, b] = await Promise.all([cache.read('a.webp', make), cache.read('a.webp', make)]);
    expect([a.toString(), b.toString()]).toEqual(['made 1', 'made 1']);
    expect((await cache.read('a.webp', make)).toString()).toBe('made 1');
    expect(cache.work).toEqual({ made: 1, reused: 1 });
  });

  it('removes the files no build has used for a month, and keeps the ones a build used', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'image-cache-'));
    const cache = new ImageCache(dir);
    await cache.read('old.avif', async () => 'old');
    await cache.read('used.avif', async () => 'used');
    const monthsAgo = new Date(Date.now() - 40 * DAY);
    utimesSync(join(dir, 'old.avif'), monthsAgo, monthsAgo);
    utimesSync(join(dir, 'used.avif'), monthsAgo, monthsAgo);
    // A build uses this one again: it is not old any more.
    await new ImageCache(dir).read('used.avif', async () => 'again');
    await cache.prune();
    expect([existsSync(join(dir, 'old.avif')), existsSync(join(dir, 'used.avif'))]).toEqual([false, true]);
  });
});
