// The document shell escapes by default: no value reaches the HTML unescaped unless it is React's own output.
import { describe, expect, it } from 'vitest';
import type { ClientAssets } from '../node/prerender/client-assets';
import { pageDocument } from '../node/prerender/document';
import { dangerouslySkipEscape, escapeInject } from '../node/prerender/html';
import { compile, manifestCopy } from './helpers';

const ATTACK = '"><script>alert(1)</script>';

describe('escapeInject', () => {
  it('escapes every value, in text and in attributes', () => {
    expect(escapeInject`<p title="${ATTACK}">${ATTACK}</p>`.html).toBe(
      '<p title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(escapeInject`<a href='${"' onclick='x"}'>`.html).toBe("<a href='&#39; onclick=&#39;x'>");
  });

  it('inserts raw only what is marked, never escapes a fragment twice, and writes a list one item per line', () => {
    const items = ['a&b', 'c<d'].map((t) => escapeInject`<li>${t}</li>`);
    expect(escapeInject`<ul>${items}</ul>${dangerouslySkipEscape('<b>React</b>')}`.html).toBe(
      '<ul><li>a&amp;b</li>\n<li>c&lt;d</li></ul><b>React</b>',
    );
  });
});

describe('the page document', () => {
  const site = compile(manifestCopy());
  const assets: ClientAssets = {
    entry: { js: ['assets/entry.js', `assets/${ATTACK}.js`], css: [`assets/${ATTACK}.css`] },
    app: { js: [`assets/${ATTACK}-app.js`], css: [] },
    leadFormStarter: { js: [], css: [] },
    home: { js: [], css: [] },
    team: { js: [], css: [] },
    font: `assets/${ATTACK}.woff2`,
  };

  it('escapes file names, the data file, the theme colour and the head, and keeps React output as it is', () => {
    site.manifest.company.themeColor = ATTACK;
    const page = structuredClone(site.pages.get('/mapa-do-site')!);
    page.head.title = ATTACK;
    const html = pageDocument(site, assets, { page, appHtml: '<h1>Mapa do Site</h1>', dataFile: ATTACK });
    expect(html).not.toContain('<script>alert');
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g))
      expect(tag).toMatch(/^<script type="(module|application\/ld\+json)"/);
    expect(html).toContain('<meta name="theme-color" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('<div id="root"><h1>Mapa do Site</h1></div>');
    expect(html).toMatch(/^<!doctype html>\n<html lang="pt-BR">\n<head>\n/);
  });
});
