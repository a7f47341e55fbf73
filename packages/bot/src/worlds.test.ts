import { api, type PlayerDto } from '@heroroad/protocol';
import { describe, expect, it } from 'vitest';
import { ApiError, type GameClient } from './client.js';
import type { BotContext } from './context.js';
import { visitWorlds } from './worlds.js';

/** A bot whose server keeps the snow world locked behind a campaign it has not bought. */
function lockedOut() {
  const asked: string[] = [];
  const refuse = (call: string, code: 'SNOW_WORLD_LOCKED' | 'CAMPAIGN_NEEDS_PURCHASE') => {
    throw new ApiError(call, 400, code, code);
  };
  const client = {
    call: async (endpoint: unknown) => {
      if (endpoint === api.worlds.snowEnter) {
        asked.push('snow');
        refuse('snow/enter', 'SNOW_WORLD_LOCKED');
      }
      if (endpoint === api.campaigns.use) {
        asked.push('campaign');
        refuse('campaign/use', 'CAMPAIGN_NEEDS_PURCHASE');
      }
      if (endpoint === api.road.ensure) return { places: [] };
      throw new Error('not asked in this test');
    },
  } as unknown as GameClient;
  const ctx = {
    client,
    player: { level: 60, contextId: 0, stair: 5, gold: 0 } as PlayerDto,
    log: () => undefined,
  } as unknown as BotContext;
  return { ctx, asked };
}

describe('the snow world for a bot without its pass', () => {
  it('asks once, then leaves it until it has something new to offer', async () => {
    const { ctx, asked } = lockedOut();
    await visitWorlds(ctx);
    await visitWorlds(ctx);
    await visitWorlds(ctx);
    expect(asked).toEqual(['snow', 'campaign']);
  });
});
