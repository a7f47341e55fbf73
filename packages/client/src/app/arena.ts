import {
  api,
  type ArenaHistoryDto,
  type ArenaStateDto,
  type RatingDto,
  type RatingType,
} from '@heroroad/protocol';
import { enterBattle, type BattleStartPorts } from './battle/flows';
import type { GameServices } from './ports';
import { askRating } from './ratingRetry';

/** Arena flows (SPEC §2 arena with leagues and history; §7 battle/arena/attack). */

/** What the arena's battles and settings reach: a battle started or watched, and a toast. */
export type ArenaPorts = BattleStartPorts & Pick<GameServices, 't' | 'ui'>;

export function loadArena(game: Pick<GameServices, 'api'>): Promise<ArenaStateDto> {
  return game.api.call(api.arena.state);
}

export function refreshOpponents(game: Pick<GameServices, 'api'>): Promise<ArenaStateDto> {
  return game.api.call(api.arena.refresh, { throttleId: 'arena.refresh' });
}

export function loadArenaHistory(game: Pick<GameServices, 'api'>): Promise<ArenaHistoryDto> {
  return game.api.call(api.arena.history);
}

/** Attacks an offered opponent: the ARENA battle starts and the battle scene comes. */
export async function attackOpponent(game: ArenaPorts, opponentId: number): Promise<void> {
  const status = await game.api.call(api.battle.arenaAttack, {
    body: { opponentId },
    throttleId: `arena.attack:${opponentId}`,
  });
  await enterBattle(game, status);
}

/** Watches a finished arena battle from its first move, on the battle scene. */
export async function watchReplay(game: ArenaPorts, attackId: number): Promise<void> {
  const status = await game.api.call(api.arena.replay, { params: { id: attackId } });
  game.battle.getState().watch(status);
  await game.go({ key: 'battle', params: { battleId: status.battle.id }, transition: 'fade' });
}

/** Settings: the Moscow time of the daily arena reward. */
export async function setArenaRewardTime(
  game: ArenaPorts,
  hour: number,
  minute: number,
): Promise<ArenaStateDto> {
  const state = await game.api.call(api.arena.rewardTime, {
    body: { hour, minute },
    throttleId: 'arena.rewardTime',
  });
  game.ui.getState().toast('success', game.t('arena.rewardTimeSaved'));
  return state;
}

/** The player rating's page, asked again on failure (SPEC §8); null once every try failed. */
export function loadRating(
  game: Pick<GameServices, 'api'>,
  type: RatingType,
  from: number,
  filter: string,
): Promise<RatingDto | null> {
  return askRating(() =>
    game.api.call(api.rating.byType, {
      params: { type },
      query: { from, to: from + 99, ...(filter ? { filter } : {}) },
    }),
  ).catch(() => null);
}
