import { CURVE_END_STAIR, monsterEase, stairScale } from '../content/balance.js';
import { MONSTER_BASE } from '../content/monsters.js';
import { health, isAlive, skillTotal, type Creature } from '../creature/model.js';
import { squadSizeForStair } from './squads.js';

interface SideStrength {
  readonly health: number;
  readonly attack: number;
  readonly defence: number;
}

/** What the danger reckoning reads of a hero: whether it fights, and its skills. */
export type SquadMember = Pick<Creature, 'skills' | 'combative'>;

/**
 * Which health the squad is reckoned with: its full health (the player's strength, SPEC §3
 * battleStair) or the health it has now (the danger of a fight started now).
 */
export type HealthBasis = 'full' | 'current';

function heroSide(squad: readonly SquadMember[], basis: HealthBasis): SideStrength | null {
  const fighters = squad.filter((c) => c.combative && isAlive(c));
  if (fighters.length === 0) return null;
  let total = 0;
  let attack = 0;
  let defence = 0;
  for (const c of fighters) {
    total += basis === 'full' ? skillTotal(c, 'HEALTH') : health(c);
    attack += skillTotal(c, 'ATTACK') / fighters.length;
    defence += skillTotal(c, 'DEFENCE') / fighters.length;
  }
  return { health: total, attack, defence };
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

function squadBeats(squad: readonly SquadMember[], stair: number, basis: HealthBasis): boolean {
  const heroes = heroSide(squad, basis);
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
export function squadBattleStair(
  squad: readonly SquadMember[],
  basis: HealthBasis = 'full',
): number {
  if (!squadBeats(squad, 1, basis)) return 0;
  let lo = 1;
  let hi = CURVE_END_STAIR;
  if (squadBeats(squad, hi, basis)) return hi;
  // Guards grow with the stair, so the first stair they win is found by bisection.
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (squadBeats(squad, mid, basis)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * The squad's fighters' health now as a share of their full health; 1 with no fighters (no
 * wounds to warn of: the server refuses a fight without a squad anyway).
 */
export function squadHealthShare(squad: readonly SquadMember[]): number {
  let now = 0;
  let full = 0;
  for (const c of squad) {
    if (!c.combative) continue;
    now += Math.max(0, health(c));
    full += skillTotal(c, 'HEALTH');
  }
  return full > 0 ? now / full : 1;
}

/**
 * Under this share of its full health the squad is badly hurt: the gate asks before a fight
 * and offers healing first (docs/GAME_DESIGN.md).
 */
export const BADLY_HURT_SHARE = 0.5;
