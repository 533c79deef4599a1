// The bench's first-visit budgets (`npm run bench -- --check`): a page over its kind's JavaScript limit, or a task
// over 50 ms at start-up, is a missed budget, and a missed budget fails the check.
import { describe, expect, it } from 'vitest';
import { firstVisitBudgets, missedBudgets, startupBudgets } from '../scripts/bench-budgets';
import { buildBudgets } from '../scripts/bench-build';
import type { BuildTimings } from '../scripts/build';

const KB = 1024;

describe('the bench budgets', () => {
  it('hold a content page to 94 KiB of first-visit JavaScript and the landing page to 102 KiB', () => {
    const budgets = firstVisitBudgets([
      { name: 'home', path: '/', jsGzip: 102 * KB },
      { name: 'content', path: '/aneis-de-prata-bali-artesanais', jsGzip: 94 * KB },
    ]);
    expect(missedBudgets(budgets)).toEqual([]);

    const over = firstVisitBudgets([
      { name: 'home', path: '/', jsGzip: 102 * KB + 1 },
      { name: 'content', path: '/aneis-de-prata-bali-artesanais', jsGzip: 94 * KB + 1 },
      // The landing page's allowance is the landing page's only.
      { name: 'sitemap', path: '/mapa-do-site', jsGzip: 98 * KB },
    ]);
    expect(missedBudgets(over).map((b) => [b.name, b.figure, b.limit])).toEqual([
      ['First-visit JS (gzip): home (/)', '102.0 KB', '<= 102.0 KB'],
      ['First-visit JS (gzip): content (/aneis-de-prata-bali-artesanais)', '94.0 KB', '<= 94.0 KB'],
      ['First-visit JS (gzip): sitemap (/mapa-do-site)', '98.0 KB', '<= 94.0 KB'],
    ]);
  });

  it('miss the start-up budget on a task over 50 ms', () => {
    const budgets = startupBudgets([
      { name: 'content', longestTaskMs: 50 },
      { name: 'home', longestTaskMs: 50.4 },
      { name: 'sitemap', longestTaskMs: 12 },
    ]);
    expect(budgets.map((b) => b.ok)).toEqual([true, false, true]);
    expect(missedBudgets(budgets)[0]).toMatchObject({ name: 'Lighthouse home: longest main-thread task at start-up' });
  });

  it('hold the 5,000-stone build to 30 s cold and 10 s with every body unchanged, and a saved body to under 1 s', () => {
    const took = (totalMs: number) => ({ totalMs }) as BuildTimings;
    const runs = (cold: number, warm: number, oneBody: number) =>
      buildBudgets({ stones: 5000, cold: took(cold), warm: took(warm), oneStone: took(warm), oneBody: took(oneBody) });
    expect(missedBudgets(runs(30_000, 10_000, 1000))).toEqual([]);
    expect(missedBudgets(runs(30_001, 10_001, 1001)).map((b) => [b.name, b.figure, b.limit])).toEqual([
      ['5,000-stone build, empty Markdown cache (end to end)', '30.00 s', '<= 30.00 s'],
      ['5,000-stone build, every body unchanged (end to end)', '10.00 s', '<= 10.00 s'],
      ['Rebuild of the site after one Markdown file is saved', '1.00 s', '<= 1.00 s'],
    ]);
  });
});
