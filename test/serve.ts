// One static server over dist/ (with the headers of dist/_headers) and one Chromium per test file.
import type { Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startStaticServer } from '../scripts/static-server';
import { launchBrowser } from './browser';
import { DIST } from './helpers';

export function useSite(): { readonly url: string; readonly browser: Browser } {
  const state = {} as { url: string; browser: Browser; server: Server };
  beforeAll(async () => {
    const started = await startStaticServer(DIST, 0, { withHeaders: true });
    state.server = started.server;
    state.url = started.url;
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
    await new Promise((resolve) => state.server?.close(resolve));
  });
  return state;
}
