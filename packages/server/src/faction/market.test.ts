import { api } from '@heroroad/protocol';
import { marketLots, moscowDay } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { setPlayer } from '../../test/game.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

const clock = manualClock(Date.UTC(2026, 10, 25, 9));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock });
});
afterAll(() => s.close());

async function stock(playerId: number, consumableId: string): Promise<number> {
  const bag = s.server.kernel.players.view(playerId).bag;
  return (await bag.consumables()).find((c) => c.consumableId === consumableId)?.count ?? 0;
}

describe('the market', () => {
  it("sells each of the day's bundles once a day, for gold at the player's stair", async () => {
    const p = await s.trial('EN');
    await setPlayer(s, p.playerId, { gold: 100_000, best_victory_stair: 20 });
    const market = await s.call(api.faction.market, { token: p.token });
    const lots = marketLots(moscowDay(clock()), 20);
    expect(market.body.lots).toEqual(lots.map((l) => ({ ...l, bought: false })));
    const lot = lots[1]!;
    const before = await stock(p.playerId, lot.consumableId);
    const bought = await s.call(api.faction.marketBuy, { token: p.token, body: { slot: 1 } });
    expect(bought.status).toBe(200);
    expect(bought.body.gold).toBeCloseTo(100_000 - lot.price, 6);
    expect(await stock(p.playerId, lot.consumableId)).toBe(before + lot.count);
    const again = await s.call(api.faction.marketBuy, { token: p.token, body: { slot: 1 } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('MARKET_LOT_SOLD');
    expect(await stock(p.playerId, lot.consumableId)).toBe(before + lot.count);
    const after = await s.call(api.faction.market, { token: p.token });
    expect(after.body.lots.map((l) => l.bought)).toEqual([false, true, false, false]);
    // Two tabs at once: one sale.
    const both = await Promise.all(
      [0, 0].map((slot) => s.call(api.faction.marketBuy, { token: p.token, body: { slot } })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    clock.advance(24 * 3_600_000);
    const tomorrow = await s.call(api.faction.market, { token: p.token });
    expect(tomorrow.body.lots.every((l) => !l.bought)).toBe(true);
  });

  it('refuses a bundle the player cannot pay for, writing nothing, and a slot that does not exist', async () => {
    const p = await s.trial('RU');
    await setPlayer(s, p.playerId, { gold: 0 });
    const lot = marketLots(moscowDay(clock()), 1)[0]!;
    const poor = await s.call(api.faction.marketBuy, { token: p.token, body: { slot: 0 } });
    expect(poor.status).toBe(400);
    expect(poor.body.code).toMatch(/^NOT_ENOUGH/);
    expect(await stock(p.playerId, lot.consumableId)).toBe(0);
    expect((await s.call(api.faction.market, { token: p.token })).body.lots[0]!.bought).toBe(false);
    const bad = await s.call(api.faction.marketBuy, { token: p.token, body: { slot: 9 } });
    expect(bad.status).toBe(400);
  });
});
