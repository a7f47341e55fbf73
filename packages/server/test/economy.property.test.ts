import { api } from '@heroroad/protocol';
import { BOOSTERS, CONSUMABLES, FACTION_GOODS } from '@heroroad/rules';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/core/clock.js';
import { seededRandom } from '../src/core/random.js';
import { WALLET_CURRENCIES } from '../src/economy/balances.js';
import { ledgerKey } from '../src/economy/keys.js';
import { books, walletChangeSince, walletMark } from './books.js';
import { guestWithHero, placesOf, playOut } from './game.js';
import { paidOrder, type PaidSource } from './paid-orders.js';
import { platformStand } from './platform-stand.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * The economy as a property: random sequences of what players do with money and goods, by
 * several players at once, never make money or goods that no ledger row explains. Seeded and
 * bounded in the suite; `ECONOMY_RUNS=200` (and `ECONOMY_SEED`) run it longer on demand.
 */
const RUNS = Number(process.env.ECONOMY_RUNS ?? 6);
const SEED = Number(process.env.ECONOMY_SEED ?? 20261126);
const STEPS = Number(process.env.ECONOMY_STEPS ?? 14);

// Thursday 26 Nov 2026, 12:00 Moscow.
const clock = manualClock(Date.UTC(2026, 10, 26, 9));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    clock,
    random: seededRandom('economy.property'),
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
type Player = { token: string; playerId: number };

/** A player whose every balance came through the ledger, with something of each currency. */
async function player(): Promise<Player> {
  const g = await guestWithHero(s);
  const zero = Object.fromEntries(
    ['gold', 'mithril', 'tickets', 'good_points', 'evil_points', 'caviar', 'crystal'].map((c) => [
      c,
      0,
    ]),
  );
  await db()
    .updateTable('player')
    .set({ ...zero, level: 20 })
    .where('id', '=', g.playerId)
    .execute();
  await s.server.kernel.players.withPlayer(g.playerId, (u) =>
    u.wallet.grant(
      {
        GOLD: 300_000,
        MITHRIL: 3_000,
        TICKETS: 6,
        ORDER_POINTS: 2_000,
        SHADOW_POINTS: 2_000,
        CAVIAR: 2_000,
      },
      { reason: 'test', key: ledgerKey('test', g.playerId, 'economy-start') },
    ),
  );
  return g;
}

/** Every good a player holds, counted (heroes, artifacts, consumables, chests, cards, boosters). */
async function goods(playerId: number): Promise<number> {
  const count = async (table: 'creature' | 'artifact_item' | 'delayed_chest') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('player_id', '=', playerId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const sum = async (table: 'consumable_stock' | 'progression_card' | 'booster_inbox') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), eb.val(0)).as('n'))
          .where('player_id', '=', playerId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const openedChests = Number(
    (
      await db()
        .selectFrom('delayed_chest')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('player_id', '=', playerId)
        .where('opened_at', 'is not', null)
        .executeTakeFirstOrThrow()
    ).n,
  );
  return (
    (await count('creature')) +
    (await count('artifact_item')) +
    (await count('delayed_chest')) -
    openedChests +
    (await sum('consumable_stock')) +
    (await sum('progression_card')) +
    (await sum('booster_inbox'))
  );
}

async function operations(playerId: number): Promise<number> {
  const row = await db()
    .selectFrom('ledger_operation')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const KINDS = [
  'purchase',
  'refund',
  'gift',
  'accept',
  'market',
  'spin',
  'chest',
  'consumable',
  'booster',
  'faction',
  'portal',
  'battle',
] as const;
type Kind = (typeof KINDS)[number];
interface Step {
  readonly kind: Kind;
  readonly who: number;
  readonly other: number;
  readonly pick: number;
  /** The same request sent this many times at once. */
  readonly copies: number;
}

const step = fc.record({
  kind: fc.constantFrom(...KINDS),
  who: fc.nat(2),
  other: fc.nat(2),
  pick: fc.nat(1000),
  copies: fc.integer({ min: 1, max: 4 }),
});

let keys = 0;
/** Runs one step; answers every reply, none of which may be a fault. */
async function run(ps: readonly Player[], x: Step): Promise<{ status: number; body: unknown }[]> {
  const p = ps[x.who]!;
  const other = ps[x.other]!;
  const times = <T>(f: () => Promise<T>) => Promise.all(Array.from({ length: x.copies }, f));
  switch (x.kind) {
    case 'purchase': {
      const order = await s.call(api.bank.order, {
        token: p.token,
        body: { packId: x.pick % 2 ? 'gems_300' : 'gems_700', provider: 'test', currency: 'RUB' },
      });
      if (order.status !== 200) return [order];
      // The payer's confirmation repeated: the order is paid once.
      return times(() =>
        s.call(api.bank.testPay, { token: p.token, params: { id: order.body.payment.id } }),
      );
    }
    case 'refund': {
      const paid = await db()
        .selectFrom('payment')
        .select(['external_id'])
        .where('receiver_id', '=', p.playerId)
        .where('state', 'in', ['GEMS_GRANTED', 'GEMS_TAKEN'])
        .execute();
      const one = paid[x.pick % Math.max(1, paid.length)];
      if (!one?.external_id) return [];
      const ledger = s.server.services.paymentLedger;
      await Promise.all(
        Array.from({ length: x.copies }, () => ledger.refund('test', one.external_id!, true)),
      );
      return [];
    }
    case 'gift': {
      if (other.playerId === p.playerId) return [];
      const key = `economy-gift-${++keys}`;
      const giftId = ['rose', 'pie', 'charm', 'ring'][x.pick % 4]!;
      return times(() =>
        s.call(api.gifts.send, {
          token: p.token,
          body: { receiverId: other.playerId, giftId, key },
        }),
      );
    }
    case 'accept': {
      const inbox = await s.call(api.gifts.inbox, { token: p.token });
      const waiting = inbox.body.gifts.filter((g) => g.acceptedAt === null);
      const g = waiting[x.pick % Math.max(1, waiting.length)];
      if (!g) return [inbox];
      return times(() => s.call(api.gifts.accept, { token: p.token, params: { id: g.id } }));
    }
    case 'market': {
      const slot = x.pick % 3;
      return times(() => s.call(api.faction.marketBuy, { token: p.token, body: { slot } }));
    }
    case 'spin': {
      const pay = (['FREE', 'TICKETS', 'GEMS'] as const)[x.pick % 3]!;
      const spun = await times(() => s.call(api.fortune.spin, { token: p.token, body: { pay } }));
      const taken = await times(() => s.call(api.fortune.take, { token: p.token }));
      return [...spun, ...taken];
    }
    case 'chest': {
      const chests = await s.call(api.fortune.chests, { token: p.token });
      const c = chests.body[x.pick % Math.max(1, chests.body.length)];
      if (!c) return [chests];
      const sped = await times(() =>
        s.call(api.fortune.speedUp, { token: p.token, params: { id: c.id } }),
      );
      const taken = await times(() =>
        s.call(api.fortune.takeChest, { token: p.token, params: { id: c.id } }),
      );
      return [...sped, ...taken];
    }
    case 'consumable': {
      const c = CONSUMABLES[x.pick % CONSUMABLES.length]!;
      const requestId = `economy-consumable-${++keys}`;
      return times(() =>
        s.call(api.hero.buyConsumable, {
          token: p.token,
          body: { consumableId: c.id, count: 1 + (x.pick % 3), requestId },
        }),
      );
    }
    case 'booster': {
      const b = BOOSTERS[x.pick % BOOSTERS.length]!;
      const requestId = `economy-booster-${++keys}`;
      return times(() =>
        s.call(api.shops.buyBooster, { token: p.token, body: { boosterId: b.id, requestId } }),
      );
    }
    case 'faction': {
      const good = FACTION_GOODS[x.pick % FACTION_GOODS.length]!;
      return times(() =>
        s.call(api.faction.buy, { token: p.token, body: { goodId: good.id, lots: 1 } }),
      );
    }
    case 'portal': {
      const shop = await s.call(api.worlds.portalShop, { token: p.token });
      const list = (shop.body as { goods?: { id: string }[] }).goods ?? [];
      const good = list[x.pick % Math.max(1, list.length)];
      if (!good) return [shop];
      return times(() =>
        s.call(api.worlds.portalBuy, { token: p.token, body: { goodId: good.id, lots: 1 } }),
      );
    }
    case 'battle': {
      const places = await placesOf(s, p.token);
      const place = places.find((pl) => pl.guard !== null && pl.coordinate <= 99);
      if (!place) return [];
      const start = await s.call(api.battle.placeAttack, {
        token: p.token,
        body: { placeId: place.id },
      });
      if (start.status !== 200) return [start];
      if (x.pick % 2) await s.call(api.battle.giveUp, { token: p.token });
      else await playOut(s, p.token, start.body);
      // Completing repeated pays once.
      return times(() => s.call(api.battle.complete, { token: p.token }));
    }
  }
}

/** The books of every player after a step: money explained, never below zero, goods paid for. */
async function check(
  ps: readonly Player[],
  marks: Awaited<ReturnType<typeof walletMark>>[],
  before: { goods: number; ops: number }[],
  x: Step,
) {
  for (const [i, p] of ps.entries()) {
    const { changed, explained, balances } = await walletChangeSince(s, p.playerId, marks[i]!);
    for (const c of WALLET_CURRENCIES) {
      expect(balances[c], `${c} of player ${i} after ${x.kind}`).toBeGreaterThanOrEqual(0);
      expect(changed[c] - explained[c], `${c} of player ${i} after ${x.kind}`).toBeCloseTo(0, 6);
    }
    const b = await books(s, p.playerId);
    expect(b.row.mithril, `emerald lines of player ${i}`).toBe(b.gems);
    expect(b.row.tickets, `ticket lines of player ${i}`).toBe(b.tickets);
    const now = { goods: await goods(p.playerId), ops: await operations(p.playerId) };
    if (now.goods > before[i]!.goods)
      expect(
        now.ops,
        `goods of player ${i} came from ${x.kind} with no ledger row`,
      ).toBeGreaterThan(before[i]!.ops);
    before[i] = now;
  }
}

describe('the economy under random play', () => {
  it(`never makes money or goods no ledger row explains (${RUNS} runs of ${STEPS} steps, seed ${SEED})`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 1, maxLength: 3 }), {
          minLength: STEPS,
          maxLength: STEPS,
        }),
        async (rounds) => {
          const ps = [await player(), await player(), await player()];
          const marks = await Promise.all(ps.map((p) => walletMark(s, p.playerId)));
          const before = await Promise.all(
            ps.map(async (p) => ({
              goods: await goods(p.playerId),
              ops: await operations(p.playerId),
            })),
          );
          for (const round of rounds) {
            // The steps of a round run at once, as several players (or one player's tabs) would.
            const replies = (await Promise.all(round.map((x) => run(ps, x)))).flat();
            const faults = replies.filter((r) => r.status >= 500);
            expect(faults.map((f) => JSON.stringify(f.body))).toEqual([]);
            for (const x of round) await check(ps, marks, before, x);
            clock.advance(7 * 60_000);
          }
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 600_000);
});

const stand = platformStand();

/**
 * Partner platforms' "this order is paid", signed as each platform signs it, sent 100 times at
 * once: one payment, one grant, and the player's emeralds equal their ledger lines.
 */
describe('valid-signature platform payments replayed 100 times at once', () => {
  const SOURCES: readonly PaidSource[] = ['tg', 'crazygames', 'ya', 'kong', 'mystore'];
  it.each(SOURCES)('%s pays once', async (source) => {
    const b =
      source === 'mystore'
        ? { ...(await stand.s.player()), source, userId: '' }
        : await stand.buyer(source);
    const deliver = await paidOrder(stand, b, 'gems_300', `economy-${source}-${b.playerId}`);
    const before = await stand.gems(b.playerId);
    const replies = await Promise.all(Array.from({ length: 100 }, () => deliver()));
    for (const r of replies) expect(r.status, r.text).toBeLessThan(300);
    const rows = await stand.s.testDb.db.kysely
      .selectFrom('payment')
      .select(['id', 'gems', 'state'])
      .where('receiver_id', '=', b.playerId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe('GEMS_GRANTED');
    expect(await stand.gems(b.playerId)).toBe(before + rows[0]!.gems);
    const ledger = await books(stand.s, b.playerId);
    expect(ledger.row.mithril).toBe(ledger.gems);
    expect(ledger.lines.filter((l) => l.delta === rows[0]!.gems)).toHaveLength(1);
  });
});
