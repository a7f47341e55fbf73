import { BALANCE } from '../content/balance.js';
import { ABILITY_NUMBERS, abilityOfClass } from './abilities.js';
import { aimedShare, baseDamage, canActNow, isFrozen, tauntAllows } from './resolve.js';
import type { BattleCreature, BattleState, Team } from './types.js';

/** A move: the attacker's plain hit on the defender, or its ability aimed at the defender. */
export interface MoveChoice {
  readonly attackerId: number;
  readonly defenderId: number;
  /** The attacker's ability rather than a plain hit. */
  readonly ability?: boolean;
}

/** Damage a hit is expected to deal, counting hammers and blocks at their chances. */
export function expectedDamage(a: BattleCreature, d: BattleCreature): number {
  const hammer = Math.min(1, a.hammer);
  const block = (1 - hammer) * Math.min(1, d.block);
  const factor =
    hammer * BALANCE.hammerMultiplier + block * BALANCE.blockShare + (1 - hammer - block);
  return baseDamage(a, d) * factor;
}

/**
 * What a creature is worth to its side: the harm it does per hit, and more for a healer, who
 * undoes the other side's work (so the AI and the hint strike healers first).
 */
function worth(c: BattleCreature): number {
  const t = c.attack * (1 + c.hammer + c.fire + c.freeze + c.poison);
  return abilityOfClass(c.warriorClass)?.id === 'MEND' ? t * 1.5 : t;
}

/**
 * The value of `dmg` expected damage on foe `d`: its worth times the share of its health
 * taken, half as much again for a kill (a dead foe never strikes back), which makes focused
 * fire pay. Values are in the foe's worth, comparable across every kind of move.
 */
function damageValue(d: BattleCreature, dmg: number): number {
  if (d.health <= 0) return 0;
  const w = worth(d);
  const through = Math.max(0, dmg - (d.shield ?? 0));
  const taken = Math.min(through, d.health);
  let value = (0.5 * w * taken) / d.maxHealth;
  if (through * (1 - BALANCE.damageVariance) >= d.health) value += 0.5 * w;
  else if (through >= d.health) value += 0.25 * w;
  return value;
}

/** The hardest expected blow any living foe of `c` can land on it. */
function worstIncoming(s: BattleState, c: BattleCreature): number {
  let worst = 0;
  for (const f of s.creatures) {
    if (f.team === c.team || f.health <= 0) continue;
    worst = Math.max(worst, expectedDamage(f, c));
  }
  return worst;
}

/** Value of giving ally `x` `heal` health: its worth per health, more when it saves a life. */
function healValue(s: BattleState, x: BattleCreature, heal: number): number {
  const w = worth(x);
  const h = Math.min(heal, x.maxHealth - x.health);
  let value = (0.5 * w * h) / x.maxHealth;
  const incoming = worstIncoming(s, x);
  if (x.health <= incoming && x.health + h > incoming) value += 0.5 * w;
  return value;
}

function livingFoes(s: BattleState, team: Team): BattleCreature[] {
  return s.creatures.filter((c) => c.team !== team && c.health > 0);
}

/**
 * The expected value of a move for its side, in worth (see `worth`). The monsters' AI, arena
 * squads and the player's hint all choose by this one measure; `null` when the move is not
 * allowed (a target behind a shield wall, an ability still resting, a heal on a dead ally).
 */
export function evaluateChoice(s: BattleState, team: Team, choice: MoveChoice): number | null {
  const a = s.creatures.find((c) => c.id === choice.attackerId);
  const d = s.creatures.find((c) => c.id === choice.defenderId);
  if (a === undefined || d === undefined || a.team !== team || !canActNow(a)) return null;
  if (choice.ability !== true) {
    if (d.team === team || d.health <= 0 || !tauntAllows(s, team, d)) return null;
    return damageValue(d, expectedDamage(a, d));
  }
  const def = abilityOfClass(a.warriorClass);
  if (def === null || (a.cooldown ?? 0) > 0) return null;
  const n = ABILITY_NUMBERS;
  switch (def.id) {
    case 'SHIELD_WALL': {
      if (d.id !== a.id) return null;
      const shield = a.maxHealth * n.shieldShare;
      // The shield counts as health for the holder while foes are made to strike it; the taunt
      // is worth the blows it draws away from weaker allies.
      let value = (0.5 * worth(a) * Math.min(shield, 2 * worstIncoming(s, a))) / a.maxHealth;
      for (const x of s.creatures) {
        if (x.team !== team || x.id === a.id || x.health <= 0) continue;
        const share = Math.min(1, worstIncoming(s, x) / x.health);
        value += 0.25 * worth(x) * share;
      }
      return (a.shield ?? 0) > 0 ? value * 0.5 : value;
    }
    case 'MEND':
      if (d.team !== team || d.health <= 0 || d.health >= d.maxHealth) return null;
      return healValue(s, d, d.maxHealth * n.mendShare);
    case 'FIRESTORM': {
      if (d.team === team || d.health <= 0) return null;
      let value = 0;
      for (const f of livingFoes(s, team)) {
        value += damageValue(f, baseDamage(a, f) * n.stormShare);
      }
      return value;
    }
    case 'FROST_LANCE': {
      if (d.team === team || d.health <= 0 || !tauntAllows(s, team, d)) return null;
      const dmg = baseDamage(a, d) * n.lanceShare;
      const dies = dmg * (1 - BALANCE.damageVariance) >= d.health + (d.shield ?? 0);
      // A frozen foe loses its next turn: worth a quarter of it, unless it is frozen already.
      return damageValue(d, dmg) + (dies || isFrozen(d) ? 0 : 0.25 * worth(d));
    }
    case 'AIMED_SHOT':
      if (d.team === team || d.health <= 0 || !tauntAllows(s, team, d)) return null;
      return damageValue(d, baseDamage(a, d) * aimedShare(d));
    case 'VENOM_CLOUD': {
      if (d.team === team || d.health <= 0) return null;
      let value = 0;
      const total = a.attack * n.venomShare * BALANCE.poisonMoves;
      // Poison lands over the coming turns: counted at four fifths, never as a sure kill.
      for (const f of livingFoes(s, team)) {
        value += (0.8 * 0.5 * worth(f) * Math.min(total, f.health)) / f.maxHealth;
      }
      return value;
    }
  }
}

/**
 * The AI's move for `team`, the same for monsters, arena squads and the player's hint: the move
 * of the highest expected value (`evaluateChoice`). Ties go to the plain hit, then the lowest
 * order, then id, so it is deterministic.
 */
export function chooseMove(s: BattleState, team: Team): MoveChoice | null {
  let best: MoveChoice | null = null;
  let bestScore = -Infinity;
  let bestKey = Infinity;
  for (const a of s.creatures) {
    if (a.team !== team || !canActNow(a)) continue;
    for (const d of s.creatures) {
      for (const ability of [false, true]) {
        const choice: MoveChoice = { attackerId: a.id, defenderId: d.id, ability };
        const score = evaluateChoice(s, team, choice);
        if (score === null) continue;
        const key = (ability ? 1e6 : 0) + a.order * 1000 + d.order * 10 + (d.team === team ? 1 : 0);
        if (score > bestScore || (score === bestScore && key < bestKey)) {
          bestScore = score;
          bestKey = key;
          best = choice;
        }
      }
    }
  }
  return best;
}
