import {
  squadBattleStair,
  stairOfCoordinate,
  type Creature,
  type RoadProgress,
} from '@heroroad/rules';
import type { PlayerPatch, PlayerRow } from '../player/repository.js';

/** The road part of a player row, as the rules see it. */
export function progressOf(row: PlayerRow): RoadProgress {
  return {
    coordinate: row.coordinate,
    minCoordinate: row.min_coordinate,
    maxCoordinate: row.max_coordinate,
    stair: row.stair,
    battleStair: row.battle_stair,
    bestVictoryStair: row.best_victory_stair,
  };
}

export function progressPatch(p: RoadProgress): PlayerPatch {
  return {
    coordinate: p.coordinate,
    min_coordinate: p.minCoordinate,
    max_coordinate: p.maxCoordinate,
    stair: p.stair,
    battle_stair: p.battleStair,
    best_victory_stair: p.bestVictoryStair,
  };
}

/** The heroes that fight, in order (combative ones). */
export function squadOf(creatures: readonly Creature[]): Creature[] {
  return creatures.filter((c) => c.combative).sort((a, b) => a.order - b.order || a.id - b.id);
}

/** SPEC §3 battleStair: the squad's strength, refreshed whenever the squad changes. */
export function battleStairOf(creatures: readonly Creature[]): number {
  return squadBattleStair(squadOf(creatures));
}

/** The highest stair the player has reached (SPEC §9 stair gates: shop tiers, consumables). */
export function reachedStair(row: PlayerRow): number {
  return Math.max(1, stairOfCoordinate(row.max_coordinate), row.best_victory_stair);
}
