// Shared helpers for browser tests: Debian's Chromium through playwright-core, with every request to a host
// other than the local test server blocked (tests never reach the internet).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

interface Watched {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** External URLs the page tried to load (blocked). */
  blocked: string[];
}

export async function newContext(
  browser: Browser,
  base: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ...options });
  const origin = new URL(base).origin;
  await context.route('**/*', (route) => {
    const url = route.request().url();
    return url.startsWith(origin) || url.startsWith('data:') ? route.continue() : route.abort('blockedbyclient');
  });
  return context;
}

export async function watchedPage(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  const errors: string[] = [];
  const blocked: string[] = [];
  page.on('console', (msg) => {
    // Photos live on external hosts, which tests block on purpose: their failed loads are expected.
    if (msg.type() === 'error' && !/ERR_BLOCKED_BY_CLIENT|Failed to load resource/.test(msg.text()))
      errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  page.on('requestfailed', (req) => {
    if (req.failure()?.errorText.includes('BLOCKED_BY_CLIENT')) blocked.push(req.url());
    else if (!req.url().startsWith('data:')) errors.push(`request failed: ${req.url()} ${req.failure()?.errorText}`);
  });
  return { page, errors, blocked };
}
