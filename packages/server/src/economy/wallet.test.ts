import { api, stompDestination, type RealtimeNotification } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestWithHero, placesOf, playOut, setPlayer } from '../../test/game.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { connectStomp } from '../../test/stomp.js';
import { seededRandom } from '../core/random.js';
import { freshKey, ledgerKey } from './keys.js';
import type { PlayerUnit } from '../player/unit.js';
import type { Receipt } from './wallet.js';

let s: TestServer;
beforeAll(async () => {
  // Seeded: the battle below is the same won battle in every run.
  s = await startTestServer({ random: seededRandom('wallet.test') });
});
afterAll(() => s.close());

const withPlayer = <T>(id: number, fn: (unit: PlayerUnit) => Promise<T>) =>
  s.server.kernel.players.withPlayer(id, fn);

async function rowsOf(playerId: number) {
  const db = s.testDb.db.kysely;
  const [operations, lines, player] = await Promise.all([
    db.selectFrom('ledger_operation').selectAll().where('player_id', '=', playerId).execute(),
    db.selectFrom('currency_ledger').selectAll().where('player_id', '=', playerId).execute(),
    db
      .selectFrom('player')
      .select(['gold', 'mithril', 'tickets'])
      .where('id', '=', playerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { operations, lines, player };
}

describe('the wallet moves money once per key', () => {
  it('pays one grant replayed 100 times at once exactly once', async () => {
    const p = await s.trial();
    const key = ledgerKey('payment', 'test', p.playerId, 'order-1');
    const receipts = await Promise.all(
      Array.from({ length: 100 }, () =>
        withPlayer<Receipt>(p.playerId, (u) =>
          u.wallet.grant({ MITHRIL: 50 }, { reason: 'payment', key }),
        ),
      ),
    );
    expect(receipts.filter((r) => !r.replayed)).toHaveLength(1);
    // Every replay answers what the first one did.
    for (const r of receipts) {
      expect(r).toMatchObject({ key, deltas: { MITHRIL: 50 } });
      expect(r.balances.MITHRIL).toBe(50);
    }
    const { operations, lines, player } = await rowsOf(p.playerId);
    expect(player.mithril).toBe(50);
    expect(operations).toHaveLength(1);
    expect(operations[0]).toMatchObject({ idempotency_key: key, reason: 'payment' });
    expect(lines).toEqual([
      expect.objectContaining({
        currency: 'MITHRIL',
        delta: 50,
        balance_after: 50,
        idempotency_key: `${key}#MITHRIL`,
      }),
    ]);
  });

  it('refuses a key used again for another operation, and writes nothing', async () => {
    const p = await s.trial();
    const key = ledgerKey('payment', 'test', p.playerId, 'order-2');
    await withPlayer(p.playerId, (u) => u.wallet.grant({ MITHRIL: 5 }, { reason: 'payment', key }));
    await expect(
      withPlayer(p.playerId, (u) => u.wallet.grant({ MITHRIL: 500 }, { reason: 'payment', key })),
    ).rejects.toMatchObject({ code: 'LEDGER_KEY_REUSED', status: 409 });
    const other = await s.trial();
    await expect(
      withPlayer(other.playerId, (u) => u.wallet.grant({ MITHRIL: 5 }, { reason: 'payment', key })),
    ).rejects.toMatchObject({ code: 'LEDGER_KEY_REUSED' });
    expect((await rowsOf(p.playerId)).player.mithril).toBe(5);
    expect((await rowsOf(other.playerId)).operations).toEqual([]);
  });

  it('names the currency a spend is short of, and takes nothing', async () => {
    const p = await s.trial();
    await setPlayer(s, p.playerId, { gold: 10, mithril: 3, tickets: 1 });
    const spend = (amounts: Record<string, number>, shortage?: 'NOT_ENOUGH_FUNDS') =>
      withPlayer(p.playerId, (u) =>
        u.wallet.spend(amounts, { reason: 'shop:test', key: freshKey('shop'), shortage }),
      );
    await expect(spend({ MITHRIL: 4 })).rejects.toMatchObject({ code: 'NOT_ENOUGH_GEMS' });
    await expect(spend({ TICKETS: 2 })).rejects.toMatchObject({ code: 'NOT_ENOUGH_TICKETS' });
    await expect(spend({ GOLD: 11 })).rejects.toMatchObject({ code: 'NOT_ENOUGH_RESOURCES' });
    await expect(spend({ GOLD: 11 }, 'NOT_ENOUGH_FUNDS')).rejects.toMatchObject({
      code: 'NOT_ENOUGH_FUNDS',
    });
    // Gold is short, emeralds are not: the message is about gold.
    await expect(spend({ GOLD: 11, MITHRIL: 1 })).rejects.toMatchObject({
      code: 'NOT_ENOUGH_RESOURCES',
    });
    const { operations, lines, player } = await rowsOf(p.playerId);
    expect(player).toEqual({ gold: 10, mithril: 3, tickets: 1 });
    expect(operations).toEqual([]);
    expect(lines).toEqual([]);
    const paid = await spend({ GOLD: 4, MITHRIL: 3 });
    expect(paid).toMatchObject({ replayed: false, deltas: { GOLD: -4, MITHRIL: -3 } });
    expect(paid.balances).toMatchObject({ GOLD: 6, MITHRIL: 0, TICKETS: 1 });
  });

  it('names caviar and faction points when they are short, in either language', async () => {
    const p = await s.trial();
    await setPlayer(s, p.playerId, { caviar: 2, good_points: 1, evil_points: 0 });
    const spend = (amounts: Record<string, number>) =>
      withPlayer(p.playerId, (u) =>
        u.wallet.spend(amounts, { reason: 'shop:test', key: freshKey('shop') }),
      );
    await expect(spend({ CAVIAR: 3 })).rejects.toMatchObject({ code: 'NOT_ENOUGH_CAVIAR' });
    await expect(spend({ ORDER_POINTS: 2 })).rejects.toMatchObject({
      code: 'NOT_ENOUGH_FACTION_POINTS',
    });
    await expect(spend({ SHADOW_POINTS: 1, CAVIAR: 1 })).rejects.toMatchObject({
      code: 'NOT_ENOUGH_FACTION_POINTS',
    });
    await expect(spend({ CAVIAR: 2, ORDER_POINTS: 1 })).resolves.toMatchObject({
      balances: { CAVIAR: 0, ORDER_POINTS: 0 },
    });
  });

  it("records a won battle's reward under the battle's own key", async () => {
    const g = await guestWithHero(s);
    const place = (await placesOf(s, g.token)).find((p) => p.guard !== null)!;
    const start = await s.call(api.battle.placeAttack, {
      token: g.token,
      body: { placeId: place.id },
    });
    await playOut(s, g.token, start.body);
    const done = await s.call(api.battle.complete, { token: g.token });
    const battleId = start.body.battle.id;
    expect(done.body.status.winnerReward).not.toBeNull();
    await s.call(api.battle.complete, { token: g.token });
    const { operations } = await rowsOf(g.playerId);
    expect(operations).toEqual([
      expect.objectContaining({
        idempotency_key: `battle:${battleId}:reward`,
        reason: `battle:${battleId}`,
      }),
    ]);
    // Reward, battle bonus and chest gold in one movement: all the gold the player gained.
    const deltas = JSON.parse(operations[0]!.deltas) as { GOLD: number };
    expect(deltas.GOLD).toBeCloseTo(done.body.player.gold - 100, 9);
  });

  it("pushes the new balances to the player's clients once the change commits", async () => {
    const p = await s.trial();
    const uuid = (await s.call(api.player.infoCurrent, { token: p.token })).body.clientUuid;
    const stomp = await connectStomp(s.url, { token: p.token });
    try {
      const q = stomp.subscribe(stompDestination.personal(uuid));
      await q.ready;
      await expect(
        withPlayer(p.playerId, async (u) => {
          await u.wallet.grant(
            { GOLD: 1 },
            { reason: 'test', key: ledgerKey('test', p.playerId, 'rolled-back') },
          );
          throw new Error('the change fails after paying');
        }),
      ).rejects.toThrow('fails');
      await withPlayer(p.playerId, async (u) => {
        await u.wallet.grant(
          { GOLD: 7, TICKETS: 2 },
          { reason: 'test', key: ledgerKey('test', p.playerId, 'kept') },
        );
        await u.wallet.spend({ GOLD: 3 }, { reason: 'test', key: freshKey('test') });
      });
      const note = JSON.parse((await q.next()).body) as RealtimeNotification;
      // One push for the change, with the balances it ended with; none for the rolled-back one.
      expect(note).toEqual({
        type: 'WALLET',
        payload: {
          gold: 104,
          crystal: 0,
          elixir: 0,
          mithril: 0,
          sulfur: 0,
          caviar: 0,
          tickets: 2,
          goodPoints: 0,
          evilPoints: 0,
          tokens: 0,
          amethyst: 0,
          gears: 0,
          goldCrystal: 0,
          eventCurrency: 0,
        },
      });
      await q.nothingBefore(
        () => s.server.services.realtime.personal(uuid, 'CHAT_SEEN', { room: 'MAIN', lastId: -1 }),
        (body) => body.includes('"lastId":-1'),
      );
    } finally {
      await stomp.disconnect();
    }
  });
});
