// The sales team's working hours (company.team): every time a time of day, every shift ending after it starts, no
// two shifts of a day overlapping, and every agent on duty at some hour of the week. Their form ('09:00-18:00') and
// the WhatsApp numbers are the schema's.
import type { Manifest } from './types';
import { AgentWithoutHours, ShiftBackwards, ShiftsOverlap, ShiftTime } from './problem-catalogue';
import type { ProblemList } from './problems';
import { readShifts } from './team-hours';
import { WEEKDAYS } from '../../renderer/shared/team';

export function checkTeam(manifest: Manifest, problems: ProblemList): void {
  manifest.company.team?.forEach((agent, i) => {
    const days = WEEKDAYS.filter((day) => agent.hours[day] !== undefined);
    if (!days.length) problems.report(AgentWithoutHours, ['company', 'team', i, 'hours'], {});
    for (const day of days) {
      const path = ['company', 'team', i, 'hours', day];
      for (const problem of readShifts(agent.hours[day]!).problems) {
        if (problem.kind === 'time') problems.report(ShiftTime, path, { time: problem.time });
        else if (problem.kind === 'backwards') problems.report(ShiftBackwards, path, { shift: problem.shift });
        else problems.report(ShiftsOverlap, path, problem);
      }
    }
  });
}
