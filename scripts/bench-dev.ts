// The editor's loop, timed for `npm run bench`: the dev server's cold start (until it listens, and until it has
// answered its first page) and, over five saves of one Markdown file each, the median time from the save to the
// next response carrying the new text and to the page open in Chromium showing it. Works on copies of the manifest
// and content/, so nothing of the project is touched.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startDevServer } from '../node/dev/server';
import { ROOT } from '../node/project-folders';
import type { Manifest } from '../node/manifest/types';
import { median } from './bench-budgets';

export interface DevTimings {
  /** From the start call until the server is ready: listening, Vite started, the site compiled. */
  readyMs: number;
  /** From the start call until the first page's HTML has arrived (its modules and styles transformed). */
  firstPageMs: number;
  /** Median, over the saves, from writing the Markdown file to a response that carries the new text. */
  saveToHtmlMs: number;
  /** Median, over the saves, from writing the Markdown file to the open page showing the new text. */
  saveToBrowserMs: number;
  saves: number;
}

/** Calls `check` until it is true; the time since `start`. */
async function until(start: number, check: () => Promise<boolean>): Promise<number> {
  for (;;) {
    if (await check()) return performance.now() - start;
    if (performance.now() - start > 30_000) throw new Error('A save did not reach the page within 30 s.');
  }
}

export async function benchDev(
  manifest: Manifest,
  path: string,
  tmp: string,
  chromiumPath: string,
  chromeFlags: string[],
  saves = 5,
): Promise<DevTimings> {
  const dir = mkdtempSync(join(tmp, 'dev-'));
  const contentDir = join(dir, 'content');
  cpSync(join(ROOT, 'content'), contentDir, { recursive: true });
  const manifestPath = join(dir, 'site.manifest.ts');
  cpSync(join(ROOT, 'site.manifest.ts'), manifestPath);
  const page = manifest.pages.find((p) => p.route === path);
  if (!page) throw new Error(`${path} is not a content page of the manifest.`);
  const body = join(contentDir, page.body);
  const original = readFileSync(body, 'utf8');

  const t0 = performance.now();
  const dev = await startDevServer({ manifestPath, contentDir, port: 0, log: { info() {}, error() {} } });
  const readyMs = performance.now() - t0;
  const html = async () => (await fetch(dev.url + path)).text();
  const save = (i: number) => {
    const sentence = `Frase de medição número ${i}.`;
    const start = performance.now();
    writeFileSync(body, `${original}\n${sentence}\n`);
    return { sentence, start };
  };
  let browser: Browser | undefined;
  try {
    await html();
    const firstPageMs = performance.now() - t0;
    // One after the other, so that neither the polling nor the reloading page slows the other's figure.
    const toHtml: number[] = [];
    for (let i = 1; i <= saves; i++) {
      const { sentence, start } = save(i);
      toHtml.push(await until(start, async () => (await html()).includes(sentence)));
    }
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags, headless: true });
    const tab = await browser.newPage();
    await tab.goto(dev.url + path);
    const toBrowser: number[] = [];
    for (let i = saves + 1; i <= 2 * saves; i++) {
      // An editor saves once the page is there.
      await tab.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const { sentence, start } = save(i);
      await tab.getByText(sentence).waitFor({ timeout: 30_000 });
      toBrowser.push(performance.now() - start);
    }
    return {
      readyMs,
      firstPageMs,
      saveToHtmlMs: median(toHtml),
      saveToBrowserMs: median(toBrowser),
      saves,
    };
  } finally {
    await browser?.close();
    await dev.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
