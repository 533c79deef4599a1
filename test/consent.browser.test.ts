// Consent before tracking, on a build with a Tag Manager container: nothing is requested from Tag Manager until the
// visitor accepts, exactly one request after; a refusal holds across reloads; the footer reopens the banner. The
// banner is reachable by keyboard, announced, free of axe violations, shifts no layout and never covers the lead
// form's submit button or the floating WhatsApp button on a phone. Requests to Tag Manager are answered by a stub
// that counts them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startStaticServer } from '../node/preview/static-server';
import { axeViolations, hydrated, newContext, openHydrated, watchedPage } from './browser';
import { TEST_GTM_ID, useGtmSite } from './gtm-site';
import { DIST_DIR } from '../node/project-folders';
import manifest from '../site.manifest';

const site = useGtmSite();
const PHONE = { width: 390, height: 844 };
const CONTENT = '/aneis-de-prata-bali-artesanais';
const BANNER = manifest.layout.consentBanner.title;
const CONTAINER_URL = `https://www.googletagmanager.com/gtm.js?id=${TEST_GTM_ID}`;
const DENIED = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};
const GRANTED = Object.fromEntries(Object.keys(DENIED).map((k) => [k, 'granted']));

interface Visit {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** Every request the browser made to Tag Manager. */
  requests: string[];
}

/** Collects what a visitor cannot see but the tests measure: policy violations, layout shifts, announcements. */
function watchPage() {
  const w = window as unknown as { __csp: string[]; __cls: number; __announced: string[] };
  w.__csp = [];
  w.__cls = 0;
  w.__announced = [];
  document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.effectiveDirective}: ${e.blockedURI}`));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) w.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver(() => {
    const text = document.getElementById('toast-announcer')?.textContent;
    if (text && w.__announced.at(-1) !== text) w.__announced.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

async function visit(path: string, base = site.url, viewport = PHONE): Promise<Visit> {
  const context = await newContext(site.browser, base, { viewport });
  const requests: string[] = [];
  await context.route('https://www.googletagmanager.com/**', (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__containerRuns = (window.__containerRuns || 0) + 1;',
    });
  });
  // The heading font arriving after the first paint moves the text under the heading (font-display: swap), with
  // or without a banner: kept out, so a layout shift measured here is the banner's.
  await context.route(/\.woff2?$/, (route) => route.abort('blockedbyclient'));
  await context.addInitScript(watchPage);
  const { page, errors } = await watchedPage(context);
  await openHydrated(page, base + path);
  return { page, context, errors, requests };
}

const banner = (page: Page) => page.getByRole('region', { name: BANNER });
const measured = <T>(page: Page, key: '__csp' | '__cls' | '__announced' | '__containerRuns') =>
  page.evaluate((k) => (window as unknown as Record<string, T>)[k], key);

/** Tag Manager's queue, with gtag() commands (Arguments objects) shown as { gtag: [...] }. */
const queue = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? { gtag: Array.from(entry as ArrayLike<unknown>) }
        : entry,
    ),
  );

/** The queue reduced to what the container reads in order: consent commands and the container's start. */
const consentSteps = async (page: Page) =>
  (await queue(page)).flatMap((e) => {
    const entry = e as { gtag?: unknown[]; event?: string };
    if (entry.gtag) return [`${entry.gtag[0]} ${entry.gtag[1]} ${JSON.stringify(entry.gtag[2])}`];
    return entry.event === 'gtm.js' ? ['gtm.js'] : [];
  });

/**
 * Loads a page with `load` and resolves once the app has read the kept choice and acted on it (a consent update
 * and Tag Manager's start are queued in that same step). The app reads it in the consent chunk, imported after
 * hydration; importing the same module here resolves after the app's own import, whose reaction was queued first.
 */
async function loadedWithChoice(page: Page, load: () => Promise<unknown>) {
  const chunk = page.waitForResponse((r) => /\/assets\/consent-[\w-]+\.js$/.test(r.url()));
  await load();
  await hydrated(page);
  const url = (await chunk).url();
  // A string, so the test runner leaves the import() to the page.
  await page.evaluate(`import(${JSON.stringify(url)}).then(() => undefined)`);
}

const reload = (page: Page) => loadedWithChoice(page, () => page.reload());

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('Tag Manager waits for consent', () => {
  it('is not requested before "Aceitar", once after, and at once on the next page loads', async () => {
    const v = await visit(CONTENT);
    const { page } = v;
    await banner(page).waitFor();
    expect(await consentSteps(page)).toEqual([`consent default ${JSON.stringify(DENIED)}`]);

    // Browsing without answering loads nothing. By keyboard: with the mouse never moved, no link that slides under
    // the pointer starts a prefetch for the reload below to cut short.
    await page.locator('footer a[href="/mapa-do-site"]').press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Mapa do Site' }).waitFor();
    expect(v.requests).toEqual([]);

    await banner(page).getByRole('button', { name: 'Aceitar' }).press('Enter');
    await expect.poll(() => v.requests).toEqual([CONTAINER_URL]);
    // The policy lets the container run, after the update that grants consent.
    await expect.poll(() => measured(page, '__containerRuns')).toBe(1);
    expect(await consentSteps(page)).toEqual([
      `consent default ${JSON.stringify(DENIED)}`,
      `consent update ${JSON.stringify(GRANTED)}`,
      'gtm.js',
    ]);
    expect(await banner(page).count()).toBe(0);

    await reload(page);
    await expect.poll(() => v.requests).toEqual([CONTAINER_URL, CONTAINER_URL]);
    expect(await banner(page).count()).toBe(0);
    expect(await consentSteps(page)).toEqual([
      `consent default ${JSON.stringify(DENIED)}`,
      `consent update ${JSON.stringify(GRANTED)}`,
      'gtm.js',
    ]);
    await page.locator('main a[href^="/joias-com-pedra-"]').first().click();
    await page.waitForURL(/joias-com-pedra-/);
    // The new page is in: its heading has taken focus.
    await page.locator('h1:focus').waitFor();
    expect(v.requests).toHaveLength(2);
    expect(await measured(page, '__csp')).toEqual([]);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });

  it('stays away after "Recusar", across reloads and new tabs', async () => {
    const v = await visit('/mapa-do-site');
    await banner(v.page).getByRole('button', { name: 'Recusar' }).click();
    await expect.poll(() => banner(v.page).count()).toBe(0);
    await reload(v.page);
    expect(await banner(v.page).count()).toBe(0);
    expect(await consentSteps(v.page)).toEqual([`consent default ${JSON.stringify(DENIED)}`]);

    const tab = await v.context.newPage();
    await loadedWithChoice(tab, () => tab.goto(site.url + CONTENT));
    expect(await banner(tab).count()).toBe(0);
    expect(await consentSteps(tab)).toEqual([`consent default ${JSON.stringify(DENIED)}`]);
    expect(v.requests).toEqual([]);
    await v.context.close();
  });

  it('can be changed from the footer: the banner reopens with the current choice, focused, and gives focus back', async () => {
    const v = await visit('/mapa-do-site');
    const { page } = v;
    await banner(page).getByRole('button', { name: 'Recusar' }).click();
    const preferences = page.getByRole('button', { name: 'Preferências de cookies' });
    await preferences.click();
    await banner(page).waitFor();
    expect(await banner(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await banner(page).textContent()).toContain('Sua escolha atual: recusar.');
    await page.keyboard.press('Escape');
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await preferences.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(v.requests).toEqual([]);

    await preferences.click();
    await banner(page).getByRole('button', { name: 'Aceitar' }).click();
    await expect.poll(() => v.requests).toEqual([CONTAINER_URL]);
    expect(await preferences.evaluate((el) => el === document.activeElement)).toBe(true);
    await v.context.close();
  });

  it('opens from the footer also when tapped before its code has arrived, once it has', async () => {
    // The consent code is loaded once the app runs; held back here, the footer's button is already on screen.
    const context = await newContext(site.browser, site.url, { viewport: PHONE });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/ConsentHost-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    await context.addInitScript(() => localStorage.setItem('cookie-consent', 'denied'));
    const { page, errors } = await watchedPage(context);
    await openHydrated(page, site.url + '/mapa-do-site');
    await page.getByRole('button', { name: 'Preferências de cookies' }).click();
    expect(await banner(page).count()).toBe(0);
    release();
    await banner(page).waitFor();
    expect(await banner(page).textContent()).toContain('Sua escolha atual: recusar.');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the banner', () => {
  it('is announced, takes no focus on arrival, is reached by keyboard right after the skip link, and passes axe', async () => {
    const v = await visit('/');
    const { page } = v;
    await banner(page).waitFor();
    await expect.poll(() => measured<string[]>(page, '__announced')).toContainEqual(expect.stringContaining(BANNER));
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const focused: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      focused.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    expect(focused).toEqual([
      'Pular para o conteúdo',
      manifest.layout.consentBanner.privacyLinkText,
      'Aceitar',
      'Recusar',
    ]);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => v.requests).toEqual([CONTAINER_URL]);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });

  it('gives "Aceitar" and "Recusar" the same look and size', async () => {
    const v = await visit(CONTENT);
    const buttons = banner(v.page).getByRole('button');
    await buttons.first().waitFor();
    const look = (i: number) =>
      buttons.nth(i).evaluate((el) => {
        const s = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return [
          s.backgroundColor,
          s.color,
          s.fontSize,
          s.fontWeight,
          s.borderTopWidth,
          s.borderTopColor,
          s.borderRadius,
          Math.round(box.width),
          Math.round(box.height),
        ];
      });
    expect(await buttons.allTextContents()).toEqual(['Aceitar', 'Recusar']);
    expect(await look(0)).toEqual(await look(1));
    await v.context.close();
  });

  it('shifts no layout and leaves the floating WhatsApp button free on a phone', async () => {
    const v = await visit(CONTENT);
    const { page } = v;
    await banner(page).waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await measured(page, '__cls')).toBe(0);
    for (const y of [0, 1500, 100_000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const floating = (await page.locator('a[data-cta="floating"]').boundingBox())!;
      const box = (await banner(page).boundingBox())!;
      expect(overlap(floating, box), `scrolled to ${y}`).toBe(false);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    }
    // At the end of the page the footer's last line scrolls clear of the banner.
    const last = (await page.locator('footer p', { hasText: '©' }).boundingBox())!;
    expect(overlap(last, (await banner(page).boundingBox())!)).toBe(false);
    await v.context.close();
  });

  it('never covers the lead form submit button on a phone, at any scroll position', async () => {
    const v = await visit('/');
    const { page } = v;
    await banner(page).waitFor();
    expect(await measured(page, '__cls')).toBe(0);
    const submit = page.locator('#lead-form button[type="submit"]');
    const [bannerEl, submitEl] = [await banner(page).elementHandle(), await submit.elementHandle()];
    // Whether the visible banner overlaps the button while the button is on screen, read in one step.
    const covered = () =>
      page.evaluate(
        ([b, s]) => {
          const [box, button] = [b!.getBoundingClientRect(), s!.getBoundingClientRect()];
          const onScreen = button.top < window.innerHeight && button.bottom > 0;
          const apart =
            box.right <= button.left ||
            button.right <= box.left ||
            box.bottom <= button.top ||
            button.bottom <= box.top;
          return onScreen && !b!.hasAttribute('data-hidden') && !apart;
        },
        [bannerEl, submitEl] as const,
      );
    // Every scroll position at which the button is on screen, from its first row showing to its last.
    const top = await submit.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const height = (await submit.boundingBox())!.height;
    for (let y = Math.max(0, top - PHONE.height); y <= top + height; y += 100) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await expect.poll(covered, { message: `scrolled to ${y}` }).toBe(false);
    }

    // The visitor fills the form and sends it while the banner waits for an answer.
    const opened: string[] = [];
    await v.context.route('https://wa.me/**', (route) => {
      opened.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' });
    });
    await page.getByLabel('Nome').fill('Lia');
    await page.getByLabel('Cidade/Estado').fill('Vitória/ES');
    await page.getByRole('textbox', { name: 'WhatsApp', exact: true }).fill('27 99999-0000');
    await submit.click();
    await expect.poll(() => opened).toHaveLength(1);
    expect(v.requests).toEqual([]);
    await v.context.close();
  });
});

describe('the build', () => {
  it('allows Tag Manager in the policy and needs no inline script for it', async () => {
    const headers = await readFile(join(site.dist, '_headers'), 'utf8');
    expect(headers).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com;/);
    const html = await readFile(join(site.dist, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.filter((attrs) => !/\bsrc=|type="application\/ld\+json"/.test(attrs))).toEqual([]);
  });

  it('without a container: no banner, no footer button, no consent command, no request', async () => {
    const server = await startStaticServer(DIST_DIR);
    try {
      // Hydrated: the shell has rendered everything it would (a consent host mounts with it, the queue starts
      // before it).
      const v = await visit(CONTENT, server.url);
      expect(await banner(v.page).count()).toBe(0);
      expect(await v.page.getByRole('button', { name: 'Preferências de cookies' }).count()).toBe(0);
      expect(await queue(v.page)).toEqual([]);
      expect(v.requests).toEqual([]);
      await v.context.close();
    } finally {
      await server.close();
    }
  });
});
