import { api } from '@heroroad/protocol';
import { RAID_COOLDOWN_MS, RAID_DIFFICULTY_DEFS, RAID_DURATION_MS } from '@heroroad/rules';
import { build, clanBooks, clanPlayer, fellBoss, foundClan, fund, seat } from '../../test/clans.js';
import { playOut } from '../../test/game.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { seededRandom } from '../core/random.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

const HOUR = 3_600_000;
const clock = manualClock(Date.UTC(2026, 10, 26, 12));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock, random: seededRandom('clans.raids') });
});
afterAll(() => s.close());

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

describe('raid/end', () => {
  it('ends the raid into the rest, or with reset calls off a raid nobody has hurt', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Second Thoughts');
    await build(s, clanId, 'SNOW_WORLD', 1);
    await s.call(api.clan.raidStart, { token: lead.token });
    const off = await s.call(api.clan.raidEnd, { token: lead.token, body: { reset: true } });
    expect(off.body).toMatchObject({ state: 'RAID_AVAILABLE', availableAt: null });
    await s.call(api.clan.raidStart, { token: lead.token });
    await s.testDb.db.kysely
      .updateTable('clan_raid')
      .set({ boss_health: RAID_DIFFICULTY_DEFS.EASY.bossHealth - 1 })
      .where('clan_id', '=', clanId)
      .where('ended_at', 'is', null)
      .execute();
    const refused = await s.call(api.clan.raidEnd, { token: lead.token, body: { reset: true } });
    expect(refused.body).toMatchObject({
      code: 'CLAN_RAID_RESET_FOUGHT',
      message: 'Босс уже ранен: рейд можно только завершить',
    });
    expect((await s.call(api.clan.raid, { token: lead.token })).body.state).toBe('IN_RAID');
    const ended = await s.call(api.clan.raidEnd, { token: lead.token, body: {} });
    expect(ended.body).toMatchObject({
      state: 'RAID_WAITING',
      availableAt: clock() + RAID_COOLDOWN_MS,
    });
    const log = await s.call(api.clan.log, { token: lead.token, params: { id: clanId } });
    expect(log.body.entries.filter((e) => e.type === 'RAID_ENDED')).toHaveLength(2);
  });
});

describe('raid battles', () => {
  it('fights the boss as a battle an hour apart, wounds the squad, counts the damage once completed, and pays the budget when the boss falls', async () => {
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
    const full = 2 * RAID_DIFFICULTY_DEFS.EASY.bossHealth;
    expect(started.body.bossHealth).toBe(full);
    const goldBefore = (await s.call(api.player.current, { token: mate.token })).body.gold;

    const battle = await s.call(api.clan.raidFight, { token: mate.token });
    expect(battle.status).toBe(200);
    expect(battle.body.battle.kind).toBe('MULTI');
    const bosses = battle.body.battle.creatures.filter((c) => c.team === 1);
    expect(bosses).toHaveLength(1);
    const bossStart = bosses[0]!.health;
    // The raid counts nothing until the battle is over; a second battle cannot start meanwhile.
    expect((await s.call(api.clan.raid, { token: mate.token })).body).toMatchObject({
      bossHealth: full,
      lastFight: { battleId: battle.body.battle.id, damage: null },
      nextFightAt: clock() + HOUR,
    });
    expect((await s.call(api.clan.raidFight, { token: mate.token })).body.code).toBe(
      'BATTLE_IN_PROGRESS',
    );
    const end = await playOut(s, mate.token, battle.body);
    expect(end.battleState).toBe('COMPLETED');
    const done = await s.call(api.battle.complete, { token: mate.token });
    expect(done.status).toBe(200);
    const boss = end.battle.creatures.find((c) => c.team === 1)!;
    const raid = (await s.call(api.clan.raid, { token: mate.token })).body;
    const damage = raid.lastFight!.damage!;
    expect(damage).toBe(Math.round(bossStart - boss.health));
    expect(damage).toBeGreaterThan(0);
    expect(raid).toMatchObject({ state: 'IN_RAID', bossHealth: full - damage, myDamage: damage });
    const me = done.body.player;
    expect(me.gold - goldBefore).toBeCloseTo(raid.lastFight!.gold!, 6);
    // The squad keeps the wounds of the battle, as after any battle.
    const hero = me.creatures[0]!;
    const fought = end.healthPenalty.find((h) => h.creatureId === hero.id)!;
    expect(fought.lost).toBeGreaterThan(0);
    expect(hero.skills.find((k) => k.skillType === 'HEALTH')!.valueCurrent).toBeCloseTo(
      fought.health,
      6,
    );
    const again = await s.call(api.clan.raidFight, { token: mate.token });
    expect(again.body).toMatchObject({
      code: 'CLAN_RAID_FIGHT_WAIT',
      message: 'С боссом можно сражаться раз в час',
    });

    // The boss is nearly down: the next battle fells it and ends the raid.
    const last = (await fellBoss(s, clanId, lead.token)).started;
    expect(last.body.battle.creatures.find((c) => c.team === 1)!.health).toBe(1);
    expect((await s.call(api.clan.raid, { token: lead.token })).body).toMatchObject({
      state: 'RAID_WAITING',
      bossHealth: 0,
      lastFight: { damage: 1, bossFell: true },
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
