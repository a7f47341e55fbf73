import { api } from '@heroroad/protocol';
import { REFERRAL, referralCode } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { books } from '../../test/books.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

const clock = manualClock(Date.UTC(2026, 10, 25, 12));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    clock,
    config: { payments: { ...defaults(), publicUrl: 'https://heroroad.test/' } },
  });
});
afterAll(() => s.close());

function defaults() {
  return { testProvider: true, publicUrl: '', stripe: null, yookassa: null };
}

/** A guest who opened the game with `ref`. */
async function invited(ref: string | undefined, source?: string) {
  const r = await s.call(api.security.registerTrial, {
    body: { lang: 'EN', ...(ref ? { ref } : {}) },
  });
  expect(r.status).toBe(200);
  const p = { token: r.headers.get('jsession')!, playerId: r.body.playerId };
  if (source)
    await s.testDb.db.kysely
      .updateTable('player')
      .set({ user_source: source })
      .where('id', '=', p.playerId)
      .execute();
  return p;
}

let orders = 0;
/** A live (not test) payment of `packId` granted through the bank's one grant path. */
async function livePurchase(playerId: number, packId = 'gems_700', price = 59_900) {
  const externalId = `cs_live_ref_${++orders}`;
  const now = clock();
  await s.testDb.db.kysely
    .insertInto('payment')
    .values({
      payer_id: playerId,
      receiver_id: playerId,
      provider: 'stripe',
      external_id: externalId,
      test: 0,
      pack_id: packId,
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
  const ledger = s.server.services.paymentLedger;
  return {
    externalId,
    grant: () => ledger.grant('stripe', externalId, false, { amount: price, currency: 'RUB' }),
  };
}

describe('the referral program', () => {
  it('gives my code and link, binds a newcomer once, and shares friends’ live purchases once each', async () => {
    const me = await invited(undefined);
    const status = await s.call(api.gifts.referral, { token: me.token });
    const code = referralCode(me.playerId);
    expect(status.body).toMatchObject({
      enabled: true,
      code,
      link: `https://heroroad.test/?ref=${code}`,
      friends: 0,
      payingFriends: 0,
      sharePercent: 30,
      maxPercent: 45,
      bonus: { startBonus: 0, refBonus: 0, refClanBonus: 0 },
    });

    const friend = await invited(code.toLowerCase());
    const info = await s.call(api.player.infoCurrent, { token: friend.token });
    expect(info.body.referralBonus).toEqual({
      startBonus: REFERRAL.startBonus,
      refClanBonus: 0,
      refBonus: 0,
    });

    const buy = await livePurchase(friend.playerId);
    const grants = await Promise.all(Array.from({ length: 20 }, () => buy.grant()));
    expect(grants.filter((g) => g.granted)).toHaveLength(1);
    // 30% of the 700 emeralds bought (the bonuses and the first-purchase doubling excluded).
    const mine = await s.call(api.player.infoCurrent, { token: me.token });
    expect(mine.body.referralBonus).toEqual({ startBonus: 0, refClanBonus: 0, refBonus: 210 });

    // A test purchase pays no one else.
    const order = await s.call(api.bank.order, {
      token: friend.token,
      body: { packId: 'gems_300', provider: 'test' },
    });
    await s.call(api.bank.testPay, { token: friend.token, params: { id: order.body.payment.id } });
    expect((await s.call(api.gifts.referral, { token: me.token })).body.bonus.refBonus).toBe(210);

    const before = (await books(s, me.playerId)).row.mithril;
    const taken = await Promise.all(
      Array.from({ length: 5 }, () => s.call(api.gifts.takeReferral, { token: me.token })),
    );
    expect(taken.filter((r) => r.status === 200).map((r) => r.body.taken)).toEqual([210]);
    expect(taken.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(
      Array(4).fill('REFERRAL_NOTHING_TO_TAKE'),
    );
    const bk = await books(s, me.playerId);
    expect(bk.row.mithril).toBe(before + 210);
    expect(bk.gems).toBe(bk.row.mithril);
    expect((await s.call(api.gifts.referral, { token: me.token })).body).toMatchObject({
      friends: 1,
      taken: 210,
      bonus: { refBonus: 0 },
    });

    const start = await s.call(api.gifts.takeReferral, { token: friend.token });
    expect(start.body.taken).toBe(REFERRAL.startBonus);
  });

  it('adds the clan share while the friend is in the referrer’s clan', async () => {
    const me = await invited(undefined);
    const friend = await invited(referralCode(me.playerId));
    await s.testDb.db.kysely
      .updateTable('player')
      .set({ clan_id: 77 })
      .where('id', 'in', [me.playerId, friend.playerId])
      .execute();
    await (await livePurchase(friend.playerId, 'gems_1500', 119_900)).grant();
    const info = await s.call(api.player.infoCurrent, { token: me.token });
    expect(info.body.referralBonus).toEqual({ startBonus: 0, refClanBonus: 75, refBonus: 450 });
  });

  it('raises the share from the third paying friend, a friend counted once', async () => {
    const me = await invited(undefined);
    const code = referralCode(me.playerId);
    const friends = [await invited(code), await invited(code), await invited(code)];
    const refBonus = async () =>
      (await s.call(api.player.infoCurrent, { token: me.token })).body.referralBonus.refBonus;
    await (await livePurchase(friends[0]!.playerId)).grant();
    // The same friend buying again is still one paying friend: 30% again.
    await (await livePurchase(friends[0]!.playerId)).grant();
    await (await livePurchase(friends[1]!.playerId)).grant();
    expect(await refBonus()).toBe(3 * 210);
    await (await livePurchase(friends[2]!.playerId)).grant();
    expect(await refBonus()).toBe(3 * 210 + 245);
    const status = (await s.call(api.gifts.referral, { token: me.token })).body;
    expect(status).toMatchObject({
      friends: 3,
      payingFriends: 3,
      sharePercent: 35,
      maxPercent: 45,
    });
    expect(status.steps.map((x) => [x.payingFriends, x.percent])).toEqual([
      [1, 30],
      [3, 35],
      [10, 40],
    ]);
  });

  it('cancels a share not yet taken when its purchase is refunded', async () => {
    const me = await invited(undefined);
    const friend = await invited(referralCode(me.playerId));
    const buy = await livePurchase(friend.playerId);
    await buy.grant();
    await s.server.services.paymentLedger.refund('stripe', buy.externalId, false);
    const r = await s.call(api.gifts.takeReferral, { token: me.token });
    expect([r.status, r.body.code, r.body.message]).toEqual([
      409,
      'REFERRAL_NOTHING_TO_TAKE',
      'Nothing to take yet: invite your friends',
    ]);
  });

  it('binds nothing for an unknown, mistyped or own code, a later player, or a platform without referral', async () => {
    const me = await invited(undefined);
    const code = referralCode(me.playerId);
    const typo = code.slice(0, -1) + (code.endsWith('2') ? '3' : '2');
    for (const ref of ['nobody', typo, referralCode(999_999_999)]) {
      const p = await invited(ref);
      const info = await s.call(api.player.infoCurrent, { token: p.token });
      expect(info.body.referralBonus.startBonus).toBe(0);
    }
    // Registering a guest with a code binds it then; once bound, a second code changes nothing.
    const guest = await invited(code);
    const reg = await s.call(api.security.register, {
      token: guest.token,
      body: {
        name: `Friend${process.pid % 1000}x${me.playerId}`,
        password: 'secret-pass',
        acceptPrivacy: true,
        acceptCookies: true,
        acceptAgreement: true,
        ref: referralCode(guest.playerId),
      },
    });
    expect(reg.status).toBe(200);
    const links = await s.testDb.db.kysely
      .selectFrom('referral_link')
      .selectAll()
      .where('player_id', '=', guest.playerId)
      .execute();
    expect(links.map((l) => Number(l.referrer_id))).toEqual([me.playerId]);

    // A portal that forbids outside links shows no code, and its players are not bound.
    const kong = await invited(undefined, 'kong');
    const off = await s.call(api.gifts.referral, { token: kong.token });
    expect(off.body).toMatchObject({ enabled: false, code: null, link: null });
    const late = await invited(undefined);
    clock.advance(1000);
    const later = await invited(undefined);
    await s.testDb.db.kysely
      .updateTable('player')
      .set({ user_source: 'kong' })
      .where('id', '=', late.playerId)
      .execute();
    // `late` is on a portal without referral, so `later`'s code cannot bind it either way.
    expect(
      await s.server.services.referrals.bind(late.playerId, referralCode(later.playerId)),
    ).toBe(false);
    expect(await s.server.services.referrals.bind(later.playerId, referralCode(me.playerId))).toBe(
      true,
    );
    expect(await s.server.services.referrals.bind(me.playerId, referralCode(later.playerId))).toBe(
      false,
    );
  });
});
