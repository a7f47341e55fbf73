import { reachedStair, type RoadProgress } from '@heroroad/rules';
import type { PlayerPatch, PlayerRow } from './repository.js';

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

/** The highest stair the player has reached (SPEC §9 stair gates: shop tiers, consumables). */
function stairReached(row: PlayerRow): number {
  return reachedStair({
    maxCoordinate: row.max_coordinate,
    bestVictoryStair: row.best_victory_stair,
  });
}

/** The kernel's `progress` port: where the player is on the road, read and moved. */
export class Progress {
  constructor(
    private readonly row: () => PlayerRow,
    private readonly patch: (patch: PlayerPatch) => Promise<PlayerRow>,
  ) {}

  get(): RoadProgress {
    return progressOf(this.row());
  }

  async set(progress: RoadProgress): Promise<void> {
    await this.patch(progressPatch(progress));
  }

  /** The highest stair reached (shop tiers and consumables open on it). */
  reached(): number {
    return stairReached(this.row());
  }
}
