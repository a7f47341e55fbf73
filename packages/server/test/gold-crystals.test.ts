import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/core/clock.js';
import { seededRandom } from '../src/core/random.js';
import { freshKey, ledgerKey } from '../src/economy/keys.js';
import { startTestServer, type TestServer } from './harness.js';

const clock = manualClock(Date.UTC(2026, 10, 26, 12));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock, random: seededRandom('gold-crystals') });
});
afterAll(() => s.close());

const ledgerOf = (playerId: number) =>
  s.testDb.db.kysely
    .selectFrom('currency_ledger')
    .select(['delta', 'balance_after'])
    .where('player_id', '=', playerId)
    .where('currency', '=', 'GOLD_CRYSTAL')
    .orderBy('id')
    .execute();

const goldCrystalsOf = async (token: string) =>
  (await s.call(api.player.current, { token })).body.goldCrystal;

describe('gold crystals in the wallet', () => {
  it('are granted once per key, spent never below zero, each change with a ledger line', async () => {
    const p = await s.trial('EN');
    const grant = (key: string) =>
      s.server.kernel.players.withPlayer(p.playerId, (u) =>
        u.wallet.grant({ GOLD_CRYSTAL: 4 }, { reason: 'test', key: ledgerKey('test', key) }),
      );
    expect((await grant(`gc-${p.playerId}`)).replayed).toBe(false);
    const again = await grant(`gc-${p.playerId}`);
    expect(again).toMatchObject({ replayed: true, balances: { GOLD_CRYSTAL: 4 } });
    expect(await goldCrystalsOf(p.token)).toBe(4);

    const spend = (n: number) =>
      s.server.kernel.players.withPlayer(p.playerId, (u) =>
        u.wallet.spend({ GOLD_CRYSTAL: n }, { reason: 'test', key: freshKey('test') }),
      );
    await expect(spend(5)).rejects.toMatchObject({ code: 'NOT_ENOUGH_GOLD_CRYSTALS' });
    expect(await goldCrystalsOf(p.token)).toBe(4);
    expect((await spend(3)).balances.GOLD_CRYSTAL).toBe(1);
    expect((await ledgerOf(p.playerId)).map((r) => [r.delta, r.balance_after])).toEqual([
      [4, 4],
      [-3, 1],
    ]);
  });
});
