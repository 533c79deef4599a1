// JSON-LD goes into the page as JSON, not as escaped HTML: the escaping of renderer/shared/head-tags.ts alone keeps a
// value from closing its <script> element. The prerender's own document function, hostile values, Chromium's parser.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ClientAssets } from '../node/prerender/client-assets';
import { pageDocument } from '../node/prerender/document';
import { launchBrowser } from './browser';
import { compile, manifestCopy } from './helpers';

const HOSTILE = [
  '</script><script>window.__pwned = 1</script>',
  '</SCRIPT ><img src=x onerror="window.__pwned = 2">',
  '<!--<script>window.__pwned = 3</script>-->',
  'linha\u2028separada\u2029parágrafo',
];
const assets: ClientAssets = {
  entry: { js: ['assets/entry.js'], css: [] },
  app: { js: ['assets/app.js'], css: [] },
  leadFormStarter: { js: [], css: [] },
  home: { js: [], css: [] },
  team: { js: [], css: [] },
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('no JSON-LD value can close its script element', async () => {
  const site = compile(manifestCopy());
  const page = structuredClone(site.pages.get('/mapa-do-site')!);
  const data = [{ '@context': 'https://schema.org', '@type': 'WebPage', name: HOSTILE.join(' '), about: HOSTILE }];
  page.head.jsonLd = data;
  const html = pageDocument(site, assets, { page, appHtml: '<h1>Mapa do Site</h1>', dataFile: 'mapa.json' });
  // Line and paragraph separators travel escaped, as JavaScript parsers before ES2019 require.
  expect(html).not.toMatch(/[\u2028\u2029]/);

  const context = await browser.newContext();
  await context.route('**/*', (route) => route.abort());
  const tab = await context.newPage();
  await tab.setContent(html);
  const parsed = await tab.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: number }).__pwned,
    scripts: [...document.scripts].map((s) => s.type),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
    images: document.images.length,
    root: document.querySelector('body > #root > h1')?.textContent,
  }));
  expect(parsed.pwned).toBeUndefined();
  expect(parsed.images).toBe(0);
  expect(parsed.scripts).toEqual(['application/ld+json', 'module']);
  // The script element ends where it should: its text is the whole data, which the body follows intact.
  expect(parsed.jsonLd.map((text) => JSON.parse(text))).toEqual(data);
  expect(parsed.root).toBe('Mapa do Site');
  await context.close();
});
