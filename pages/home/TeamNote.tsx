// Who will answer the lead form's chat, on sites with a sales team (company.team): the visit's agent, or outside
// their hours when they are back, and when the team answers. The agent is drawn for the visit in the browser
// (renderer/browser/visit-agent.ts), so the server's page names the team instead, in a line that keeps room for the
// agent's, and the app puts the agent in it once its words (renderer/shared/team-words.ts, which a site without a
// team never downloads) arrive: nothing moves.
import { useEffect, useState } from 'react';
import shell from 'virtual:site-shell';
import styles from './TeamNote.module.css';

/** What the form says before the visit's agent is known. */
const TEAM_ANSWERS = 'Quem vai responder: alguém da nossa equipe de vendas.';

export function TeamNote() {
  const [who, setWho] = useState(TEAM_ANSWERS);
  useEffect(() => {
    if (!shell.team) return;
    let shown = true;
    Promise.all([import('../../renderer/browser/visit-agent'), import('../../renderer/shared/team-words')])
      .then(([{ visitAgent }, { whoAnswers }]) => {
        const agent = visitAgent();
        if (shown && agent) setWho(whoAnswers(agent, new Date()));
      })
      // Without its code the line keeps naming the team, which stays true.
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, []);
  if (!shell.team) return null;
  return (
    <div className={styles.note}>
      <p className={styles.who}>{who}</p>
      <p>{shell.team.hoursLine}</p>
    </div>
  );
}
