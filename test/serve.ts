// One preview server over dist/ (the one `npm start` runs, with the headers of dist/_headers) and one Chromium per
// test file.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startStaticServer, type StaticServer } from '../node/preview/static-server';
import { launchBrowser } from './browser';
import { DIST_DIR } from '../node/project-folders';

export function useSite(): { readonly url: string; readonly browser: Browser } {
  const state = {} as { url: string; browser: Browser; server: StaticServer };
  beforeAll(async () => {
    state.server = await startStaticServer(DIST_DIR);
    state.url = state.server.url;
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.close();
  });
  return state;
}
