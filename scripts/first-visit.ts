// What a first visit to a page downloads from our origin besides the HTML, how much JavaScript it may be, and what
// that JavaScript must never carry: the manifest's validator (zod), the Markdown toolchain, another page's text, or
// the QR code library (only the desktop's chat dialog loads it, when it opens). `npm run bench` reports it; the
// tests hold every route to it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CompiledSite } from '../node/compile/compile-site';
import { bodyHtml } from '../node/compile/content-page';
import { HOME_ROUTE } from '../renderer/shared/routes';

/**
 * A page's first-visit JavaScript at most, gzip, with the design's stack inside: React, react-dom and
 * react-router-dom's browser router, routes and links weigh 79.1 KiB alone; the app gets the rest. The landing page
 * has 8 KiB more for what runs its lead form and simulator.
 */
export const FIRST_VISIT_JS_LIMITS = { landing: 102 * 1024, other: 94 * 1024 };

export const firstVisitJsLimit = (path: string) =>
  path === HOME_ROUTE ? FIRST_VISIT_JS_LIMITS.landing : FIRST_VISIT_JS_LIMITS.other;

/** The gzip size of a file as the bench and the tests count it: each file alone, at the strongest level. */
export const gzipBytes = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;

interface FirstVisitFiles {
  js: string[];
  css: string[];
  data: string[];
}

/**
 * The scripts (with every module they import statically), style sheets and data files a built page loads by itself:
 * what its head names, and what its entry script requests once the first screen is on display (its data-load).
 */
export function firstVisitFiles(dist: string, htmlFile: string): FirstVisitFiles {
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const files = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);
  const later = files(/<script type="module" [^>]*data-load="([^"]*)"/g).flatMap((list) => list.split(' '));
  const js = new Set([
    ...files(/<script type="module" src="([^"]+)"/g),
    ...files(/<link rel="modulepreload" href="([^"]+)"/g),
    ...later.filter((f) => f.endsWith('.js')),
  ]);
  for (const file of js) {
    const code = readFileSync(join(dist, file), 'utf8');
    for (const [, imported] of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g))
      js.add(file.replace(/[^/]+$/, imported));
  }
  return {
    js: [...js],
    css: files(/<link rel="stylesheet" href="([^"]+)"/g),
    data: [...files(/<link rel="preload" href="([^"]+\.json)"/g), ...later.filter((f) => f.endsWith('.json'))],
  };
}

/** The first-visit JavaScript of a built page, gzip. */
export function firstVisitJsGzip(dist: string, htmlFile: string): number {
  return firstVisitFiles(dist, htmlFile).js.reduce((sum, f) => sum + gzipBytes(readFileSync(join(dist, f))), 0);
}

/**
 * A stretch of each content and stone page's own words, to look for that text where it does not belong: the
 * longest run (up to 12) of unaccented words in one piece of its text, so it reads the same however a bundler
 * writes other characters.
 */
export function pageTextSamples(site: CompiledSite): Map<string, string> {
  const samples = new Map<string, string>();
  for (const [path, page] of site.pages) {
    if (page.kind !== 'content') continue;
    const runs = bodyHtml(page).match(/(?<!\p{L})[a-zA-Z]+(?: [a-zA-Z]+){7,}(?!\p{L})/gu) ?? [];
    const longest = runs.reduce((a, b) => (b.length > a.length ? b : a), '');
    samples.set(path, longest.split(' ').slice(0, 12).join(' '));
  }
  return samples;
}

/**
 * The table of the characters a QR code's alphanumeric mode holds, in the order the standard numbers them: every QR
 * encoder carries it as it is, whatever a minifier does to the rest of its code.
 */
export const QR_LIBRARY_MARK = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

/** What makes the first-visit JavaScript of a built page too heavy: Node-only code, the QR code library, or any of `otherText` in it. */
export function bundleLeaks(dist: string, htmlFile: string, otherText: Map<string, string>): string[] {
  const leaks: string[] = [];
  for (const file of firstVisitFiles(dist, htmlFile).js) {
    const code = readFileSync(join(dist, file), 'utf8');
    if (/ZodError|\$ZodType|zod/.test(code)) leaks.push(`${file}: zod`);
    // Words of micromark's and hast-util-sanitize's code that a minifier keeps as written.
    if (/micromark|mdast|clobberPrefix/.test(code)) leaks.push(`${file}: Markdown toolchain`);
    if (code.includes(QR_LIBRARY_MARK)) leaks.push(`${file}: the QR code library`);
    for (const [path, text] of otherText) if (code.includes(text)) leaks.push(`${file}: the text of ${path}`);
  }
  return leaks;
}
