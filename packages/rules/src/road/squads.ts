import { biomeOfStair, type Biome } from '../content/biomes.js';
import { monsterPool } from '../content/families.js';
import { monstersOfBiome, monsterDef } from '../content/monsters.js';
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
    const m = from[nextInt(rng, from.length)];
    if (m === undefined) break;
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
