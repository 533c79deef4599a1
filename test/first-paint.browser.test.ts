// The first screen comes first: the small starter script is fetched at low priority, and the app's code, the page's
// data and the landing page's form code are requested only once the priority photo is on screen (or the visitor
// touches the form: before-app.browser.test.ts), so they never share a phone's bandwidth with it; a photo host that
// does not answer delays the app only a little.
import type { Page, Request } from 'playwright-core';
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

/** Every request for the app's code, a page's data or the landing page's form code. */
function watchAppRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(hydrate|lead-form-starter)-[^/]+\.js$|\/_data\//.test(request.url())) seen.push(request);
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
    if (path === '/') expect(requests.some((request) => /lead-form-starter/.test(request.url()))).toBe(true);
    // When the browser sent each one (its own clock, in milliseconds since the epoch), not when Node heard of it.
    for (const request of requests) {
      await request.response();
      expect(request.timing().startTime, request.url()).toBeGreaterThanOrEqual(releasedAt);
    }
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

it.each([
  ['390 px, without JavaScript', 390, false],
  ['1280 px, with the app', 1280, true],
] as const)(
  'lays out the landing page below its first screen within a few frames, each section where it belongs (%s)',
  async (_, width, javaScriptEnabled) => {
    // The page as it arrives, once every section is laid out, beside the same page with every section laid out at
    // once: each section at the same place, the page the same height.
    const layout = async (atOnce: boolean) => {
      const context = await newContext(site.browser, site.url, { javaScriptEnabled });
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 800 });
      if (atOnce)
        await page.route(/\.css$/, async (route) => {
          const response = await route.fetch();
          const body = `${await response.text()}\n*{content-visibility:visible!important;animation:none!important}`;
          await route.fulfill({ response, body });
        });
      await page.goto(site.url + '/', { waitUntil: 'load' });
      // Laid out, every one: none is skipped any longer.
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              [...document.querySelectorAll('main section[id]')].every(
                (section) => getComputedStyle(section).contentVisibility === 'visible',
              ),
            ),
          { timeout: 3000, interval: 50 },
        )
        .toBe(true);
      const result = await page.evaluate(() => ({
        page: document.documentElement.scrollHeight,
        sections: [...document.querySelectorAll('main section[id], footer')].map((el) => [
          el.id || el.tagName,
          Math.round(el.getBoundingClientRect().top + scrollY),
          Math.round(el.getBoundingClientRect().height),
        ]),
      }));
      await context.close();
      return result;
    };
    const arriving = await layout(false);
    expect(arriving.sections.length).toBeGreaterThan(8);
    expect(arriving).toEqual(await layout(true));
  },
);
