// The sales team on a fixed clock: who is on duty in Brasília whatever the machine's time zone, how visits are
// shared among the agents on duty, who answers outside hours and when, and how the pages say the team's hours.
import { describe, expect, it } from 'vitest';
import { agentData, readShifts } from '../node/manifest/team-hours';
import { brasiliaTime, onDuty, pickAgent, type AgentData } from '../renderer/shared/team';
import { daysText, nextAnswerText, teamHoursLine, teamHoursText, whoAnswers } from '../renderer/shared/team-words';

const WEEKDAYS_9_TO_6 = {
  mon: '09:00-18:00',
  tue: '09:00-18:00',
  wed: '09:00-18:00',
  thu: '09:00-18:00',
  fri: '09:00-18:00',
};
const ana = agentData({ name: 'Ana', role: 'consultora de vendas', whatsapp: '5511911110001', hours: WEEKDAYS_9_TO_6 });
const bruno = agentData({
  name: 'Bruno',
  role: 'consultor de vendas',
  whatsapp: '5511911110002',
  hours: { ...WEEKDAYS_9_TO_6, wed: '13:00-18:00', sat: '09:00-13:00' },
});
const team = [ana, bruno];

/** A moment written in Brasília time (UTC-3 all year since 2019). */
const brasilia = (local: string) => new Date(`${local}-03:00`);
// 2026-03-09 is a Monday.
const WEDNESDAY_10H = brasilia('2026-03-11T10:00');
const WEDNESDAY_14H = brasilia('2026-03-11T14:00');
const FRIDAY_19H = brasilia('2026-03-13T19:00');
const SATURDAY_14H = brasilia('2026-03-14T14:00');

/** Draws `n` times with random numbers spread evenly over [0, 1): how a fair draw shares `n` visits. */
const share = (at: Date, n = 100) => {
  const counts = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const name = pickAgent(team, at, () => i / n)!.name;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return Object.fromEntries(counts);
};

describe('the time in Brasília', () => {
  it('is read in America/Sao_Paulo whatever the clock of the machine', () => {
    // 02:30 UTC on a Thursday is still Wednesday evening in Brasília.
    expect(brasiliaTime(new Date('2026-03-12T02:30:00Z'))).toEqual({ day: 2, minute: 23 * 60 + 30 });
    expect(brasiliaTime(WEDNESDAY_10H)).toEqual({ day: 2, minute: 600 });
    expect(brasiliaTime(brasilia('2026-03-15T00:00'))).toEqual({ day: 6, minute: 0 });
  });
});

describe('who is on duty', () => {
  it('is an agent inside one of the shifts of the day, the end excluded', () => {
    expect(onDuty(ana, WEDNESDAY_10H)).toBe(true);
    expect(onDuty(bruno, WEDNESDAY_10H)).toBe(false);
    expect(onDuty(bruno, WEDNESDAY_14H)).toBe(true);
    expect(onDuty(ana, brasilia('2026-03-11T18:00'))).toBe(false);
    expect(onDuty(ana, brasilia('2026-03-11T17:59'))).toBe(true);
    expect(onDuty(bruno, SATURDAY_14H)).toBe(false);
  });
});

describe('the agent of a new visit', () => {
  it('is one of those on duty, and no one else', () => {
    expect(share(WEDNESDAY_10H)).toEqual({ Ana: 100 });
  });

  it('shares the visits evenly among the agents on duty (rotation)', () => {
    expect(share(WEDNESDAY_14H)).toEqual({ Ana: 50, Bruno: 50 });
  });

  it('outside hours is the one back on duty soonest, and the hand-over still goes to someone', () => {
    // Friday evening: Bruno works on Saturday morning, Ana only on Monday.
    expect(share(FRIDAY_19H)).toEqual({ Bruno: 100 });
    // Saturday afternoon: both are back on Monday at 9h, so both share.
    expect(share(SATURDAY_14H)).toEqual({ Ana: 50, Bruno: 50 });
  });

  it('is nobody without a team', () => {
    expect(pickAgent([], WEDNESDAY_10H)).toBeUndefined();
  });
});

describe('what the pages say', () => {
  it('names the agent on duty, without promising an answer at once', () => {
    expect(whoAnswers(ana, WEDNESDAY_10H)).toBe('Quem vai responder: Ana, consultora de vendas.');
  });

  it('says when an agent off duty answers: later today, tomorrow, on a weekday, next week', () => {
    expect(whoAnswers(bruno, WEDNESDAY_10H)).toBe(
      'Estamos fora do horário de atendimento: Bruno, consultor de vendas, responde hoje, a partir das 13h.',
    );
    expect(nextAnswerText(bruno, FRIDAY_19H)).toBe('amanhã, a partir das 9h');
    expect(nextAnswerText(ana, FRIDAY_19H)).toBe('na segunda, a partir das 9h');
    expect(nextAnswerText(bruno, SATURDAY_14H)).toBe('na segunda, a partir das 9h');
    const mondaysOnly = agentData({
      name: 'Caio',
      role: 'vendas',
      whatsapp: '5511911110003',
      hours: { mon: '08:30-12:00' },
    });
    expect(nextAnswerText(mondaysOnly, brasilia('2026-03-09T13:00'))).toBe('na próxima segunda, a partir das 8h30');
    expect(nextAnswerText(mondaysOnly, brasilia('2026-03-09T09:00'))).toBeUndefined();
  });

  it("words the team's hours as a shop would, days with the same hours together", () => {
    expect(teamHoursText([ana])).toBe('de segunda a sexta, das 9h às 18h');
    expect(teamHoursText(team)).toBe('de segunda a sexta, das 9h às 18h, e aos sábados, das 9h às 13h');
    expect(teamHoursLine([ana])).toBe('Respondemos de segunda a sexta, das 9h às 18h (horário de Brasília).');
    const lunch = agentData({
      name: 'Dora',
      role: 'vendas',
      whatsapp: '5511911110004',
      hours: { tue: '09:00-12:00, 13:30-18:00', thu: '09:00-12:00, 13:30-18:00', sun: '00:00-01:00' },
    });
    expect(teamHoursText([lunch])).toBe(
      'às terças e quintas, das 9h às 12h e das 13h30 às 18h, e aos domingos, da meia-noite à 1h',
    );
    expect(daysText([0, 1, 2, 3, 4, 5, 6])).toBe('todos os dias');
    expect(daysText([0, 1, 2, 4, 5])).toBe('de segunda a quarta, às sextas e aos sábados');
  });
});

describe('the hours as the manifest writes them', () => {
  it('are read into minutes, in the order of the day', () => {
    expect(readShifts('13:00-18:00, 9:00-12:00')).toEqual({
      shifts: [
        [540, 720],
        [780, 1080],
      ],
      problems: [],
    });
    expect(readShifts('22:00-24:00').shifts).toEqual([[1320, 1440]]);
  });

  it('name what keeps them from being read: a time no clock shows, a shift backwards, two that overlap', () => {
    expect(readShifts('09:00-25:00').problems).toEqual([{ kind: 'time', time: '25:00' }]);
    expect(readShifts('09:60-18:00').problems).toEqual([{ kind: 'time', time: '09:60' }]);
    expect(readShifts('18:00-09:00').problems).toEqual([{ kind: 'backwards', shift: '18:00-09:00' }]);
    expect(readShifts('09:00-13:00, 12:00-18:00').problems).toEqual([
      { kind: 'overlap', first: '09:00-13:00', second: '12:00-18:00', joined: '09:00-18:00' },
    ]);
  });

  it('leave a day out as a day off', () => {
    const agent: AgentData = agentData({
      name: 'Eva',
      role: 'vendas',
      whatsapp: '5511911110005',
      hours: { sat: '09:00-13:00' },
    });
    expect(agent.hours.map((day) => day.length)).toEqual([0, 0, 0, 0, 0, 1, 0]);
  });
});
