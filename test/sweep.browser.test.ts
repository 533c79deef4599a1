// Every route in real Chromium, as a shop owner on a phone would meet it: no console error, no axe violation,
// no sideways scrolling at 390 px, links that resolve, safe new tabs, the CSP of dist/_headers satisfied. (Without
// JavaScript and by keyboard: test/sweep-plain.browser.test.ts.)
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, newContext, openHydrated, watchedPage } from './browser';
import { compile, manifestCopy } from './helpers';
import { useSite } from './serve';

const site = useSite();
const compiled = compile(manifestCopy());
const paths = [...compiled.pages.keys()];
const known = new Set(paths);

describe('every route at 390 px', () => {
  // One tab goes to every route in turn, as a visitor follows the site map: what a visit keeps (a draft, the
  // campaign) changes none of this, and a tab that stays open keeps its browser process and its compiled scripts,
  // where a new tab would start both again for every route.
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const csp: string[] = [];
  beforeAll(async () => {
    context = await newContext(site.browser, site.url, { viewport: { width: 390, height: 844 } });
    ({ page, errors } = await watchedPage(context));
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) csp.push(msg.text());
    });
  });
  afterAll(() => context.close());
  // Each route answers for what its own document logs.
  beforeEach(() => {
    errors.length = 0;
    csp.length = 0;
  });

  it.each(paths)('%s', async (path) => {
    const response = await openHydrated(page, site.url + path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Content clipped by an ancestor would not widen the page but would still be cut off: look at every box. A row
    // that scrolls sideways (the landing page's category cards) holds the rest one swipe away, as long as the row
    // itself fits the screen.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          let row = el.parentElement;
          while (row && !/auto|scroll/.test(getComputedStyle(row).overflowX)) row = row.parentElement;
          const swipeable = row !== null && row.getBoundingClientRect().right <= window.innerWidth + 1;
          return (
            box.width > 0 &&
            box.height > 0 &&
            box.right > window.innerWidth + 1 &&
            !swipeable &&
            getComputedStyle(el).visibility !== 'hidden'
          );
        })
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80)),
    );
    expect(cut).toEqual([]);

    const links = await page.locator('a[href]').evaluateAll((as) =>
      as.map((a) => ({
        href: a.getAttribute('href')!,
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel') ?? '',
      })),
    );
    // One footer landmark per page, and it links to the site map.
    const footer = page.getByRole('contentinfo');
    expect(await footer.count()).toBe(1);
    expect(await footer.locator('a[href="/mapa-do-site"]').count()).toBeGreaterThan(0);
    for (const link of links) {
      if (link.href.startsWith('/')) {
        const target = link.href.split('#')[0];
        expect(known.has(target), `${path} links to ${link.href}`).toBe(true);
      }
      if (link.target === '_blank') expect(link.rel, link.href).toContain('noopener');
    }
    expect(errors).toEqual([]);
    expect(csp).toEqual([]);
  });
});
