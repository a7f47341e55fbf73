import { api, type MarketDto } from '@heroroad/protocol';
import { MULTI, findGift, referralCode, referralShares } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/core/clock.js';
import { seededRandom } from '../src/core/random.js';
import { ledgerKey } from '../src/economy/keys.js';
import { books, walletChangeSince, walletMark } from './books.js';
import { clanBooks, clanPlayer, foundClan, seat } from './clans.js';
import { guestWithHero } from './game.js';
import { startTestServer, type TestServer } from './harness.js';
import { setPlayer } from './social.js';

// Thursday 26 Nov 2026, 12:00 Moscow.
const clock = manualClock(Date.UTC(2026, 10, 26, 9));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    clock,
    random: seededRandom('crossings.test'),
    config: {
      payments: {
        testProvider: true,
        publicUrl: 'https://heroroad.test',
        stripe: null,
        yookassa: null,
      },
    },
  });
});
afterAll(() => s.close());

const db = () => s.testDb.db.kysely;

/** No answer of a burst is a server fault: deadlocks used to surface as 500 on PostgreSQL. */
function noFaults(answers: readonly { status: number; body: unknown }[]) {
  const faults = answers.filter((a) => a.status >= 500);
  expect(faults.map((f) => JSON.stringify(f.body))).toEqual([]);
}

/** Pairs (0↔1, 2↔3…) and a ring (each to the next, the last to the first) over `n` players. */
const pairs = (n: number) => Array.from({ length: n }, (_, i) => [i, i ^ 1] as const);
const ring = (n: number) => Array.from({ length: n }, (_, i) => [i, (i + 1) % n] as const);

/** A player whose every balance came through the ledger. */
async function funded(level: number, amounts: { MITHRIL?: number; GOLD?: number }) {
  const p = await s.trial('EN');
  await db()
    .updateTable('player')
    .set({ level, mithril: 0, tickets: 0, gold: 0 })
    .where('id', '=', p.playerId)
    .execute();
  await s.server.kernel.players.withPlayer(p.playerId, (u) =>
    u.wallet.grant(amounts, { reason: 'test', key: ledgerKey('test', p.playerId, 'funds') }),
  );
  return p;
}

/** Emeralds and tickets equal the sums of their ledger lines. */
async function expectBooksBalanced(playerIds: readonly number[]) {
  for (const id of playerIds) {
    const b = await books(s, id);
    expect(b.row.mithril, `player ${id} emeralds`).toBe(b.gems);
    expect(b.row.tickets, `player ${id} tickets`).toBe(b.tickets);
  }
}

describe('players changing together never deadlock, and nothing is made or lost', () => {
  it('gifts sent across pairs and around a ring at once', async () => {
    const ringGift = findGift('ring')!;
    const n = 6;
    const ps = await Promise.all(Array.from({ length: n }, () => funded(15, { MITHRIL: 5_000 })));
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
    await expectBooksBalanced(ps.map((p) => p.playerId));
  });

  it('letters written across pairs and around a ring at once', async () => {
    const n = 6;
    const ps = await Promise.all(Array.from({ length: n }, () => s.player()));
    for (const p of ps) await setPlayer(s, p.playerId, { level: 10 });
    const rounds = 4;
    let letters = 0;
    for (let round = 0; round < rounds; round++) {
      const links = round % 2 === 0 ? pairs(n) : ring(n);
      const answers = await Promise.all(
        links.map(([from, to]) =>
          s.call(api.mail.send, {
            token: ps[from]!.token,
            params: { partner: ps[to]!.playerId },
            body: { text: `round ${round} from ${from}` },
          }),
        ),
      );
      noFaults(answers);
      expect(answers.every((a) => a.status === 200)).toBe(true);
      letters += links.length;
      // The mail's pace: a letter per two seconds per writer.
      clock.advance(2_000);
    }
    const ids = ps.map((p) => p.playerId);
    const stored = await db()
      .selectFrom('mail_message')
      .select('id')
      .where('from_id', 'in', ids)
      .execute();
    expect(stored).toHaveLength(letters);
    // Both sides of every dialog name its latest letter: no side's update was lost.
    const sides = await db()
      .selectFrom('mail_dialog')
      .select(['player_id', 'partner_id', 'last_message_id'])
      .where('player_id', 'in', ids)
      .execute();
    expect(sides.length).toBeGreaterThan(0);
    for (const side of sides) {
      const latest = await db()
        .selectFrom('mail_message')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('a_id', '=', Math.min(side.player_id, side.partner_id))
        .where('b_id', '=', Math.max(side.player_id, side.partner_id))
        .executeTakeFirstOrThrow();
      expect(Number(side.last_message_id)).toBe(Number(latest.id));
    }
  });

  it('market bundles bought by many players at once sell once each', async () => {
    const ps = await Promise.all(Array.from({ length: 6 }, () => funded(20, { GOLD: 1_000_000 })));
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

  it('clan donations and invitations crossing between two clans at once', async () => {
    const [lead1, lead2] = await Promise.all([clanPlayer(s), clanPlayer(s)]);
    const clan1 = await foundClan(s, lead1!.token, 'Crossing East');
    const clan2 = await foundClan(s, lead2!.token, 'Crossing West');
    const members1 = await Promise.all(
      Array.from({ length: 4 }, () => clanPlayer(s, { gold: 5_000 })),
    );
    const members2 = await Promise.all(
      Array.from({ length: 4 }, () => clanPlayer(s, { gold: 5_000 })),
    );
    await seat(
      s,
      clan1,
      members1.map((m) => ({ playerId: m.playerId, rank: 'PARTICIPANT' as const })),
    );
    await seat(
      s,
      clan2,
      members2.map((m) => ({ playerId: m.playerId, rank: 'PARTICIPANT' as const })),
    );
    const free = await Promise.all(Array.from({ length: 6 }, () => clanPlayer(s)));
    const goldBefore = new Map<number, number>();
    for (const m of [...members1, ...members2])
      goldBefore.set(m.playerId, Number((await books(s, m.playerId)).row.gold));
    const budgetBefore = [
      (await clanBooks(s, clan1)).budget.gold,
      (await clanBooks(s, clan2)).budget.gold,
    ];
    // Both leaders invite every free player while both clans' members donate.
    const first = await Promise.all([
      ...free.flatMap((f) => [
        s.call(api.clan.invite, { token: lead1!.token, body: { playerId: f.playerId } }),
        s.call(api.clan.invite, { token: lead2!.token, body: { playerId: f.playerId } }),
      ]),
      ...[...members1, ...members2].flatMap((m, i) =>
        [0, 1].map((j) =>
          s.call(api.clan.donate, {
            token: m.token,
            body: { depositPortions: [{ type: 'GOLD', amount: 1_000 }], key: `cross-${i}-${j}` },
          }),
        ),
      ),
    ]);
    noFaults(first);
    expect(first.every((a) => a.status === 200)).toBe(true);
    // The invited accept one clan or the other at once, while donations go on.
    const second = await Promise.all([
      ...free.map((f, i) =>
        s.call(api.clan.accept, { token: f.token, body: { clanId: i % 2 === 0 ? clan1 : clan2 } }),
      ),
      ...[...members1, ...members2].map((m, i) =>
        s.call(api.clan.donate, {
          token: m.token,
          body: { depositPortions: [{ type: 'GOLD', amount: 1_000 }], key: `cross-${i}-2` },
        }),
      ),
    ]);
    noFaults(second);
    expect(second.every((a) => a.status === 200)).toBe(true);
    for (const [clanId, before, members] of [
      [clan1, budgetBefore[0]!, members1],
      [clan2, budgetBefore[1]!, members2],
    ] as const) {
      const b = await clanBooks(s, clanId);
      expect(b.budget.gold).toBe(before + members.length * 3 * 1_000);
      const rows = await db()
        .selectFrom('clan_member')
        .select('player_id')
        .where('clan_id', '=', clanId)
        .execute();
      const clan = await db()
        .selectFrom('clan')
        .select('members')
        .where('id', '=', clanId)
        .executeTakeFirstOrThrow();
      expect(clan.members).toBe(rows.length);
      expect(rows).toHaveLength(1 + members.length + free.length / 2);
      for (const m of members)
        expect(Number((await books(s, m.playerId)).row.gold)).toBe(
          goldBefore.get(m.playerId)! - 3_000,
        );
    }
  });

  it('duels taken up across pairs and around a ring at once', async () => {
    const n = 6;
    const ps = await Promise.all(
      Array.from({ length: n }, async () => {
        const g = await guestWithHero(s);
        await setPlayer(s, g.playerId, { level: MULTI.minLevel + 5 });
        return g;
      }),
    );
    const marks = await Promise.all(ps.map((p) => walletMark(s, p.playerId)));
    for (const links of [pairs(n), ring(n)]) {
      const opened = await Promise.all(
        ps.map((p) => s.call(api.battle.duelOpen, { token: p.token })),
      );
      noFaults(opened);
      const duelOf = opened.map((o) => o.body.mine!.id);
      const joined = await Promise.all(
        links.map(([from, to]) =>
          s.call(api.battle.duelJoin, { token: ps[from]!.token, body: { duelId: duelOf[to]! } }),
        ),
      );
      noFaults(joined);
      expect(joined.some((j) => j.status === 200)).toBe(true);
      // Each player is in at most one battle, and each started duel holds exactly two players.
      const rows = await db()
        .selectFrom('player')
        .select(['id', 'battle_id'])
        .where(
          'id',
          'in',
          ps.map((p) => p.playerId),
        )
        .execute();
      const inBattle = rows.filter((r) => r.battle_id !== null);
      const perBattle = new Map<number, number>();
      for (const r of inBattle)
        perBattle.set(Number(r.battle_id), (perBattle.get(Number(r.battle_id)) ?? 0) + 1);
      for (const count of perBattle.values()) expect(count).toBe(2);
      expect(perBattle.size).toBe(joined.filter((j) => j.status === 200).length);
      // Everyone in a battle gives up or completes; gold moves only through the ledger.
      const ended = await Promise.all(
        ps.map(async (p, i) => {
          if (!rows.find((r) => r.id === p.playerId)?.battle_id) return { status: 200, body: null };
          if (i % 2 === 0) await s.call(api.battle.giveUp, { token: p.token });
          return s.call(api.battle.complete, { token: p.token });
        }),
      );
      noFaults(ended);
      await Promise.all(ps.map((p) => s.call(api.battle.complete, { token: p.token })));
      await Promise.all(ps.map((p) => s.call(api.battle.duelCancel, { token: p.token })));
    }
    let paid = 0;
    for (const [i, p] of ps.entries()) {
      const { changed, explained } = await walletChangeSince(s, p.playerId, marks[i]!);
      expect(changed.GOLD).toBeCloseTo(explained.GOLD, 6);
      expect(changed.MITHRIL).toBe(explained.MITHRIL);
      paid += explained.GOLD;
    }
    // Winners were paid.
    expect(paid).toBeGreaterThan(0);
  });

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
    await expectBooksBalanced(chain.map((p) => p.playerId));
  });
});
