import { SLOT_SPACING } from '../road/geometry.js';

/** SPEC §4: the snow world's four difficulties (easy, standard, hard, incredible). */
export const SNOW_DIFFICULTIES = ['EASY', 'STANDARD', 'HARD', 'INCREDIBLE'] as const;
export type SnowDifficulty = (typeof SNOW_DIFFICULTIES)[number];

/**
 * Which road a player's contextId names. 0 is the main road and positive ids are side roads
 * (TURN places draw them). The worlds off the road take the negative ids: the world's kind, its
 * level (the stair the player entered from: its guards and rewards scale with it) and a salt
 * (the visit's number, so every visit finds fresh places) packed into one 31-bit integer.
 */
export type World =
  | { readonly kind: 'ROAD' }
  | { readonly kind: 'SIDE_ROAD' }
  | {
      readonly kind: 'SNOW';
      readonly difficulty: SnowDifficulty;
      readonly level: number;
      readonly salt: number;
    }
  | { readonly kind: 'REALM'; readonly level: number; readonly salt: number };

const KINDS = 8;
const REALM_KIND = 4;
const LEVELS = 2 ** 20;
/** Visits are numbered modulo this in the context: the largest id stays below 2^30. */
export const WORLD_SALTS = 128;

function pack(kind: number, level: number, salt: number): number {
  const l = Math.min(LEVELS - 1, Math.max(1, Math.floor(level)));
  const s = ((Math.floor(salt) % WORLD_SALTS) + WORLD_SALTS) % WORLD_SALTS;
  return -(1 + kind + KINDS * (l + LEVELS * s));
}

export function snowContext(difficulty: SnowDifficulty, level: number, salt: number): number {
  return pack(SNOW_DIFFICULTIES.indexOf(difficulty), level, salt);
}

export function realmContext(level: number, salt: number): number {
  return pack(REALM_KIND, level, salt);
}

export function worldOfContext(contextId: number): World {
  if (contextId === 0) return { kind: 'ROAD' };
  if (contextId > 0 || !Number.isInteger(contextId)) return { kind: 'SIDE_ROAD' };
  const n = -contextId - 1;
  const kind = n % KINDS;
  const rest = Math.floor(n / KINDS);
  const level = rest % LEVELS;
  const salt = Math.floor(rest / LEVELS);
  const difficulty = SNOW_DIFFICULTIES[kind];
  if (difficulty !== undefined) return { kind: 'SNOW', difficulty, level, salt };
  if (kind === REALM_KIND) return { kind: 'REALM', level, salt };
  return { kind: 'SIDE_ROAD' };
}

/** True in the snow world or a portal's realm: steps are counted there. */
export function isWorldContext(contextId: number): boolean {
  const kind = worldOfContext(contextId).kind;
  return kind === 'SNOW' || kind === 'REALM';
}

/**
 * In a world every step counts, so a place is used only by standing at it (the squad walks
 * there first); on the roads any place of the walked road will do.
 */
export const WORLD_REACH = SLOT_SPACING;

export function standsAt(contextId: number, coordinate: number, placeCoordinate: number): boolean {
  return !isWorldContext(contextId) || Math.abs(coordinate - placeCoordinate) <= WORLD_REACH;
}

/**
 * A walk in a world with `left` road units of steps: how far toward `target` the squad gets and
 * what is left after. A step is one slot of the road (SLOT_SPACING units).
 */
export function worldWalk(
  from: number,
  target: number,
  left: number,
): { readonly coordinate: number; readonly left: number } {
  const distance = Math.abs(target - from);
  const walked = Math.min(distance, Math.max(0, left));
  return { coordinate: from + Math.sign(target - from) * walked, left: Math.max(0, left - walked) };
}

/** Whole steps left of a budget in road units. */
export function stepsLeft(units: number): number {
  return Math.floor(Math.max(0, units) / SLOT_SPACING);
}
