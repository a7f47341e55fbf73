import { api, stompDestination, type RealtimeNotification } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { ledgerKey } from '../economy/keys.js';
import { books } from '../../test/books.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { connectStomp } from '../../test/stomp.js';

const clock = manualClock(Date.UTC(2026, 10, 25, 12));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock });
});
afterAll(() => s.close());

let keys = 0;
const key = () => `gift-key-${++keys}-${process.pid}`;

/** A player at `level` with `gems` emeralds and `gold` gold, every one of them in the ledger. */
async function sender(level: number, gems: number, lang: 'RU' | 'EN' = 'EN', gold = 0) {
  const p = await s.trial(lang);
  await s.testDb.db.kysely
    .updateTable('player')
    .set({ level, mithril: 0, tickets: 0, gold: 0 })
    .where('id', '=', p.playerId)
    .execute();
  if (gems + gold > 0)
    await s.server.kernel.players.withPlayer(p.playerId, (u) =>
      u.wallet.grant(
        { MITHRIL: gems, GOLD: gold },
        { reason: 'test', key: ledgerKey('test', p.playerId, 'start') },
      ),
    );
  return p;
}

describe('gifts between players', () => {
  it('sends a priced gift once per key, and the receiver accepts its reward once', async () => {
    const a = await sender(15, 500);
    const b = await sender(1, 0);
    const uuid = (await s.call(api.player.infoCurrent, { token: b.token })).body.clientUuid;
    const stomp = await connectStomp(s.url, { token: b.token });
    try {
      const q = stomp.subscribe(stompDestination.personal(uuid));
      await q.ready;
      const body = { receiverId: b.playerId, giftId: 'ring', key: key() };
      const sent = await Promise.all(
        Array.from({ length: 10 }, () => s.call(api.gifts.send, { token: a.token, body })),
      );
      expect(sent.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(new Set(sent.map((r) => r.body.gift.id)).size).toBe(1);
      expect((await books(s, a.playerId)).row.mithril).toBe(400);
      // The receiver's money did not move: the gift is the only thing pushed.
      const pushed = JSON.parse((await q.next(10_000)).body) as RealtimeNotification;
      expect(pushed).toMatchObject({
        type: 'GIFT_RECEIVED',
        payload: { giftId: 'ring', senderId: a.playerId, receiverId: b.playerId },
      });
      await q.nothingBefore(
        () => s.server.services.realtime.personal(uuid, 'CHAT_SEEN', { room: 'MAIN', lastId: -1 }),
        (body) => body.includes('"lastId":-1'),
      );
    } finally {
      await stomp.disconnect();
    }

    const me = await s.call(api.player.current, { token: b.token });
    expect(me.body).toMatchObject({ haveNewGift: true, giftNews: 1 });
    const inbox = await s.call(api.gifts.inbox, { token: b.token });
    expect(inbox.body).toMatchObject({ haveNewGift: true, giftNews: 1 });
    expect(inbox.body.gifts).toHaveLength(1);
    const gift = inbox.body.gifts[0]!;
    expect(gift).toMatchObject({ giftId: 'ring', reward: { TICKETS: 2 }, acceptedAt: null });
    const seen = await s.call(api.gifts.seen, { token: b.token });
    expect(seen.body).toMatchObject({ haveNewGift: true, giftNews: 0 });

    const accepted = await Promise.all(
      Array.from({ length: 5 }, () =>
        s.call(api.gifts.accept, { token: b.token, params: { id: gift.id } }),
      ),
    );
    expect(accepted.filter((r) => r.status === 200)).toHaveLength(1);
    expect(accepted.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(
      Array(4).fill('GIFT_ALREADY_ACCEPTED'),
    );
    const ok = accepted.find((r) => r.status === 200)!;
    expect(ok.body.player).toMatchObject({ tickets: 2, haveNewGift: false, giftNews: 0 });
    for (const id of [a.playerId, b.playerId]) {
      const bk = await books(s, id);
      expect(bk.gems).toBe(bk.row.mithril);
      expect(bk.tickets).toBe(bk.row.tickets);
    }
  });

  it('refuses in the player’s language: too low a level, oneself, an unknown player or gift, a shortage', async () => {
    const low = await sender(14, 500, 'RU');
    const a = await sender(20, 5, 'EN', 1000);
    const b = await sender(1, 0);
    const send = (token: string, receiverId: number, giftId = 'ring') =>
      s.call(api.gifts.send, { token, body: { receiverId, giftId, key: key() } });

    const level = await send(low.token, b.playerId);
    expect(level.status).toBe(403);
    expect(level.body).toMatchObject({
      code: 'GIFT_LEVEL',
      message: 'Дарить подарки можно с 15-го уровня',
    });
    expect((await send(a.token, a.playerId)).body).toMatchObject({
      code: 'GIFT_TO_SELF',
      message: 'You cannot send a gift to yourself',
    });
    const unknown = await send(a.token, 999_999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'RECEIVER_UNKNOWN', message: 'Receiver not found' });
    const noGift = await send(a.token, b.playerId, 'dragon');
    expect([noGift.status, noGift.body.code]).toEqual([404, 'GIFT_UNKNOWN']);
    const gems = await send(a.token, b.playerId, 'ring');
    expect(gems.body).toMatchObject({ code: 'NOT_ENOUGH_GEMS', message: 'Not enough gems!' });
    const gold = await send(a.token, b.playerId, 'rose');
    expect(gold.body).toMatchObject({
      code: 'NOT_ENOUGH_FUNDS',
      message: 'Not enough funds to buy',
    });
    const ruGems = await send(low.token, b.playerId);
    expect(ruGems.body.code).toBe('GIFT_LEVEL');

    // Nothing was written by any refusal.
    expect((await books(s, a.playerId)).row).toMatchObject({ mithril: 5, gold: 1000 });
    expect((await s.call(api.gifts.inbox, { token: b.token })).body.gifts).toEqual([]);
    const other = await s.call(api.gifts.accept, { token: a.token, params: { id: 999_999 } });
    expect([other.status, other.body.code]).toEqual([404, 'GIFT_NOT_FOUND']);
  });

  it('refuses a key used again for another gift, and keeps another player from accepting', async () => {
    const a = await sender(15, 1000);
    const b = await sender(1, 0);
    const c = await sender(1, 0);
    const k = key();
    const first = await s.call(api.gifts.send, {
      token: a.token,
      body: { receiverId: b.playerId, giftId: 'pie', key: k },
    });
    expect(first.status).toBe(200);
    const again = await s.call(api.gifts.send, {
      token: a.token,
      body: { receiverId: c.playerId, giftId: 'pie', key: k },
    });
    expect([again.status, again.body.code]).toEqual([409, 'LEDGER_KEY_REUSED']);
    expect((await books(s, a.playerId)).row.mithril).toBe(990);
    const stolen = await s.call(api.gifts.accept, {
      token: c.token,
      params: { id: first.body.gift.id },
    });
    expect(stolen.status).toBe(404);
    const took = await s.call(api.gifts.accept, {
      token: b.token,
      params: { id: first.body.gift.id },
    });
    expect(took.body.player.gold).toBe(7000);
  });

  it('refuses a receiver who blocked the sender', async () => {
    const a = await sender(15, 100, 'RU');
    const b = await sender(1, 0);
    await s.server.services.blacklist.block(b.playerId, a.playerId);
    const r = await s.call(api.gifts.send, {
      token: a.token,
      body: { receiverId: b.playerId, giftId: 'pie', key: key() },
    });
    expect([r.status, r.body.message]).toEqual([403, 'Этот игрок не принимает от вас подарков']);
    expect((await books(s, a.playerId)).row.mithril).toBe(100);
  });

  it('50 gifts sent at once on 200 emeralds: 20 go, the balance never below zero, the ledger exact', async () => {
    const a = await sender(15, 200);
    const b = await sender(1, 0);
    const sent = await Promise.all(
      Array.from({ length: 50 }, () =>
        s.call(api.gifts.send, {
          token: a.token,
          body: { receiverId: b.playerId, giftId: 'pie', key: key() },
        }),
      ),
    );
    expect(sent.filter((r) => r.status === 200)).toHaveLength(20);
    expect(new Set(sent.filter((r) => r.status !== 200).map((r) => r.body.code))).toEqual(
      new Set(['NOT_ENOUGH_GEMS']),
    );
    const bk = await books(s, a.playerId);
    expect(bk.row.mithril).toBe(0);
    expect(bk.gems).toBe(0);
    const inbox = await s.call(api.gifts.inbox, { token: b.token });
    expect(inbox.body).toMatchObject({ giftNews: 20, haveNewGift: true });
  });
});
