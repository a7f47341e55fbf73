import type { PlayerService } from '../player/service.js';
import type { PlayerUnit } from '../player/unit.js';

/**
 * A progression change (allowed during a battle: it only pays and starts waits) that answers
 * the domain's own view, read in the same transaction right after the change.
 */
export function changeAnswering<T>(
  players: PlayerService,
  playerId: number,
  fn: (u: PlayerUnit) => Promise<void>,
  view: (u: PlayerUnit) => Promise<T>,
): Promise<T> {
  return players.changeOnly(
    playerId,
    async (u) => {
      await fn(u);
      return view(u);
    },
    { duringBattle: true },
  );
}
