import { describe, expect, it, vi } from 'vitest';
import { loadRating } from './arena';
import { RATING_TRIES } from './ratingRetry';

const page = { type: 'level', playersTotal: 1, playersOnline: 0, myPosition: null, positions: [] };

function failing(times: number) {
  const call = vi.fn(async (..._args: unknown[]) => {
    if (call.mock.calls.length <= times) throw new Error('offline');
    return page;
  });
  return { api: { call } } as unknown as Parameters<typeof loadRating>[0] & {
    api: { call: typeof call };
  };
}

describe('the rating list', () => {
  it('asks again after failures and answers the page that finally came', async () => {
    const game = failing(RATING_TRIES - 1);
    expect(await loadRating(game, 'level', 100, 'ив')).toEqual(page);
    expect(game.api.call).toHaveBeenCalledTimes(RATING_TRIES);
    expect(game.api.call.mock.calls[0]![1]).toMatchObject({
      params: { type: 'level' },
      query: { from: 100, to: 199, filter: 'ив' },
    });
  });

  it('gives up after five failures, so the overlay clears the list', async () => {
    const game = failing(99);
    expect(await loadRating(game, 'arenaPosition', 0, '')).toBeNull();
    expect(game.api.call).toHaveBeenCalledTimes(5);
  });
});
