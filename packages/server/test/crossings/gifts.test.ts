import { api } from '@heroroad/protocol';
import { findGift } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/core/clock.js';
import { books } from '../books.js';
import type { TestServer } from '../harness.js';
import {
  CROSSINGS_START,
  expectBooksBalanced,
  funded,
  noFaults,
  pairs,
  ring,
  startCrossingsServer,
} from './helpers.js';

const clock = manualClock(CROSSINGS_START);
let s: TestServer;
beforeAll(async () => {
  s = await startCrossingsServer(clock, 'crossings.gifts');
});
afterAll(() => s.close());

const db = () => s.testDb.db.kysely;

describe('players changing together never deadlock, and nothing is made or lost', () => {
  it('gifts sent across pairs and around a ring at once', async () => {
    const ringGift = findGift('ring')!;
    const n = 6;
    const ps = await Promise.all(
      Array.from({ length: n }, () => funded(s, 15, { MITHRIL: 5_000 })),
    );
    const sends = [...pairs(n), ...ring(n)].flatMap(([from, to], k) =>
      Array.from({ length: 8 }, (_, j) => ({ from, to, key: `cross-${k}-${j}` })),
    );
    const sent = await Promise.all(
      sends.map((x) =>
        s.call(api.gifts.send, {
          token: ps[x.from]!.token,
          body: { receiverId: ps[x.to]!.playerId, giftId: 'ring', key: x.key },
        }),
      ),
    );
    noFaults(sent);
    expect(sent.filter((r) => r.status !== 200).map((r) => r.body)).toEqual([]);
    // Everyone accepts what came while sending more the other way.
    const waiting = await db()
      .selectFrom('gift')
      .select(['id', 'receiver_id'])
      .where(
        'receiver_id',
        'in',
        ps.map((p) => p.playerId),
      )
      .execute();
    expect(waiting).toHaveLength(sends.length);
    const byId = new Map(ps.map((p) => [p.playerId, p]));
    const more = ring(n).map(([from, to]) =>
      s.call(api.gifts.send, {
        token: ps[to]!.token,
        body: { receiverId: ps[from]!.playerId, giftId: 'ring', key: `cross-back-${from}` },
      }),
    );
    const accepted = await Promise.all([
      ...waiting.map((g) =>
        s.call(api.gifts.accept, {
          token: byId.get(Number(g.receiver_id))!.token,
          params: { id: Number(g.id) },
        }),
      ),
      ...more,
    ]);
    noFaults(accepted);
    expect(accepted.every((r) => r.status === 200)).toBe(true);
    const price = ringGift.price.MITHRIL!;
    const reward = ringGift.reward.TICKETS!;
    for (const [i, p] of ps.entries()) {
      const out = sends.filter((x) => x.from === i).length + 1;
      const got = sends.filter((x) => x.to === i).length;
      const b = await books(s, p.playerId);
      expect(b.row.mithril).toBe(5_000 - out * price);
      expect(b.row.tickets).toBe(got * reward);
    }
    await expectBooksBalanced(
      s,
      ps.map((p) => p.playerId),
    );
  });
});
