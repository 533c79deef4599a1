// The landing page's footer as the spec draws it: links to the content pages grouped as in the site map, both links
// to the site map, the long text for search engines, then the contact details; with and without JavaScript, and
// its links navigate inside the app.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SITE_MAP_ROUTE } from '../renderer/shared/routes';
import { hydrated, newContext, openHydrated, watchedPage } from './browser';
import { compile, manifestCopy } from './helpers';
import { useSite } from './serve';

const site = useSite();
const compiled = compile(manifestCopy());
const home = compiled.pages.get('/')!;
if (home.kind !== 'home') throw new Error('The landing page must be compiled from the home entry.');
const groups = home.footer.groups;
const contentRoutes = new Set(groups.flatMap((g) => g.links.map((l) => l.to)));
const squash = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Opens a folded footer group (a <details>) by its title. */
const openGroup = (page: Page, title: string) =>
  page.getByRole('contentinfo').locator('summary', { hasText: title }).click();

describe.each([
  ['with JavaScript', true],
  ['without JavaScript', false],
])('the landing page footer, %s', (_, javaScriptEnabled) => {
  it('holds the content links by group, both site-map links, the long text, then the contact details', async () => {
    const context = await newContext(site.browser, site.url, { javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(site.url + '/');
    if (javaScriptEnabled) await hydrated(page);

    const footer = page.getByRole('contentinfo');
    expect(await footer.count()).toBe(1);
    const hrefs = await footer.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    const contentLinks = hrefs.filter((h) => contentRoutes.has(h));
    expect(contentLinks.length).toBeGreaterThanOrEqual(10);
    for (const group of groups) {
      const inGroup = group.links.filter((l) => hrefs.includes(l.to));
      expect(inGroup.length, group.title).toBeGreaterThan(0);
      expect(await footer.getByRole('heading', { name: group.title, exact: true }).count(), group.title).toBe(1);
    }
    for (const name of ['Ver todas as páginas...', 'Mapa do Site']) {
      const link = footer.getByRole('link', { name, exact: true });
      expect(await link.count(), name).toBe(1);
      expect(await link.getAttribute('href'), name).toBe(SITE_MAP_ROUTE);
    }

    const text = squash(await footer.textContent());
    const description = [home.footer.about, ...home.footer.seoText];
    for (const paragraph of description) expect(text).toContain(squash(paragraph));
    // The contact details follow the descriptive text.
    const lastParagraph = text.indexOf(squash(description.at(-1)!));
    const whatsapp = await footer.locator('a[href^="https://wa.me/"]').textContent();
    const email = await footer.locator('a[href^="mailto:"]').textContent();
    expect(text.indexOf(squash(whatsapp))).toBeGreaterThan(lastParagraph);
    expect(text.indexOf(squash(email))).toBeGreaterThan(lastParagraph);

    // Nothing of it is left in the page above the footer.
    expect(await page.locator('main').getByRole('link', { name: 'Ver todas as páginas...' }).count()).toBe(0);
    await context.close();
  });
});

it('content pages keep a compact footer that links to the site map', async () => {
  const context = await newContext(site.browser, site.url);
  const page = await context.newPage();
  await page.goto(site.url + '/joias-com-pedra-jade');
  const footer = page.getByRole('contentinfo');
  expect(await footer.getByRole('link', { name: 'Mapa do Site', exact: true }).getAttribute('href')).toBe(
    SITE_MAP_ROUTE,
  );
  expect(await footer.locator('a[href]').count()).toBeLessThan(10);
  await context.close();
});

it('a footer link opens its page without JavaScript', async () => {
  const context = await newContext(site.browser, site.url, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(site.url + '/');
  const target = groups[1].links[0];
  // On a phone the groups are folded: the visitor opens one, then follows a link.
  await openGroup(page, groups[1].title);
  await page.getByRole('contentinfo').getByRole('link', { name: target.title, exact: true }).click();
  await page.waitForURL(site.url + target.to);
  expect(squash(await page.locator('h1').textContent())).toBe(compiled.pages.get(target.to)!.heroTitle);
  await context.close();
});

it('a footer link navigates inside the app: same document, new page at the top, focus on its heading', async () => {
  const context = await newContext(site.browser, site.url);
  const { page, errors } = await watchedPage(context);
  await openHydrated(page, site.url + '/');
  // Marks this document: it survives client-side navigation and disappears on a full reload.
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
  const target = groups[1].links[0];
  const expected = compiled.pages.get(target.to)!.heroTitle;
  const link = page.getByRole('contentinfo').getByRole('link', { name: target.title, exact: true });
  await openGroup(page, groups[1].title);
  await link.click();
  await page.waitForURL(site.url + target.to);
  // The home page leaves (the transition), then the new page arrives with its heading.
  await page.locator('h1', { hasText: expected }).waitFor();
  expect(await page.locator('h1').evaluate((h1) => h1 === document.activeElement)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
  // The new page comes with its own (compact) footer, and only one.
  expect(await page.getByRole('contentinfo').count()).toBe(1);
  expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Ver todas as páginas...' }).count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

describe.each([
  ['with JavaScript', true],
  ['without JavaScript', false],
])('the landing page footer at 1280 px, %s', (_, javaScriptEnabled) => {
  it('shows every link to a content page without a click', async () => {
    const context = await newContext(site.browser, site.url, {
      viewport: { width: 1280, height: 800 },
      javaScriptEnabled,
    });
    const page = await context.newPage();
    await page.goto(site.url + '/');
    if (javaScriptEnabled) await hydrated(page);
    const footer = page.getByRole('contentinfo');
    const hidden: string[] = [];
    for (const group of groups)
      for (const link of group.links) {
        const anchor = footer.locator(`a[href="${link.to}"]`).first();
        await anchor.scrollIntoViewIfNeeded();
        if (!(await anchor.isVisible())) hidden.push(link.to);
      }
    expect(hidden).toEqual([]);
    // And the long text for search engines with them.
    expect(await footer.getByText(home.footer.seoText[0]).isVisible()).toBe(true);
    await context.close();
  });
});

it('at 1280 px a footer link, clicked at once, navigates inside the app', async () => {
  const context = await newContext(site.browser, site.url, { viewport: { width: 1280, height: 800 } });
  const { page, errors } = await watchedPage(context);
  await openHydrated(page, site.url + '/');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
  const target = groups.at(-1)!.links.at(-1)!;
  await page.getByRole('contentinfo').getByRole('link', { name: target.title, exact: true }).click();
  await page.waitForURL(site.url + target.to);
  await page.locator('h1', { hasText: compiled.pages.get(target.to)!.heroTitle }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
  expect(errors).toEqual([]);
  await context.close();
});

it('at 390 px the groups stay folded to their titles, each opening with a tap', async () => {
  const context = await newContext(site.browser, site.url);
  const page = await context.newPage();
  await openHydrated(page, site.url + '/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: groups[0].links[0].title, exact: true });
  expect(await link.isVisible()).toBe(false);
  await openGroup(page, groups[0].title);
  expect(await link.isVisible()).toBe(true);
  await context.close();
});
