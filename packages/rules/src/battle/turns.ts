import { chooseMove } from './ai.js';
import { checkEnd, endTurn, resolveAbility, resolveHit, slotOf, teamCanActNow } from './resolve.js';
import { ownAt, type Draft } from './copy.js';

/**
 * A checked hit (or ability): resolve it, mark the attacker, and end the team's turn once no
 * creature of it is left to act (unless the battle ended).
 */
export function playHit(w: Draft, attackerId: number, defenderId: number, ability = false): void {
  const s = w.s;
  const ai = slotOf(s, attackerId);
  const di = slotOf(s, defenderId);
  if (ai < 0 || di < 0) return;
  // Both are written to: the attacker acts, the target is struck (or healed, or shielded).
  const a = ownAt(w, ai);
  const d = ownAt(w, di);
  if (ability) resolveAbility(w, a, d);
  else resolveHit(s, a, d);
  a.acted = true;
  // Every able creature of the team acts once in its turn; the turn passes after the last.
  if (!checkEnd(s) && !teamCanActNow(s, a.team)) endTurn(w);
}

/** Plays the AI's turns until a human team is to move or the battle is over. */
export function runAi(w: Draft): void {
  const s = w.s;
  while (s.status === 'IN_PROGRESS' && s.aiTeams[s.turningTeam]) {
    const choice = chooseMove(s, s.turningTeam);
    if (choice === null) {
      // Cannot happen after beginTurn found an able creature; end the turn rather than spin.
      endTurn(w);
      continue;
    }
    playHit(w, choice.attackerId, choice.defenderId, choice.ability === true);
  }
}
