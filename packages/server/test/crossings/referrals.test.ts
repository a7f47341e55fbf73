import { api } from '@heroroad/protocol';
import { referralCode, referralShares } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/core/clock.js';
import type { TestServer } from '../harness.js';
import { CROSSINGS_START, expectBooksBalanced, noFaults, startCrossingsServer } from './helpers.js';

const clock = manualClock(CROSSINGS_START);
let s: TestServer;
beforeAll(async () => {
  s = await startCrossingsServer(clock, 'crossings.referrals');
});
afterAll(() => s.close());

const db = () => s.testDb.db.kysely;

describe('players changing together never deadlock, and nothing is made or lost', () => {
  it('referral shares accrue while referrers buy and take theirs at once', async () => {
    // A chain: each player came with the previous one's code.
    const chain: { token: string; playerId: number }[] = [await s.trial('EN')];
    for (let i = 1; i < 6; i++) {
      const r = await s.call(api.security.registerTrial, {
        body: { lang: 'EN', ref: referralCode(chain[i - 1]!.playerId) },
      });
      chain.push({ token: r.headers.get('jsession')!, playerId: r.body.playerId });
    }
    const price = 59_900;
    const buy = async (playerId: number, n: number) => {
      const externalId = `cross-ref-${playerId}-${n}`;
      const now = clock();
      await db()
        .insertInto('payment')
        .values({
          payer_id: playerId,
          receiver_id: playerId,
          provider: 'stripe',
          external_id: externalId,
          test: 0,
          pack_id: 'gems_700',
          price,
          currency: 'RUB',
          sale_percent: 0,
          gems: 0,
          gold_tickets: 0,
          state: 'STARTED',
          debt: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return s.server.services.paymentLedger.grant('stripe', externalId, false, {
        amount: price,
        currency: 'RUB',
      });
    };
    const takes: Promise<{ status: number; body: unknown }>[] = [];
    const buys: Promise<unknown>[] = [];
    for (let round = 0; round < 3; round++)
      for (const p of chain) {
        buys.push(buy(p.playerId, round));
        takes.push(s.call(api.gifts.takeReferral, { token: p.token }));
      }
    const outcome = await Promise.allSettled(buys);
    expect(outcome.filter((o) => o.status === 'rejected')).toEqual([]);
    const took = await Promise.all(takes);
    noFaults(took);
    for (const t of took) expect([200, 409]).toContain(t.status);
    // What is left is taken now; every share is then paid exactly once.
    await Promise.all(chain.map((p) => s.call(api.gifts.takeReferral, { token: p.token })));
    // Each referrer here has one paying friend: the first step.
    const share = referralShares(700, false, 1).ref;
    for (const [i, p] of chain.entries()) {
      const friendBuys = i < chain.length - 1 ? 3 : 0;
      const start = i > 0 ? 1 : 0;
      const paid = await db()
        .selectFrom('referral_bonus')
        .select(['kind', 'amount', 'taken_at'])
        .where('player_id', '=', p.playerId)
        .execute();
      expect(paid.filter((b) => b.kind === 'ref')).toHaveLength(friendBuys);
      expect(paid.filter((b) => b.kind === 'start')).toHaveLength(start);
      expect(paid.every((b) => b.taken_at !== null)).toBe(true);
      const referral = await db()
        .selectFrom('currency_ledger')
        .select((eb) => eb.fn.sum<number>('delta').as('n'))
        .where('player_id', '=', p.playerId)
        .where('reason', '=', 'referral')
        .executeTakeFirstOrThrow();
      expect(Number(referral.n ?? 0)).toBe(paid.reduce((a, b) => a + b.amount, 0));
      expect(friendBuys * share).toBe(
        paid.filter((b) => b.kind === 'ref').reduce((a, b) => a + b.amount, 0),
      );
    }
    await expectBooksBalanced(
      s,
      chain.map((p) => p.playerId),
    );
  });
});
