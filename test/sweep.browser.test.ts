// Every route in real Chromium, as a shop owner on a phone would meet it: no console error, no axe violation,
// no sideways scrolling at 390 px, links that resolve, safe new tabs, complete without JavaScript, the CSP of
// dist/_headers satisfied, and the call to action reachable by keyboard with a visible focus ring.
import { describe, expect, it } from 'vitest';
import { axeViolations, newContext, openHydrated, watchedPage } from './browser';
import { compile, manifestCopy } from './helpers';
import { useSite } from './serve';
import { htmlToText } from './text';
import { bodyHtml } from '../node/compile/content-page';

const site = useSite();
const compiled = compile(manifestCopy());
const paths = [...compiled.pages.keys()];
const known = new Set(paths);

describe('every route at 390 px', () => {
  it.each(paths)('%s', async (path) => {
    const context = await newContext(site.browser, site.url, { viewport: { width: 390, height: 844 } });
    const { page, errors } = await watchedPage(context);
    const csp: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) csp.push(msg.text());
    });
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
    await context.close();
  });
});

describe('without JavaScript', () => {
  it.each(paths)('%s reads fully', async (path) => {
    const context = await newContext(site.browser, site.url, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + path);
    const data = compiled.pages.get(path)!;
    expect((await page.locator('h1').textContent())?.trim()).toBe(data.heroTitle);
    const text = htmlToText(await page.content());
    if (data.kind === 'content') {
      // Every section of the body, whole (a call to action and a photo may stand between sections).
      for (const section of bodyHtml(data).split(/(?=<h2[\s>])/)) expect(text).toContain(htmlToText(section));
      for (const link of data.internalLinks)
        expect(await page.locator(`a[href="${link.to}"]`).count()).toBeGreaterThan(0);
      expect(await page.locator('a[href^="https://wa.me/"][target="_blank"]').count()).toBeGreaterThan(0);
    }
    if (data.kind === 'sitemap') {
      for (const group of data.groups)
        for (const link of group.links) expect(await page.locator(`main a[href="${link.to}"]`).count()).toBe(1);
    }
    await context.close();
  });
});

describe('keyboard', () => {
  it.each(['/', '/joias-bali-para-noivas', '/joias-com-pedra-jade'])(
    '%s: Tab reaches the WhatsApp call to action with a visible focus ring',
    async (path) => {
      const context = await newContext(site.browser, site.url, { viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await openHydrated(page, site.url + path);
      let reached: { outline: string; width: string } | null = null;
      for (let i = 0; i < 400 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || !el.matches('a[href^="https://wa.me/"], form button[type="submit"]')) return null;
          const style = getComputedStyle(el);
          return { outline: style.outlineStyle, width: style.outlineWidth };
        });
      }
      expect(reached).not.toBeNull();
      expect(reached!.outline).not.toBe('none');
      expect(parseFloat(reached!.width)).toBeGreaterThanOrEqual(2);
      await context.close();
    },
  );

  it('the form fields are reachable by Tab, each with a visible focus ring', async () => {
    const context = await newContext(site.browser, site.url, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await openHydrated(page, site.url + '/#lead-form');
    await page.locator('#lead-form').evaluate((el) => el.scrollIntoView());
    await page.locator('#lead-form h2').evaluate((el) => {
      el.setAttribute('tabindex', '-1');
      (el as HTMLElement).focus();
    });
    const seen: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return { name: el.getAttribute('data-field') ?? el.tagName, outline: getComputedStyle(el).outlineStyle };
      });
      expect(info.outline, info.name).not.toBe('none');
      seen.push(info.name);
    }
    for (const name of ['name', 'location', 'whatsapp', 'monthlyPurchase', 'preferences', 'comments', 'BUTTON'])
      expect(seen).toContain(name);
    await context.close();
  });
});
