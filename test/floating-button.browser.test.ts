// The floating WhatsApp button never covers what a visitor reads: scrolled from the top of a page to its end and
// back up (on a phone it shows while the visitor scrolls back), its box never meets the box of a line of text,
// on the landing page, a content page, the comparison page and privacy, on a phone and on a wide screen.
import { describe, expect, it } from 'vitest';
import { newContext, openHydrated } from './browser';
import { useSite } from './serve';

const site = useSite();
const PAGES = ['/', '/aneis-de-prata-bali-artesanais', '/prata-bali-vs-prata-italiana', '/privacidade'];
const STEPS = 40;

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

describe('the floating WhatsApp button', () => {
  it.each([
    [390, 844],
    [1280, 800],
  ])('at %i px covers no text from the top of a page to its end and back', async (width, height) => {
    let shownOnLanding = 0;
    for (const path of PAGES) {
      const context = await newContext(site.browser, site.url, { viewport: { width, height } });
      const page = await context.newPage();
      await openHydrated(page, site.url + path);
      await page.evaluate(() => document.fonts.ready);
      const { covered, shown } = await page.evaluate(scrollAndLook, STEPS);
      expect(covered, path).toEqual([]);
      if (path === '/') shownOnLanding = shown;
      await context.close();
    }
    // It does show: a button that never came would cover nothing too.
    expect(shownOnLanding).toBeGreaterThan(0);
  });
});
