// The prerendered page hydrates into the app: client-side navigation, transitions, head updates, not found.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { controlTime, hydrated, newContext, openHydrated, playFor, stopClock, watchedPage } from './browser';
import { compile, manifestCopy } from './helpers';
import { useSite } from './serve';
import { bodyHtml } from '../node/compile/content-page';

const site = useSite();
const pages = compile(manifestCopy()).pages;
const heading = (path: string) => pages.get(path)!.heroTitle;
/** The first content page whose body links to another page, and that page. */
const [proseFrom, proseTo] = [...pages].flatMap(([path, p]) => {
  const to = p.kind === 'content' ? /href="(\/[^"#]*)"/.exec(bodyHtml(p))?.[1] : undefined;
  return to ? [[path, to] as const] : [];
})[0];

async function openPage(path: string, options: Parameters<typeof newContext>[2] = {}, time?: 'controlled') {
  const context = await newContext(site.browser, site.url, options);
  if (time) await controlTime(context);
  const watched = await watchedPage(context);
  await openHydrated(watched.page, site.url + path);
  // Marks this document: it survives client-side navigation and disappears on a full reload.
  await watched.page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
  return { ...watched, context };
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

it('navigates by a link without a full reload and shows the new page, head and focus', async () => {
  const { page, errors, context } = await openPage('/aneis-de-prata-bali-artesanais');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const link = page.getByRole('link', { name: /Ver mais: /i }).first();
  const target = (await link.getAttribute('href'))!;
  await link.click();
  await page.waitForURL(site.url + target);
  await expect.poll(() => page.locator('h1').textContent()).toBe(heading(target));
  expect(await page.locator('h1').count()).toBe(1);
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  expect(await sameDocument(page)).toBe('same-document');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.title()).toBe(pages.get(target)!.head.title);
  expect(await canonical(page)).toBe(pages.get(target)!.head.canonical);
  expect(await page.locator('meta[name="description"]').count()).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});

it('survives quick successive clicks and ends on the last page clicked', async () => {
  // The clock stands still between clicks, so the second and third land while the site map is still leaving,
  // however slow the machine.
  const { page, errors, context } = await openPage('/mapa-do-site', {}, 'controlled');
  const hrefs = await page
    .locator('main a[href^="/joias-com-pedra-"]')
    .evaluateAll((els) => els.slice(0, 3).map((a) => a.getAttribute('href')!));
  await stopClock(page);
  for (const href of hrefs) {
    const clicked = await page.evaluate((h) => {
      const link = document.querySelector<HTMLAnchorElement>(`main a[href="${h}"]`);
      link?.click();
      return !!link;
    }, href);
    expect(clicked, href).toBe(true);
    // The head changes as the page starts to leave; then 100 ms of the 0.5 s exit pass.
    await expect.poll(() => canonical(page)).toBe(pages.get(href)!.head.canonical);
    expect(await page.locator('main h1').textContent()).toBe(heading('/mapa-do-site'));
    await playFor(page, 100);
  }
  const last = hrefs.at(-1)!;
  await playFor(page, 1500);
  await page.waitForURL(site.url + last);
  await expect.poll(() => page.locator('main').count()).toBe(1);
  await expect.poll(() => page.locator('h1').textContent()).toBe(heading(last));
  expect(await sameDocument(page)).toBe('same-document');
  expect(errors).toEqual([]);
  await context.close();
});

it('goes back with the browser button, and a link inside a body stays in the app', async () => {
  const { page, errors, context } = await openPage(proseFrom);
  const inBody = page.locator(`[data-prose] a[href="${proseTo}"]`).first();
  expect(await inBody.count()).toBe(1);
  await inBody.click();
  await expect.poll(() => page.locator('h1').textContent()).toBe(heading(proseTo));
  await page.goBack();
  await expect.poll(() => page.locator('h1').textContent()).toBe(heading(proseFrom));
  expect(await sameDocument(page)).toBe('same-document');
  expect(errors).toEqual([]);
  await context.close();
});

it('shows the not-found page for an unknown path, in the app and from the server', async () => {
  const { page, context } = await openPage('/aneis-de-prata-bali-artesanais');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/pagina-que-nao-existe');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // The first navigation also loads the transition code: wait for the page, however long that takes.
  await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  const response = await page.goto(site.url + '/outra-pagina-inexistente');
  expect(response?.status()).toBe(404);
  expect(await page.locator('h1').textContent()).toBe('Página não encontrada');
  await hydrated(page);
  await page.getByRole('link', { name: 'Ver o mapa do site' }).click();
  await page.getByRole('heading', { level: 1, name: 'Mapa do Site' }).waitFor();
  await context.close();
});

/**
 * Records, on every animation frame from now on, each main element's heading and how it is shown: its opacity and
 * transform, or those of the element around it that moves the page (main and its footer move as one).
 */
function recordFrames(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { frames: { h1: string; opacity: string; transform: string }[][] };
    w.frames = [];
    const shown = (main: Element) => {
      let opacity = 1;
      let transform = 'none';
      for (let node: Element | null = main; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        opacity *= Number(style.opacity);
        if (style.transform !== 'none') transform = style.transform;
      }
      return { opacity: String(opacity), transform };
    };
    const sample = () => {
      w.frames.push(
        [...document.querySelectorAll('main')].map((main) => ({
          h1: main.querySelector('h1')?.textContent ?? '',
          ...shown(main),
        })),
      );
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

const recordedFrames = (page: Page) =>
  page.evaluate(() => (window as unknown as { frames: { h1: string; opacity: string; transform: string }[][] }).frames);

/** Follows the first "Ver mais" link, waits until its page has the focus, and returns every frame seen meanwhile. */
async function framesOfNavigation(page: Page) {
  const link = page.getByRole('link', { name: /Ver mais: /i }).first();
  const target = (await link.getAttribute('href'))!;
  await recordFrames(page);
  await link.click();
  await expect.poll(() => page.locator('h1').evaluate((el) => document.activeElement === el)).toBe(true);
  expect(await page.locator('h1').textContent()).toBe(heading(target));
  // A few frames more, to see the new page settle.
  const seen = (await recordedFrames(page)).length;
  await expect.poll(async () => (await recordedFrames(page)).length).toBeGreaterThan(seen + 5);
  return (await recordedFrames(page)).flat();
}

it('never hides the prerendered first paint, and skips the transition for reduced motion', async () => {
  const reduced = await openPage('/joias-bali-minimalistas', { reducedMotion: 'reduce' });
  // Neither the page nor anything around it starts faded out.
  const opacities = await reduced.page.locator('main').evaluate((el) => {
    const seen: string[] = [];
    for (let node: Element | null = el; node; node = node.parentElement) seen.push(getComputedStyle(node).opacity);
    return seen;
  });
  expect(opacities.every((o) => o === '1')).toBe(true);
  const frames = await framesOfNavigation(reduced.page);
  expect(frames.filter((f) => f.opacity !== '1' || f.transform !== 'none')).toEqual([]);
  expect(reduced.errors).toEqual([]);
  await reduced.context.close();

  // The same navigation without the preference fades and slides: the frames above would have shown it.
  const moving = await openPage('/joias-bali-minimalistas');
  const animated = await framesOfNavigation(moving.page);
  expect(animated.some((f) => f.opacity !== '1')).toBe(true);
  expect(animated.some((f) => f.transform !== 'none')).toBe(true);
  await moving.context.close();
});

it('leaves a link to the browser when asked for a new tab, and follows one to the page on display without a new entry', async () => {
  const { page, errors, context } = await openPage('/mapa-do-site');
  const entries = () => page.evaluate(() => history.length);
  const before = await entries();
  // The header's link to the site map, on the site map: the same page, no second history entry for Back to pass.
  await page.locator('a[href="/mapa-do-site"]:visible').first().click();
  expect(await entries()).toBe(before);
  expect(await sameDocument(page)).toBe('same-document');

  // Ctrl+click: the browser's own new tab, this page untouched.
  const link = page.locator('main a[href^="/"]:visible').first();
  const target = (await link.getAttribute('href'))!;
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
  await tab.waitForURL(site.url + target);
  expect(page.url()).toBe(site.url + '/mapa-do-site');
  expect(await entries()).toBe(before);
  expect(errors).toEqual([]);
  await context.close();
});

/** Puts a link in the page's Markdown body, as an editor's `[words](href)` would be written there. */
const linkInBody = (page: Page, href: string, words: string) =>
  page
    .locator('[data-prose]')
    .first()
    .evaluate(
      (prose, [h, w]) => {
        const a = document.createElement('a');
        a.href = h;
        a.textContent = w;
        prose.append(a);
      },
      [href, words],
    );

it('returns Back to where the visitor was after a link to a part of the same page', async () => {
  const { page, errors, context } = await openPage(proseFrom);
  const heading2 = page.locator('[data-prose] h2').nth(1);
  const id = await heading2.evaluate((h) => (h.id ||= 'parte-dois'));
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.waitForTimeout(200);
  await linkInBody(page, `#${id}`, 'Ir para a parte dois');
  const link = page.getByRole('link', { name: 'Ir para a parte dois' });
  // Clicked where it is, without scrolling the page first; where the visitor was is read at the click (the page
  // may have settled a few pixels since the scroll, as its photos failed).
  const left = await link.evaluate((a) => {
    const y = window.scrollY;
    (a as HTMLAnchorElement).click();
    return y;
  });
  expect(left).toBeGreaterThan(250);
  await page.waitForURL(site.url + proseFrom + '#' + id);
  await expect.poll(() => heading2.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(100);
  const atPart = await page.evaluate(() => window.scrollY);
  expect(atPart - left).toBeGreaterThan(200);
  await page.goBack();
  await page.waitForURL(site.url + proseFrom);
  // Where it was left, to a few pixels (the page below may still settle as its photos arrive).
  await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThanOrEqual(8);
  expect(await sameDocument(page)).toBe('same-document');
  expect(errors).toEqual([]);
  await context.close();
});

it('keeps a new query string on the page shown, in the same document, and Back returns to the address before', async () => {
  const { page, errors, context } = await openPage(proseFrom);
  await linkInBody(page, `${proseFrom}?ref=catalogo`, 'Mesma página com referência');
  await page.getByRole('link', { name: 'Mesma página com referência' }).click();
  await page.waitForURL(site.url + proseFrom + '?ref=catalogo');
  expect(await page.locator('h1').textContent()).toBe(heading(proseFrom));
  expect(await sameDocument(page)).toBe('same-document');
  // Another page, then Back: the address with its query is where the visitor returns.
  await page
    .getByRole('link', { name: /Ver mais: /i })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname !== proseFrom);
  await page.goBack();
  await page.waitForURL(site.url + proseFrom + '?ref=catalogo');
  await expect.poll(() => page.locator('h1').textContent()).toBe(heading(proseFrom));
  expect(await sameDocument(page)).toBe('same-document');
  expect(errors).toEqual([]);
  await context.close();
});

it('follows a body link to //another.host to that host, not to a page of this site', async () => {
  const { page, context } = await openPage(proseFrom);
  const asked: string[] = [];
  // The page is served over http here: the link's scheme is the page's.
  await context.route('http://outro.example/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>Outro</title>' });
  });
  await linkInBody(page, '//outro.example/x', 'Outro site');
  await page.getByRole('link', { name: 'Outro site' }).click();
  await page.waitForURL('http://outro.example/x');
  expect(asked).toEqual(['http://outro.example/x']);
  await context.close();
});

it("marks the header's link of the page shown with aria-current, as it moves in the app", async () => {
  const { page, errors, context } = await openPage('/', { viewport: { width: 1280, height: 800 } });
  const header = page.locator('header');
  const current = () =>
    header.locator('a[aria-current="page"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(await current()).toEqual(['/']);
  await header.locator('summary', { hasText: 'Joias por Tipo' }).click();
  await header.getByRole('link', { name: 'Anéis de prata Bali no atacado' }).click();
  await page.waitForURL(`${site.url}/aneis-de-prata-bali-artesanais`);
  await expect.poll(current).toEqual(['/aneis-de-prata-bali-artesanais']);
  // The menus' links are followed in the app, as every other link of the site.
  expect(await sameDocument(page)).toBe('same-document');
  expect(errors).toEqual([]);
  await context.close();
});

it('says at once that a page is on its way, while its data is slow to come', async () => {
  const { page, errors, context } = await openPage('/aneis-de-prata-bali-artesanais');
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/_data\/.*\.json$/, async (route) => {
    await released;
    await route.continue();
  });
  const link = page.getByRole('link', { name: /Ver mais: /i }).first();
  const target = (await link.getAttribute('href'))!;
  await link.click();
  await page.waitForURL(site.url + target);
  const loading = page.getByRole('progressbar', { name: 'Carregando a página' });
  await expect.poll(() => loading.isVisible()).toBe(true);
  expect(await page.locator('main').getAttribute('aria-busy')).toBe('true');
  release();
  await expect.poll(() => page.locator('h1').textContent()).toBe(heading(target));
  expect(await loading.count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

it('keeps the campaign in the address when a page cannot load in the app and the server is asked instead', async () => {
  const { page, context } = await openPage('/aneis-de-prata-bali-artesanais');
  await context.route(/\/_data\/.*\.json$/, (route) => route.abort('failed'));
  await linkInBody(page, '/mapa-do-site?utm_source=instagram', 'Mapa com campanha');
  await page.getByRole('link', { name: 'Mapa com campanha' }).click();
  await page.waitForURL(`${site.url}/mapa-do-site?utm_source=instagram`);
  await expect.poll(() => sameDocument(page)).toBeUndefined();
  expect(new URL(page.url()).search).toBe('?utm_source=instagram');
  await context.close();
});
