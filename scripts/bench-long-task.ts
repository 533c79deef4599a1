// The longest task on the page's main thread while it loads and starts, on Lighthouse's mobile profile, whose
// simulated phone runs the CPU `cpuSlowdownMultiplier` (4) times slower than this machine. Two figures:
// - `cpuMs`, the budget's: the longest top-level task of the trace by the CPU time the main thread spent in it,
//   slowed down as Lighthouse's simulation does (4 times; a task that lays the page out, 2 times). On a machine
//   shared with other work, a task's wall time also counts the time the thread waited for a core, which Lighthouse's
//   own figure multiplies as well; CPU time does not, so the figure is the page's own, however busy the machine,
//   and it is known under 50 ms too.
// - `lighthouseMs`: Lighthouse's own `long-tasks` audit (simulated wall time; it lists tasks of 50 ms and more only,
//   0 when there is none), trustworthy on a quiet machine.
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';

/** What the bench's report says of the figure. */
export const LONGEST_TASK_NOTE =
  "Longest task: the longest main-thread task while the page loads and starts, by the CPU time it took on this machine, slowed down as Lighthouse's mobile simulation does (4x; 2x for a task that lays the page out). Lighthouse long tasks: its own long-tasks audit (wall time, which on a busy machine also counts the time waiting for a core).";

export interface LongestTask {
  cpuMs: number;
  lighthouseMs: number;
}

interface LighthouseResult {
  audits: Record<string, { details?: unknown } | undefined>;
  configSettings: { throttlingMethod?: string; throttling?: { cpuSlowdownMultiplier?: number } };
}

/** A task of the trace: its trace event carries its CPU time (`tdur`) beside its wall time (`dur`), in µs. */
interface Task {
  parent?: unknown;
  children: Task[];
  event: { name: string; dur?: number; tdur?: number };
}

/** Lighthouse's simulation (lantern) runs a task that lays the page out at half the slowdown of the others. */
const LAYOUT_SLOWDOWN_SHARE = 0.5;
const laysOut = (task: Task): boolean => task.children.some((c) => c.event.name === 'Layout' || laysOut(c));

export async function longestTask(lhr: LighthouseResult, trace: unknown): Promise<LongestTask> {
  const { throttlingMethod, throttling } = lhr.configSettings;
  const slowdown = throttlingMethod === 'simulate' ? (throttling?.cpuSlowdownMultiplier ?? 1) : 1;
  const tasks = (await MainThreadTasks.request(trace as never, { computedCache: new Map() } as never)) as Task[];
  const cpu = tasks
    .filter((t) => !t.parent)
    .map((t) => ((t.event.tdur ?? t.event.dur ?? 0) / 1000) * slowdown * (laysOut(t) ? LAYOUT_SLOWDOWN_SHARE : 1));
  const listed = (lhr.audits['long-tasks']?.details as { items?: { duration?: number }[] } | undefined)?.items ?? [];
  return {
    cpuMs: Math.max(0, ...cpu),
    lighthouseMs: Math.max(0, ...listed.map((t) => t.duration ?? 0)),
  };
}
