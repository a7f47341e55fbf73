import { describe, expect, it } from 'vitest';
import {
  MAX_COORDINATE,
  MAX_RANGE,
  MAX_STAIR,
  STAIR_LENGTH,
  stairEnd,
  tilesForStairs,
} from './geometry.js';
import { gateOfStair, generatePlaces, placeById, placeCoordinate } from './places.js';
import { afterVictory, newRoadProgress } from './progress.js';

/**
 * A request names coordinates and stairs; whatever it names, the road's listings end within the
 * road and within a bounded number of steps (Infinity and 1e20 once looped without end).
 */
describe('road bounds', () => {
  it('lists no tiles for non-finite or far-off stairs, and at most a hundred otherwise', () => {
    expect(tilesForStairs(Infinity, Infinity)).toEqual([]);
    expect(tilesForStairs(-Infinity, Infinity)).toEqual([]);
    expect(tilesForStairs(NaN, 5)).toEqual([]);
    expect(tilesForStairs(1e20, 1e20)).toEqual([]);
    expect(tilesForStairs(MAX_STAIR + 1, MAX_STAIR + 50)).toEqual([]);
    expect(tilesForStairs(MAX_STAIR - 1, MAX_STAIR + 50).map((t) => t.stair)).toEqual([
      MAX_STAIR - 1,
      MAX_STAIR,
    ]);
    expect(tilesForStairs(1, 1e20)).toHaveLength(MAX_RANGE / STAIR_LENGTH);
  });

  it('lists no places past the end of the road or for non-finite coordinates', () => {
    const base = { playerSeed: 7 };
    expect(generatePlaces({ ...base, coordFrom: Infinity, coordTo: Infinity })).toEqual([]);
    expect(generatePlaces({ ...base, coordFrom: -Infinity, coordTo: Infinity })).toEqual([]);
    expect(generatePlaces({ ...base, coordFrom: 1e20, coordTo: 1e20 })).toEqual([]);
    expect(generatePlaces({ ...base, coordFrom: 0, coordTo: NaN })).toEqual([]);
    const last = generatePlaces({ ...base, coordFrom: MAX_COORDINATE - 300, coordTo: 1e20 });
    expect(last.length).toBeGreaterThan(0);
    expect(Math.max(...last.map((p) => p.coordinate))).toBeLessThanOrEqual(MAX_COORDINATE);
    expect(last.at(-1)!.stair).toBe(MAX_STAIR);
  });

  it('gives every slot up to the last stair its own place id', () => {
    const gate = gateOfStair(7, MAX_STAIR);
    expect(gate.coordinate).toBeLessThanOrEqual(MAX_COORDINATE);
    expect(placeCoordinate(gate.id)).toBe(gate.coordinate);
    expect(placeById(7, gate.id)).toEqual(gate);
    expect(gate.id).not.toBe(gateOfStair(7, 1).id);
  });

  it('opens no stair past the last one', () => {
    const atEnd = { ...newRoadProgress(), maxCoordinate: MAX_COORDINATE };
    const next = afterVictory(atEnd, gateOfStair(7, MAX_STAIR));
    expect(next.maxCoordinate).toBe(stairEnd(MAX_STAIR));
    expect(next.maxCoordinate).toBe(MAX_COORDINATE);
  });
});
