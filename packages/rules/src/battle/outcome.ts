import { BALANCE, stairScale } from '../content/balance.js';
import type { Amounts } from '../content/currencies.js';
import { drawCard } from '../progression/card-drops.js';
import { nextFloat, type RngState } from '../rng/rng.js';
import { isDuel } from './multi.js';
import type { BattleCreature, BattleState } from './types.js';

export const CHEST_TYPES = ['silver', 'gold', 'azure', 'lava', 'amber', 'jade'] as const;
export type ChestType = (typeof CHEST_TYPES)[number];

/** The chest a stair's battles drop: better chests deeper up the road. */
function chestForStair(stair: number): ChestType {
  if (stair < 100) return 'silver';
  if (stair < 500) return 'gold';
  if (stair < 1000) return 'azure';
  if (stair < 3000) return 'lava';
  if (stair < 5000) return 'amber';
  return 'jade';
}

export interface Reward {
  readonly gold: number;
  readonly exp: number;
  /** Other resources (crystals, elixir, sulfur) by currency. */
  readonly resources: Amounts;
}

/** SPEC §3 battle status outcome fields, from the player's (team 0's) side. */
export interface BattleOutcome {
  readonly won: boolean;
  readonly winnerReward: Reward | null;
  readonly looserPenalty: { readonly gold: number } | null;
  /** The health each of the player's creatures keeps after the battle (0 = fallen). */
  readonly healthPenalty: readonly {
    readonly creatureId: number;
    readonly health: number;
    readonly maxHealth: number;
    readonly lost: number;
  }[];
  /** Rank experience each creature earned by its kills (granted win or lose). */
  readonly rankExp: readonly { readonly creatureId: number; readonly exp: number }[];
  readonly battleBonus: { readonly gold: number } | null;
  readonly chestBonus: ChestType | null;
  /** A card found on the field (its id), drawn after the chest. */
  readonly cardBonus: string | null;
}

/** A won road (MOB) battle drops clan gears this often, drawn after the chest. */
export const GEAR_DROP_CHANCE = 0.1;
/** Gears a drop holds: one, and one more for every this many stairs. */
export const GEAR_DROP_STAIRS = 25;

export function gearDrop(stair: number): number {
  return 1 + Math.floor(stair / GEAR_DROP_STAIRS);
}

/** Gold a creature of `level` is worth when defeated. */
export function goldForMonster(level: number, boss: boolean): number {
  return BALANCE.goldPerMonster * stairScale(level) ** BALANCE.goldExponent * (boss ? 3 : 1);
}

/** Player experience a creature of `level` is worth when defeated (a boss counts thrice). */
export function expForMonster(level: number): number {
  return BALANCE.expPerMonsterStair * Math.max(level, BALANCE.expFloorStair);
}

/** What defeating these creatures pays, before bonuses. */
function rewardFor(defeated: readonly Pick<BattleCreature, 'level' | 'boss'>[]): Reward {
  let gold = 0;
  let exp = 0;
  let crystal = 0;
  let elixir = 0;
  let sulfur = 0;
  for (const c of defeated) {
    const weight = c.boss ? 3 : 1;
    gold += goldForMonster(c.level, c.boss);
    exp += expForMonster(c.level) * weight;
    // Crystals from stair 5, elixir from the elixir setup's stair 25, sulfur from the mountains.
    if (c.level >= 5) crystal += 0.25 * weight * (1 + c.level / 50);
    if (c.level >= 25) elixir += 0.5 * weight * (1 + c.level / 100);
    if (c.level >= 100) sulfur += 0.2 * weight * (1 + c.level / 200);
  }
  const resources: Amounts = {};
  if (crystal > 0) resources.CRYSTAL = crystal;
  if (elixir > 0) resources.ELIXIR = elixir;
  if (sulfur > 0) resources.SULFUR = sulfur;
  return { gold, exp: Math.round(exp), resources };
}

/**
 * The outcome of a completed battle. Pure: it draws the chest from a copy of the battle's
 * generator, so asking twice gives the same answer. Null while the battle runs.
 */
export function battleOutcome(s: BattleState): BattleOutcome | null {
  if (s.status !== 'COMPLETED' || s.winner === null) return null;
  const won = s.winner === 0;
  const mine = s.creatures.filter((c) => c.team === 0);
  const enemies = s.creatures.filter((c) => c.team === 1);
  // A duel neither wounds nor costs (the server restores both squads): its result says so.
  const duel = isDuel(s);
  const healthPenalty = duel
    ? []
    : mine.map((c) => ({
        creatureId: c.id,
        health: c.health,
        maxHealth: c.maxHealth,
        lost: Math.max(0, c.startHealth - c.health),
      }));
  const rankExp = mine
    .filter((c) => c.rankExp > 0)
    .map((c) => ({ creatureId: c.id, exp: c.rankExp }));
  // A win pays for the whole enemy squad (also when won on the turn cap); arena and duel
  // victories pay the same way by the enemies' levels.
  const full = rewardFor(enemies);
  if (!won) {
    return {
      won,
      winnerReward: null,
      looserPenalty: duel ? null : { gold: full.gold * BALANCE.defeatGoldShare },
      healthPenalty,
      rankExp,
      battleBonus: null,
      chestBonus: null,
      cardBonus: null,
    };
  }
  const flawless = mine.every((c) => c.health > 0);
  const rng: RngState = [s.rng[0], s.rng[1], s.rng[2], s.rng[3]];
  const gateChest = s.gate && s.stair % 10 === 0;
  const chest = gateChest || nextFloat(rng) < BALANCE.chestChance ? chestForStair(s.stair) : null;
  const card = drawCard('BATTLE', s.stair, rng);
  // Gears, for members to donate to their clan: road battles only, so arena farming drops none.
  const gears = s.kind === 'MOB' && nextFloat(rng) < GEAR_DROP_CHANCE ? gearDrop(s.stair) : 0;
  return {
    won,
    winnerReward: gears > 0 ? { ...full, resources: { ...full.resources, GEARS: gears } } : full,
    looserPenalty: null,
    healthPenalty,
    rankExp,
    battleBonus: flawless ? { gold: full.gold * BALANCE.flawlessBonusShare } : null,
    chestBonus: chest,
    cardBonus: card,
  };
}
