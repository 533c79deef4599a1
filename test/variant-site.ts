// A build of the site from a copy of the manifest whose company entry a test changes (a Tag Manager container, a
// sales team), built by scripts/build.ts (--manifest, --out) into a temporary folder and served like dist/. The
// folder is inside the project (test-results/, not published or committed): the prerender's SSR bundle resolves
// react from the project's node_modules.
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { ROOT } from '../node/project-folders';
import { startStaticServer, type StaticServer } from '../node/preview/static-server';
import { launchBrowser } from './browser';
import { testResultsDir } from './workspace';

const TSX = join(ROOT, 'node_modules/.bin/tsx');
/** A whole build (client, SSR, prerender) on a loaded machine. */
const BUILD_TIMEOUT_MS = 240_000;

export interface VariantSite {
  readonly url: string;
  readonly browser: Browser;
  readonly dist: string;
}

/**
 * The site built with `company` fields set over the real manifest's (and `testimonials` in place of the samples),
 * served for the test file.
 */
export function useVariantSite(
  name: string,
  company: Record<string, unknown>,
  testimonials?: Record<string, unknown>[],
): VariantSite {
  const state = {} as { url: string; browser: Browser; dist: string; dir: string; server: StaticServer };
  beforeAll(async () => {
    state.dir = testResultsDir(name);
    state.dist = join(state.dir, 'dist');
    const manifest = join(state.dir, 'site.manifest.ts');
    await writeFile(
      manifest,
      `import manifest from ${JSON.stringify(join(ROOT, 'site.manifest.ts'))};\n` +
        `export default { ...manifest, company: { ...manifest.company, ...${JSON.stringify(company)} }` +
        (testimonials
          ? `, home: { ...manifest.home, testimonials: { ...manifest.home.testimonials, items: ${JSON.stringify(testimonials)} } }`
          : '') +
        ` };\n`,
    );
    await promisify(execFile)(TSX, ['scripts/build.ts', '--manifest', manifest, '--out', state.dist], { cwd: ROOT });
    state.server = await startStaticServer(state.dist);
    state.url = state.server.url;
    state.browser = await launchBrowser();
  }, BUILD_TIMEOUT_MS);
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.close();
    if (state.dir) await rm(state.dir, { recursive: true, force: true });
  });
  return state;
}
