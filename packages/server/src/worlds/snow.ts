import {
  SNOW_DIFFICULTIES,
  SNOW_DIFFICULTY_DEFS,
  isWorldContext,
  moscowDay,
  snowBudget,
  snowContext,
  snowDifficultyOpen,
  snowReturnAt,
  snowUnlockedBy,
  type SnowAccess,
  stepsLeft,
  worldOfContext,
  type SnowDifficulty,
} from '@heroroad/rules';
import type { PlayerDto, SnowStateDto } from '@heroroad/protocol';
import { AppError } from '../core/errors.js';
import type { Executor } from '../db/tx.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerUnit } from '../player/unit.js';
import * as worldRepo from './repository.js';
import { returnCoordinate } from './walks.js';

/** What unlocks the snow world lives in other domains: the campaigns' claims, the clan's building. */
export interface SnowKeys {
  campaignUsed(playerId: number, db: Executor): Promise<boolean>;
  clanSnowLevel(playerId: number, now: number, db: Executor): Promise<number>;
}

/**
 * The snow world (GAME_DESIGN.md "Snow world"): a road of its own entered from where the player
 * stands, at one of four difficulties, once the SNOW_WORLD campaign or the clan's building has
 * unlocked it; its steps are limited and a new visit opens six hours after the last one ended.
 */
export class SnowService {
  constructor(
    private readonly players: PlayerService,
    private readonly keys: SnowKeys,
  ) {}

  private async access(p: PlayerUnit): Promise<SnowAccess> {
    return {
      level: p.row.level,
      campaignUsed: await this.keys.campaignUsed(p.id, p.trx),
      clanSnowLevel: await this.keys.clanSnowLevel(p.id, p.now, p.trx),
    };
  }

  state(playerId: number): Promise<SnowStateDto> {
    return this.players.changeOnly(
      playerId,
      async (p) => {
        const row = await worldRepo.ensure(p.trx, p.id, moscowDay(p.now));
        const world = worldOfContext(p.row.context_id);
        return {
          unlockedBy: snowUnlockedBy(await this.access(p)),
          difficulties: SNOW_DIFFICULTIES.map((id) => ({
            id,
            minLevel: SNOW_DIFFICULTY_DEFS[id].minLevel,
            steps: SNOW_DIFFICULTY_DEFS[id].steps,
            open: snowDifficultyOpen(id, p.row.level),
          })),
          returnAt: snowReturnAt(row.snow_left_at),
          visits: row.snow_visits,
          world: world.kind,
          difficulty: world.kind === 'SNOW' ? world.difficulty : null,
          stepsLeft: isWorldContext(p.row.context_id) ? stepsLeft(row.steps_units) : null,
        };
      },
      { duringBattle: true },
    );
  }

  enter(playerId: number, difficulty: SnowDifficulty): Promise<PlayerDto> {
    return this.players.change(playerId, async (p) => {
      if (isWorldContext(p.row.context_id)) throw new AppError('ALREADY_IN_WORLD', 409);
      if (snowUnlockedBy(await this.access(p)) === 'NONE')
        throw new AppError('SNOW_WORLD_LOCKED', 403);
      if (!snowDifficultyOpen(difficulty, p.row.level)) throw new AppError('SNOW_WORLD_CLOSED');
      const row = await worldRepo.ensure(p.trx, p.id, moscowDay(p.now));
      if (p.now < snowReturnAt(row.snow_left_at)) throw new AppError('SNOW_WORLD_RESTING', 409);
      await p.patch({
        context_id: snowContext(difficulty, p.row.stair, row.snow_visits),
        road_return_coordinate: returnCoordinate(p),
      });
      await worldRepo.update(p.trx, p.id, {
        snow_visits: row.snow_visits + 1,
        steps_units: snowBudget(difficulty),
      });
    });
  }
}
