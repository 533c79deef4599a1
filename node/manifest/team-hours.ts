// An agent's working hours as the manifest writes them ('09:00-12:00, 13:00-18:00' per weekday, Brasília time),
// read into the minutes the pages work with (renderer/shared/team.ts), with what is wrong in them for the check.
import { WEEKDAYS, type AgentData, type Shift } from '../../renderer/shared/team';

/** The form of one day's hours (the schema holds every value to it; validate-team.ts checks the times). */
export const DAY_HOURS = /^\d{1,2}:\d{2}-\d{1,2}:\d{2}(, ?\d{1,2}:\d{2}-\d{1,2}:\d{2})*$/;

export type ShiftProblem =
  | { kind: 'time'; time: string }
  | { kind: 'backwards'; shift: string }
  | { kind: 'overlap'; first: string; second: string; joined: string };

type AgentHours = Partial<Record<(typeof WEEKDAYS)[number], string>>;

/** "13:30" -> 810; undefined for a time no clock shows (24:00 is the end of the day). */
function minuteOf(time: string): number | undefined {
  const [h, m] = time.split(':').map(Number);
  if (m > 59 || h > 24 || (h === 24 && m > 0)) return undefined;
  return h * 60 + m;
}

/** The shifts of one day, in the order of the day, and what keeps them from being read as written. */
export function readShifts(text: string): { shifts: Shift[]; problems: ShiftProblem[] } {
  const problems: ShiftProblem[] = [];
  const shifts: (Shift & { written: string })[] = [];
  for (const written of text.split(',').map((s) => s.trim())) {
    const [start, end] = written.split('-').map((time) => [time, minuteOf(time)] as const);
    const wrong = [start, end].filter(([, minute]) => minute === undefined);
    wrong.forEach(([time]) => problems.push({ kind: 'time', time }));
    if (wrong.length) continue;
    if (end[1]! <= start[1]!) problems.push({ kind: 'backwards', shift: written });
    else shifts.push(Object.assign([start[1]!, end[1]!] as Shift, { written }));
  }
  shifts.sort((a, b) => a[0] - b[0]);
  shifts.forEach((shift, i) => {
    const next = shifts[i + 1];
    if (!next || next[0] >= shift[1]) return;
    const end = (next[1] > shift[1] ? next : shift).written.split('-')[1];
    const joined = `${shift.written.split('-')[0]}-${end}`;
    problems.push({ kind: 'overlap', first: shift.written, second: next.written, joined });
  });
  return { shifts: shifts.map(([start, end]) => [start, end]), problems };
}

/** What the pages need of an agent: the hours in minutes, Monday first. */
export function agentData(agent: { name: string; role: string; whatsapp: string; hours: AgentHours }): AgentData {
  return {
    name: agent.name,
    role: agent.role,
    whatsapp: agent.whatsapp,
    hours: WEEKDAYS.map((day) => (agent.hours[day] ? readShifts(agent.hours[day]).shifts : [])),
  };
}
