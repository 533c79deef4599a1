// Shared helpers for browser tests: Debian's Chromium through playwright-core, with every request to a host
// other than the local test server blocked (tests never reach the internet); the app's hydration signal; time
// under the test's control; axe-core's verdict on a page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../node/chromium';

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
  // A chat opens in a new tab in front of the page it came from. Tests go on where the visitor goes next, back on
  // that page (the chat's tab stays open behind it): a page left behind draws no frames, so every action on it
  // would wait seconds for its element to hold still.
  context.on('page', (page) => {
    page
      .opener()
      .then((opener) => opener?.bringToFront())
      .catch((error: Error) => {
        // The test has closed that page, or the whole context, meanwhile: there is nothing to bring back.
        if (!/has been closed/.test(error.message)) throw error;
      });
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

/** Resolves once the app has hydrated: App sets data-hydrated on <html> after hydrateRoot has committed. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens `url` and waits until the app answers clicks and keys. */
export async function openHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
}

/**
 * Puts the pages of `context` on Playwright's clock (Date, performance.now, timers and animation frames), flowing
 * with real time until a test stops it. motion plays most animations through the Web Animations API, whose start
 * time it reads from performance.now while the browser runs them on its own timeline, which no fake clock reaches:
 * once the two clocks part, an exit animation would end seconds late. Without Element.prototype.animate motion
 * animates frame by frame, on the same clock as everything else.
 */
export async function controlTime(context: BrowserContext): Promise<void> {
  await context.clock.install();
  await context.addInitScript(() => {
    delete (Element.prototype as { animate?: unknown }).animate;
  });
}

/**
 * Stops the page's clock: from here on timers fire and animations move only by page.clock.runFor. pauseAt takes a
 * time still to come, so the clock jumps a few seconds ahead first: call it while no timer of interest is pending.
 */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
}

const FRAME_MS = 16;

/**
 * Moves a stopped clock on by `ms`, one animation frame at a time, letting the page's queued work run between
 * frames as a browser would. page.clock.runFor fires timers back to back: React renders what a timer changed in a
 * later task, so an animation that render starts would otherwise begin only after runFor has returned.
 */
export async function playFor(page: Page, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= FRAME_MS) {
    await page.clock.runFor(Math.min(FRAME_MS, left));
    // A message posted now is handled after every message already queued, React's scheduler tasks included.
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/** Drags `target` 120 px to the right with the mouse, as a visitor swipes a toast away. */
export async function swipeRight(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + 40 + i * 15, box.y + box.height / 2);
  await page.mouse.up();
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every axe-core violation on the page, as `rule: first targets`. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(() =>
    (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/**
 * Scrolls the page up from its end, a step at a time, until the floating WhatsApp button shows (it shows only past
 * the first screen, where no text lies under it, and on a phone while the visitor scrolls back up); returns it.
 */
export async function scrollToFloatingButton(page: Page) {
  const floating = page.locator('a[data-cta="floating"]');
  const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (let y = end; y > 0; y -= 120) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Two frames: the button measures where it would rest once a frame after a scroll.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    if ((await floating.getAttribute('data-hidden')) === null) return floating;
  }
  throw new Error('the floating WhatsApp button showed nowhere on the page');
}
