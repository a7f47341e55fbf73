import { hashInts, nextFloat, seedRng, type RngState } from '../rng/rng.js';
import { chapterAtStair } from '../story/story.js';
import { drawGift, drawPlaceType, type PlaceGift } from './gifts.js';
import {
  MAX_COORDINATE,
  MAX_RANGE,
  SLOT_SPACING,
  SLOTS_PER_STAIR,
  isGateSlot,
  roadX,
  roadY,
  slotCoordinate,
  slotIndexOfCoordinate,
  stairOfCoordinate,
} from './geometry.js';
import { drawGuard, type Guard } from './squads.js';
import { stairColour, type StairColour, type StairReach } from './stair-colour.js';
import { worldOfContext } from '../worlds/contexts.js';
import { worldSlot } from '../worlds/places.js';

/** SPEC §3 place types. */
export const PLACE_TYPES = [
  'RESOURCE',
  'CUSTOM_PLACE',
  'ARTIFACT',
  'RUNE',
  'CONSUMABLE',
  'POINTER',
  'TURN',
  'GAINABLE',
  'SCRIPT',
  'PORTAL',
  'SKILL',
  'TALKER',
] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];

export interface Place {
  /** Stable: the same player, road and coordinate always give the same id. */
  readonly id: number;
  readonly placeType: PlaceType;
  readonly contextId: number;
  readonly coordinate: number;
  readonly stair: number;
  readonly posX: number;
  readonly posY: number;
  /** The last place of a stair: beating it opens the next stair. */
  readonly gate: boolean;
  /** Monsters to beat first, or null for a free place. */
  readonly guard: Guard | null;
  readonly gift: PlaceGift;
  /**
   * Guarded resource places come back this long after they were taken, so a player stuck at a
   * gate can always earn more on the stairs below (null: taken for good).
   */
  readonly respawnSeconds: number | null;
}

/** Six hours: a stuck player farms a few times a day, never endlessly in one sitting. */
export const RESPAWN_SECONDS = 6 * 3600;

/**
 * Place ids: a 31-bit key of player and road, times 2^22, plus the slot index. Below 2^53, so
 * exact in JSON and in a database bigint; distinct slots of one player and road never share an
 * id. Slot indices cover 838 860 stairs.
 */
const SLOT_BITS = 2 ** 22;

function roadKey(playerSeed: number, contextId = 0): number {
  return contextId === 0 ? playerSeed % 0x8000_0000 : hashInts(playerSeed, contextId) % 0x8000_0000;
}

export function placeId(playerSeed: number, coordinate: number, contextId = 0): number {
  return (
    roadKey(playerSeed, contextId) * SLOT_BITS + (slotIndexOfCoordinate(coordinate) % SLOT_BITS)
  );
}

/** The coordinate a place id stands at (its slot's middle). */
export function placeCoordinate(id: number): number {
  return slotCoordinate(id % SLOT_BITS);
}

/** Ordinary slots hold a place three times in four; gates always do. */
const PLACE_CHANCE = 0.75;
/** Share of guarded places of each type (the rest are free to take). */
const GUARDED: Readonly<Partial<Record<PlaceType, number>>> = {
  RESOURCE: 0.7,
  CONSUMABLE: 0.5,
  ARTIFACT: 1,
  RUNE: 1,
  SKILL: 1,
  GAINABLE: 0.3,
};

function slotRng(playerSeed: number, contextId: number, slot: number): RngState {
  return seedRng(hashInts(playerSeed, contextId, slot));
}

/** The slot of its stair where a story chapter stands (the second: seen early, never a gate). */
const CHAPTER_SLOT = 1;

/** A story chapter's place on the main road: a talker or a scene, free to use. */
function chapterPlace(playerSeed: number, slot: number): Place | null {
  const coordinate = slotCoordinate(slot);
  const stair = stairOfCoordinate(coordinate);
  const chapter = slot % SLOTS_PER_STAIR === CHAPTER_SLOT ? chapterAtStair(stair) : undefined;
  if (!chapter) return null;
  const speaker = chapter.lines.find((l) => l.speaker.startsWith('talker_'))?.speaker;
  const gift: PlaceGift =
    chapter.kind === 'TALKER'
      ? {
          kind: 'TALKER',
          talkerId: speaker ?? chapter.lines[0]!.speaker,
          line: 0,
          chapter: chapter.id,
        }
      : { kind: 'SCRIPT', scenario: chapter.id, marker: `seen_${chapter.id}`, chapter: chapter.id };
  return {
    id: placeId(playerSeed, coordinate),
    placeType: chapter.kind,
    contextId: 0,
    coordinate,
    stair,
    posX: Math.round(roadX(coordinate) + (slot % 2 === 0 ? -1 : 1) * 110),
    posY: roadY(coordinate),
    gate: false,
    guard: null,
    gift,
    respawnSeconds: null,
  };
}

/**
 * The place on a slot of the snow world or a portal's realm: its own monsters and rewards, no
 * gates (a world opens no stairs of the road), nothing that comes back.
 */
function worldPlaceAtSlot(playerSeed: number, slot: number, contextId: number): Place | null {
  const world = worldOfContext(contextId);
  const content = worldSlot(slotRng(playerSeed, contextId, slot), world);
  if (content === null) return null;
  const coordinate = slotCoordinate(slot);
  return {
    id: placeId(playerSeed, coordinate, contextId),
    placeType: content.placeType,
    contextId,
    coordinate,
    stair: stairOfCoordinate(coordinate),
    posX: Math.round(roadX(coordinate) + (slot % 2 === 0 ? -1 : 1) * 110),
    posY: roadY(coordinate),
    gate: false,
    guard: content.guard,
    gift: content.gift,
    respawnSeconds: null,
  };
}

/** The place on one slot, or null for an empty stretch of road. */
function placeAtSlot(playerSeed: number, slot: number, contextId = 0): Place | null {
  if (contextId === 0) {
    const story = chapterPlace(playerSeed, slot);
    if (story) return story;
  }
  if (contextId < 0) return worldPlaceAtSlot(playerSeed, slot, contextId);
  const rng = slotRng(playerSeed, contextId, slot);
  const coordinate = slotCoordinate(slot);
  const stair = stairOfCoordinate(coordinate);
  const gate = isGateSlot(slot);
  if (!gate && nextFloat(rng) >= PLACE_CHANCE) return null;
  const placeType = (
    gate ? (stair % 5 === 0 ? 'ARTIFACT' : 'RESOURCE') : drawPlaceType(rng, stair)
  ) as PlaceType;
  // Artifact keepers off the gate are elite: one to three stairs above their own.
  const elite = !gate && placeType === 'ARTIFACT';
  const guardStair = elite ? stair + 1 + Math.floor(nextFloat(rng) * 3) : stair;
  const guarded = gate || nextFloat(rng) < (GUARDED[placeType] ?? 0);
  const guard = guarded
    ? drawGuard(rng, guardStair, { boss: gate && stair % 5 === 0, elite })
    : null;
  const gift = drawGift(rng, placeType, guardStair, coordinate, elite || gate);
  const side = slot % 2 === 0 ? -1 : 1;
  return {
    id: placeId(playerSeed, coordinate, contextId),
    placeType,
    contextId,
    coordinate,
    stair,
    posX: Math.round(roadX(coordinate) + side * 110),
    posY: roadY(coordinate),
    gate,
    guard,
    gift,
    respawnSeconds: guard !== null && placeType === 'RESOURCE' && !gate ? RESPAWN_SECONDS : null,
  };
}

/**
 * SPEC §7 place/v3/ensure: the places between two coordinates (both included), for one player
 * and road. Deterministic: the same input gives the same places; at most MAX_RANGE units and
 * nothing past MAX_COORDINATE. The loop runs by count, so no input makes it run long.
 */
export function generatePlaces(input: {
  readonly playerSeed: number;
  readonly coordFrom: number;
  readonly coordTo: number;
  readonly contextId?: number;
}): Place[] {
  if (!Number.isFinite(input.coordFrom) || !Number.isFinite(input.coordTo)) return [];
  const from = Math.max(0, Math.floor(input.coordFrom));
  const to = Math.min(Math.floor(input.coordTo), from + MAX_RANGE, MAX_COORDINATE);
  const places: Place[] = [];
  const first = slotIndexOfCoordinate(from);
  const count = Math.min(
    slotIndexOfCoordinate(Math.max(0, to)) - first + 1,
    MAX_RANGE / SLOT_SPACING + 1,
  );
  for (let i = 0; i < count; i++) {
    const slot = first + i;
    if (slotCoordinate(slot) < from || slotCoordinate(slot) > to) continue;
    const p = placeAtSlot(input.playerSeed, slot, input.contextId ?? 0);
    if (p !== null) places.push(p);
  }
  return places;
}

/** The place an id names, regenerated (null if that slot is empty). */
export function placeById(playerSeed: number, id: number, contextId = 0): Place | null {
  if (Math.floor(id / SLOT_BITS) !== roadKey(playerSeed, contextId)) return null;
  return placeAtSlot(playerSeed, id % SLOT_BITS, contextId);
}

/** The gate place of a stair. */
export function gateOfStair(playerSeed: number, stair: number, contextId = 0): Place {
  const slot = stair * SLOTS_PER_STAIR - 1;
  return placeAtSlot(playerSeed, slot, contextId) as Place;
}

/** How dangerous a place looks to the player: the stair colour of its guards. */
export function placeDanger(place: Place, reach: StairReach): StairColour {
  return stairColour(place.guard?.stair ?? place.stair, reach);
}
