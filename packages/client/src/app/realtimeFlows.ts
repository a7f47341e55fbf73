import type { RealtimeFlows } from '../realtime/ports';
import { enterTakenDuel, followDuel, watchedDuel } from './duels';
import type { BattleEntryPorts } from './battle/flows';
import { reconnect, type ReconnectPorts } from './start';

/**
 * The game's answers to what the realtime link tells it. main.tsx hands them to the link, and
 * they come in the link's own chunk: the first load carries neither.
 */
export function realtimeFlows(game: ReconnectPorts & BattleEntryPorts): RealtimeFlows {
  return {
    // The link came back before the player pressed "connect again": the page has done its job.
    onRecovered: () => {
      if (game.ui.getState().overlays.includes('connection')) void reconnect(game);
    },
    onLost: () => void game.connection.lost(),
    onDuelTaken: () => enterTakenDuel(game),
    onDuelMoved: () => followDuel(game),
    watchedDuel: () => watchedDuel(game),
  };
}
