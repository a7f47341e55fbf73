import { api } from '@heroroad/protocol';
import { CLAN_BUILDINGS, FACTORY_GIFT_EVERY_MS, memberCap } from '@heroroad/rules';
import { build, clanBooks, clanPlayer, foundClan, fund } from '../../test/clans.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { seededRandom } from '../core/random.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

const HOUR = 3_600_000;
const clock = manualClock(Date.UTC(2026, 10, 26, 12));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock, random: seededRandom('clans.buildings') });
});
afterAll(() => s.close());

describe('buildings', () => {
  it('build from the budget on a timer, finish on the clock or for emeralds, and raise level and cap', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Builders');
    const poor = await s.call(api.clan.buildingStart, {
      token: lead.token,
      body: { buildingType: 'EXPERIENCE' },
    });
    expect(poor.body).toMatchObject({
      code: 'CLAN_NOT_ENOUGH_FUNDS',
      message: 'У клана недостаточно средств',
    });
    await fund(s, clanId, { gold: 100_000, gems: 1000, blue: 1000 });
    const started = await s.call(api.clan.buildingStart, {
      token: lead.token,
      body: { buildingType: 'EXPERIENCE' },
    });
    const exp = started.body.buildings.find((b) => b.type === 'EXPERIENCE')!;
    expect(exp).toMatchObject({ level: 0, state: 'PROCESSING', endsAt: clock() + HOUR });
    expect(started.body.clanBudget).toMatchObject({
      gold: 100_000 - CLAN_BUILDINGS.EXPERIENCE.gold,
      blueCrystal: 1000 - 40,
    });
    const busy = await s.call(api.clan.buildingStart, {
      token: lead.token,
      body: { buildingType: 'EXPERIENCE' },
    });
    expect(busy.body.code).toBe('CLAN_BUILDING_BUSY');
    expect(
      (
        await s.call(api.clan.buildingComplete, {
          token: lead.token,
          body: { buildingType: 'EXPERIENCE' },
        })
      ).body.code,
    ).toBe('CLAN_BUILDING_BUSY');
    clock.advance(HOUR);
    const list = await s.call(api.clan.buildings, { token: lead.token });
    expect(list.body.buildings.find((b) => b.type === 'EXPERIENCE')).toMatchObject({
      level: 1,
      state: 'NORMAL',
    });
    expect(list.body.level).toBe(2);
    expect((await s.call(api.clan.my, { token: lead.token })).body.clan!.membersMax).toBe(
      memberCap(2),
    );

    await s.call(api.clan.buildingStart, {
      token: lead.token,
      body: { buildingType: 'GEAR_FACTORY' },
    });
    clock.advance(10 * 60_000);
    const fast = await s.call(api.clan.buildingSpeedUp, {
      token: lead.token,
      body: { buildingType: 'GEAR_FACTORY' },
    });
    expect(fast.body.buildings.find((b) => b.type === 'GEAR_FACTORY')).toMatchObject({
      level: 1,
      state: 'NORMAL',
    });
    // 50 minutes left: max(1, ceil(3 × √50)) = 22 emeralds of the budget.
    expect(fast.body.clanBudget.gems).toBe(1000 - 22);
    const books = await clanBooks(s, clanId);
    expect(books.ledger.gold).toBe(books.budget.gold - 100_000);
    const log = await s.call(api.clan.log, { token: lead.token, params: { id: clanId } });
    expect(log.body.entries.map((e) => e.type).slice(0, 4)).toEqual([
      'BUILDING_DONE',
      'BUILDING_STARTED',
      'BUILDING_DONE',
      'BUILDING_STARTED',
    ]);
  });

  it('gives each member a factory gift a day into their wallet; gears donated reach the budget', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Gearheads');
    expect((await s.call(api.clan.factoryGiftTake, { token: lead.token })).body.code).toBe(
      'CLAN_NO_FACTORY',
    );
    await build(s, clanId, 'GEAR_FACTORY', 2);
    const kinds = new Set<string>();
    let gears = 0;
    for (let day = 0; day < 12; day++) {
      const gift = await s.call(api.clan.factoryGift, { token: lead.token });
      expect(gift.body).toMatchObject({ level: 2, ready: true });
      const taken = await s.call(api.clan.factoryGiftTake, { token: lead.token });
      expect(taken.status).toBe(200);
      kinds.add(taken.body.kind);
      if (taken.body.kind === 'GEARS') {
        expect(taken.body.amounts).toEqual({ GEARS: 10 });
        gears += 10;
      }
      expect(taken.body.gift.ready).toBe(false);
      expect((await s.call(api.clan.factoryGiftTake, { token: lead.token })).body.code).toBe(
        'CLAN_GIFT_NOT_READY',
      );
      clock.advance(FACTORY_GIFT_EVERY_MS);
    }
    expect(kinds).toEqual(new Set(['GEARS', 'RESOURCE']));
    const me = (await s.call(api.player.current, { token: lead.token })).body;
    expect(me.gears).toBe(gears);
    expect((await s.call(api.clan.my, { token: lead.token })).body.clan!.clanStat.gears).toBe(0);

    const tooMany = await s.call(api.clan.donate, {
      token: lead.token,
      body: { depositPortions: [{ type: 'GEARS', amount: gears + 1 }] },
    });
    expect(tooMany.status).toBe(400);
    const given = await s.call(api.clan.donate, {
      token: lead.token,
      body: { depositPortions: [{ type: 'GEARS', amount: gears }], key: 'gears-1' },
    });
    expect(given.body.clan!.clanStat.gears).toBe(gears);
    // Sent again under the same key, nothing moves twice.
    await s.call(api.clan.donate, {
      token: lead.token,
      body: { depositPortions: [{ type: 'GEARS', amount: gears }], key: 'gears-1' },
    });
    expect((await s.call(api.player.current, { token: lead.token })).body.gears).toBe(0);
    const books = await clanBooks(s, clanId);
    expect(books.budget.gears).toBe(gears);
    expect(books.ledger.gears).toBe(gears);
    const log = await s.call(api.clan.log, { token: lead.token, params: { id: clanId } });
    expect(log.body.entries[0]).toMatchObject({ type: 'DONATED_GEARS' });
  });

  it('improves hall of fame forces one level at a time up to the hall level', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Famous');
    await build(s, clanId, 'HALL_OF_FAME', 1);
    await fund(s, clanId, { gold: 100_000, gears: 100 });
    const opts = await s.call(api.clan.hallOptions, { token: lead.token });
    expect(opts.body.forces[0]).toEqual({
      force: 'ATTACK',
      level: 0,
      nextPrice: { gears: 10, gold: 5000 },
    });
    const up = await s.call(api.clan.hallImprove, {
      token: lead.token,
      body: { force: 'ATTACK', toLevel: 1 },
    });
    expect(up.body.forces[0]).toMatchObject({ level: 1, nextPrice: null });
    expect(up.body.clanBudget).toMatchObject({ gears: 90, gold: 95_000 });
    const over = await s.call(api.clan.hallImprove, {
      token: lead.token,
      body: { force: 'ATTACK', toLevel: 2 },
    });
    expect(over.body.code).toBe('CLAN_HALL_LEVEL');
    const skip = await s.call(api.clan.hallImprove, {
      token: lead.token,
      body: { force: 'HEALTH', toLevel: 2 },
    });
    expect(skip.body.code).toBe('CLAN_NO_SUCH_STEP');
  });
});
