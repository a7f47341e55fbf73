import { biomeOfStair, type Biome } from '../content/biomes.js';

/**
 * The road is a line of whole-number coordinates. Each stair is STAIR_LENGTH units long:
 * stair 1 is coordinates 0…99, stair 2 is 100…199, and so on. Places stand on slots every
 * SLOT_SPACING units, at the middle of each slot (10, 30, 50, 70, 90 within a stair); the last
 * slot of a stair is its gate.
 */
export const STAIR_LENGTH = 100;
export const SLOT_SPACING = 20;
export const SLOTS_PER_STAIR = STAIR_LENGTH / SLOT_SPACING;
/** Virtual pixels per coordinate unit: a stair is 400 px of road on the 600-wide canvas. */
export const PIXELS_PER_UNIT = 4;
/** The most coordinates one place request may cover (a hundred stairs). */
export const MAX_RANGE = 100 * STAIR_LENGTH;
/**
 * The road's last stair: place ids hold 2^22 slots per road (see places.ts), which is 838 860
 * whole stairs. Far beyond play (the stat curve flattens at stair 10 000), but it bounds every
 * coordinate a request may name.
 */
export const MAX_STAIR = 838_860;
/** The last coordinate of the road. */
export const MAX_COORDINATE = MAX_STAIR * STAIR_LENGTH - 1;

export function stairOfCoordinate(coordinate: number): number {
  return Math.floor(Math.max(0, coordinate) / STAIR_LENGTH) + 1;
}

/** First coordinate of a stair. */
export function stairStart(stair: number): number {
  return (Math.max(1, Math.floor(stair)) - 1) * STAIR_LENGTH;
}

/** Last coordinate of a stair. */
export function stairEnd(stair: number): number {
  return stairStart(stair) + STAIR_LENGTH - 1;
}

export function slotIndexOfCoordinate(coordinate: number): number {
  return Math.floor(Math.max(0, coordinate) / SLOT_SPACING);
}

export function slotCoordinate(slotIndex: number): number {
  return slotIndex * SLOT_SPACING + SLOT_SPACING / 2;
}

/** The gate is the last slot of each stair. */
export function isGateSlot(slotIndex: number): boolean {
  return slotIndex % SLOTS_PER_STAIR === SLOTS_PER_STAIR - 1;
}

/** The road's centre line winds left and right across the 600-wide canvas. */
export function roadX(coordinate: number): number {
  return 300 + 150 * Math.sin(coordinate / 45);
}

/** Height on the road: it runs upwards, so y grows with the coordinate. */
export function roadY(coordinate: number): number {
  return coordinate * PIXELS_PER_UNIT;
}

/** SPEC §7 set coordinate: floored to a whole number and kept within the player's reach. */
export function clampCoordinate(value: number, min: number, max: number): number {
  const v = Number.isFinite(value) ? Math.floor(value) : min;
  return Math.min(Math.max(v, min), Math.max(min, max));
}

/** A road tile as the protocol's `Tile` carries it. */
export interface Tile {
  readonly stair: number;
  readonly biome: Biome;
  readonly tint: string;
}

/**
 * Tiles for a stair range (both ends included, at most MAX_RANGE / STAIR_LENGTH stairs, none
 * past MAX_STAIR). The loop runs by count, so no input, however large, makes it run long.
 */
export function tilesForStairs(fromStair: number, toStair: number): Tile[] {
  if (!Number.isFinite(fromStair) || !Number.isFinite(toStair)) return [];
  const from = Math.max(1, Math.floor(fromStair));
  const to = Math.min(Math.floor(toStair), MAX_STAIR);
  const count = Math.min(to - from + 1, MAX_RANGE / STAIR_LENGTH);
  const tiles: Tile[] = [];
  for (let i = 0; i < count; i++) {
    const b = biomeOfStair(from + i);
    tiles.push({ stair: from + i, biome: b.id, tint: b.tint });
  }
  return tiles;
}
