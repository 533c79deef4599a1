// What the build writes to dist/: one complete, valid HTML page per route, plus 404, sitemap, robots, headers.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../node/prerender/deploy-config';
import { SPEC_ROUTES } from '../node/manifest/required-routes';
import { canonicalUrl, htmlFileFor } from '../renderer/shared/routes';
import { invalidHtml } from './gates';
import { DIST_DIR, ROOT } from '../node/project-folders';
import { compile, manifestCopy } from './helpers';
import { builtHtml, htmlToText, jsonLdOf } from './text';
import { bodyHtml } from '../node/compile/content-page';

const site = compile(manifestCopy());
const siteUrl = site.manifest.company.siteUrl;
const paths = [...site.pages.keys()];

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
const decode = (s: string | undefined) => (s === undefined ? undefined : htmlToText(s));

describe('every route is prerendered', () => {
  it('writes one HTML file per route of the manifest, every route of the spec and the privacy page among them, plus 404.html', () => {
    for (const path of paths) expect(existsSync(join(DIST_DIR, htmlFileFor(path))), path).toBe(true);
    expect(paths).toHaveLength(3 + site.manifest.pages.length + site.manifest.stones.length);
    expect(paths).toEqual(expect.arrayContaining([...SPEC_ROUTES, '/privacidade']));
    expect(existsSync(join(DIST_DIR, '404.html'))).toBe(true);
  });

  it.each(paths)('%s has its h1, title, description, keywords and body text', (path) => {
    const page = site.pages.get(path)!;
    const html = builtHtml(path);
    expect(html).toMatch(/^<!doctype html>\n<html lang="pt-BR">/);
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1])).toBe(page.head.title);
    expect(decode(meta(html, 'name', 'description'))).toBe(page.head.description);
    expect(decode(meta(html, 'name', 'keywords'))).toBe(page.head.keywords);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
    expect(htmlToText(h1 ?? '')).toBe(page.heroTitle);
    if (page.kind === 'content') expect(htmlToText(html)).toContain(htmlToText(bodyHtml(page)).slice(0, 200));
  });

  it('names each script, style sheet and preloaded file once per page', () => {
    for (const file of [...paths.map(htmlFileFor), '404.html']) {
      const html = readFileSync(join(DIST_DIR, file), 'utf8');
      const named = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/[^"]*\.(?:js|css|json|woff2))"/g)];
      const files = named.map((m) => m[1]);
      expect(files.length, file).toBeGreaterThan(1);
      expect(
        files.filter((f, i) => files.indexOf(f) !== i),
        file,
      ).toEqual([]);
    }
  });
});

describe('nothing of the dev server', () => {
  // What npm run dev adds to a page (Vite's client, React Refresh, inline module styles, its one data folder) and
  // what it shows on a mistake: none of it is published.
  const DEV_TRACES = ['/@vite/client', '/@react-refresh', 'data-vite-dev-id', 'vite-error-overlay', '/_data/dev/'];

  it('is in any file of dist/', () => {
    const files = readdirSync(DIST_DIR, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(paths.length);
    for (const file of files) {
      const text = readFileSync(join(file.parentPath, file.name), 'latin1');
      for (const trace of DEV_TRACES) expect(text.includes(trace), `${file.name}: ${trace}`).toBe(false);
    }
  });
});

describe('head tags for search and sharing', () => {
  it.each(paths)('%s has canonical, Open Graph, Twitter and theme tags', (path) => {
    const page = site.pages.get(path)!;
    const html = builtHtml(path);
    const canonical = canonicalUrl(siteUrl, path);
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(meta(html, 'property', 'og:url')).toBe(canonical);
    expect(decode(meta(html, 'property', 'og:title'))).toBe(page.head.title);
    expect(decode(meta(html, 'property', 'og:description'))).toBe(page.head.description);
    expect(decode(meta(html, 'property', 'og:image'))).toMatch(/^https:\/\//);
    expect(meta(html, 'property', 'og:type')).toBe(path === '/' ? 'website' : 'article');
    expect(meta(html, 'property', 'og:locale')).toBe('pt_BR');
    expect(decode(meta(html, 'property', 'og:site_name'))).toBe(site.manifest.company.brandName);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(decode(meta(html, 'name', 'twitter:title'))).toBe(page.head.title);
    expect(meta(html, 'name', 'theme-color')).toBe(site.manifest.company.themeColor);
    expect(html).toContain('<link rel="icon" href="/favicon.ico"');
  });

  it("draws the tab's icon from the page itself: the brand mark of public/favicon.svg, no file to ask for", () => {
    const svg = readFileSync(join(ROOT, 'public/favicon.svg'), 'utf8');
    const words = (text: string) => text.replace(/>\s*</g, '><').replace(/\s+/g, ' ').trim();
    for (const path of ['/', paths.at(-1)!]) {
      const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml">/.exec(builtHtml(path))?.[1];
      expect(href, path).toMatch(/^data:image\/svg\+xml,/);
      expect(words(decodeURIComponent(htmlToText(href!).slice('data:image/svg+xml,'.length)))).toBe(words(svg));
    }
  });

  it('names each page by one URL: the site URL and the route, no trailing slash except on the home page', () => {
    expect(siteUrl).toMatch(/^https:\/\/[^/]+$/);
    for (const path of paths) {
      const html = builtHtml(path);
      const href = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
      expect(href, path).toBe(path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`);
      expect(href, path).toMatch(path === '/' ? /\/$/ : /[^/]$/);
      expect(meta(html, 'property', 'og:url'), path).toBe(href);
    }
  });

  it('ships the icons the pages name', () => {
    for (const file of [
      'favicon.ico',
      'favicon.svg',
      'apple-touch-icon.png',
      'icon-192.png',
      'icon-512.png',
      'site.webmanifest',
    ]) {
      expect(existsSync(join(DIST_DIR, file)), file).toBe(true);
    }
  });
});

describe('structured data', () => {
  it('home has Organization, WebSite and a FAQPage made of the FAQ it shows', () => {
    const html = builtHtml('/');
    const data = jsonLdOf(html);
    const org = data.find((d) => d['@type'] === 'Organization');
    expect(org).toMatchObject({
      name: site.manifest.company.brandName,
      url: `${siteUrl}/`,
      foundingDate: '2006',
      email: site.manifest.company.email,
    });
    expect(org.logo).toMatch(/^https:\/\//);
    expect(org.contactPoint).toMatchObject({ '@type': 'ContactPoint', email: site.manifest.company.email });
    expect(org.contactPoint.telephone.replace(/\D/g, '')).toBe(site.manifest.company.whatsapp);
    expect(data.find((d) => d['@type'] === 'WebSite')).toMatchObject({ url: `${siteUrl}/` });
    const faq = data.find((d) => d['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(8);
    const text = htmlToText(html);
    for (const q of faq.mainEntity) {
      expect(text).toContain(q.name);
      expect(text).toContain(q.acceptedAnswer.text);
    }
  });

  it('every content and stone page has a BreadcrumbList that follows its site-map group and is shown on the page', () => {
    for (const r of site.routes.filter((r) => r.kind === 'content' || r.kind === 'stone')) {
      const html = builtHtml(r.path);
      const crumbs = jsonLdOf(html).find((d) => d['@type'] === 'BreadcrumbList');
      expect(crumbs.itemListElement.map((i: { position: number }) => i.position)).toEqual([1, 2, 3]);
      expect(crumbs.itemListElement[2].item).toBe(canonicalUrl(siteUrl, r.path));
      const group = site.manifest.siteMap.find(
        (g) => g.routes.includes(r.path) || (g.includeStones && r.kind === 'stone'),
      )!;
      expect(crumbs.itemListElement[1].name).toBe(group.title);
      const nav = /<nav aria-label="Trilha de navegação"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
      for (const item of crumbs.itemListElement) expect(htmlToText(nav)).toContain(item.name);
    }
  });

  // That no value can close the script element is proved with hostile values in document.browser.test.ts.
  it("every page's JSON-LD is its structured data, whole", () => {
    for (const path of paths) expect(jsonLdOf(builtHtml(path)), path).toEqual(site.pages.get(path)!.head.jsonLd);
  });
});

describe('sitemap.xml, robots.txt and 404', () => {
  it('the sitemap lists exactly the manifest routes as absolute URLs', () => {
    const xml = readFileSync(join(DIST_DIR, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(paths.map((p) => canonicalUrl(siteUrl, p)).sort());
    expect(xml).not.toContain('404');
  });

  it('robots.txt allows all and names the sitemap', () => {
    const robots = readFileSync(join(DIST_DIR, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/User-agent: \*\nAllow: \//);
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  it('404.html is noindex, has a heading and links home and to the site map', () => {
    const html = readFileSync(join(DIST_DIR, '404.html'), 'utf8');
    expect(meta(html, 'name', 'robots')).toBe('noindex');
    expect(html).toMatch(/<h1[^>]*>Página não encontrada<\/h1>/);
    expect(html).toContain('href="/"');
    expect(html).toContain('href="/mapa-do-site"');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe('deploy configuration', () => {
  it('_headers sends the CSP, security headers, and long caching only for hashed files', () => {
    const headers = readFileSync(join(DIST_DIR, '_headers'), 'utf8');
    const csp = contentSecurityPolicy(site);
    expect(headers).toContain(`Content-Security-Policy: ${csp}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    for (const h of ['X-Content-Type-Options: nosniff', 'Referrer-Policy:', 'Permissions-Policy:'])
      expect(headers).toContain(h);
    expect(headers).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  });

  it('no page has an inline script that the CSP would block', () => {
    for (const path of [...paths.map(htmlFileFor), '404.html']) {
      const html = readFileSync(join(DIST_DIR, path), 'utf8');
      for (const [tag] of html.matchAll(/<script\b[^>]*>/g))
        expect(tag, path).toMatch(/type="application\/ld\+json"|src="\//);
    }
  });

  it('the nginx sample carries the same policy and wires the 404 page', () => {
    const conf = readFileSync(`${DIST_DIR}-deploy/nginx.conf`, 'utf8');
    expect(conf).toContain(contentSecurityPolicy(site));
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toContain('try_files $uri $uri/index.html =404;');
  });
});

describe('html-validate', () => {
  it('reports no error on any prerendered page', async () => {
    expect(await invalidHtml(site, DIST_DIR)).toEqual([]);
  });
});

// The W3C's own checker (the Nu HTML checker, vnu-jar), where Java is installed (Debian's default-jre-headless).
const java = spawnSync('java', ['-version']).status === 0;
const vnuJar = join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');

describe.skipIf(!java)('the Nu HTML checker', () => {
  it('reports no error on any prerendered page', () => {
    const files = [...paths.map(htmlFileFor), '404.html'].map((file) => join(DIST_DIR, file));
    const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const report = JSON.parse(run.stderr || '{"messages":[]}') as {
      messages: { url: string; lastLine?: number; message: string }[];
    };
    const errors = report.messages.map((m) => `${m.url.replace(/^.*\/dist\//, '')}:${m.lastLine} ${m.message}`);
    expect(errors).toEqual([]);
  });
});
