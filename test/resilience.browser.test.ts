// What a visitor can do to the address bar, or a broken page file, never leaves an empty screen: a malformed
// #hash is harmless, and anything the app throws while showing a page leaves a readable page with a way to reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import manifest from '../site.manifest';
import { newContext, openHydrated, watchedPage } from './browser';
import { useSite } from './serve';

const site = useSite();

const visibleTextLength = (page: Page) => page.evaluate(() => document.body.innerText.trim().length);

async function open(path: string) {
  const context = await newContext(site.browser, site.url);
  const watched = await watchedPage(context);
  await openHydrated(watched.page, site.url + path);
  // Marks this document: it survives client-side navigation and disappears on a full reload.
  await watched.page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
  return { ...watched, context };
}

const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);

/** A page file that does not match its template (say, left over from another build): rendering it throws. */
const breakPageData = (page: Page, path: string) =>
  page.route(`**/_data/*${path}.json`, async (route) => {
    const response = await route.fetch();
    const data = await response.json();
    delete data.internalLinks;
    await route.fulfill({ response, json: data });
  });

describe('a malformed #hash', () => {
  it.each(['#%', '#%zz'])('%s typed in the address bar breaks nothing', async (hash) => {
    const { page, errors, context } = await open('/aneis-de-prata-bali-artesanais');
    const before = await visibleTextLength(page);
    await page.evaluate((h) => (window.location.hash = h), hash);
    await page.waitForURL((url) => url.hash === hash);
    expect(await visibleTextLength(page)).toBe(before);
    // The app still answers: a "Ver mais" link navigates in the same document.
    const link = page.getByRole('link', { name: /Ver mais: /i }).first();
    const target = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL(site.url + target);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await marker(page)).toBe('same-document');
    expect(before).toBeGreaterThan(1000);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** From a product page, follows its first 'Ver mais' link to a page whose data cannot be read. */
async function followBrokenLink() {
  const { page, context } = await open('/aneis-de-prata-bali-artesanais');
  const link = page.getByRole('link', { name: /Ver mais: /i }).first();
  const target = (await link.getAttribute('href'))!;
  await breakPageData(page, target);
  await link.click();
  return { page, context, target };
}

describe('the error boundary', () => {
  it('keeps the header, footer and a reload button when a page fails to render, and the reload recovers', async () => {
    const { page, context, target } = await followBrokenLink();
    const { title, text, reloadText } = manifest.layout.pageError;
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    expect(await page.locator('main').textContent()).toContain(text);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.locator('header').isVisible()).toBe(true);
    expect(await page.locator('footer').isVisible()).toBe(true);
    expect(await visibleTextLength(page)).toBeGreaterThan(300);

    await page.unroute(`**/_data/*${target}.json`);
    await page.getByRole('button', { name: reloadText }).click();
    await page.waitForFunction(() => !(window as unknown as { marker?: string }).marker);
    expect(await page.locator('h1').textContent()).not.toBe(title);
    expect(new URL(page.url()).pathname).toBe(target);
    await context.close();
  });

  it('once failed, loads the next page the visitor asks for from the server', async () => {
    const { page, context } = await followBrokenLink();
    await expect.poll(() => page.locator('h1').textContent()).toBe(manifest.layout.pageError.title);
    // The header's first link, the brand, leads home.
    await page.getByRole('banner').getByRole('link').first().click();
    await page.waitForFunction(() => !(window as unknown as { marker?: string }).marker);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.locator('h1').textContent()).not.toBe(manifest.layout.pageError.title);
    await context.close();
  });
});
