// What a shop owner sees of the buttons and the layout on a phone and a computer: a WhatsApp icon only on what opens
// WhatsApp, one solid button in any screen of the landing page, nothing wider than its box at 360 and 390 px, no
// button label or price broken across two lines, and the product and the hero's button in the phone's first screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MISSING_TEXT } from '../pages/home/lead-form';
import manifest from '../site.manifest';
import { stoneRoute } from '../renderer/shared/routes';
import { newContext, openHydrated } from './browser';
import { useSite, useTab } from './serve';

const site = useSite();
const PAGES = ['/', '/aneis-de-prata-bali-artesanais', '/joias-com-pedra-ametista', '/mapa-do-site'];
const GREEN = 'rgb(20, 108, 67)';

async function open(path: string, width: number, height = 844) {
  const context = await newContext(site.browser, site.url, { viewport: { width, height } });
  const page = await context.newPage();
  await openHydrated(page, site.url + path);
  return { page, context };
}

/** Elements that reach past the right edge of their parent's box (rows that scroll sideways and hidden text aside). */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const parent = el.parentElement!.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(el).position === 'fixed') return false;
        if (el.closest('.sr-only, [hidden], details:not([open]) > :not(summary)')) return false;
        // A row that scrolls sideways holds the rest one swipe away; text clipped to nothing is for screen readers.
        for (let up: Element | null = el; up; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (up !== el && /auto|scroll/.test(style.overflowX)) return false;
          if (style.clipPath !== 'none') return false;
        }
        return box.right > parent.right + 1 || box.left < parent.left - 1;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.trim().slice(0, 40)}`),
  );

/** Button labels and sums of money that the page breaks across two lines. */
const brokenAcrossLines = (page: Page) =>
  page.evaluate(() => {
    const lines = (range: Range) =>
      new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    const broken: string[] = [];
    const buttons = [...document.querySelectorAll<HTMLElement>('main a, main button, header a, form button')].filter(
      (el) => getComputedStyle(el).borderTopLeftRadius === '999px' && el.offsetHeight > 0,
    );
    for (const button of buttons) {
      // The words a visitor sees (the screen readers' own words aside), line by line.
      const tops = new Set<number>();
      const words = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let text = words.nextNode(); text; text = words.nextNode()) {
        if (text.parentElement!.closest('.sr-only') || !text.textContent!.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
      }
      if (tops.size > 1) broken.push(`button: ${button.textContent}`);
    }
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest('.sr-only, details:not([open]), [hidden]') || parent.offsetHeight === 0) continue;
      for (const match of node.textContent!.matchAll(/R\$\s\d[\d.]*(,\d{2})?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        if (lines(range) > 1) broken.push(`price: ${match[0]}`);
      }
    }
    return broken;
  });

describe('the WhatsApp icon', () => {
  const tab = useTab(site);
  it.each(PAGES.flatMap((path) => [390, 1280].map((width) => [path, width] as const)))(
    'on %s at %i px marks only a link that opens WhatsApp or the form that hands over to it',
    async (path, width) => {
      const page = await tab.open(path, { width, height: 844 });
      const marked = await page.locator('svg[data-icon="whatsapp"]').evaluateAll((icons) =>
        icons.map((icon) => {
          const control = icon.closest('a, button');
          return {
            href: control?.getAttribute('href') ?? '',
            submit: !!control?.matches('#lead-form button[type="submit"]'),
          };
        }),
      );
      expect(marked.length).toBeGreaterThan(0);
      for (const m of marked) expect(m.submit || m.href.startsWith('https://wa.me/'), m.href).toBe(true);
      // A button to the form says so by its words, not by the WhatsApp mark.
      const toForm = page.locator('a[href$="#lead-form"]');
      expect(await toForm.count()).toBeGreaterThan(0);
      expect(await toForm.locator('svg[data-icon="whatsapp"]').count()).toBe(0);
    },
  );
});

describe('the landing page at 390 px', () => {
  it('holds at most one solid button in any screen, all of them one green and one shape', async () => {
    const { page, context } = await open('/', 390);
    const solid = await page.evaluate(
      (green) =>
        [...document.querySelectorAll<HTMLElement>('a, button')]
          .filter((el) => el.offsetHeight > 0 && getComputedStyle(el).position !== 'fixed' && !el.closest('footer'))
          .filter((el) => getComputedStyle(el).backgroundColor === green)
          .map((el) => ({
            top: el.getBoundingClientRect().top + scrollY,
            text: el.textContent!.trim(),
            radius: getComputedStyle(el).borderTopLeftRadius,
          })),
      GREEN,
    );
    expect(solid.length).toBeGreaterThan(2);
    expect(new Set(solid.map((s) => s.radius)).size).toBe(1);
    for (const { top } of solid) {
      const inWindow = solid.filter((s) => s.top >= top && s.top < top + 844);
      expect(inWindow.map((s) => s.text)).toHaveLength(1);
    }
    // The course is an outline, not a second green.
    const course = page.getByRole('link', { name: manifest.home.course.ctaText });
    expect(await course.evaluate((a) => getComputedStyle(a).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    await context.close();
  });

  it('shows the product, at least 230 px tall, and the spec’s hero button in the first screen', async () => {
    const { page, context } = await open('/', 390);
    const photo = await page.locator('header [data-photo]').first().boundingBox();
    expect(photo!.height).toBeGreaterThanOrEqual(230);
    expect(photo!.y).toBeLessThan(100);
    const button = await page.getByRole('link', { name: manifest.home.hero.ctaText }).boundingBox();
    expect(button!.y + button!.height).toBeLessThanOrEqual(844);
    await context.close();
  });
});

describe('the history on the landing page', () => {
  const [first, second] = manifest.home.history.paragraphs;
  const paragraph = (page: Page, text: string) => page.locator('#historia p', { hasText: text.slice(0, 60) });

  it('shows two lines and its facts on a phone; "Ler a história" opens the rest, which is in the HTML', async () => {
    const { page, context } = await open('/', 390);
    const lead = await paragraph(page, first).evaluate((p) => ({
      height: p.getBoundingClientRect().height,
      line: parseFloat(getComputedStyle(p).lineHeight),
    }));
    expect(lead.height).toBeLessThanOrEqual(2 * lead.line + 1);
    expect(await page.locator('#historia li').allInnerTexts()).toEqual(manifest.home.history.facts);
    expect(await paragraph(page, second).isVisible()).toBe(false);
    await page.getByText(manifest.home.history.moreText).click();
    await expect.poll(() => paragraph(page, second).isVisible()).toBe(true);
    expect((await paragraph(page, first).boundingBox())!.height).toBeGreaterThan(2 * lead.line + 1);
    await context.close();

    const plain = await newContext(site.browser, site.url, { javaScriptEnabled: false });
    const html = await (await plain.newPage()).goto(site.url + '/').then((r) => r!.text());
    for (const text of manifest.home.history.paragraphs) expect(html).toContain(text);
    await plain.close();
  });

  it('is whole on a computer, with no fold to open', async () => {
    const { page, context } = await open('/', 1280);
    for (const text of manifest.home.history.paragraphs) expect(await paragraph(page, text).isVisible()).toBe(true);
    expect(await page.getByText(manifest.home.history.moreText).isVisible()).toBe(false);
    expect(await page.locator('#historia details').getAttribute('open')).not.toBeNull();
    await context.close();
  });
});

describe('the lead form on a phone', () => {
  it('offers the one-tap chat and what the visitor receives before its fields; a submit marks each empty field in place', async () => {
    const { page, context } = await open('/', 390);
    const top = (locator: string) =>
      page
        .locator(locator)
        .first()
        .evaluate((el) => el.getBoundingClientRect().top);
    const firstField = await top('#lead-form form input:not([type="hidden"])');
    expect(await top('#lead-form a[href^="https://wa.me/"]')).toBeLessThan(firstField);
    expect(await top('#lead-form ul')).toBeLessThan(firstField);
    await page.getByLabel('Cidade/Estado').fill('Recife/PE');
    await page.locator('#lead-form button[type="submit"]').click();
    const lines = page.locator('#lead-form [data-missing-for]:visible');
    await expect.poll(() => lines.allInnerTexts()).toEqual([MISSING_TEXT.name, MISSING_TEXT.whatsapp]);
    // Each line is one line long, and the toast that says what is missing covers no field: not the one the submit
    // brought into view, not the one before it, not the checkboxes below.
    for (const line of await lines.all()) expect((await line.boundingBox())!.height).toBeLessThan(30);
    const coveredFields = async () => {
      const toast = (await page.locator('.toast').last().boundingBox())!;
      const covered: string[] = [];
      for (const field of await page
        .locator('#lead-form form :is(input:not([type="hidden"]), select, textarea)')
        .all()) {
        const box = await field.boundingBox();
        if (box && box.y < toast.y + toast.height && box.y + box.height > toast.y)
          covered.push((await field.getAttribute('data-field')) ?? (await field.getAttribute('value')) ?? '?');
      }
      return covered;
    };
    expect(await coveredFields()).toEqual([]);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-field'));
    expect(await focused()).toBe('name');
    await page.locator('#lead-form [data-field="name"]').fill('Ana');
    await page.locator('#lead-form button[type="submit"]').click();
    await expect.poll(() => lines.allInnerTexts()).toEqual([MISSING_TEXT.whatsapp]);
    await expect.poll(focused).toBe('whatsapp');
    expect(await coveredFields()).toEqual([]);
    await context.close();
  });
});

describe('inner pages on a computer', () => {
  it.each([
    ['/aneis-de-prata-bali-artesanais', 'Joias por Tipo'],
    ['/joias-com-pedra-ametista', 'Joias por Pedra'],
  ])('%s at 1280 px: a photo at most 320 px tall, a one-line trail to its group (%s) only', async (path, group) => {
    const { page, context } = await open(path, 1280, 900);
    expect((await page.locator('main header [data-photo]').first().boundingBox())!.height).toBeLessThanOrEqual(320);
    const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
    const shown = await trail
      .locator('li')
      .evaluateAll((items) => items.filter((li) => li.getBoundingClientRect().height > 1).map((li) => li.textContent));
    expect(shown).toEqual([manifest.layout.homeLinkText, group]);
    expect((await trail.boundingBox())!.height).toBeLessThan(40);
    // Screen readers still read the whole trail, the page last.
    expect(await trail.locator('li[aria-current="page"]').textContent()).toBeTruthy();
    await context.close();
  });
});

describe("the header's groups on a computer", () => {
  const groups = manifest.siteMap;

  it('each opens a menu of its pages, one at a time, inside the window; Escape closes it', async () => {
    const { page, context } = await open('/joias-com-pedra-ametista', 1280, 900);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    for (const group of groups) {
      await nav.locator('summary', { hasText: group.title }).click();
      const menu = nav.locator('details[open]');
      await expect.poll(() => menu.count()).toBe(1);
      const links = await menu.locator('ul a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      const routes = [...group.routes, ...(group.includeStones ? manifest.stones.map(stoneRoute) : [])];
      expect(links, group.title).toEqual(routes);
      const box = (await menu.locator('ul').boundingBox())!;
      expect(box.x, group.title).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, group.title).toBeLessThanOrEqual(1280);
    }
    // The page shown is marked in its group's menu.
    await nav.locator('summary', { hasText: 'Joias por Pedra' }).click();
    expect(await nav.locator('details[open] a[aria-current="page"]').getAttribute('href')).toBe(
      '/joias-com-pedra-ametista',
    );
    await page.keyboard.press('Escape');
    expect(await nav.locator('details[open]').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Joias por Pedra');
    await context.close();
  });

  it('a click outside closes the menu, and a page chosen in it opens with the menu closed', async () => {
    const { page, context } = await open('/', 1280, 900);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.locator('summary', { hasText: 'Joias por Tipo' }).click();
    await page.mouse.click(640, 700);
    expect(await nav.locator('details[open]').count()).toBe(0);
    await nav.locator('summary', { hasText: 'Joias por Tipo' }).click();
    await nav.getByRole('link', { name: 'Anéis de prata Bali no atacado' }).click();
    await page.waitForURL(`${site.url}/aneis-de-prata-bali-artesanais`);
    await expect.poll(() => nav.locator('details[open]').count()).toBe(0);
    await context.close();
  });

  it('opens without JavaScript too', async () => {
    const context = await newContext(site.browser, site.url, {
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(site.url + '/mapa-do-site');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.locator('summary', { hasText: 'Universo Bali' }).click();
    expect(await nav.locator('details[open] ul a').count()).toBe(
      groups.find((g) => g.title === 'Universo Bali')!.routes.length,
    );
    await context.close();
  });
});

describe('narrow phones', () => {
  const tab = useTab(site);
  it.each(PAGES.flatMap((path) => [360, 390].map((width) => [path, width] as const)))(
    '%s at %i px: nothing wider than its box, no button label or price on two lines',
    async (path, width) => {
      const page = await tab.open(path, { width, height: 844 });
      expect(await overflowing(page)).toEqual([]);
      expect(await brokenAcrossLines(page)).toEqual([]);
    },
  );
});
