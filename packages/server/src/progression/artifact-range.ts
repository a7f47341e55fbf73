import { ARTIFACT_IMAGE_LOOKAHEAD, artifactAtlasIdsBetween } from '@heroroad/rules';
import { AppError } from '../core/errors.js';
import type { PlayerService } from '../player/service.js';

/**
 * SPEC §7 `GET /api/player/info (artifactFrom, artifactTo)`: the item images a climbing player
 * loads next. The range ends at most 3 stairs past the best victory (the start-up's
 * `artifactImageMaxStair` rule), so no one learns the items of stairs far ahead by asking.
 */
export async function artifactRange(
  players: PlayerService,
  playerId: number,
  from: number,
  to: number,
): Promise<{ artifactIdsToLoad: string[]; artifactImageMaxStair: number }> {
  if (from > to) throw new AppError('ARTIFACT_RANGE_INVALID');
  const row = await players.row(playerId);
  const maxStair = row.best_victory_stair + ARTIFACT_IMAGE_LOOKAHEAD;
  return {
    artifactIdsToLoad: artifactAtlasIdsBetween(from, Math.min(to, maxStair)),
    artifactImageMaxStair: maxStair,
  };
}
