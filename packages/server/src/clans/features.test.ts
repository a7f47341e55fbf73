import { api } from '@heroroad/protocol';
import {
  CLAN_BUILDINGS,
  FACTORY_GIFT_EVERY_MS,
  RAID_COOLDOWN_MS,
  RAID_DIFFICULTY_DEFS,
  RAID_DURATION_MS,
  memberCap,
} from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { seededRandom } from '../core/random.js';
import { build, clanBooks, clanPlayer, foundClan, fund, seat } from '../../test/clans.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

const HOUR = 3_600_000;
const clock = manualClock(Date.UTC(2026, 10, 26, 12));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock, random: seededRandom('clans.features') });
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

  it('gives each member a factory gift a day: gears to the budget or resources to the member', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Gearheads');
    expect((await s.call(api.clan.factoryGiftTake, { token: lead.token })).body.code).toBe(
      'CLAN_NO_FACTORY',
    );
    await build(s, clanId, 'GEAR_FACTORY', 2);
    const kinds = new Set<string>();
    for (let day = 0; day < 12; day++) {
      const gift = await s.call(api.clan.factoryGift, { token: lead.token });
      expect(gift.body).toMatchObject({ level: 2, ready: true });
      const taken = await s.call(api.clan.factoryGiftTake, { token: lead.token });
      expect(taken.status).toBe(200);
      kinds.add(taken.body.kind);
      expect(taken.body.gift.ready).toBe(false);
      expect((await s.call(api.clan.factoryGiftTake, { token: lead.token })).body.code).toBe(
        'CLAN_GIFT_NOT_READY',
      );
      clock.advance(FACTORY_GIFT_EVERY_MS);
    }
    expect(kinds).toEqual(new Set(['GEARS', 'RESOURCE']));
    const books = await clanBooks(s, clanId);
    expect(books.budget.gears).toBe(books.ledger.gears);
    expect(books.budget.gears % 10).toBe(0);
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

describe('texts and theme', () => {
  it('changes the theme free three times, then for 250 emeralds of the budget', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Colourful');
    for (const n of [1, 2, 3])
      expect(
        (await s.call(api.clan.theme, { token: lead.token, query: { number: n } })).status,
      ).toBe(200);
    const fourth = await s.call(api.clan.theme, { token: lead.token, query: { number: 4 } });
    expect(fourth.body.code).toBe('CLAN_NOT_ENOUGH_FUNDS');
    await fund(s, clanId, { gems: 300 });
    const paid = await s.call(api.clan.theme, { token: lead.token, query: { number: 4 } });
    expect(paid.body.clan).toMatchObject({ theme: 4, themeChanges: 4, clanStat: { gems: 50 } });
    expect(
      (await s.call(api.clan.theme, { token: lead.token, query: { number: 4 } })).body.code,
    ).toBe('CLAN_THEME_SAME');
    expect(
      (await s.call(api.clan.theme, { token: lead.token, query: { number: 99 } })).body.code,
    ).toBe('CLAN_THEME_UNKNOWN');
  });

  it('sets and restores the about text, limits the advertisement to 180 characters and marks it seen', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Wordsmiths');
    const member = await clanPlayer(s);
    await seat(s, clanId, [{ playerId: member.playerId, rank: 'PARTICIPANT' }]);
    await s.call(api.clan.aboutSet, {
      token: lead.token,
      body: { content: ' Our rules: be kind ' },
    });
    expect((await s.call(api.clan.about, { token: member.token })).body.content).toBe(
      'Our rules: be kind',
    );
    await s.call(api.clan.aboutRestore, { token: lead.token });
    expect((await s.call(api.clan.about, { token: member.token })).body.content).toMatch(
      /^Мы идём по дороге/,
    );
    const long = await s.call(api.clan.advertisementSet, {
      token: lead.token,
      body: { content: 'x'.repeat(181) },
    });
    expect(long.body).toMatchObject({ code: 'TEXT_TOO_LONG', message: 'Слишком длинный текст' });
    await s.call(api.clan.advertisementSet, {
      token: lead.token,
      body: { content: 'y'.repeat(180) },
    });
    expect((await s.call(api.clan.my, { token: member.token })).body.advertisementSeen).toBe(false);
    expect((await s.call(api.clan.my, { token: lead.token })).body.advertisementSeen).toBe(true);
    await s.call(api.clan.advertisementSeen, { token: member.token });
    expect((await s.call(api.clan.my, { token: member.token })).body.advertisementSeen).toBe(true);
  });

  it('lets an admin rename any clan, with the same name rules, logged', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Old Name');
    const admin = await s.player('ADMIN');
    const denied = await s.call(api.clan.adminSetName, {
      token: lead.token,
      body: { clanId, name: 'Mine' },
    });
    expect(denied.status).toBe(403);
    const renamed = await s.call(api.clan.adminSetName, {
      token: admin.token,
      body: { clanId, name: 'New Name' },
    });
    expect(renamed.body).toMatchObject({ id: clanId, name: 'New Name' });
    // A staff call: the staff audit keeps who renamed it.
    const audit = await s.testDb.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('action', '=', 'clan.name.set')
      .execute();
    expect(audit).toContainEqual({ action: 'clan.name.set', actor_id: admin.playerId });
    const log = await s.call(api.clan.log, { token: lead.token, params: { id: clanId } });
    expect(log.body.entries[0]).toMatchObject({
      type: 'NAME_CHANGED',
      data: { from: 'Old Name', to: 'New Name' },
    });
    const missing = await s.call(api.clan.adminSetName, {
      token: admin.token,
      body: { clanId: 999_999, name: 'Nobody' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('leadership', () => {
  it('hands the leadership to the highest rank, then the most merit; the old leader becomes a deputy', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Succession');
    const [rich, rep, deputy] = [await clanPlayer(s), await clanPlayer(s), await clanPlayer(s)];
    await seat(s, clanId, [
      { playerId: rich.playerId, rank: 'PARTICIPANT' },
      { playerId: rep.playerId, rank: 'REPRESENTATIVE' },
      { playerId: deputy.playerId, rank: 'REPRESENTATIVE' },
    ]);
    await s.call(api.clan.donate, {
      token: rich.token,
      body: { depositPortions: [{ type: 'MITHRIL', amount: 100 }] },
    });
    await s.call(api.clan.donate, {
      token: deputy.token,
      body: { depositPortions: [{ type: 'GOLD', amount: 5000 }] },
    });
    const r = await s.call(api.clan.resign, { token: lead.token });
    expect(r.body.rank).toBe('DEPUTY_LEADER');
    const members = await s.call(api.clan.participantsMine, { token: deputy.token });
    const rankOf = (id: number) => members.body.participants.find((p) => p.playerId === id)!.rank;
    // Both representatives outrank the richer participant; the one with merit (5) wins.
    expect(rankOf(deputy.playerId)).toBe('LEADER');
    expect(rankOf(rep.playerId)).toBe('REPRESENTATIVE');
    expect(members.body.participants[0]!.playerId).toBe(deputy.playerId);
  });

  it('names an acting leader while the leader is away 7 days, and steps them back when the leader returns', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Absent Chief');
    const d = await clanPlayer(s);
    await seat(s, clanId, [{ playerId: d.playerId, rank: 'DEPUTY_LEADER' }]);
    clock.advance(7 * 24 * HOUR);
    const acting = await s.call(api.clan.my, { token: d.token });
    expect(acting.body.rank).toBe('SUBLEADER');
    expect(acting.body.rights).toContain('START_BUILDING');
    expect(acting.body.rights).not.toContain('RESIGN');
    // The leader plays again (any change to their player).
    await s.call(api.player.setQuality, { token: lead.token, params: { q: 'LOW' } });
    expect((await s.call(api.clan.my, { token: d.token })).body.rank).toBe('DEPUTY_LEADER');
  });
});

describe('raids', () => {
  it('walks through closed, available, in raid, waiting and available again as the clock moves', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Raiders');
    expect((await s.call(api.clan.raid, { token: lead.token })).body.state).toBe('RAID_CLOSED');
    expect((await s.call(api.clan.raidStart, { token: lead.token })).body.code).toBe(
      'CLAN_RAID_CLOSED',
    );
    await build(s, clanId, 'SNOW_WORLD', 1);
    const opts = await s.call(api.clan.raidOptions, { token: lead.token });
    expect(opts.body.options.filter((o) => o.open).map((o) => o.difficulty)).toEqual(['EASY']);
    expect(
      (
        await s.call(api.clan.raidDifficulty, {
          token: lead.token,
          body: { raidDifficulty: 'HARD' },
        })
      ).body.code,
    ).toBe('CLAN_RAID_DIFFICULTY_CLOSED');
    expect((await s.call(api.clan.raid, { token: lead.token })).body.state).toBe('RAID_AVAILABLE');
    const started = await s.call(api.clan.raidStart, { token: lead.token });
    expect(started.body).toMatchObject({
      state: 'IN_RAID',
      difficulty: 'EASY',
      bossHealth: RAID_DIFFICULTY_DEFS.EASY.bossHealth,
      endsAt: clock() + RAID_DURATION_MS,
    });
    clock.advance(RAID_DURATION_MS);
    const waiting = await s.call(api.clan.raid, { token: lead.token });
    expect(waiting.body).toMatchObject({
      state: 'RAID_WAITING',
      availableAt: clock() + RAID_COOLDOWN_MS,
    });
    expect((await s.call(api.clan.raidStart, { token: lead.token })).body.code).toBe(
      'CLAN_RAID_BUSY',
    );
    clock.advance(RAID_COOLDOWN_MS);
    expect((await s.call(api.clan.raid, { token: lead.token })).body.state).toBe('RAID_AVAILABLE');
    await s.call(api.clan.raidStart, { token: lead.token });
    await s.call(api.clan.raidEnd, { token: lead.token, body: {} });
    await fund(s, clanId, { gems: 1000 });
    const sped = await s.call(api.clan.raidSpeedUp, { token: lead.token });
    expect(sped.body.state).toBe('RAID_AVAILABLE');
    const log = await s.call(api.clan.log, { token: lead.token, params: { id: clanId } });
    expect(log.body.entries.map((e) => e.type).slice(0, 3)).toEqual([
      'RAID_ENDED',
      'RAID_STARTED',
      'RAID_STARTED',
    ]);
  });
});

describe('raid fights', () => {
  it('takes the damage off the shared health an hour apart, pays the fighter, and pays the budget when the boss falls', async () => {
    const lead = await clanPlayer(s);
    const mate = await clanPlayer(s);
    for (const p of [lead, mate])
      expect(
        (await s.call(api.hero.choose, { token: p.token, body: { heroId: 'hero_dobrynya' } }))
          .status,
      ).toBe(200);
    const clanId = await foundClan(s, lead.token, 'Boss Hunters');
    await seat(s, clanId, [{ playerId: mate.playerId, rank: 'PARTICIPANT' }]);
    expect((await s.call(api.clan.raidFight, { token: mate.token })).body.code).toBe(
      'CLAN_NO_RAID',
    );
    await build(s, clanId, 'SNOW_WORLD', 1);
    const started = await s.call(api.clan.raidStart, { token: lead.token });
    expect(started.body.bossHealth).toBe(2 * RAID_DIFFICULTY_DEFS.EASY.bossHealth);
    const goldBefore = (await s.call(api.player.current, { token: mate.token })).body.gold;

    const first = await s.call(api.clan.raidFight, { token: mate.token });
    expect(first.status).toBe(200);
    expect(first.body.damage).toBeGreaterThan(0);
    expect(first.body.raid).toMatchObject({
      state: 'IN_RAID',
      bossHealth: 2 * RAID_DIFFICULTY_DEFS.EASY.bossHealth - first.body.damage,
      myDamage: first.body.damage,
    });
    expect(first.body.raid.nextFightAt).toBe(clock() + HOUR);
    const goldAfter = (await s.call(api.player.current, { token: mate.token })).body.gold;
    expect(goldAfter - goldBefore).toBeCloseTo(first.body.gold, 6);
    const again = await s.call(api.clan.raidFight, { token: mate.token });
    expect(again.body).toMatchObject({
      code: 'CLAN_RAID_FIGHT_WAIT',
      message: 'С боссом можно сражаться раз в час',
    });

    // The boss is nearly down: the next blow fells it and ends the raid.
    await s.testDb.db.kysely
      .updateTable('clan_raid')
      .set({ boss_health: 1 })
      .where('clan_id', '=', clanId)
      .execute();
    const last = await s.call(api.clan.raidFight, { token: lead.token });
    expect(last.body).toMatchObject({
      damage: 1,
      bossFell: true,
      raid: { state: 'RAID_WAITING', bossHealth: 0 },
    });
    const books = await clanBooks(s, clanId);
    expect((await s.call(api.clan.my, { token: lead.token })).body.clan!.clanStat.redCrystal).toBe(
      20,
    );
    expect(books.lines).toBeGreaterThan(0);
    clock.advance(HOUR);
    expect((await s.call(api.clan.raidFight, { token: mate.token })).body.code).toBe(
      'CLAN_NO_RAID',
    );
    const log = await s.call(api.clan.log, { token: lead.token, params: { id: clanId } });
    expect(log.body.entries.map((e) => e.type).slice(0, 3)).toEqual([
      'RAID_ENDED',
      'RAID_FOUGHT',
      'RAID_FOUGHT',
    ]);
  });
});

describe('what membership opens', () => {
  it('gives members the CLAN chat room and private clan forum topics', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Talkers');
    const outsider = await clanPlayer(s);
    const sent = await s.call(api.chat.send, {
      token: lead.token,
      params: { room: 'CLAN' },
      body: { text: 'Hello clan' },
    });
    expect(sent.status).toBe(200);
    expect(
      (
        await s.call(api.chat.send, {
          token: outsider.token,
          params: { room: 'CLAN' },
          body: { text: 'Hi?' },
        })
      ).status,
    ).toBe(400);
    const topic = await s.call(api.forum.create, {
      token: lead.token,
      body: { title: 'Raid plans', text: 'Friday', theme: 'GENERAL', clan: true },
    });
    expect(topic.body).toMatchObject({ clanId });
    expect(
      (await s.call(api.forum.topic, { token: outsider.token, params: { id: topic.body.id } }))
        .status,
    ).toBe(404);
  });
});
