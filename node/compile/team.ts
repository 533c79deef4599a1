// The sales team as the pages need it (company.team): each agent's hours in minutes, and when the team as a whole
// answers, in the words the form and the chat dialog show.
import type { Manifest } from '../manifest/types';
import { agentData } from '../manifest/team-hours';
import type { TeamData } from '../../renderer/shared/team';
import { teamHoursLine } from '../../renderer/shared/team-words';

export function teamData({ company }: Manifest): TeamData | undefined {
  if (!company.team) return undefined;
  const agents = company.team.map(agentData);
  return { agents, hoursLine: teamHoursLine(agents) };
}
