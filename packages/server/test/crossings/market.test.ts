import { api, type MarketDto } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/core/clock.js';
import { books } from '../books.js';
import type { TestServer } from '../harness.js';
import { CROSSINGS_START, funded, noFaults, startCrossingsServer } from './helpers.js';

const clock = manualClock(CROSSINGS_START);
let s: TestServer;
beforeAll(async () => {
  s = await startCrossingsServer(clock, 'crossings.market');
});
afterAll(() => s.close());

const db = () => s.testDb.db.kysely;

describe('players changing together never deadlock, and nothing is made or lost', () => {
  it('market bundles bought by many players at once sell once each', async () => {
    const ps = await Promise.all(
      Array.from({ length: 6 }, () => funded(s, 20, { GOLD: 1_000_000 })),
    );
    const market = (await s.call(api.faction.market, { token: ps[0]!.token })).body as MarketDto;
    expect(market.lots.length).toBeGreaterThan(0);
    const bag = async (id: number) =>
      Object.fromEntries(
        (
          await db()
            .selectFrom('consumable_stock')
            .select(['consumable_id', 'count'])
            .where('player_id', '=', id)
            .execute()
        ).map((c) => [c.consumable_id, Number(c.count)]),
      );
    const before = await Promise.all(ps.map((p) => bag(p.playerId)));
    const answers = await Promise.all(
      ps.flatMap((p) =>
        market.lots.flatMap((lot) =>
          [0, 1].map(() =>
            s.call(api.faction.marketBuy, { token: p.token, body: { slot: lot.slot } }),
          ),
        ),
      ),
    );
    noFaults(answers);
    const cost = market.lots.reduce((a, l) => a + l.price, 0);
    for (const [i, p] of ps.entries()) {
      const gold = Number((await books(s, p.playerId)).row.gold);
      expect(gold).toBe(1_000_000 - cost);
      const after = await bag(p.playerId);
      for (const lot of market.lots)
        expect((after[lot.consumableId] ?? 0) - (before[i]![lot.consumableId] ?? 0)).toBe(
          market.lots
            .filter((l) => l.consumableId === lot.consumableId)
            .reduce((a, l) => a + l.count, 0),
        );
    }
  });
});
