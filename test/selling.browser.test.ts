// What a shop owner on a phone notices: no photo holes, a landing page of reasonable length, one look for every
// catalogue button (one green, or an outline), Back that keeps the place, an early call to action on content pages, a readable comparison
// table, a way forward from the not-found page. Photos are blocked, as when their host fails.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import manifest from '../site.manifest';
import { newContext, openHydrated, watchedPage } from './browser';
import { useSite, useTab } from './serve';

const site = useSite();
/** The tab of the tests that only look at a page. */
const tab = useTab(site);
const PHONE = { width: 390, height: 844 };

async function open(path: string, viewport = PHONE, javaScriptEnabled = true) {
  const context = await newContext(site.browser, site.url, { viewport, javaScriptEnabled });
  const watched = await watchedPage(context);
  if (javaScriptEnabled) await openHydrated(watched.page, site.url + path);
  else await watched.page.goto(site.url + path);
  return { ...watched, context };
}

/** Every photo frame, scrolled into view: its size and what a visitor sees where the photo failed. */
function photoFrames(page: Page) {
  return page.locator('[data-photo]').evaluateAll(async (frames) => {
    const seen = [];
    for (const frame of frames) {
      frame.scrollIntoView({ block: 'center' });
      const img = frame.querySelector('img')!;
      const placeholder = frame.querySelector<HTMLElement>('[aria-hidden]')!;
      const mark = placeholder.querySelector('svg')!.getBoundingClientRect();
      const box = frame.getBoundingClientRect();
      seen.push({
        alt: img.alt,
        failed: img.hasAttribute('data-failed'),
        height: box.height,
        width: box.width,
        placeholderShown: getComputedStyle(placeholder).display !== 'none' && mark.width > 0,
        caption: placeholder.textContent,
        // The landing hero's placeholder is its own dark gradient, under its text.
        heroBackground: getComputedStyle(frame.parentElement!).backgroundImage,
      });
    }
    return seen;
  });
}

describe('photos blocked', () => {
  it.each(['/', '/aneis-de-prata-bali-artesanais', '/joias-com-pedra-ametista'])(
    'leave no empty box on %s: each failed photo keeps its size and shows the mark and its alt text',
    async (path) => {
      const { page, context, errors } = await open(path);
      // Each photo is asked for once it nears the screen (lazy loading): bring each there, then wait for all to fail.
      const images = page.locator('[data-photo] img');
      for (const img of await images.all()) await img.scrollIntoViewIfNeeded();
      const total = await images.count();
      await page.waitForFunction((n) => document.querySelectorAll('[data-photo] img[data-failed]').length === n, total);
      const frames = await photoFrames(page);
      expect(frames.length).toBeGreaterThan(0);
      for (const frame of frames) {
        expect(frame.failed, frame.alt).toBe(true);
        expect(frame.height, frame.alt).toBeGreaterThan(80);
        expect(frame.width, frame.alt).toBeGreaterThan(80);
        if (frame.placeholderShown) expect(frame.caption).toBe(frame.alt);
        else expect(frame.heroBackground, frame.alt).toMatch(/gradient/);
      }
      expect(frames.filter((f) => f.placeholderShown).length).toBeGreaterThanOrEqual(frames.length - 1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('the landing page on a phone', () => {
  it('is at most 11,000 px tall at 390 px and still holds every section, card, question and footer link', async () => {
    const page = await tab.open('/');
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(11_000);
    for (const id of ['historia', 'categorias', 'precos', 'diferenciais', 'lead-form', 'depoimentos', 'curso']) {
      expect(await page.locator(`section#${id}`).count(), id).toBe(1);
    }
    expect(await page.locator('#categorias li').count()).toBe(manifest.home.categories.items.length);
    expect(await page.locator('#depoimentos li').count()).toBe(2);
    expect(await page.locator('#perguntas-frequentes details').count()).toBe(8);
    const footer = page.locator('footer');
    for (const text of manifest.home.footer.seoText) expect(await footer.textContent()).toContain(text);
    for (const route of manifest.pages.map((p) => p.route)) {
      expect(await footer.locator(`a[href="${route}"]`).count(), route).toBe(1);
    }
  });

  it('folds the footer groups on a phone; a tap opens one, even without JavaScript', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page, context } = await open('/', PHONE, javaScriptEnabled);
      const group = page.locator('footer details').first();
      const firstLink = group.locator('a').first();
      expect(await group.getAttribute('open')).toBeNull();
      expect(await firstLink.isVisible()).toBe(false);
      await group.locator('summary').click();
      await expect.poll(() => firstLink.isVisible()).toBe(true);
      await context.close();
    }
  });

  it('lays the footer groups out side by side on a wide screen, every link in view without a click', async () => {
    const page = await tab.open('/', { width: 1280, height: 900 });
    const links = page.locator('footer details a');
    expect(await links.count()).toBeGreaterThan(manifest.pages.length);
    const groups = page.locator('footer details:has(h3)');
    expect(await groups.count()).toBe(manifest.siteMap.length);
    // The titles share a row, each over its column of links.
    const tops = await groups.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
  });
});

describe('calls to action', () => {
  /** Background colours of every catalogue or WhatsApp button, and of the course link. */
  const looks = (page: Page) =>
    page.evaluate(() => {
      const buttons = [
        ...document.querySelectorAll('a[href$="#lead-form"], a[href^="https://wa.me/"], #lead-form [type="submit"]'),
      ].filter((el) => !el.closest('footer') && !el.closest('noscript'));
      return {
        count: buttons.length,
        backgrounds: [...new Set(buttons.map((el) => getComputedStyle(el).backgroundColor))],
        radii: [
          ...new Set(
            buttons
              .filter((el) => el.getAttribute('data-cta') !== 'floating')
              .map((el) => getComputedStyle(el).borderTopLeftRadius),
          ),
        ],
        course: [...document.querySelectorAll(`a[href^="${location.origin}"], a`)]
          .filter(
            (a) => (a as HTMLAnchorElement).target === '_blank' && !(a as HTMLAnchorElement).href.includes('wa.me'),
          )
          .map((a) => getComputedStyle(a).backgroundColor),
      };
    });

  it.each([
    ['/', 1280],
    ['/', 390],
    ['/prata-bali-vs-prata-italiana', 390],
    ['/nao-existe', 390],
  ])(
    'have one green and one shape on %s at %i px, or an outline; the course is only an outline',
    async (path, width) => {
      const page = await tab.open(path, { width, height: 900 });
      const seen = await looks(page);
      expect(seen.count).toBeGreaterThanOrEqual(2);
      // The solid ones are all WhatsApp green; the others (the header's button to the form) are outlines.
      expect(seen.backgrounds).toContain('rgb(20, 108, 67)');
      for (const background of seen.backgrounds) expect(['rgb(20, 108, 67)', 'rgba(0, 0, 0, 0)']).toContain(background);
      expect(seen.radii).toHaveLength(1);
      for (const background of seen.course) expect(background).toBe('rgba(0, 0, 0, 0)');
    },
  );

  it('come in the first half of a long content page too, not only at its end', async () => {
    for (const path of ['/prata-bali-vs-prata-italiana', '/joias-com-pedra-ametista']) {
      const page = await tab.open(path);
      const { top, height } = await page.evaluate(() => ({
        top: document.querySelector('main a[href^="https://wa.me/"]')!.getBoundingClientRect().top + scrollY,
        height: document.documentElement.scrollHeight,
      }));
      expect(top, path).toBeLessThan(height / 2);
    }
  });
});

describe('Back and Forward', () => {
  it('return to where the visitor left the page; a new page starts at the top with focus on its heading', async () => {
    const { page, context, errors } = await open('/');
    const left = await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('footer a[href="/mapa-do-site"]')!;
      scrollTo(0, link.getBoundingClientRect().top + scrollY - innerHeight / 2);
      return scrollY;
    });
    expect(left).toBeGreaterThan(5_000);
    // Let the page record where it was left (one animation frame after the scroll).
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/mapa-do-site"]')!.click());
    const arrived = (title: string) =>
      page.waitForFunction(
        (t) => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === t,
        title,
      );
    await arrived('Mapa do Site');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.goBack();
    await arrived(manifest.home.hero.title);
    expect(Math.abs((await page.evaluate(() => scrollY)) - left)).toBeLessThanOrEqual(100);
    await page.goForward();
    await arrived('Mapa do Site');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('content pages on a phone', () => {
  it('show the comparison table as one card per aspect at 360 px, hyphenated, with no sideways scroll', async () => {
    const page = await tab.open('/prata-bali-vs-prata-italiana', { width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const table = page.locator('main table');
    const cards = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => ({ display: getComputedStyle(row).display, width: row.getBoundingClientRect().width })),
      );
    expect(cards.length).toBeGreaterThanOrEqual(4);
    for (const card of cards) expect(card.display).toBe('block');
    expect(await table.evaluate((t) => t.scrollWidth <= t.clientWidth)).toBe(true);
    expect(await table.evaluate((t) => getComputedStyle(t).hyphens)).toBe('auto');
    expect(await table.evaluate((t) => t.closest('[lang]')?.getAttribute('lang'))).toBe('pt-BR');
    // Each value is under its column's name.
    expect(await table.locator('tbody td[data-label="Prata Bali"]').count()).toBe(cards.length);
  });

  it('shorten the breadcrumb to the way back', async () => {
    const page = await tab.open('/prata-bali-vs-prata-italiana');
    const crumbs = page.getByRole('navigation', { name: 'Trilha de navegação' });
    const visible = await crumbs
      .locator('li')
      .evaluateAll((items) => items.filter((li) => li.getBoundingClientRect().height > 0).map((li) => li.textContent));
    expect(visible).toHaveLength(1);
    expect((await crumbs.boundingBox())!.height).toBeLessThan(50);
  });
});

describe('the not-found page', () => {
  it('offers the catalogue on WhatsApp and the main sections', async () => {
    const page = await tab.open('/nao-existe');
    expect(await page.locator('main a[href^="https://wa.me/"]').count()).toBe(1);
    expect(await page.locator('main a[href="/"]').count()).toBe(1);
    for (const group of manifest.siteMap) {
      expect(await page.getByRole('link', { name: group.title, exact: true }).count(), group.title).toBe(1);
    }
  });
});

it('hides the company facts the manifest leaves out', async () => {
  const page = await tab.open('/');
  expect(await page.locator('[data-company-facts]').count()).toBe(0);
});
