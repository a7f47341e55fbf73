import {
  MAX_COORDINATE,
  MAX_RANGE,
  STAIR_LENGTH,
  BIOME_DEFS,
  gateOfStair,
  isWorldContext,
  standsAt,
  worldOfContext,
  moveTo,
  placeById,
  stairEnd,
  stairOfCoordinate,
  tilesForStairs,
  type Place,
  type Tile,
} from '@heroroad/rules';
import type { GainedDto, PlaceDto, PlaceResponseDto, PlayerDto } from '@heroroad/protocol';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import type { Db } from '../db/database.js';
import { progressOf, progressPatch } from '../player/progress.js';
import type { PlayerRow } from '../player/repository.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerKernel, PlayerUnit } from '../player/unit.js';
import { grantGift } from './gifts.js';
import { stairPlaces } from './place-cache.js';
import * as placeRepo from './place-repository.js';
import { educationsFor } from './educations.js';
import { effectiveState, gainableAvailable, toPlaceDto } from './view.js';

export type TakeKind = 'RESOURCE' | 'SKILL' | 'OTHER';
/** Place types each take call accepts (the others have calls of their own). */
const TAKES: Readonly<Record<TakeKind, readonly string[]>> = {
  RESOURCE: ['RESOURCE'],
  SKILL: ['SKILL'],
  OTHER: ['ARTIFACT', 'CONSUMABLE', 'RUNE', 'CUSTOM_PLACE', 'TALKER', 'POINTER'],
};

export interface PlaceActionResult {
  readonly player: PlayerDto;
  readonly place: PlaceDto;
  readonly gained: GainedDto;
}

/**
 * What the road asks of the worlds off it (the snow world, portals' realms) inside the player's
 * change: how far a walk there may go (its steps are counted), and that the player leaves one.
 */
export interface RoadWorlds {
  walk(p: PlayerUnit, target: number): Promise<number>;
  leave(p: PlayerUnit): Promise<void>;
}

/** The snow world's ground: every stair of it is the snow biome's. */
const SNOW_TILE = BIOME_DEFS.find((b) => b.id === 'snow')!;

/** The road: places along it, walking, and what the player does at places. */
export class RoadService {
  private worlds: RoadWorlds | null = null;

  constructor(
    private readonly db: Db,
    private readonly players: PlayerService,
    private readonly kernel: PlayerKernel,
    private readonly clock: Clock,
  ) {}

  /** The worlds module plugs in here (it is built after the road). */
  useWorlds(worlds: RoadWorlds): void {
    this.worlds = worlds;
  }

  /** A place of the player's current road, or NOT_FOUND. */
  static placeOf(row: PlayerRow, placeId: number): Place {
    const place = placeById(row.road_seed, placeId, row.context_id);
    if (!place) throw new AppError('NOT_FOUND');
    return place;
  }

  /**
   * SPEC §7 place/v3/ensure. Places are shown up to one stair beyond the walked road. The schema
   * keeps coordinates within the road; the service refuses anything else too, so no caller can
   * hand the listings an endless range.
   */
  async ensure(playerId: number, coordFrom: number, coordTo: number): Promise<PlaceResponseDto> {
    if (!withinRoad(coordFrom) || !withinRoad(coordTo)) throw new AppError('BAD_REQUEST');
    const row = await this.players.row(playerId);
    const now = this.clock();
    const from = Math.max(0, Math.floor(Math.min(coordFrom, coordTo)));
    const horizon = stairEnd(stairOfCoordinate(row.max_coordinate) + 1);
    const to = Math.min(Math.floor(Math.max(coordFrom, coordTo)), from + MAX_RANGE, horizon);
    const places = stairPlaces.inRange(row.road_seed, row.context_id, from, to);
    const states = await placeRepo.many(
      this.db.kysely,
      playerId,
      places.map((p) => p.id),
    );
    const dtos = places.map((p) => toPlaceDto(p, states.get(p.id) ?? emptyState(p.id), now));
    const fromStair = stairOfCoordinate(from);
    const tiles = tilesForStairs(
      fromStair,
      Math.max(fromStair, stairOfCoordinate(Math.max(from, to))),
    );
    const snow = worldOfContext(row.context_id).kind === 'SNOW';
    return {
      places: dtos,
      tiles: snow ? tiles.map((t): Tile => ({ ...t, biome: 'snow', tint: SNOW_TILE.tint })) : tiles,
      educations: await educationsFor(this.kernel.view(playerId), row),
      minCoordinate: row.min_coordinate,
      maxCoordinate: row.max_coordinate,
      controlType: row.control_type,
      effect: row.road_effect,
    };
  }

  /** The gate ahead and any full gainables on the stairs around the player. */
  async special(playerId: number): Promise<{ places: PlaceDto[] }> {
    const row = await this.players.row(playerId);
    const now = this.clock();
    // A world has no gates: the slot may be empty there.
    const gate = gateOfStair(
      row.road_seed,
      stairOfCoordinate(row.max_coordinate),
      row.context_id,
    ) as Place | null;
    const around = stairPlaces
      .inRange(
        row.road_seed,
        row.context_id,
        Math.max(0, row.coordinate - 2 * STAIR_LENGTH),
        Math.min(row.max_coordinate, row.coordinate + 2 * STAIR_LENGTH),
      )
      .filter((p) => p.placeType === 'GAINABLE');
    const shown = gate ? [gate] : [];
    const states = await placeRepo.many(
      this.db.kysely,
      playerId,
      [...shown, ...around].map((p) => p.id),
    );
    const full = around.filter(
      (p) =>
        (gainableAvailable(p, effectiveState(p, states.get(p.id) ?? emptyState(p.id), now), now) ??
          0) > 0,
    );
    return {
      places: [...shown, ...full].map((p) =>
        toPlaceDto(p, states.get(p.id) ?? emptyState(p.id), now),
      ),
    };
  }

  /** SPEC §7 coordinate/set: floored, clamped to the walked road; a stale road is ignored. */
  async setCoordinate(
    playerId: number,
    coordinate: number,
    contextId: number | undefined,
  ): Promise<PlayerDto> {
    if (!withinRoad(coordinate)) throw new AppError('BAD_REQUEST');
    const row = await this.players.row(playerId);
    if (row.battle_id !== null) throw new AppError('BATTLE_IN_PROGRESS');
    if (contextId !== undefined && contextId !== row.context_id) return this.players.toDto(row);
    if (isWorldContext(row.context_id)) return this.walkWorld(playerId, Math.floor(coordinate));
    const next = moveTo(progressOf(row), Math.floor(coordinate));
    if (next.coordinate === row.coordinate) return this.players.toDto(row);
    return this.players.update(playerId, { coordinate: next.coordinate, stair: next.stair });
  }

  /** A walk in a world: as far as its steps allow, counted in the same change. */
  private walkWorld(playerId: number, coordinate: number): Promise<PlayerDto> {
    return this.players.change(playerId, async (p) => {
      const worlds = this.worlds;
      if (!worlds) throw new AppError('NOT_FOUND');
      const target = moveTo(p.progress.get(), coordinate).coordinate;
      if (target === p.row.coordinate) return;
      const reached = await worlds.walk(p, target);
      await p.progress.set(moveTo(p.progress.get(), reached));
    });
  }

  /** Takes a place's gift; two requests racing for one place see one success. */
  async take(
    playerId: number,
    placeId: number,
    kind: TakeKind,
    creatureId?: number,
  ): Promise<PlaceActionResult> {
    let gained: GainedDto = { resources: {} };
    let place: Place | undefined;
    const player = await this.players.change(playerId, async (p) => {
      place = RoadService.placeOf(p.row, placeId);
      if (!TAKES[kind].includes(place.placeType)) throw new AppError('PLACE_WRONG_TYPE');
      const { stored, state } = await this.reachable(p, place);
      if (state.used) throw new AppError('PLACE_USED', 409);
      gained = await grantGift(p, place, creatureId);
      const claimed = await placeRepo.claim(
        p.trx,
        playerId,
        stored,
        { ...state, used: true, takenAt: p.now },
        p.now,
      );
      if (!claimed) throw new AppError('PLACE_USED', 409);
    });
    return { player, place: await this.placeDto(playerId, place!), gained };
  }

  /** Collects a gainable's store; it fills again from now. */
  async gain(playerId: number, placeId: number): Promise<PlaceActionResult> {
    let gained: GainedDto = { resources: {} };
    let place: Place | undefined;
    const player = await this.players.change(playerId, async (p) => {
      place = RoadService.placeOf(p.row, placeId);
      if (place.placeType !== 'GAINABLE') throw new AppError('PLACE_WRONG_TYPE');
      const { stored, state } = await this.reachable(p, place);
      const available = gainableAvailable(place, state, p.now) ?? 0;
      if (available <= 0) throw new AppError('PLACE_EMPTY');
      gained = await grantGift(p, place, undefined, available);
      const claimed = await placeRepo.claim(
        p.trx,
        playerId,
        stored,
        { ...state, takenAt: p.now },
        p.now,
      );
      if (!claimed) throw new AppError('PLACE_EMPTY');
    });
    return { player, place: await this.placeDto(playerId, place!), gained };
  }

  /** Checks a place can be used now: within the walked road, guards beaten. */
  private async reachable(p: PlayerUnit, place: Place) {
    if (place.coordinate > p.row.max_coordinate || place.coordinate < p.row.min_coordinate) {
      throw new AppError('PLACE_OUT_OF_REACH');
    }
    if (!standsAt(p.row.context_id, p.row.coordinate, place.coordinate))
      throw new AppError('PLACE_TOO_FAR');
    const stored = await placeRepo.get(p.trx, p.id, place.id);
    const state = effectiveState(place, stored, p.now);
    if (place.guard !== null && !state.guardBeaten && !state.used)
      throw new AppError('PLACE_GUARDED');
    return { stored, state };
  }

  private async placeDto(playerId: number, place: Place): Promise<PlaceDto> {
    const state = await placeRepo.get(this.db.kysely, playerId, place.id);
    return toPlaceDto(place, state, this.clock());
  }

  /** Turn onto a side road: its own places, the same stairs. */
  turnUse(playerId: number, placeId: number): Promise<PlayerDto> {
    return this.players.change(playerId, async (p) => {
      const place = RoadService.placeOf(p.row, placeId);
      if (place.gift.kind !== 'TURN') throw new AppError('PLACE_WRONG_TYPE');
      await this.reachable(p, place);
      await p.patch({
        context_id: place.gift.contextId,
        road_return_coordinate:
          p.row.context_id === 0 ? place.gift.returnCoordinate : p.row.road_return_coordinate,
        coordinate: place.coordinate,
        stair: place.stair,
      });
    });
  }

  /**
   * Back from a side road to where the player left the main road. The id names the side road
   * being left (the player's contextId), so a stale tab cannot pull the player off another road.
   */
  turnBack(playerId: number, contextId: number): Promise<PlayerDto> {
    return this.players.change(playerId, async (p) => {
      if (p.row.context_id === 0) throw new AppError('NOT_ON_SIDE_ROAD');
      if (p.row.context_id !== contextId) throw new AppError('SIDE_ROAD_LEFT');
      if (isWorldContext(contextId)) await this.worlds?.leave(p);
      const back = moveTo(p.progress.get(), p.row.road_return_coordinate ?? p.row.coordinate);
      await p.patch({ ...progressPatch(back), context_id: 0, road_return_coordinate: null });
    });
  }

  async teleportTargets(playerId: number, placeId: number) {
    const row = await this.players.row(playerId);
    const place = RoadService.placeOf(row, placeId);
    if (place.gift.kind !== 'PORTAL') throw new AppError('PLACE_WRONG_TYPE');
    const c = Math.min(place.gift.targetCoordinate, row.max_coordinate);
    return { placeId, targets: [{ coordinate: c, stair: stairOfCoordinate(c) }] };
  }

  teleportUse(playerId: number, placeId: number, target: number): Promise<PlayerDto> {
    return this.players.change(playerId, async (p) => {
      const place = RoadService.placeOf(p.row, placeId);
      if (place.gift.kind !== 'PORTAL') throw new AppError('PLACE_WRONG_TYPE');
      await this.reachable(p, place);
      const allowed = Math.min(place.gift.targetCoordinate, p.row.max_coordinate);
      if (target !== allowed) throw new AppError('TARGET_INVALID');
      await p.progress.set(moveTo(p.progress.get(), target));
    });
  }
}

/** A coordinate a request may name: finite and no further from the start than the road's end. */
function withinRoad(coordinate: number): boolean {
  return Number.isFinite(coordinate) && Math.abs(coordinate) <= MAX_COORDINATE;
}

function emptyState(placeId: number) {
  return { placeId, used: false, guardBeaten: false, battleLost: false, takenAt: null };
}
