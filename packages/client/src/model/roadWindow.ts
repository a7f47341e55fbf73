import { PIXELS_PER_UNIT, STAIR_LENGTH, stairEnd, stairOfCoordinate } from '@heroroad/rules';
import { CLIENT } from '../config';

/** A stretch of road by coordinate, both ends included. */
export interface CoordinateRange {
  readonly from: number;
  readonly to: number;
}

/** The view's height in road units (a stair is 100 units, 400 virtual pixels). */
export function viewSpan(viewHeightPx: number): number {
  return viewHeightPx / PIXELS_PER_UNIT;
}

function around(camera: number, span: number, factor: number): CoordinateRange {
  const reach = Math.ceil(span * factor);
  return { from: Math.max(0, Math.floor(camera) - reach), to: Math.floor(camera) + reach };
}

/** The places that must be loaded: 1.1 view heights each way of the camera (SPEC §9). */
export function keptRange(camera: number, span: number): CoordinateRange {
  return around(camera, span, CLIENT.placeFetchWindow);
}

/**
 * What to ask the server for, or null while the loaded places still cover the kept range. A
 * request reaches 1.6 view heights each way (SPEC §9 fetch threshold), so after one request the
 * camera travels half a view height before the next.
 */
export function rangeToFetch(
  loaded: CoordinateRange | null,
  camera: number,
  span: number,
): CoordinateRange | null {
  const kept = keptRange(camera, span);
  if (loaded && loaded.from <= kept.from && loaded.to >= kept.to) return null;
  return around(camera, span, CLIENT.placeFetchThreshold);
}

/** The last coordinate with places to see: one stair beyond the walked road (it shows locked). */
export function horizon(maxCoordinate: number): number {
  return stairEnd(stairOfCoordinate(maxCoordinate) + 1);
}

/**
 * SPEC §9: artifact images load for places up to three stairs ahead of the player; places
 * further up show a veiled find until the player comes closer.
 */
export function artifactImageShown(placeStair: number, playerStair: number): boolean {
  return placeStair <= playerStair + CLIENT.artifactImageStairsAhead;
}

/**
 * The camera keeps between the meadow where the road begins (half a stair before it, so the
 * start can be seen) and a little past the horizon.
 */
export function clampCamera(coordinate: number, maxCoordinate: number): number {
  return Math.min(
    Math.max(-STAIR_LENGTH / 2, coordinate),
    horizon(maxCoordinate) + STAIR_LENGTH * 0.2,
  );
}
