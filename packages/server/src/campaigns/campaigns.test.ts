import { api } from '@heroroad/protocol';
import { CAMPAIGNS } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { books, setGemsBought } from '../../test/books.js';
import { createPromo } from './service.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

const clock = manualClock(Date.UTC(2026, 10, 25, 12));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock });
});
afterAll(() => s.close());

describe('campaigns and the game’s gifts', () => {
  it('gives each campaign once, and lists the ones left in player info', async () => {
    const p = await s.trial('EN');
    const info = await s.call(api.player.infoCurrent, { token: p.token });
    // No group is configured here: its campaign is off.
    expect(info.body.openCampaigns).toEqual(CAMPAIGNS.filter((c) => c !== 'OK_GROUP'));
    // SPEC §3 campaign types: the day's free spin waits; the chest campaigns are open but wait
    // for a purchase, so nothing waits in the chests yet.
    expect(info.body.campaignTypes).toEqual(['wheel']);
    expect(info.body.optionalUnseenCampaign).toBe('CHEST');
    const before = await books(s, p.playerId);
    // A campaign is a gift to a purchase: before one, nothing is paid.
    const early = await s.call(api.campaigns.use, {
      token: p.token,
      params: { id: 'GEMS_PLUS_50' },
    });
    expect([early.status, early.body.message]).toEqual([
      409,
      'This offer comes with a purchase of emeralds in the bank',
    ]);
    expect((await books(s, p.playerId)).row.mithril).toBe(before.row.mithril);
    await setGemsBought(s, p.playerId, 700);
    // Bought: the chest campaign can be taken now, and the chests are marked.
    const earned = await s.call(api.player.infoCurrent, { token: p.token });
    expect(earned.body.campaignTypes).toEqual(['chest', 'wheel']);
    const used = await s.call(api.campaigns.use, {
      token: p.token,
      params: { id: 'GEMS_PLUS_50' },
    });
    expect(used.body.mithril).toBe(before.row.mithril + 50);
    const again = await s.call(api.campaigns.use, {
      token: p.token,
      params: { id: 'GEMS_PLUS_50' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already used this offer');
    const ru = await s.trial('RU');
    await setGemsBought(s, ru.playerId, 100);
    await s.call(api.campaigns.use, { token: ru.token, params: { id: 'WHEEL' } });
    const ruAgain = await s.call(api.campaigns.use, { token: ru.token, params: { id: 'WHEEL' } });
    expect(ruAgain.body.message).toBe('Вы уже воспользовались акцией');
    const status = await s.call(api.campaigns.status, {
      token: p.token,
      params: { id: 'GEMS_PLUS_50' },
    });
    expect(status.body).toMatchObject({ used: true, gems: 50, name: '+50 emeralds' });
    await s.call(api.campaigns.use, { token: p.token, params: { id: 'CHEST_2' } });
    const chests = await s.call(api.fortune.chests, { token: p.token });
    expect(chests.body.map((c) => [c.chest, c.source])).toEqual([['gold', 'campaign:CHEST_2']]);
    // The statuses SPEC §7 names apart answer as the generic one does.
    const chestStatuses = await s.call(api.campaigns.chestStatuses, { token: p.token });
    expect(chestStatuses.body.map((c) => [c.campaign, c.used, c.chest])).toEqual([
      ['CHEST', false, 'silver'],
      ['CHEST_2', true, 'gold'],
      ['CHEST_3', false, chestStatuses.body[2]!.chest],
    ]);
    const art = await s.call(api.campaigns.artStatus, { token: p.token });
    expect(art.body).toEqual(
      (await s.call(api.campaigns.status, { token: p.token, params: { id: 'ARTIFACT_SET_1' } }))
        .body,
    );
    const portal = await s.call(api.campaigns.portalDiscounts, { token: p.token });
    expect(portal.body).toMatchObject({ campaign: 'PORTAL_DISCOUNT', used: false });
    const after = await s.call(api.player.infoCurrent, { token: p.token });
    expect(after.body.openCampaigns).not.toContain('GEMS_PLUS_50');
    const b = await books(s, p.playerId);
    expect(b.gems).toBe(b.row.mithril - before.row.mithril + before.gems);
  });

  it('gives the welcome gift of 99 once, even when asked twenty times at once', async () => {
    const p = await s.trial();
    const before = await books(s, p.playerId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => s.call(api.campaigns.welcomeGift, { token: p.token })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect((await books(s, p.playerId)).row.mithril).toBe(before.row.mithril + 99);
  });

  it('pays sharing once a Moscow day and at most three ads a day', async () => {
    const p = await s.trial('EN');
    const before = await books(s, p.playerId);
    expect((await s.call(api.campaigns.share, { token: p.token })).status).toBe(200);
    const twice = await s.call(api.campaigns.share, { token: p.token });
    expect(twice.body.code).toBe('SHARE_ALREADY_TODAY');
    const lefts = [];
    for (let i = 0; i < 3; i++)
      lefts.push((await s.call(api.campaigns.adReward, { token: p.token })).body.left);
    expect(lefts).toEqual([2, 1, 0]);
    const fourth = await s.call(api.campaigns.adReward, { token: p.token });
    expect(fourth.body).toMatchObject({ code: 'ADS_LIMIT', message: 'No more ad rewards today' });
    const mid = await books(s, p.playerId);
    expect(mid.row).toMatchObject({
      mithril: before.row.mithril + 15,
      tickets: before.row.tickets + 3,
    });
    clock.advance(24 * 3_600_000);
    expect((await s.call(api.campaigns.share, { token: p.token })).status).toBe(200);
    expect((await s.call(api.campaigns.adReward, { token: p.token })).body.left).toBe(2);
  });

  it('redeems a promo code once per player, before it expires, while uses remain', async () => {
    const db = s.testDb.db;
    await createPromo(db, clock(), {
      code: 'winter26',
      gems: 40,
      tickets: 2,
      expiresAt: clock() + 86_400_000,
      maxUses: 2,
    });
    await createPromo(db, clock(), {
      code: 'OLD',
      gems: 40,
      tickets: 0,
      expiresAt: clock() - 1,
      maxUses: null,
    });
    const [a, b, c] = [await s.trial('EN'), await s.trial('EN'), await s.trial('EN')];
    const before = await books(s, a.playerId);
    const ok = await s.call(api.campaigns.redeem, { token: a.token, body: { code: ' Winter26 ' } });
    expect(ok.body).toMatchObject({
      mithril: before.row.mithril + 40,
      tickets: before.row.tickets + 2,
    });
    expect(
      (await s.call(api.campaigns.redeem, { token: a.token, body: { code: 'WINTER26' } })).body
        .code,
    ).toBe('PROMO_ALREADY_USED');
    expect(
      (await s.call(api.campaigns.redeem, { token: b.token, body: { code: 'WINTER26' } })).status,
    ).toBe(200);
    const third = await s.call(api.campaigns.redeem, {
      token: c.token,
      body: { code: 'WINTER26' },
    });
    expect(third.body).toMatchObject({
      code: 'PROMO_EXHAUSTED',
      message: 'This promo code has been used up',
    });
    expect(
      (await s.call(api.campaigns.redeem, { token: c.token, body: { code: 'OLD' } })).body.code,
    ).toBe('PROMO_EXPIRED');
    expect(
      (await s.call(api.campaigns.redeem, { token: c.token, body: { code: 'NOPE' } })).status,
    ).toBe(404);
    const row = await s.testDb.db.kysely
      .selectFrom('promo_code')
      .selectAll()
      .where('code', '=', 'WINTER26')
      .executeTakeFirstOrThrow();
    expect(row.uses).toBe(2);
    await expect(
      createPromo(db, clock(), {
        code: 'x y',
        gems: 1,
        tickets: 0,
        expiresAt: null,
        maxUses: null,
      }),
    ).rejects.toThrow(/plain word/);
    await expect(
      createPromo(db, clock(), {
        code: 'EMPTY',
        gems: 0,
        tickets: 0,
        expiresAt: null,
        maxUses: null,
      }),
    ).rejects.toThrow(/gives/);
  });

  it('opens the sale window once per sale and each campaign window until seen, from level 3', async () => {
    const p = await s.trial('EN');
    const low = await s.call(api.campaigns.offerWindow, { token: p.token });
    expect(low.body).toEqual({ sale: null, campaign: null });
    await s.testDb.db.kysely
      .updateTable('player')
      .set({ level: 3 })
      .where('id', '=', p.playerId)
      .execute();
    // Wednesday: no sale yet, the first campaign.
    const first = await s.call(api.campaigns.offerWindow, { token: p.token });
    expect(first.body).toEqual({
      sale: null,
      campaign: {
        campaign: 'CHEST',
        name: expect.any(String),
        gems: expect.any(Number),
        tickets: expect.any(Number),
        chest: 'silver',
      },
    });
    const next = await s.call(api.campaigns.offerSeen, {
      token: p.token,
      params: { offer: 'CHEST' },
    });
    expect(next.body.campaign?.campaign).toBe('CHEST_2');
    const info = await s.call(api.player.infoCurrent, { token: p.token });
    expect(info.body.optionalUnseenCampaign).toBe('CHEST_2');

    // Friday 12:00 Moscow: the sale window, once for this sale; the next sale shows again.
    clock.set(Date.UTC(2026, 10, 27, 10));
    const sale = await s.call(api.campaigns.offerWindow, { token: p.token });
    expect(sale.body.sale).toEqual({ percent: 30, endsAt: Date.UTC(2026, 10, 30, 9) });
    const seen = await Promise.all(
      Array.from({ length: 5 }, () =>
        s.call(api.campaigns.offerSeen, { token: p.token, params: { offer: 'SALE' } }),
      ),
    );
    expect(seen.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect((await s.call(api.campaigns.offerWindow, { token: p.token })).body.sale).toBeNull();
    clock.set(Date.UTC(2026, 11, 4, 10));
    expect((await s.call(api.campaigns.offerWindow, { token: p.token })).body.sale).toMatchObject({
      percent: 30,
    });
    clock.set(Date.UTC(2026, 10, 25, 12));

    const bad = await s.call(api.campaigns.offerSeen, {
      token: p.token,
      params: { offer: 'NOPE' },
    });
    expect(bad.status).toBe(400);
  });
});
