// Every route in real Chromium, as a shop owner would meet it without JavaScript: complete, every section of the
// body and every link there; and the call to action reachable by keyboard with a visible focus ring. (The sweep
// at 390 px with the app running is test/sweep.browser.test.ts: two files, so that two workers share the routes.)
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, openHydrated } from './browser';
import { compile, manifestCopy } from './helpers';
import { useSite } from './serve';
import { htmlToText } from './text';
import { bodyHtml } from '../node/compile/content-page';

const site = useSite();
const compiled = compile(manifestCopy());
const paths = [...compiled.pages.keys()];

describe('without JavaScript', () => {
  // One tab goes to every route in turn: without scripts a page keeps nothing for the next, and a tab that stays
  // open keeps its browser process.
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(site.browser, site.url, { javaScriptEnabled: false });
    page = await context.newPage();
  });
  afterAll(() => context.close());

  it.each(paths)('%s reads fully', async (path) => {
    await page.goto(site.url + path);
    const data = compiled.pages.get(path)!;
    // What the page shows, read at once.
    const shown = await page.evaluate(() => ({
      h1: document.querySelector('h1')?.textContent?.trim(),
      html: document.documentElement.outerHTML,
      links: [...document.querySelectorAll('a[href]')].map((a) => ({
        href: a.getAttribute('href')!,
        newTab: a.getAttribute('target') === '_blank',
        inMain: !!a.closest('main'),
      })),
    }));
    expect(shown.h1).toBe(data.heroTitle);
    const text = htmlToText(shown.html);
    const hrefs = (inMain = false) => shown.links.filter((l) => !inMain || l.inMain).map((l) => l.href);
    if (data.kind === 'content') {
      // Every section of the body, whole (a call to action and a photo may stand between sections).
      for (const section of bodyHtml(data).split(/(?=<h2[\s>])/)) expect(text).toContain(htmlToText(section));
      for (const link of data.internalLinks) expect(hrefs()).toContain(link.to);
      expect(shown.links.some((l) => l.href.startsWith('https://wa.me/') && l.newTab)).toBe(true);
    }
    if (data.kind === 'sitemap') {
      for (const group of data.groups)
        for (const link of group.links) expect(hrefs(true).filter((h) => h === link.to)).toHaveLength(1);
    }
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
