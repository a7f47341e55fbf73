import { chooseMove } from './ai.js';
import {
  checkEnd,
  endTurn,
  findCreature,
  resolveAbility,
  resolveHit,
  teamCanActNow,
} from './resolve.js';
import type { BattleState } from './types.js';

/**
 * A checked hit (or ability): resolve it, mark the attacker, and end the team's turn once no
 * creature of it is left to act (unless the battle ended).
 */
export function playHit(
  s: BattleState,
  attackerId: number,
  defenderId: number,
  ability = false,
): void {
  const a = findCreature(s, attackerId);
  const d = findCreature(s, defenderId);
  if (a === undefined || d === undefined) return;
  if (ability) resolveAbility(s, a, d);
  else resolveHit(s, a, d);
  a.acted = true;
  // Every able creature of the team acts once in its turn; the turn passes after the last.
  if (!checkEnd(s) && !teamCanActNow(s, a.team)) endTurn(s);
}

/** Plays the AI's turns until a human team is to move or the battle is over. */
export function runAi(s: BattleState): void {
  while (s.status === 'IN_PROGRESS' && s.aiTeams[s.turningTeam]) {
    const choice = chooseMove(s, s.turningTeam);
    if (choice === null) {
      // Cannot happen after beginTurn found an able creature; end the turn rather than spin.
      endTurn(s);
      continue;
    }
    playHit(s, choice.attackerId, choice.defenderId, choice.ability === true);
  }
}
