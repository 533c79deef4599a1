// The sales team (company.team): who is on duty at a moment, and which agent a visit's hand-overs go to (how the
// pages word it is team-words.ts, loaded only where it shows). Hours are Brasília time whatever the visitor's clock
// says, read with the platform's own time zone data (Intl), so summer-time rules are the browser's, not ours. Pure:
// `at` and `random` are arguments, so the tests fix them.

/** Monday first, as a Brazilian shop's week (and the site's words) read. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A stretch of a day: [start, end) in minutes after midnight, Brasília time. */
export type Shift = [number, number];

export interface AgentData {
  name: string;
  /** As it reads after the name: "consultora de vendas". */
  role: string;
  whatsapp: string;
  /** Seven lists of shifts, Monday first; an empty list is a day off. */
  hours: Shift[][];
}

export interface TeamData {
  agents: AgentData[];
  /** When the team as a whole answers: "Respondemos de segunda a sexta, das 9h às 18h (horário de Brasília)." */
  hoursLine: string;
}

export const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;
const BRASILIA = 'America/Sao_Paulo';

let brasiliaClock: Intl.DateTimeFormat | undefined;

/** The weekday (Monday = 0) and minute of the day in Brasília at `at`. */
export function brasiliaTime(at: Date): { day: number; minute: number } {
  brasiliaClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BRASILIA,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(brasiliaClock.formatToParts(at).map((p) => [p.type, p.value]));
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday);
  return { day, minute: (Number(parts.hour) % 24) * 60 + Number(parts.minute) };
}

/** Minutes from `at` until the agent's next shift starts: 0 while on duty, Infinity for an agent with no hours. */
export function minutesUntilOnDuty(agent: AgentData, at: Date): number {
  const now = brasiliaTime(at);
  const nowInWeek = now.day * DAY_MINUTES + now.minute;
  let soonest = Infinity;
  agent.hours.forEach((shifts, day) => {
    for (const [start, end] of shifts) {
      const startInWeek = day * DAY_MINUTES + start;
      const endInWeek = day * DAY_MINUTES + end;
      if (nowInWeek >= startInWeek && nowInWeek < endInWeek) soonest = 0;
      else soonest = Math.min(soonest, (startInWeek - nowInWeek + WEEK_MINUTES) % WEEK_MINUTES);
    }
  });
  return soonest;
}

export const onDuty = (agent: AgentData, at: Date) => minutesUntilOnDuty(agent, at) === 0;

/**
 * The agent a new visit talks to: one of those on duty, drawn at random so that over many visits each gets an
 * equal share; outside hours, one of those whose shift starts soonest. Undefined for an empty team.
 */
export function pickAgent(agents: AgentData[], at: Date, random: () => number = Math.random): AgentData | undefined {
  const waits = agents.map((agent) => minutesUntilOnDuty(agent, at));
  const soonest = Math.min(...waits);
  const candidates = agents.filter((_, i) => waits[i] === soonest);
  return candidates[Math.min(candidates.length - 1, Math.floor(random() * candidates.length))];
}
