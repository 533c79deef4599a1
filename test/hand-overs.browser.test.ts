// The hand-overs as a shop owner sees them in the running app: the hero's button and the minimum order in a
// phone's first screen, every button's label on one line from 360 px up, and every catalogue button in the
// manifest's one phrase or in a label the spec fixes (the same words the prerendered pages carry, see copy.test.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import manifest from '../site.manifest';
import { handoverLabelsOff } from './gates';
import { useSite, useTab } from './serve';

const site = useSite();
// A landing page, a content page, a stone page, the comparison, the site map, privacy and the not-found page.
const PAGES = [
  '/',
  '/aneis-de-prata-bali-artesanais',
  '/joias-com-pedra-ametista',
  '/prata-bali-vs-prata-italiana',
  '/mapa-do-site',
  '/privacidade',
  '/pagina-que-nao-existe',
];

/**
 * Every button a visitor can see (links drawn as buttons: to the form, to a chat, the course; the page's buttons)
 * with the number of lines its words take. The floating button has no words; text for screen readers only is
 * not drawn.
 */
const labelLines = (page: Page) =>
  page.evaluate(() => {
    const buttons = document.querySelectorAll<HTMLElement>(
      'a[href$="#lead-form"], a[href^="https://wa.me/"], a[data-cta], #root button',
    );
    return [...buttons].flatMap((button) => {
      if (!button.checkVisibility() || button.getBoundingClientRect().width === 0) return [];
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      const lines: { top: number; height: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.nodeValue?.trim() || node.parentElement?.closest('.sr-only')) continue;
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width === 0) continue;
          // A rect starting below the middle of every line seen so far starts a line of its own.
          if (!lines.some((line) => rect.top < line.top + line.height / 2 && line.top < rect.top + rect.height / 2))
            lines.push({ top: rect.top, height: rect.height });
        }
      }
      const label = button.innerText.trim().replace(/\s+/g, ' ');
      return label ? [{ label, lines: lines.length }] : [];
    });
  });

describe("the landing page's first screen on a phone", () => {
  const tab = useTab(site);
  it.each([360, 390])("at %i px holds the hero's button and the minimum order above the fold", async (width) => {
    const page = await tab.open('/', { width, height: 844 });
    const fold = await page.evaluate(() => window.innerHeight);
    const hero = page.locator('main header').first();
    const button = hero.getByRole('link', { name: manifest.home.hero.ctaText });
    const minimum = hero.getByText('Pedido mínimo de R$ 800,00');
    for (const [what, box] of [
      ['button', await button.boundingBox()],
      ['minimum order', await minimum.boundingBox()],
    ] as const) {
      expect(box, what).not.toBeNull();
      expect(box!.y + box!.height, what).toBeLessThanOrEqual(fold);
    }
  });
});

describe('button labels', () => {
  const tab = useTab(site);
  it.each([360, 1280])('take one line at %i px on every kind of page', async (width) => {
    const wrapped: string[] = [];
    let seen = 0;
    for (const path of PAGES) {
      const page = await tab.open(path, { width, height: 844 });
      const labels = await labelLines(page);
      seen += labels.length;
      for (const { label, lines } of labels) if (lines !== 1) wrapped.push(`${path}: "${label}" on ${lines} lines`);
    }
    expect(wrapped).toEqual([]);
    expect(seen).toBeGreaterThan(PAGES.length * 2);
  });

  it.each(PAGES)(
    "of the running app on %s say the manifest's phrase for what they do or a spec label",
    async (path) => {
      const page = await tab.open(path);
      expect(handoverLabelsOff(await page.content(), manifest.layout.handover)).toEqual([]);
    },
  );
});
