// The first screen comes first: the small starter script is fetched at low priority, and the app's code and the
// page's data are requested only once the priority photo is on screen, so they never share a phone's bandwidth
// with it; a photo host that does not answer delays the app only a little.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { hydrated, newContext } from './browser';
import { useSite } from './serve';

const site = useSite();
const PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900"/></svg>';
const PHOTO_HOST = /^https:\/\/images\.unsplash\.com\//;

/** Holds every photo until `release` is called; then answers each with a small picture. */
async function holdPhotos(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(PHOTO_HOST, async (route) => {
    await released;
    await route.fulfill({ contentType: 'image/svg+xml', body: PICTURE }).catch(() => undefined);
  });
  return release;
}

/** When each request for the app's code or a page's data was sent. */
function watchAppRequests(page: Page): { url: string; at: number }[] {
  const seen: { url: string; at: number }[] = [];
  page.on('request', (request) => {
    if (/\/assets\/hydrate-[^/]+\.js$|\/_data\//.test(request.url())) seen.push({ url: request.url(), at: Date.now() });
  });
  return seen;
}

it.each(['/', '/aneis-de-prata-bali-artesanais'])(
  '%s: the app is requested after the priority photo is painted',
  async (path) => {
    const context = await newContext(site.browser, site.url);
    const page = await context.newPage();
    const release = await holdPhotos(page);
    const requests = watchAppRequests(page);
    await page.goto(site.url + path, { waitUntil: 'domcontentloaded' });
    // The text is on screen while the photo is still on its way.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const releasedAt = Date.now();
    release();
    await hydrated(page);
    expect(requests.length).toBeGreaterThan(1);
    for (const request of requests) expect(request.at, request.url).toBeGreaterThanOrEqual(releasedAt);
    await context.close();
  },
);

it('starts the app even when the photo host never answers', async () => {
  const context = await newContext(site.browser, site.url);
  const page = await context.newPage();
  const release = await holdPhotos(page);
  await page.goto(site.url + '/', { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  expect(await page.locator('header img[fetchpriority="high"]').evaluate((img: HTMLImageElement) => img.complete)).toBe(
    false,
  );
  release();
  await context.close();
});

it.each(['/', '/mapa-do-site'])(
  '%s: the starter script is fetched at low priority, and the page still starts its app',
  async (path) => {
    const context = await newContext(site.browser, site.url);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ request, type }) => {
      if (type === 'Script') priorities.set(new URL(request.url).pathname, request.initialPriority);
    });
    await cdp.send('Network.enable');
    await page.goto(site.url + path);
    await hydrated(page);
    const starter = await page.locator('script[data-load]').getAttribute('src');
    expect(priorities.get(starter!)).toBe('Low');
    await context.close();
  },
);
