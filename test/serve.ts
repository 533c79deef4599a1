// One preview server over dist/ (the one `npm start` runs, with the headers of dist/_headers) and one Chromium per
// test file; one tab for the tests of a block that only look at pages.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startStaticServer, type StaticServer } from '../node/preview/static-server';
import { launchBrowser, newContext, openHydrated } from './browser';
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

/**
 * One tab that the tests of a describe block open their pages in, each at its own size: for tests that only look
 * at a page. A tab that stays open keeps its browser process and its compiled scripts, where a new context for each
 * test would start both again. What one page leaves in the visit (a draft, the campaign) must change nothing the
 * tests look at.
 */
export function useTab(site: { readonly url: string; readonly browser: Browser }) {
  const state = {} as { context: BrowserContext; page: Page };
  beforeAll(async () => {
    state.context = await newContext(site.browser, site.url);
    state.page = await state.context.newPage();
  });
  afterAll(() => state.context?.close());
  return {
    /** Opens `path` at `viewport` once the app has started; the fonts that set each text's width are in. */
    async open(path: string, viewport = { width: 390, height: 844 }): Promise<Page> {
      await state.page.setViewportSize(viewport);
      await openHydrated(state.page, site.url + path);
      await state.page.evaluate(() => document.fonts.ready);
      return state.page;
    },
  };
}
