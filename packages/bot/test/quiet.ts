import { api } from '@heroroad/protocol';
import { emptyStats, type BotContext } from '../src/context.js';
import type { GameClient } from '../src/index.js';

/** A bot's context for one step under test: the player as it stands, no logs, no waiting. */
export async function quietContext(client: GameClient): Promise<BotContext> {
  return {
    client,
    player: await client.call(api.player.current),
    stats: emptyStats(),
    log: () => undefined,
    checkBudget: () => undefined,
    waitSeconds: async () => undefined,
  };
}
