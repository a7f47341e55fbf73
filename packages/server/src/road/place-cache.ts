import {
  generatePlaces,
  stairEnd,
  stairOfCoordinate,
  stairStart,
  type Place,
} from '@heroroad/rules';

/**
 * The places of each road's stairs, generated once and kept. A road's places are a pure function
 * of its seed, its context and the stair, and generating the 250 units `place/v3/ensure` shows
 * cost about 150 µs of rules code on every call, more than the rest of the answer; a stair
 * generated once serves every later look at it. The least recently used stairs are dropped past
 * `capacity` (a stair holds at most five places).
 */
export class StairPlaces {
  private readonly stairs = new Map<string, readonly Place[]>();

  constructor(private readonly capacity = 5_000) {}

  /** Every place of one stair of a road. */
  of(seed: number, contextId: number, stair: number): readonly Place[] {
    const key = `${seed}:${contextId}:${stair}`;
    const kept = this.stairs.get(key);
    if (kept) {
      // Moved to the end: the map's order is the order of use.
      this.stairs.delete(key);
      this.stairs.set(key, kept);
      return kept;
    }
    const places = Object.freeze(
      generatePlaces({
        playerSeed: seed,
        coordFrom: stairStart(stair),
        coordTo: stairEnd(stair),
        contextId,
      }).map((p) => Object.freeze(p)),
    );
    this.stairs.set(key, places);
    if (this.stairs.size > this.capacity) {
      const oldest = this.stairs.keys().next();
      if (!oldest.done) this.stairs.delete(oldest.value);
    }
    return places;
  }

  /**
   * The places with coordinates in [from, to], as `generatePlaces` gives them; the caller keeps
   * the range within the road and `MAX_RANGE`, as `generatePlaces` would.
   */
  inRange(seed: number, contextId: number, from: number, to: number): Place[] {
    const out: Place[] = [];
    if (to < from) return out;
    for (let stair = stairOfCoordinate(from); stair <= stairOfCoordinate(to); stair++) {
      for (const p of this.of(seed, contextId, stair)) {
        if (p.coordinate >= from && p.coordinate <= to) out.push(p);
      }
    }
    return out;
  }
}

/** The server's one table of generated stairs (the same for every player and instance). */
export const stairPlaces = new StairPlaces();
