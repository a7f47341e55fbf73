import { biomeOfStair, type Biome } from '../content/biomes.js';
import { monsterPool } from '../content/families.js';
import { monstersOfBiome, monsterDef, type MonsterDef } from '../content/monsters.js';
import { WARRIOR_CLASS_DEFS } from '../content/warrior-classes.js';
import { buildMonster } from '../creature/build.js';
import type { Creature } from '../creature/model.js';
import { nextInt, type RngState } from '../rng/rng.js';

/**
 * Monsters in a squad by stair: one at first, growing about as fast as the player's squad
 * slots do, six from stair 41.
 */
export function squadSizeForStair(stair: number): number {
  if (stair <= 2) return 1;
  if (stair <= 5) return 2;
  if (stair <= 10) return 3;
  if (stair <= 20) return 4;
  if (stair <= 40) return 5;
  return 6;
}

/**
 * Below this stair a guard squad holds one healer at most. Two healers mend each other faster
 * than a squad of the first stairs can hurt them: the play-through's stair-7 gate of a volkolak
 * and two bereginyas held a player at level 3 for four tries of a minute each (GAME_DESIGN.md).
 */
export const HEALER_PAIR_STAIR = 15;

function heals(m: Pick<MonsterDef, 'warriorClass'>): boolean {
  return WARRIOR_CLASS_DEFS[m.warriorClass].trait === 'LIFESTEAL';
}

/**
 * The drawn monster, or where it would be a second healer below HEALER_PAIR_STAIR, the next
 * monster of the pool that does not heal (chosen without a further draw, so a squad's other
 * places fall as they would).
 */
function oneHealer(
  drawn: MonsterDef,
  at: number,
  pool: readonly MonsterDef[],
  stair: number,
  squad: readonly GuardMonster[],
): MonsterDef {
  if (stair >= HEALER_PAIR_STAIR || !heals(drawn)) return drawn;
  const healerStands = squad.some((g) => {
    const def = monsterDef(g.monsterId);
    return def !== undefined && heals(def);
  });
  if (!healerStands) return drawn;
  for (let k = 1; k <= pool.length; k++) {
    const other = pool[(at + k) % pool.length]!;
    if (!heals(other)) return other;
  }
  return drawn;
}

export interface GuardMonster {
  readonly monsterId: string;
  readonly level: number;
}

export interface Guard {
  /** The stair whose strength the guards have; its colour tells the danger. */
  readonly stair: number;
  readonly monsters: readonly GuardMonster[];
  /** Stronger than its stair (artifact keepers): worth more, risky until the player grows. */
  readonly elite: boolean;
}

/**
 * Draws a squad from the guard stair's biome. A gate every fifth stair is led by the biome's
 * boss; one creature fewer then, since a boss is worth three. Ordinary monsters come from the
 * families that have arrived by the stair, and a family that has just arrived shows itself in
 * the squad's first place (`monsterPool`).
 */
export function drawGuard(
  rng: RngState,
  stair: number,
  options: { boss: boolean; elite: boolean; biome?: Biome },
): Guard {
  // The snow world keeps its own monsters whatever the stair.
  const biome = options.biome ?? biomeOfStair(stair).id;
  const { common, newcomers } = monsterPool(biome, stair);
  const bosses = monstersOfBiome(biome, true);
  const size = squadSizeForStair(stair);
  const monsters: GuardMonster[] = [];
  const boss = options.boss && bosses.length > 0 ? bosses[nextInt(rng, bosses.length)] : undefined;
  if (boss !== undefined) monsters.push({ monsterId: boss.id, level: stair });
  while (monsters.length < Math.max(1, boss === undefined ? size : size - 1)) {
    const from = monsters.length === (boss ? 1 : 0) && newcomers.length > 0 ? newcomers : common;
    const at = nextInt(rng, from.length);
    const drawn = from[at];
    if (drawn === undefined) break;
    const m = oneHealer(drawn, from === common ? at : 0, common, stair, monsters);
    monsters.push({ monsterId: m.id, level: stair });
  }
  return { stair, monsters, elite: options.elite };
}

/** The guard's creatures, ready for a battle (ids -1, -2, …: never a hero's id). */
export function guardCreatures(guard: Guard): Creature[] {
  const out: Creature[] = [];
  guard.monsters.forEach((g, i) => {
    const def = monsterDef(g.monsterId);
    if (def !== undefined) out.push(buildMonster(def, g.level, -(i + 1), i));
  });
  return out;
}
