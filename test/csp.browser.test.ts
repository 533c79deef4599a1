// The narrowed style policy (style sheets only from the site, inline style attributes only) in real Chromium, where
// styles are written at run time: a page transition (motion), a stone swatch rendered on the client, and a toast.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { hydrated, newContext, watchedPage } from './browser';
import { compile, manifestCopy } from './helpers';
import { useSite } from './serve';
import manifest from '../site.manifest';

const site = useSite();
const pages = compile(manifestCopy()).pages;
const swatchOf = (path: string) => {
  const page = pages.get(path);
  return page?.kind === 'content' ? page.swatch : undefined;
};
// A stone page whose "Continue explorando" cards lead to another stone page.
const [first, second] = [...pages.values()]
  .flatMap((p) => (p.kind === 'content' && p.swatch ? p.internalLinks.map((l) => [p.path, l.to]) : []))
  .find(([, to]) => swatchOf(to))!;

/** Every violation the page reports, as `directive: blocked resource`. */
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
const swatch = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('article')!).getPropertyValue('--swatch').trim());
/** Every element `selector` matches has finished animating in: fully opaque, nothing moved. */
const settled = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll(
      (els) =>
        els.length > 0 &&
        els.every((el) => getComputedStyle(el).opacity === '1' && getComputedStyle(el).transform === 'none'),
    );

it('a transition, a client-rendered swatch and a toast break no rule of the policy', async () => {
  const context = await newContext(site.browser, site.url, { viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.effectiveDirective}: ${e.blockedURI}`),
    );
  });
  const { page, errors } = await watchedPage(context);
  const response = await page.goto(site.url + first);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("style-src 'self';");
  expect(policy).toContain("style-src-attr 'unsafe-inline'");
  await hydrated(page);
  expect(await swatch(page)).toBe(swatchOf(first));
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));

  // Client-side navigation: motion animates the leaving and entering page, React writes the new swatch.
  await page.locator(`main a[href="${second}"]`).first().click();
  await page.waitForURL(site.url + second);
  await expect.poll(() => swatch(page)).toBe(swatchOf(second));
  await expect.poll(() => page.locator('main').count()).toBe(1);
  await expect.poll(() => settled(page, 'main')).toBe(true);

  // Home through the app, then the lead form's toast.
  await page.locator('header a[href="/#lead-form"]').click();
  await page.waitForURL(site.url + '/#lead-form');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
  await page.getByRole('button', { name: manifest.layout.handover.catalogue }).click();
  await expect.poll(() => page.locator('[data-testid="toast"]').count()).toBe(1);
  await expect.poll(() => settled(page, '[data-testid="toast"]')).toBe(true);

  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);

  // The check can fail: a style element written by a script is refused and reported.
  await page.evaluate(() =>
    document.head.append(Object.assign(document.createElement('style'), { textContent: 'p{}' })),
  );
  await expect.poll(() => violations(page)).toEqual(['style-src-elem: inline']);
  await context.close();
});
