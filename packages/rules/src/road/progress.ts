import { MAX_STAIR, clampCoordinate, stairEnd, stairOfCoordinate } from './geometry.js';
import type { Creature } from '../creature/model.js';
import { squadBattleStair } from './danger.js';
import type { Place } from './places.js';
import { fail, ok, type Result } from '../text/result.js';

/** The player's place on the road (SPEC §3 Player fields). */
export interface RoadProgress {
  readonly coordinate: number;
  readonly minCoordinate: number;
  readonly maxCoordinate: number;
  readonly stair: number;
  readonly battleStair: number;
  readonly bestVictoryStair: number;
}

/**
 * The furthest stair the player has reached: walked to or won a battle on, at least 1. Shops and
 * gates that open "from stair N" read this.
 */
export function reachedStair(p: Pick<RoadProgress, 'maxCoordinate' | 'bestVictoryStair'>): number {
  return Math.max(1, stairOfCoordinate(p.maxCoordinate), p.bestVictoryStair);
}

/** A new player stands at coordinate 0 and may walk to the end of stair 1. */
export function newRoadProgress(): RoadProgress {
  return {
    coordinate: 0,
    minCoordinate: 0,
    maxCoordinate: stairEnd(1),
    stair: 1,
    battleStair: 0,
    bestVictoryStair: 0,
  };
}

/** SPEC §4/§7 set coordinate: floored, clamped to reach; the stair follows the coordinate. */
export function moveTo(p: RoadProgress, coordinate: number): RoadProgress {
  const c = clampCoordinate(coordinate, p.minCoordinate, p.maxCoordinate);
  return { ...p, coordinate: c, stair: stairOfCoordinate(c) };
}

/** A fight needs the place within the walked road. */
export function canFightAt(p: RoadProgress, place: Place): Result<true> {
  if (place.guard === null) return fail('PLACE_NOT_FIGHT');
  if (place.coordinate > p.maxCoordinate || place.coordinate < p.minCoordinate) {
    return fail('PLACE_OUT_OF_REACH');
  }
  return ok(true);
}

/**
 * After a won battle at a place: the best victory stair rises to its stair, and beating a gate
 * opens the next stair up to its end (the road ends at MAX_STAIR). The battle stair is the squad's strength, not a record:
 * refresh it with `withBattleStair` whenever the squad changes.
 */
export function afterVictory(p: RoadProgress, place: Place): RoadProgress {
  const maxCoordinate = place.gate
    ? Math.max(p.maxCoordinate, stairEnd(Math.min(place.stair + 1, MAX_STAIR)))
    : p.maxCoordinate;
  return { ...p, maxCoordinate, bestVictoryStair: Math.max(p.bestVictoryStair, place.stair) };
}

/** Sets the battle stair from the squad (see squadBattleStair). */
export function withBattleStair(p: RoadProgress, squad: readonly Creature[]): RoadProgress {
  return { ...p, battleStair: squadBattleStair(squad) };
}
