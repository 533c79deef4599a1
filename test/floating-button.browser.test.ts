// The WhatsApp hand-over fixed over every page never covers what a visitor reads. On a wide screen the round
// button, scrolled from the top of a page to its end and back up, never meets the box of a line of text. On a phone
// it is a bar across the bottom: it shows past the first screen at most stops from top to end and back, never
// beside a button to the same chat, and the page keeps its room at the end from the first paint, so the last line
// of the page is above it and the page does not grow when it comes. Landing page, a content page, the comparison
// page and privacy.
import type { Page } from 'playwright-core';
import manifest from '../site.manifest';
import { describe, expect, it } from 'vitest';
import { useSite, useTab } from './serve';

const site = useSite();
const PAGES = ['/', '/aneis-de-prata-bali-artesanais', '/prata-bali-vs-prata-italiana', '/privacidade'];
const CONTENT = '/aneis-de-prata-bali-artesanais';
const STEPS = 40;
const BAR = 'a[data-cta="floating"]';

/**
 * Scrolls the page in the browser, down in STEPS steps and back up, and at each stop (two frames after the scroll,
 * when the button has measured where it rests) names the text the shown button lies over, if any.
 */
async function scrollAndLook(steps: number) {
  const button = document.querySelector<HTMLElement>('a[data-cta="floating"]')!;
  const end = document.documentElement.scrollHeight - window.innerHeight;
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  const covered: string[] = [];
  let shown = 0;
  const stops = [...Array(steps + 1).keys()];
  for (const i of [...stops, ...[...stops].reverse()]) {
    window.scrollTo(0, Math.round((i / steps) * end));
    await frame();
    await frame();
    if (button.hasAttribute('data-hidden')) continue;
    shown++;
    const box = button.getBoundingClientRect();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.nodeValue?.trim() || button.contains(node)) continue;
      const own = parent.getBoundingClientRect();
      // Text clipped to a pixel (for screen readers only) or not drawn at all is not read.
      if (own.width <= 1 || own.height <= 1) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      range.selectNodeContents(node);
      for (const line of range.getClientRects())
        if (line.left < box.right && box.left < line.right && line.top < box.bottom && box.top < line.bottom) {
          covered.push(`at ${Math.round(window.scrollY)} px: "${node.nodeValue.trim().slice(0, 40)}"`);
          break;
        }
    }
  }
  return { covered, shown };
}

/**
 * The phone's bar, scrolled down in STEPS steps and back up: how many stops past the first screen there are and at
 * how many it shows; the stops where it shows in the first screen, or beside a button to its own chat that is wholly
 * on screen above it; and whether the page's height ever changed.
 */
async function scrollWithBar(steps: number) {
  const bar = document.querySelector<HTMLAnchorElement>('a[data-cta="floating"]')!;
  const height = document.documentElement.scrollHeight;
  const end = height - window.innerHeight;
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  const wrong: string[] = [];
  const heights = new Set([height]);
  let pastFirstScreen = 0;
  let shown = 0;
  const stops = [...Array(steps + 1).keys()];
  // The bar decides from a frame's measure and from the page's observers, whose callbacks come a task after the
  // frame: a stop is read once the bar has kept its state for three frames in a row (a phone that is busy takes a
  // few frames to decide, and what counts is where the bar rests).
  const settled = async () => {
    let state = bar.getAttribute('data-hidden');
    let same = 0;
    for (let tries = 0; same < 3 && tries < 30; tries++) {
      await frame();
      await new Promise((done) => setTimeout(done, 0));
      const now = bar.getAttribute('data-hidden');
      same = now === state ? same + 1 : 0;
      state = now;
    }
    // A bar that still changes after 30 frames is a bar that flickers: that is a failure, not a stop to measure.
    if (same < 3) wrong.push(`never settled at ${Math.round(window.scrollY)} px`);
  };
  for (const i of [...stops, ...[...stops].reverse()]) {
    window.scrollTo(0, Math.round((i / steps) * end));
    await settled();
    heights.add(document.documentElement.scrollHeight);
    const past = window.scrollY >= window.innerHeight;
    if (past) pastFirstScreen++;
    if (bar.hasAttribute('data-hidden')) continue;
    if (past) shown++;
    else wrong.push(`shown in the first screen at ${Math.round(window.scrollY)} px`);
    const top = bar.getBoundingClientRect().top;
    for (const twin of document.querySelectorAll<HTMLAnchorElement>('a[data-cta="content"]')) {
      const box = twin.getBoundingClientRect();
      if (twin.getAttribute('href') === bar.getAttribute('href') && box.top >= 0 && box.bottom <= top)
        wrong.push(`shown beside "${twin.innerText.trim()}" at ${Math.round(window.scrollY)} px`);
    }
  }
  return { pastFirstScreen, shown, wrong, heights: [...heights] };
}

/** The last line of text drawn on the page, and the bar's box, scrolled to the very end. */
async function endOfPage() {
  const bar = document.querySelector<HTMLElement>('a[data-cta="floating"]')!;
  window.scrollTo(0, document.documentElement.scrollHeight);
  // Once it has measured where the page stands (a few frames), it slides in: measure where it comes to rest.
  for (let i = 0; i < 30 && bar.hasAttribute('data-hidden'); i++)
    await new Promise((done) => requestAnimationFrame(done));
  await Promise.all(bar.getAnimations().map((slide) => slide.finished));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let last = { text: '', bottom: -Infinity };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    if (!node.nodeValue?.trim() || bar.contains(node) || parent.closest('noscript')) continue;
    const own = parent.getBoundingClientRect();
    if (own.width <= 1 || own.height <= 1) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    range.selectNodeContents(node);
    const bottom = Math.max(...[...range.getClientRects()].map((line) => line.bottom));
    if (bottom >= last.bottom) last = { text: node.nodeValue.trim().slice(0, 40), bottom };
  }
  const box = bar.getBoundingClientRect();
  return {
    last,
    bar: { top: box.top, left: box.left, right: box.right, height: box.height },
    shown: !bar.hasAttribute('data-hidden'),
    viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
  };
}

const hidden = (page: Page) => page.locator(BAR).getAttribute('data-hidden');
/** Scrolls so that `selector`'s first match is in the middle of the screen. */
const scrollToMiddle = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.scrollIntoView({ block: 'center' }));

describe('the floating WhatsApp button on a wide screen', () => {
  const tab = useTab(site);
  it('at 1280 px covers no text from the top of a page to its end and back', async () => {
    let shownOnLanding = 0;
    for (const path of PAGES) {
      const page = await tab.open(path, { width: 1280, height: 800 });
      const { covered, shown } = await page.evaluate(scrollAndLook, STEPS);
      expect(covered, path).toEqual([]);
      if (path === '/') shownOnLanding = shown;
    }
    // It does show: a button that never came would cover nothing too.
    expect(shownOnLanding).toBeGreaterThan(0);
  });
});

describe('the WhatsApp bar on a phone', () => {
  const tab = useTab(site);
  it.each(PAGES)(
    'on %s shows past the first screen at most stops, never beside its twin, and the page keeps its height',
    async (path) => {
      const page = await tab.open(path);
      const { pastFirstScreen, shown, wrong, heights } = await page.evaluate(scrollWithBar, STEPS);
      expect(wrong).toEqual([]);
      expect(shown, `shown at ${shown} of ${pastFirstScreen} stops past the first screen`).toBeGreaterThan(
        pastFirstScreen / 2,
      );
      expect(heights, 'the page height as the bar comes and goes').toHaveLength(1);
    },
  );

  it.each(PAGES)('on %s leaves the last line of the page above it, in room kept from the first paint', async (path) => {
    const page = await tab.open(path);
    // In the first screen the bar is aside, and the room at the end is already there.
    expect(await hidden(page)).toBe('true');
    const before = await page.evaluate(() => document.documentElement.scrollHeight);
    const end = await page.evaluate(endOfPage);
    expect(end.shown, 'the bar at the end of the page').toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(before);
    // One line across the whole width, at the bottom of the screen.
    expect(end.bar.left).toBe(0);
    expect(end.bar.right).toBe(end.viewport.width);
    expect(end.bar.top + end.bar.height).toBe(end.viewport.height);
    expect(end.bar.height).toBeLessThanOrEqual(64);
    expect(end.last.bottom, `"${end.last.text}" above the bar`).toBeLessThanOrEqual(end.bar.top);
    // It says what it does, the chat's catalogue phrase, and is the one button in view: the header's button to the
    // form steps aside while it shows.
    expect(await page.locator(BAR).innerText()).toBe(manifest.layout.handover.catalogue);
    expect(await page.locator('header a[href$="#lead-form"]').first().isVisible()).toBe(false);
  });

  it('steps aside while the landing form or the content page’s own button is on screen, and comes back', async () => {
    for (const [path, twin] of [
      ['/', '#lead-form'],
      [CONTENT, 'a[data-cta="content"] >> nth=-1'],
    ] as const) {
      const page = await tab.open(path);
      await scrollToMiddle(page, 'footer');
      await expect.poll(() => hidden(page), { message: `${path}: shown at the footer` }).toBeNull();
      await scrollToMiddle(page, twin);
      await expect.poll(() => hidden(page), { message: `${path}: aside beside ${twin}` }).toBe('true');
      await scrollToMiddle(page, 'footer');
      await expect.poll(() => hidden(page), { message: `${path}: back at the footer` }).toBeNull();
    }
  });
});
