// The prerendered page hydrates into the app: client-side navigation, transitions, head updates, not found.
import { expect, it } from 'vitest';
import { newContext, watchedPage } from './browser';
import { useSite } from './serve';

const site = useSite();

async function openPage(path: string, options = {}) {
  const context = await newContext(site.browser, site.url, options);
  const watched = await watchedPage(context);
  await watched.page.goto(site.url + path);
  await watched.page.waitForFunction(() => document.documentElement.classList.contains('js'));
  // Marks this document: it survives client-side navigation and disappears on a full reload.
  await watched.page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
  return { ...watched, context };
}

it('navigates by a link without a full reload and shows the new page, head and focus', async () => {
  const { page, errors, context } = await openPage('/aneis-de-prata-bali-artesanais');
  await page.waitForTimeout(300);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const link = page.getByRole('link', { name: /Ver mais: /i }).first();
  const target = await link.getAttribute('href');
  await link.click();
  await page.waitForURL(site.url + target);
  const h1 = page.locator('h1');
  await expect.poll(() => h1.count()).toBe(1);
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const data = await page.evaluate(async (path) => {
    const res = await fetch(path);
    return res.text();
  }, target!);
  const expectedTitle = /<title>([^<]*)<\/title>/.exec(data)![1].replace(/&amp;/g, '&');
  expect(await page.title()).toBe(expectedTitle);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${target}$`));
  expect(await page.locator('meta[name="description"]').count()).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});

it('survives quick successive clicks and ends on the last page clicked', async () => {
  const { page, errors, context } = await openPage('/mapa-do-site');
  const hrefs = await page
    .locator('main a[href^="/joias-com-pedra-"]')
    .evaluateAll((els) => els.slice(0, 3).map((a) => a.getAttribute('href')!));
  // Three clicks 100 ms apart: the second and third land while the previous page is still leaving.
  await page.locator(`main a[href="${hrefs[0]}"]`).hover();
  await page.waitForTimeout(300);
  for (const href of hrefs) {
    const clicked = await page.evaluate((h) => {
      const link = document.querySelector<HTMLAnchorElement>(`main a[href="${h}"]`);
      link?.click();
      return !!link;
    }, href);
    expect(clicked, href).toBe(true);
    await page.waitForTimeout(100);
  }
  const last = hrefs.at(-1)!;
  await page.waitForURL(site.url + last);
  await expect
    .poll(() => page.locator('link[rel="canonical"]').getAttribute('href'), { timeout: 5000 })
    .toMatch(new RegExp(`${last}$`));
  await expect.poll(() => page.locator('main').count(), { timeout: 5000 }).toBe(1);
  const heading = await page.evaluate(async (path) => {
    const html = await (await fetch(path)).text();
    return new DOMParser().parseFromString(html, 'text/html').querySelector('h1')!.textContent;
  }, last);
  await expect.poll(() => page.locator('h1').textContent(), { timeout: 5000 }).toBe(heading);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
  expect(errors).toEqual([]);
  await context.close();
});

it('goes back with the browser button and links inside a body stay in the app', async () => {
  const { page, errors, context } = await openPage('/joias-de-prata-bali-no-atacado');
  const firstHeading = await page.locator('h1').textContent();
  const inBody = page.locator('[data-prose] a[href^="/"]').first();
  if ((await inBody.count()) > 0) {
    await inBody.click();
  } else {
    await page
      .getByRole('link', { name: /Ver mais: /i })
      .first()
      .click();
  }
  await expect.poll(() => page.locator('h1').textContent()).not.toBe(firstHeading);
  await page.goBack();
  await expect.poll(() => page.locator('h1').textContent()).toBe(firstHeading);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
  expect(errors).toEqual([]);
  await context.close();
});

it('shows the not-found page for an unknown path, in the app and from the server', async () => {
  const { page, context } = await openPage('/aneis-de-prata-bali-artesanais');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/pagina-que-nao-existe');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect.poll(() => page.locator('h1').textContent()).toBe('Página não encontrada');
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  const response = await page.goto(site.url + '/outra-pagina-inexistente');
  expect(response?.status()).toBe(404);
  expect(await page.locator('h1').textContent()).toBe('Página não encontrada');
  await page.getByRole('link', { name: 'Ver o mapa do site' }).click();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Mapa do Site');
  await context.close();
});

it('never hides the prerendered first paint, and honours reduced motion', async () => {
  const context = await newContext(site.browser, site.url, { reducedMotion: 'reduce', javaScriptEnabled: true });
  const { page, errors } = await watchedPage(context);
  await page.goto(site.url + '/joias-bali-minimalistas');
  const opacity = await page.locator('main').evaluate((el) => getComputedStyle(el).opacity);
  expect(opacity).toBe('1');
  await page
    .getByRole('link', { name: /Ver mais: /i })
    .first()
    .click();
  await expect.poll(() => page.locator('h1').evaluate((el) => document.activeElement === el)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
