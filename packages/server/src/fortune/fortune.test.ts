import { api } from '@heroroad/protocol';
import { WHEEL_SECTORS } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { seededRandom } from '../core/random.js';
import { ledgerKey } from '../economy/keys.js';
import { books } from '../../test/books.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

const clock = manualClock(Date.UTC(2026, 10, 25, 12));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock, random: seededRandom('fortune.test') });
});
afterAll(() => s.close());

const give = (playerId: number, amounts: { MITHRIL?: number; TICKETS?: number }, tag: string) =>
  s.server.kernel.players.withPlayer(playerId, (u) =>
    u.wallet.grant(amounts, { reason: 'test', key: ledgerKey('test', playerId, tag) }),
  );

describe('the wheel of fortune', () => {
  it('spins free once a Moscow day, holds the prize until taken, and refuses a second spin meanwhile', async () => {
    const p = await s.trial('EN');
    const status = await s.call(api.fortune.wheelStatus, { token: p.token });
    expect(status.body).toMatchObject({
      freeSpin: true,
      spinGems: 30,
      spinTickets: 1,
      pending: null,
    });
    expect(status.body.sectors).toHaveLength(WHEEL_SECTORS.length);
    const spun = await s.call(api.fortune.spin, { token: p.token, body: { pay: 'FREE' } });
    expect(spun.status).toBe(200);
    expect(spun.body.player.creatures).toBeDefined();
    expect(spun.body.prize).toEqual(status.body.sectors[spun.body.sector]);
    const again = await s.call(api.fortune.spin, { token: p.token, body: { pay: 'FREE' } });
    expect(again.body).toMatchObject({
      code: 'WHEEL_PRIZE_PENDING',
      message: 'Take the wheel prize first',
    });
    const before = await books(s, p.playerId);
    const taken = await s.call(api.fortune.take, { token: p.token });
    expect(taken.status).toBe(200);
    const after = await books(s, p.playerId);
    const prize = spun.body.prize;
    if (prize.kind === 'GEMS') expect(after.row.mithril).toBe(before.row.mithril + prize.amount);
    if (prize.kind === 'TICKETS') expect(after.row.tickets).toBe(before.row.tickets + prize.amount);
    if (prize.kind === 'GOLD')
      expect(after.row.gold).toBeCloseTo(before.row.gold + prize.amount, 6);
    if (prize.kind === 'CHEST') {
      const chests = await s.call(api.fortune.chests, { token: p.token });
      expect(chests.body.map((c) => c.chest)).toEqual([prize.chest]);
    }
    expect((await s.call(api.fortune.take, { token: p.token })).body.code).toBe(
      'WHEEL_NOTHING_TO_TAKE',
    );
    const used = await s.call(api.fortune.spin, { token: p.token, body: { pay: 'FREE' } });
    expect(used.body.code).toBe('FREE_SPIN_USED');
    clock.advance(24 * 3_600_000);
    expect((await s.call(api.fortune.wheelStatus, { token: p.token })).body.freeSpin).toBe(true);
  });

  it("answers the spec's shortage messages in the player's language, spending nothing", async () => {
    const en = await s.trial('EN');
    const ru = await s.trial('RU');
    for (const p of [en, ru]) {
      await s.testDb.db.kysely
        .updateTable('player')
        .set({ mithril: 0, tickets: 0 })
        .where('id', '=', p.playerId)
        .execute();
    }
    const gems = await s.call(api.fortune.spin, { token: en.token, body: { pay: 'GEMS' } });
    expect(gems.body).toMatchObject({ code: 'NOT_ENOUGH_GEMS', message: 'Not enough gems!' });
    const tickets = await s.call(api.fortune.spin, { token: ru.token, body: { pay: 'TICKETS' } });
    expect(tickets.body).toMatchObject({
      code: 'NOT_ENOUGH_TICKETS',
      message: 'Недостаточно билетов',
    });
    const ruGems = await s.call(api.fortune.spin, { token: ru.token, body: { pay: 'GEMS' } });
    expect(ruGems.body.message).toBe('Недостаточно изумрудов');
    expect((await s.call(api.fortune.wheelStatus, { token: ru.token })).body.pending).toBeNull();
  });

  it('paid spins keep the ledger equal to the balances', async () => {
    const p = await s.trial();
    await s.testDb.db.kysely
      .updateTable('player')
      .set({ mithril: 0, tickets: 0 })
      .where('id', '=', p.playerId)
      .execute();
    await give(p.playerId, { MITHRIL: 600, TICKETS: 10 }, 'wheel-funds');
    for (let i = 0; i < 20; i++) {
      const pay = i % 2 ? 'GEMS' : 'TICKETS';
      const r = await s.call(api.fortune.spin, { token: p.token, body: { pay } });
      expect(r.status).toBe(200);
      expect((await s.call(api.fortune.take, { token: p.token })).status).toBe(200);
    }
    const b = await books(s, p.playerId);
    expect(b.gems).toBe(b.row.mithril);
    expect(b.tickets).toBe(b.row.tickets);
  });
});

describe('delayed chests', () => {
  it('a bank threshold gives its chest once; it opens after its delay or early for emeralds', async () => {
    const p = await s.trial('EN');
    const order = await s.call(api.bank.order, {
      token: p.token,
      body: { packId: 'gems_4000', provider: 'test' },
    });
    await s.call(api.bank.testPay, { token: p.token, params: { id: order.body.payment.id } });
    const chests = await s.call(api.fortune.chests, { token: p.token });
    expect(chests.body).toEqual([
      expect.objectContaining({
        chest: 'silver',
        source: 'bank:3000',
        readyAt: clock() + 3_600_000,
        speedUpGems: 6,
      }),
    ]);
    const id = chests.body[0]!.id;
    const early = await s.call(api.fortune.takeChest, { token: p.token, params: { id } });
    expect(early.body).toMatchObject({
      code: 'CHEST_NOT_READY',
      message: 'The chest is not open yet',
    });
    clock.advance(30 * 60_000);
    const before = await books(s, p.playerId);
    const fast = await s.call(api.fortune.speedUp, { token: p.token, params: { id } });
    expect(fast.body).toMatchObject({ speedUpGems: 0, readyAt: clock() });
    expect((await books(s, p.playerId)).row.mithril).toBe(before.row.mithril - 3);
    const opened = await s.call(api.fortune.takeChest, { token: p.token, params: { id } });
    expect(opened.status).toBe(200);
    expect(opened.body.gold).toBeGreaterThan(0);
    expect(opened.body.player.gold).toBeCloseTo(before.row.gold + opened.body.gold, 6);
    expect((await s.call(api.fortune.takeChest, { token: p.token, params: { id } })).status).toBe(
      404,
    );
    const stranger = await s.trial();
    expect(
      (await s.call(api.fortune.speedUp, { token: stranger.token, params: { id } })).status,
    ).toBe(404);
    expect((await s.call(api.fortune.chests, { token: p.token })).body).toEqual([]);
  });
});
