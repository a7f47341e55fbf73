import { api } from '@heroroad/protocol';
import { TUTORIAL_DONE } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlayer } from './game.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** A moment in Moscow time. */
const msk = (m: number, d: number, h = 12) => Date.UTC(2026, m - 1, d, h - 3);

const ledgerOf = (playerId: number) =>
  s.testDb.db.kysely
    .selectFrom('currency_ledger')
    .select(['delta', 'balance_after', 'reason'])
    .where('player_id', '=', playerId)
    .where('currency', '=', 'EVENT_CURRENCY')
    .orderBy('id')
    .execute();

describe('festival coins (EVENT_CURRENCY)', () => {
  it('are paid by an event task and kept in the wallet with ledger lines', async () => {
    s.clock.set(msk(8, 6));
    const ru = await s.trial('RU');
    expect((await s.call(api.player.current, { token: ru.token })).body.eventCurrency).toBe(0);
    await s.testDb.db.kysely
      .insertInto('player_marker')
      .values({ player_id: ru.playerId, marker: TUTORIAL_DONE, created_at: 1 })
      .execute();
    await s.call(api.story.tasks, { token: ru.token });
    await setPlayer(s, ru.playerId, { best_victory_stair: 1 });
    const got = await s.call(api.story.taskTake, { token: ru.token, params: { id: 441 } });
    expect(got.status).toBe(200);
    expect(got.body.reward.EVENT_CURRENCY).toBe(7);
    expect(got.body.player.eventCurrency).toBe(7);
    expect(await ledgerOf(ru.playerId)).toEqual([
      { delta: 7, balance_after: 7, reason: expect.stringMatching(/^task:/) },
    ]);
  });

  it('buy goods at the stall once per press, and a shortage moves nothing', async () => {
    const g = await s.trial('EN');
    await setPlayer(s, g.playerId, { event_currency: 35, amethyst: 0, tokens: 0 });
    const body = { goodId: 'stall_amethysts', requestId: 'press-0001' };
    const first = await s.call(api.story.stallBuy, { token: g.token, body });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect([first.body.eventCurrency, first.body.amethyst]).toEqual([25, 10]);
    const again = await s.call(api.story.stallBuy, { token: g.token, body });
    expect([again.body.eventCurrency, again.body.amethyst]).toEqual([25, 10]);

    const tokens = await s.call(api.story.stallBuy, {
      token: g.token,
      body: { goodId: 'stall_tokens', requestId: 'press-0002' },
    });
    expect([tokens.body.eventCurrency, tokens.body.tokens]).toEqual([0, 5]);

    const short = await s.call(api.story.stallBuy, {
      token: g.token,
      body: { goodId: 'stall_amethysts', requestId: 'press-0003' },
      headers: { 'accept-language': 'en' },
    });
    expect(short.status).toBe(400);
    expect(short.body.code).toBe('NOT_ENOUGH_EVENT_CURRENCY');
    const unknown = await s.call(api.story.stallBuy, {
      token: g.token,
      body: { goodId: 'stall_dragon', requestId: 'press-0004' },
    });
    expect(unknown.status).toBe(404);
    const me = (await s.call(api.player.current, { token: g.token })).body;
    expect([me.eventCurrency, me.amethyst, me.tokens]).toEqual([0, 10, 5]);
    expect((await ledgerOf(g.playerId)).map((r) => [r.delta, r.balance_after])).toEqual([
      [-10, 25],
      [-25, 0],
    ]);
  });
});
