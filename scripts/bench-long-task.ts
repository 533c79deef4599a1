// The longest task on the page's main thread while it loads and starts, as Lighthouse's mobile profile sees it: its
// simulated phone runs the CPU `cpuSlowdownMultiplier` times slower than this machine. Lighthouse lists only the
// tasks of 50 ms and more (`long-tasks`, simulated durations), so the longest top-level task it observed
// (`main-thread-tasks`) is scaled the same way: the figure is known when it is under 50 ms too, and the larger of
// the two is kept.

interface TaskItem {
  duration?: number;
}

interface LighthouseResult {
  audits: Record<string, { details?: unknown } | undefined>;
  configSettings: { throttlingMethod?: string; throttling?: { cpuSlowdownMultiplier?: number } };
}

const durations = (lhr: LighthouseResult, audit: string) =>
  ((lhr.audits[audit]?.details as { items?: TaskItem[] } | undefined)?.items ?? []).map((t) => t.duration ?? 0);

export function longestTaskMs(lhr: LighthouseResult): number {
  const { throttlingMethod, throttling } = lhr.configSettings;
  const slowdown = throttlingMethod === 'simulate' ? (throttling?.cpuSlowdownMultiplier ?? 1) : 1;
  return Math.max(
    0,
    ...durations(lhr, 'long-tasks'),
    ...durations(lhr, 'main-thread-tasks').map((ms) => ms * slowdown),
  );
}
