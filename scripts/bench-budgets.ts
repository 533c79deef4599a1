// What a first visit may cost a shop owner's phone, as `npm run bench -- --check` holds it: the JavaScript each
// kind of page downloads (gzip, scripts/first-visit.ts) and the longest main-thread task while the page loads and
// the app starts on Lighthouse's mobile profile. A missed budget makes the check fail.
import { firstVisitJsLimit } from './first-visit';
import { kb } from '../node/format';

export interface Budget {
  name: string;
  figure: string;
  limit: string;
  ok: boolean;
}

/** No task longer than this while a page starts: one the visitor would feel as a tap answered late. */
export const LONGEST_TASK_LIMIT_MS = 50;

/** One budget per sampled page: its first-visit JavaScript (gzip) within its kind's limit. */
export function firstVisitBudgets(pages: { name: string; path: string; jsGzip: number }[]): Budget[] {
  return pages.map(({ name, path, jsGzip }) => {
    const limit = firstVisitJsLimit(path);
    return {
      name: `First-visit JS (gzip): ${name} (${path})`,
      figure: kb(jsGzip),
      limit: `<= ${kb(limit)}`,
      ok: jsGzip <= limit,
    };
  });
}

/** One budget per page measured with Lighthouse: its longest task while it loads and starts (median of the runs). */
export function startupBudgets(pages: { name: string; longestTaskMs: number }[]): Budget[] {
  return pages.map(({ name, longestTaskMs }) => ({
    name: `Lighthouse ${name}: longest main-thread task at start-up`,
    figure: `${Math.round(longestTaskMs)} ms`,
    limit: `<= ${LONGEST_TASK_LIMIT_MS} ms`,
    ok: longestTaskMs <= LONGEST_TASK_LIMIT_MS,
  }));
}

export const missedBudgets = (budgets: Budget[]) => budgets.filter((b) => !b.ok);

/** The median of repeated runs (the upper one of an even count). */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
