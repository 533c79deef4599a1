// The agent of the sales team (company.team) this visit's chats go to. The page names the team on its starter
// script (data-team); the first hand-over or the lead form's note draws one (renderer/shared/team.ts pickAgent), and
// sessionStorage keeps the choice for the rest of the visit, through client-side navigation and reloads, so a visitor
// who comes back to the chat finds the same person. A site without a team has no agent: its chats go to
// company.whatsapp.
import { pickAgent, type AgentData, type TeamData } from '../shared/team';
import { starterData } from './starter-data';
import { visitValue } from './visit-storage';

const kept = visitValue('visit-agent');
let team: TeamData | null | undefined;

/** The sales team the page names, or null. */
export function siteTeam(): TeamData | null {
  if (team === undefined) {
    const json = starterData().team;
    try {
      team = json ? (JSON.parse(json) as TeamData) : null;
    } catch {
      team = null;
    }
  }
  return team;
}

/** The visit's agent (drawn at `at` on the first call of the visit), or null on a site without a team. */
export function visitAgent(at = new Date()): AgentData | null {
  const agents = siteTeam()?.agents;
  if (!agents?.length) return null;
  // Named by number and name: a later build that renames or drops the agent draws again.
  const key = (agent: AgentData) => `${agent.whatsapp} ${agent.name}`;
  const known = agents.find((agent) => key(agent) === kept.get());
  if (known) return known;
  const drawn = pickAgent(agents, at)!;
  kept.set(key(drawn));
  return drawn;
}
