import { CURVE_END_STAIR, monsterEase, stairScale } from '../content/balance.js';
import { MONSTER_BASE } from '../content/monsters.js';
import { isAlive, skillTotal, type Creature } from '../creature/model.js';
import { squadSizeForStair } from './squads.js';

interface SideStrength {
  readonly health: number;
  readonly attack: number;
  readonly defence: number;
}

function heroSide(squad: readonly Creature[]): SideStrength | null {
  const fighters = squad.filter((c) => c.combative && isAlive(c));
  if (fighters.length === 0) return null;
  let health = 0;
  let attack = 0;
  let defence = 0;
  for (const c of fighters) {
    health += skillTotal(c, 'HEALTH');
    attack += skillTotal(c, 'ATTACK') / fighters.length;
    defence += skillTotal(c, 'DEFENCE') / fighters.length;
  }
  return { health, attack, defence };
}

function monsterSide(stair: number): SideStrength {
  const k = stairScale(stair) * monsterEase(stair);
  return {
    health: MONSTER_BASE.health * k * squadSizeForStair(stair),
    attack: MONSTER_BASE.attack * k,
    defence: MONSTER_BASE.defence * k,
  };
}

/** Turns side `a` needs to wear down side `b`, one average hit per turn. */
function turnsToBeat(a: SideStrength, b: SideStrength): number {
  const hitDamage = a.attack * (a.attack / (a.attack + b.defence));
  return hitDamage > 0 ? b.health / hitDamage : Infinity;
}

/** The squad needs this edge over a stair's ordinary guards to call the stair beatable. */
const MARGIN = 1.25;

function squadBeats(squad: readonly Creature[], stair: number): boolean {
  const heroes = heroSide(squad);
  if (heroes === null) return false;
  const monsters = monsterSide(stair);
  return turnsToBeat(monsters, heroes) >= MARGIN * turnsToBeat(heroes, monsters);
}

/**
 * SPEC §3 `battleStair`: the highest stair whose ordinary guards the squad is expected to beat
 * (full health assumed, 25% to spare). It is the player's strength, where `bestVictoryStair`
 * is the player's record, and the stair colour compares places against it. 0 when even stair 1
 * is too strong.
 */
export function squadBattleStair(squad: readonly Creature[]): number {
  if (!squadBeats(squad, 1)) return 0;
  let lo = 1;
  let hi = CURVE_END_STAIR;
  if (squadBeats(squad, hi)) return hi;
  // Guards grow with the stair, so the first stair they win is found by bisection.
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (squadBeats(squad, mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}
