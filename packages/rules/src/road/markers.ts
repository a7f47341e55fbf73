import { consumableDef } from '../content/consumables.js';
import { fail, ok, type Result } from '../text/result.js';
import { clampCoordinate, stairStart } from './geometry.js';
import type { RoadProgress } from './progress.js';

/** What a road marker does: the waystone marks where the player stands; the rune carries back. */
export type MarkerUse =
  | { readonly kind: 'MARK'; readonly coordinate: number }
  | { readonly kind: 'TELEPORT'; readonly coordinate: number };

/**
 * Uses a marker consumable on the road. The Waystone marks the current coordinate (the server
 * keeps it, and a later Waystone use with a mark carries the player back to it); the Rune of
 * Return carries the player to the start of the best conquered stair. Always within reach.
 */
export function useRoadMarker(
  consumableId: string,
  p: RoadProgress,
  marked: number | null = null,
): Result<MarkerUse> {
  const def = consumableDef(consumableId);
  if (def === undefined) return fail('CONSUMABLE_MISSING');
  if (def.kind !== 'MARKER') return fail('VALUE_INVALID');
  const within = (c: number) => clampCoordinate(c, p.minCoordinate, p.maxCoordinate);
  if (consumableId === 'marker_waystone') {
    return ok(
      marked === null
        ? { kind: 'MARK', coordinate: p.coordinate }
        : { kind: 'TELEPORT', coordinate: within(marked) },
    );
  }
  return ok({ kind: 'TELEPORT', coordinate: within(stairStart(Math.max(1, p.bestVictoryStair))) });
}
