import { api } from '@heroroad/protocol';
import { FACTION_GOODS } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlayer } from '../../test/game.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const egg = FACTION_GOODS.find((g) => g.id === 'order_egg')!;
const venom = FACTION_GOODS.find((g) => g.id === 'shadow_venom')!;

async function stock(playerId: number, consumableId: string): Promise<number> {
  const view = s.server.kernel.players.view(playerId);
  return (await view.bag.consumables()).find((c) => c.consumableId === consumableId)?.count ?? 0;
}

const spends = (playerId: number) =>
  s.testDb.db.kysely
    .selectFrom('ledger_operation')
    .select('reason')
    .where('player_id', '=', playerId)
    .where('reason', 'like', 'faction-shop:%')
    .execute();

describe('the faction shop', () => {
  it("lists both factions' goods with the player's points and sells for the right points", async () => {
    const p = await s.trial('EN');
    await setPlayer(s, p.playerId, { good_points: 30, evil_points: 13 });
    const shop = await s.call(api.faction.shop, { token: p.token });
    expect(shop.body).toMatchObject({ orderPoints: 30, shadowPoints: 13 });
    expect(shop.body.goods).toHaveLength(FACTION_GOODS.length);
    const before = await stock(p.playerId, venom.consumableId);
    const bought = await s.call(api.faction.buy, {
      token: p.token,
      body: { goodId: venom.id, lots: 2 },
    });
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({ goodPoints: 30, evilPoints: 13 - 2 * venom.price });
    expect(await stock(p.playerId, venom.consumableId)).toBe(before + 2 * venom.count);
    expect(await spends(p.playerId)).toEqual([{ reason: `faction-shop:${venom.id}` }]);
  });

  it("says 'Not enough faction points' in the player's language and writes nothing", async () => {
    const ru = await s.trial('RU');
    await setPlayer(s, ru.playerId, { good_points: egg.price - 1, evil_points: 100 });
    const r = await s.call(api.faction.buy, { token: ru.token, body: { goodId: egg.id, lots: 1 } });
    expect(r.body).toEqual({
      code: 'NOT_ENOUGH_FACTION_POINTS',
      message: 'Недостаточно очков фракции',
    });
    expect(await stock(ru.playerId, egg.consumableId)).toBe(0);
    expect(await spends(ru.playerId)).toEqual([]);
    const unknown = await s.call(api.faction.buy, {
      token: ru.token,
      body: { goodId: 'nothing', lots: 1 },
    });
    expect(unknown.status).toBe(404);
    const many = await s.call(api.faction.buy, {
      token: ru.token,
      body: { goodId: egg.id, lots: 11 },
    });
    expect(many.status).toBe(400);
  });

  it('sells once when two purchases race for points enough for one', async () => {
    const p = await s.trial('EN');
    await setPlayer(s, p.playerId, { good_points: egg.price, evil_points: 0 });
    const both = await Promise.all(
      [1, 2].map(() =>
        s.call(api.faction.buy, { token: p.token, body: { goodId: egg.id, lots: 1 } }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await stock(p.playerId, egg.consumableId)).toBe(egg.count);
    expect((await s.call(api.faction.shop, { token: p.token })).body.orderPoints).toBe(0);
    expect(await spends(p.playerId)).toHaveLength(1);
  });
});
