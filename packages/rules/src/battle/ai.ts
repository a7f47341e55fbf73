import { BALANCE } from '../content/balance.js';
import { baseDamage, canActNow } from './resolve.js';
import type { BattleCreature, BattleState, Team } from './types.js';

export interface MoveChoice {
  readonly attackerId: number;
  readonly defenderId: number;
}

/** Damage a hit is expected to deal, counting hammers and blocks at their chances. */
function expectedDamage(a: BattleCreature, d: BattleCreature): number {
  const hammer = Math.min(1, a.hammer);
  const block = (1 - hammer) * Math.min(1, d.block);
  const factor =
    hammer * BALANCE.hammerMultiplier + block * BALANCE.blockShare + (1 - hammer - block);
  return baseDamage(a, d) * factor;
}

/** How much harm a creature does per hit on average: the AI takes the strongest out first. */
function threat(c: BattleCreature): number {
  return c.attack * (1 + c.hammer + c.fire + c.freeze + c.poison);
}

/**
 * The AI's move for `team`, the same for monsters, arena squads and the player's hint: a kill
 * if one is likely (the most threatening victim first), otherwise the hit that removes the most
 * threat per health of the target. Ties go to the lowest order, then id, so it is deterministic.
 */
export function chooseMove(s: BattleState, team: Team): MoveChoice | null {
  let best: MoveChoice | null = null;
  let bestScore = -Infinity;
  let bestKey = Infinity;
  for (const a of s.creatures) {
    if (a.team !== team || !canActNow(a)) continue;
    for (const d of s.creatures) {
      if (d.team === team || d.health <= 0) continue;
      const dmg = expectedDamage(a, d);
      const t = threat(d);
      const kill = dmg * (1 - BALANCE.damageVariance) >= d.health;
      // Kills score above everything; otherwise prefer removing the most threat per hit and,
      // between similar hits, use the weaker attacker so the strong one stays for a kill.
      const score = kill ? 1e6 + t / (t + a.attack) : (Math.min(1, dmg / d.health) * t) / (t + 1);
      const key = a.order * 100 + d.order;
      if (score > bestScore || (score === bestScore && key < bestKey)) {
        bestScore = score;
        bestKey = key;
        best = { attackerId: a.id, defenderId: d.id };
      }
    }
  }
  return best;
}
