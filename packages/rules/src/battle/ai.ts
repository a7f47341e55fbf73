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

/**
 * Damage a hit is expected to deal, counting hammers and blocks at their chances, and the fire
 * and poison it leaves to burn over the coming turns (they do not stack on a foe already
 * afflicted). An ability's blow (`share` of a hit, `sure`) is never doubled nor blocked.
 */
export function expectedDamage(
  a: BattleCreature,
  d: BattleCreature,
  share = 1,
  sure = false,
): number {
  const hammer = sure ? 0 : Math.min(1, a.hammer);
  const block = sure ? 0 : (1 - hammer) * Math.min(1, d.block);
  const factor =
    hammer * BALANCE.hammerMultiplier + block * BALANCE.blockShare + (1 - hammer - block);
  const hit = baseDamage(a, d) * share * factor;
  const afflicted = (type: string) => d.effects.some((e) => e.type === type);
  const burn = afflicted('BURNING')
    ? 0
    : Math.min(1, a.fire) * hit * BALANCE.fireShare * BALANCE.fireMoves;
  const poison = afflicted('POISONED') ? 0 : a.attack * a.poison * BALANCE.poisonMoves;
  return hit + burn + poison;
}

/** A creature as a move would leave it, by expected values (no luck drawn). */
interface Outlook {
  readonly c: BattleCreature;
  health: number;
  shield: number;
  /** Loses its next action (frozen). */
  frozen: boolean;
  /** Poison and fire still to tick. */
  ticks: number;
  taunt: boolean;
}

function outlook(s: BattleState): Outlook[] {
  return s.creatures.map((c) => ({
    c,
    health: c.health,
    shield: c.shield ?? 0,
    frozen: isFrozen(c),
    ticks: c.effects.reduce(
      (sum, e) => (e.type === 'FROZEN' ? sum : sum + e.value * e.movesRemain),
      0,
    ),
    taunt: (c.taunt ?? 0) > 0 && c.health > 0,
  }));
}

/** The living creatures of `side` the other side may strike: its shield walls, if it has any. */
function targetsOf(all: readonly Outlook[], side: Team): Outlook[] {
  const alive = all.filter((o) => o.c.team === side && o.health > 0);
  const walls = alive.filter((o) => o.taunt);
  return walls.length > 0 ? walls : alive;
}

/** The hardest expected blow `a` can land on one of `targets`. */
function bestBlow(a: BattleCreature, targets: readonly Outlook[]): number {
  let best = 0;
  for (const d of targets) best = Math.max(best, expectedDamage(a, d.c));
  return best;
}

/**
 * The damage `side` deals before the other side wears it down, the other side striking with
 * all its creatures each turn and felling them in the best order (shield walls first, then the
 * most harm per health): a creature's blow counts every turn it stays alive, a frozen one's
 * next turn excepted. This is why kills, focused fire and healers matter.
 */
function harm(all: readonly Outlook[], side: Team): number {
  const other = (1 - side) as Team;
  const mine = all.filter((o) => o.c.team === side && o.health > 0);
  const theirTargets = targetsOf(all, side);
  const myTargets = targetsOf(all, other);
  let pace = 0;
  for (const o of all) {
    if (o.c.team === other && o.health > 0) pace += bestBlow(o.c, theirTargets);
  }
  if (!(pace > 0)) return Infinity;
  const blows = mine.map((o) => {
    const left = Math.max(0, o.health + o.shield - o.ticks);
    const blow = bestBlow(o.c, myTargets);
    return { o, blow, left, rate: left > 0 ? blow / left : Infinity };
  });
  blows.sort((x, y) => Number(y.o.taunt) - Number(x.o.taunt) || y.rate - x.rate);
  let total = 0;
  let felled = 0;
  for (const b of blows) {
    // The turns it still strikes in: at least the coming one, unless it is frozen for it.
    felled += b.left / pace;
    total += b.blow * Math.max(b.o.frozen ? 0 : 1, felled - (b.o.frozen ? 1 : 0));
  }
  return total;
}

/**
 * How the race stands for `team`: the share of the foes' health the team takes before it
 * falls over the share of the team's health the foes take before they fall, as a logarithm
 * (positive: the team is ahead). Shields count as health, poison still to tick as damage done.
 */
function race(all: readonly Outlook[], team: Team): number {
  const other = (1 - team) as Team;
  let ours = 0;
  let theirs = 0;
  for (const o of all) {
    if (o.health <= 0) continue;
    const left = Math.max(0, o.health + o.shield - o.ticks);
    if (o.c.team === team) ours += left;
    else theirs += left;
  }
  if (theirs <= 0) return Infinity;
  if (ours <= 0) return -Infinity;
  const dealt = harm(all, team);
  const taken = harm(all, other);
  if (!(taken > 0)) return Infinity;
  if (!(dealt > 0)) return -Infinity;
  // Logarithms of ratios, so late-game numbers near 1e300 never overflow.
  return Math.log(dealt / theirs) - Math.log(taken / ours);
}

/** Expected `dmg` on one creature of the outlook: the shield first, then health. */
function strike(o: Outlook, dmg: number): void {
  const soaked = Math.min(o.shield, dmg);
  o.shield -= soaked;
  o.health = Math.max(0, o.health - (dmg - soaked));
}

/**
 * The expected value of a move for its side: how the race (see `race`) stands after it. The
 * monsters' AI, arena squads and the player's hint all choose by this one measure; `null` when
 * the move is not allowed (a target behind a shield wall, an ability still resting, a heal on a
 * dead or unhurt ally).
 */
export function evaluateChoice(s: BattleState, team: Team, choice: MoveChoice): number | null {
  const a = s.creatures.find((c) => c.id === choice.attackerId);
  const d = s.creatures.find((c) => c.id === choice.defenderId);
  if (a === undefined || d === undefined || a.team !== team || !canActNow(a)) return null;
  const all = outlook(s);
  const at = (c: BattleCreature) => all.find((o) => o.c === c) as Outlook;
  const foes = all.filter((o) => o.c.team !== team && o.health > 0);
  const n = ABILITY_NUMBERS;
  if (choice.ability !== true) {
    if (d.team === team || d.health <= 0 || !tauntAllows(s, team, d)) return null;
    strike(at(d), expectedDamage(a, d));
    return race(all, team);
  }
  const def = abilityOfClass(a.warriorClass);
  if (def === null || (a.cooldown ?? 0) > 0) return null;
  switch (def.id) {
    case 'SHIELD_WALL': {
      if (d.id !== a.id) return null;
      const me = at(a);
      me.shield = Math.max(me.shield, a.maxHealth * n.shieldShare);
      me.taunt = true;
      break;
    }
    case 'MEND': {
      if (d.team !== team || d.health <= 0 || d.health >= d.maxHealth) return null;
      const x = at(d);
      x.health = Math.min(d.maxHealth, x.health + d.maxHealth * n.mendShare);
      break;
    }
    case 'FIRESTORM':
      if (d.team === team || d.health <= 0) return null;
      for (const f of foes) strike(f, expectedDamage(a, f.c, n.stormShare, true));
      break;
    case 'FROST_LANCE': {
      if (d.team === team || d.health <= 0 || !tauntAllows(s, team, d)) return null;
      const x = at(d);
      strike(x, expectedDamage(a, d, n.lanceShare, true));
      x.frozen = x.health > 0;
      break;
    }
    case 'AIMED_SHOT':
      if (d.team === team || d.health <= 0 || !tauntAllows(s, team, d)) return null;
      strike(at(d), expectedDamage(a, d, aimedShare(d), true));
      break;
    case 'VENOM_CLOUD':
      if (d.team === team || d.health <= 0) return null;
      for (const f of foes) f.ticks += a.attack * n.venomShare * BALANCE.poisonMoves;
      break;
  }
  return race(all, team);
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
        if (best === null || score > bestScore || (score === bestScore && key < bestKey)) {
          bestScore = score;
          bestKey = key;
          best = choice;
        }
      }
    }
  }
  return best;
}
