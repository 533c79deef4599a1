// How the pages word the sales team's hours (renderer/shared/team.ts): when the team answers, and who answers the
// visit's chat and when. Loaded only where it shows: the build, the chat dialog, the lead form's note.
import { brasiliaTime, DAY_MINUTES, minutesUntilOnDuty, WEEKDAYS, type AgentData, type Shift } from './team';

// How the pages say a time: "9h", "9h30", "meia-noite"; with the article Portuguese joins to "de" and "a"
// ("das 9h", "da 1h", "às 18h", "à meia-noite").
const clock = (minute: number) => {
  const [h, m] = [Math.floor(minute / 60) % 24, minute % 60];
  return h === 0 && m === 0 ? 'meia-noite' : `${h}h${m ? String(m).padStart(2, '0') : ''}`;
};
const singular = (minute: number) => [0, 1].includes(Math.floor(minute / 60) % 24);
const fromClock = (minute: number) => `${singular(minute) ? 'da' : 'das'} ${clock(minute)}`;
const toClock = (minute: number) => `${singular(minute) ? 'à' : 'às'} ${clock(minute)}`;

/** "a, b e c" */
const LIST = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

/** "das 9h às 12h e das 13h às 18h" */
export function shiftsText(shifts: Shift[]): string {
  return LIST.format(shifts.map(([start, end]) => `${fromClock(start)} ${toClock(end)}`));
}

const DAY_NAMES = ['segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado', 'domingo'];
const masculine = (day: number) => day >= 5;

/**
 * The days of a list, Monday first: "de segunda a sexta", "às terças e quintas", "de segunda a quarta, às sextas e
 * aos sábados". A day on its own is said as every such day ("às terças"), its article once for days that share it.
 */
export function daysText(days: number[]): string {
  if (days.length === 7) return 'todos os dias';
  const runs: number[][] = [];
  for (const day of [...days].sort((a, b) => a - b)) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  const items: string[] = [];
  let article = '';
  for (const run of runs) {
    if (run.length >= 3) {
      items.push(`de ${DAY_NAMES[run[0]]} a ${DAY_NAMES[run.at(-1)!]}`);
      article = '';
      continue;
    }
    for (const day of run) {
      const own = masculine(day) ? 'aos' : 'às';
      items.push(own === article ? `${DAY_NAMES[day]}s` : `${own} ${DAY_NAMES[day]}s`);
      article = own;
    }
  }
  return LIST.format(items);
}

/** The shifts of a day, overlapping or touching ones merged. */
function merged(shifts: Shift[]): Shift[] {
  const out: Shift[] = [];
  for (const [start, end] of [...shifts].sort((a, b) => a[0] - b[0])) {
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/**
 * When the team as a whole answers, the days with the same hours named together: "de segunda a sexta, das 9h às
 * 18h, e aos sábados, das 9h às 13h".
 */
export function teamHoursText(agents: AgentData[]): string {
  const week = WEEKDAYS.map((_, day) => merged(agents.flatMap((a) => a.hours[day] ?? [])));
  const groups = new Map<string, { days: number[]; shifts: Shift[] }>();
  week.forEach((shifts, day) => {
    if (!shifts.length) return;
    const key = JSON.stringify(shifts);
    const group = groups.get(key) ?? { days: [], shifts };
    group.days.push(day);
    groups.set(key, group);
  });
  const parts = [...groups.values()].map(({ days, shifts }) => `${daysText(days)}, ${shiftsText(shifts)}`);
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')}, e ${parts.at(-1)}`;
}

/**
 * When an agent off duty answers, from `at`: "hoje, a partir das 13h", "amanhã, a partir das 9h", "na segunda, a
 * partir das 9h", "no próximo sábado, a partir das 9h". Undefined while on duty, or for an agent with no hours.
 */
export function nextAnswerText(agent: AgentData, at: Date): string | undefined {
  const wait = minutesUntilOnDuty(agent, at);
  if (wait === 0 || wait === Infinity) return undefined;
  const now = brasiliaTime(at);
  const startInWeek = now.day * DAY_MINUTES + now.minute + wait;
  const [inDays, minute] = [Math.floor(startInWeek / DAY_MINUTES) - now.day, startInWeek % DAY_MINUTES];
  const day = (now.day + inDays) % 7;
  const when =
    inDays === 0
      ? 'hoje'
      : inDays === 1
        ? 'amanhã'
        : inDays < 7
          ? `${masculine(day) ? 'no' : 'na'} ${DAY_NAMES[day]}`
          : `${masculine(day) ? 'no próximo' : 'na próxima'} ${DAY_NAMES[day]}`;
  return `${when}, a partir ${fromClock(minute)}`;
}

/**
 * Who answers the visit's chat, as the form and the chat dialog say it, never promising an answer at once: "Quem vai
 * responder: Ana, consultora de vendas.", or outside the agent's hours, when they are back.
 */
export function whoAnswers(agent: AgentData, at: Date): string {
  const who = `${agent.name}, ${agent.role}`;
  const later = nextAnswerText(agent, at);
  return later ? `Estamos fora do horário de atendimento: ${who}, responde ${later}.` : `Quem vai responder: ${who}.`;
}

/** "Respondemos de segunda a sexta, das 9h às 18h (horário de Brasília)." */
export const teamHoursLine = (agents: AgentData[]) => `Respondemos ${teamHoursText(agents)} (horário de Brasília).`;
