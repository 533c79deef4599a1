// What a first visit downloads stays light and free of Node-only code: no route's first-visit JavaScript is over its
// kind's limit (94 KiB gzip, the landing page 102 KiB) or carries zod, the Markdown toolchain, another page's text or
// the QR code library (the checks `npm run bench` reports, here over every built page).
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFileFor } from '../renderer/shared/routes';
import {
  bundleLeaks,
  firstVisitFiles,
  firstVisitJsGzip,
  firstVisitJsLimit,
  FIRST_VISIT_JS_LIMITS,
  pageTextSamples,
  QR_LIBRARY_MARK,
} from '../scripts/first-visit';
import { DIST_DIR } from '../node/project-folders';
import { compile, manifestCopy } from './helpers';

const site = compile(manifestCopy());
const samples = pageTextSamples(site);
const textOfOthers = (path: string) => new Map([...samples].filter(([other]) => other !== path));
const htmlFiles = [...[...site.pages.keys()].map((path) => [path, htmlFileFor(path)] as const), ['404', '404.html']];

describe('first-visit JavaScript', () => {
  it('knows a distinctive stretch of every content and stone page', () => {
    expect(samples.size).toBe(site.routes.filter((r) => r.kind === 'content' || r.kind === 'stone').length);
    for (const [path, text] of samples) expect(text.split(' ').length, path).toBeGreaterThanOrEqual(8);
    expect(new Set(samples.values()).size).toBe(samples.size);
  });

  it("of every page carries no zod, no Markdown toolchain and no other page's text", () => {
    const leaks = htmlFiles.flatMap(([path, file]) => {
      expect(firstVisitFiles(DIST_DIR, file).js.length, file).toBeGreaterThan(0);
      return bundleLeaks(DIST_DIR, file, textOfOthers(path));
    });
    expect(leaks).toEqual([]);
  });

  it('of every page is within its limit: 94 KiB gzip, the landing page 102 KiB', () => {
    expect(firstVisitJsLimit('/')).toBe(FIRST_VISIT_JS_LIMITS.landing);
    expect(FIRST_VISIT_JS_LIMITS).toEqual({ landing: 102 * 1024, other: 94 * 1024 });
    const over = htmlFiles
      .map(([path, file]) => ({
        file,
        kb: firstVisitJsGzip(DIST_DIR, file) / 1024,
        limit: firstVisitJsLimit(path) / 1024,
      }))
      .filter(({ kb, limit }) => kb > limit);
    expect(over).toEqual([]);
  });

  it('finds them when they are there, in a listed script or one it imports', () => {
    const [path, other] = [...samples.keys()];
    const file = htmlFileFor(path);
    const dir = mkdtempSync(join(tmpdir(), 'first-visit-'));
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(DIST_DIR, file), join(dir, file));
    const { js } = firstVisitFiles(DIST_DIR, file);
    for (const script of js) cpSync(join(DIST_DIR, script), join(dir, script));
    expect(bundleLeaks(dir, file, textOfOthers(path))).toEqual([]);

    const [entry] = js;
    appendFileSync(join(dir, entry), `\nimport"./leak.js";console.log(${JSON.stringify(samples.get(other))});\n`);
    writeFileSync(
      join(dir, 'assets/leak.js'),
      `export class ZodError {}\nexport const schema = { clobberPrefix: "" };\nexport const table = ${JSON.stringify(QR_LIBRARY_MARK)};\n`,
    );
    expect(bundleLeaks(dir, file, textOfOthers(path))).toEqual([
      `${entry}: the text of ${other}`,
      '/assets/leak.js: zod',
      '/assets/leak.js: Markdown toolchain',
      '/assets/leak.js: the QR code library',
    ]);
  });

  it('leaves the QR code library to the chat dialog, a chunk of its own the site does build', () => {
    const assets = join(DIST_DIR, 'assets');
    const withLibrary = readdirSync(assets).filter(
      (name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes(QR_LIBRARY_MARK),
    );
    expect(withLibrary).toHaveLength(1);
    const firstVisits = new Set(htmlFiles.flatMap(([, file]) => firstVisitFiles(DIST_DIR, file).js));
    expect(firstVisits.has(`/assets/${withLibrary[0]}`)).toBe(false);
  });
});
