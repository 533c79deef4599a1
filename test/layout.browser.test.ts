// The landing page from phone to desktop: the six categories (and the six differentiators) fill whole rows, never
// 4 + 2; the two testimonials share the width from tablets up.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useSite, useTab } from './serve';

const site = useSite();
const tab = useTab(site);
const WIDTHS = [390, 768, 1024, 1280, 1440];

/** How many boxes sit on each row, read from where each box starts. */
async function rowCounts(page: Page, selector: string): Promise<number[]> {
  const tops = await page
    .locator(selector)
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

it.each(WIDTHS)('at %i px, cards fill whole rows and the testimonials use the width', async (width) => {
  const page = await tab.open('/', { width, height: 900 });

  for (const section of ['#categorias', '#diferenciais']) {
    const rows = await rowCounts(page, `${section} ul > li`);
    expect(
      rows.reduce((a, b) => a + b),
      section,
    ).toBe(6);
    expect(new Set(rows).size, `${section}: ${rows.join(' + ')}`).toBe(1);
    expect([1, 2, 3, 6], `${section}: ${rows.join(' + ')}`).toContain(rows[0]);
    if (width >= 768) expect(rows[0], section).toBeGreaterThan(1);
  }

  const quotes = await rowCounts(page, '#depoimentos ul > li');
  expect(quotes).toEqual(width >= 768 ? [2] : [1, 1]);
  // Together the testimonials span the section's width, as the category cards' list does (on a phone a row that
  // scrolls sideways edge to edge, its cards lined up with the text inside its padding).
  const right = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((els) =>
        Math.max(...els.map((el) => el.getBoundingClientRect().right - parseFloat(getComputedStyle(el).paddingRight))),
      );
  expect(Math.abs((await right('#depoimentos ul > li')) - (await right('#categorias ul')))).toBeLessThan(2);
});
