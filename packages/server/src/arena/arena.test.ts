import { api, type BattleStatusDto } from '@heroroad/protocol';
import {
  ARENA,
  ARENA_RATING,
  LEAGUES,
  moscowDay,
  ratingChange,
  seasonEnd,
  seasonOf,
} from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { seededRandom } from '../core/random.js';
import { books } from '../../test/books.js';
import { guestWithHero, playOut, setPlayer } from '../../test/game.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

// Wednesday 25 Nov 2026, 12:00 Moscow.
const clock = manualClock(Date.UTC(2026, 10, 25, 9));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock, random: seededRandom('arena.test') });
});
afterAll(() => s.close());

const db = () => s.testDb.db.kysely;

/** A level-8 player with a hero, in the arena at `rating`. */
async function fighter(rating: number = ARENA_RATING.start, hero = 'hero_dobrynya') {
  const g = await guestWithHero(s, hero);
  await setPlayer(s, g.playerId, { level: 8 });
  expect((await s.call(api.arena.state, { token: g.token })).status).toBe(200);
  await db()
    .updateTable('arena_player')
    .set({ rating })
    .where('player_id', '=', g.playerId)
    .execute();
  return g;
}

/** Offers exactly `opponentId` to the player, as a refresh would when it is the nearest. */
function offer(playerId: number, opponentId: number) {
  return db()
    .updateTable('arena_player')
    .set({ offers: JSON.stringify([opponentId]) })
    .where('player_id', '=', playerId)
    .execute();
}

async function attack(token: string, opponentId: number): Promise<BattleStatusDto> {
  const r = await s.call(api.battle.arenaAttack, { token, body: { opponentId } });
  if (r.status !== 200) throw new Error(`attack failed: ${JSON.stringify(r.body)}`);
  return r.body;
}

const arenaRow = (playerId: number) =>
  db()
    .selectFrom('arena_player')
    .selectAll()
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();

describe('the arena', () => {
  it("opens at level 8, with 'Арена еще не открылась' before", async () => {
    const g = await guestWithHero(s);
    const r = await s.call(api.arena.state, {
      token: g.token,
      headers: { 'accept-language': 'ru' },
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ code: 'ARENA_NOT_OPEN', message: 'Арена еще не открылась' });
  });

  it('offers opponents near the rating and refuses one not offered', async () => {
    const near = await fighter(1210);
    await fighter(1150);
    await fighter(1290);
    const far = await fighter(2900);
    const me = await fighter(1200);
    const state = await s.call(api.arena.refresh, { token: me.token });
    expect(state.status).toBe(200);
    const ids = state.body.opponents.map((o) => o.playerId);
    expect(ids).toContain(near.playerId);
    expect(ids).not.toContain(far.playerId);
    expect(state.body.opponents.find((o) => o.playerId === near.playerId)).toMatchObject({
      rating: 1210,
      league: 1,
      heroes: ['hero_dobrynya'],
    });
    const refused = await s.call(api.battle.arenaAttack, {
      token: me.token,
      body: { opponentId: far.playerId },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ARENA_OPPONENT_NOT_OFFERED');
  });

  it('plays an attack to the end: zero-sum ratings, both histories and a replay for both sides only', async () => {
    const defender = await fighter(1000, 'hero_halfdan');
    const attacker = await fighter(1000);
    await offer(attacker.playerId, defender.playerId);
    const first = await attack(attacker.token, defender.playerId);
    expect(first.battle.kind).toBe('ARENA');
    const during = await s.call(api.arena.history, { token: attacker.token });
    expect(during.body.made[0]).toMatchObject({ won: null, ratingChange: null });
    expect((await s.call(api.arena.history, { token: defender.token })).body.suffered).toEqual([]);
    const end = await playOut(s, attacker.token, first);
    const full = await s.call(api.battle.movesSublist, {
      token: attacker.token,
      body: { offset: 0 },
    });
    expect((await s.call(api.battle.complete, { token: attacker.token })).status).toBe(200);
    const won = end.battle.creatures.some((c) => c.team === 0 && c.health > 0);
    const change = ratingChange(1000, 1000, won);
    expect((await arenaRow(attacker.playerId)).rating).toBe(1000 + change);
    expect((await arenaRow(defender.playerId)).rating).toBe(1000 - change);
    const made = (await s.call(api.arena.history, { token: attacker.token })).body.made[0]!;
    const suffered = (await s.call(api.arena.history, { token: defender.token })).body.suffered[0]!;
    expect(made).toMatchObject({ opponentId: defender.playerId, won, ratingChange: change });
    expect(suffered).toMatchObject({
      id: made.id,
      opponentId: attacker.playerId,
      won: !won,
      ratingChange: -change,
    });
    for (const t of [attacker.token, defender.token]) {
      const replay = await s.call(api.arena.replay, { token: t, params: { id: made.id } });
      expect(replay.status).toBe(200);
      expect(replay.body.moves).toEqual(full.body.moves);
      expect(replay.body.battleState).toBe('COMPLETED');
    }
    const stranger = await fighter();
    const hidden = await s.call(api.arena.replay, {
      token: stranger.token,
      params: { id: made.id },
    });
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe('ARENA_ATTACK_NOT_FOUND');
    const state = (await s.call(api.arena.state, { token: attacker.token })).body;
    expect(state).toMatchObject({ attemptsUsed: 1, wins: won ? 1 : 0, losses: won ? 0 : 1 });
  });

  it('gives five free attacks a Moscow day, then takes a ticket each, and says so when none is left', async () => {
    const defender = await fighter(1000);
    const me = await fighter(1000);
    await setPlayer(s, me.playerId, { tickets: 1 });
    const once = async () => {
      await offer(me.playerId, defender.playerId);
      await attack(me.token, defender.playerId);
      await s.call(api.battle.giveUp, { token: me.token });
      expect((await s.call(api.battle.complete, { token: me.token })).status).toBe(200);
    };
    for (let i = 0; i < ARENA.freeAttempts; i++) await once();
    expect((await books(s, me.playerId)).row.tickets).toBe(1);
    const state = (await s.call(api.arena.state, { token: me.token })).body;
    expect(state).toMatchObject({ attemptsUsed: ARENA.freeAttempts, attemptTickets: 1 });
    await once();
    const b = await books(s, me.playerId);
    expect(b.row.tickets).toBe(0);
    expect(b.tickets).toBe(-1);
    await offer(me.playerId, defender.playerId);
    const short = await s.call(api.battle.arenaAttack, {
      token: me.token,
      body: { opponentId: defender.playerId },
      headers: { 'accept-language': 'ru' },
    });
    expect(short.body).toEqual({ code: 'NOT_ENOUGH_TICKETS', message: 'Недостаточно билетов' });
    expect((await arenaRow(me.playerId)).attempts_used).toBe(ARENA.freeAttempts + 1);
    clock.advance(24 * 3_600_000);
    expect((await s.call(api.arena.state, { token: me.token })).body.attemptsUsed).toBe(0);
  });

  it('keeps ratings consistent when attacks on one defender, and on each other, finish at once', async () => {
    const defender = await fighter(1000);
    const a1 = await fighter(1000);
    const a2 = await fighter(1100);
    for (const a of [a1, a2]) {
      await offer(a.playerId, defender.playerId);
      await attack(a.token, defender.playerId);
      await s.call(api.battle.giveUp, { token: a.token });
    }
    // The defender attacks the first attacker meanwhile: two rows, locked in opposite roles.
    await offer(defender.playerId, a1.playerId);
    await attack(defender.token, a1.playerId);
    await s.call(api.battle.giveUp, { token: defender.token });
    const done = await Promise.all(
      [a1, a2, defender].map((p) => s.call(api.battle.complete, { token: p.token })),
    );
    expect(done.map((d) => d.status)).toEqual([200, 200, 200]);
    const c1 = ratingChange(1000, 1000, false);
    const c2 = ratingChange(1100, 1000, false);
    const c3 = ratingChange(1000, 1000, false);
    expect((await arenaRow(defender.playerId)).rating).toBe(1000 - c1 - c2 + c3);
    expect((await arenaRow(a1.playerId)).rating).toBe(1000 + c1 - c3);
    expect((await arenaRow(a2.playerId)).rating).toBe(1100 + c2);
    const d = await arenaRow(defender.playerId);
    expect([d.defence_wins, d.losses]).toEqual([2, 1]);
    // Completing again moves nothing.
    expect((await s.call(api.battle.complete, { token: a1.token })).body.code).toBe('NO_BATTLE');
    expect((await arenaRow(a1.playerId)).rating).toBe(1000 + c1 - c3);
  });
});

describe('seasons and daily rewards', () => {
  it('moves leagues one step at a season end, once however often it runs', async () => {
    const climber = await fighter(1500);
    const faller = await fighter(900);
    await db()
      .updateTable('arena_player')
      .set({ league: 4 })
      .where('player_id', '=', faller.playerId)
      .execute();
    const stayer = await fighter(700);
    const idle = await fighter(1500);
    const season = seasonOf(clock()) - 7;
    // The climber fought in that season; the idle one did not.
    await db()
      .updateTable('arena_player')
      .set({ last_attack_at: seasonEnd(season) - 3_600_000 })
      .where('player_id', '=', climber.playerId)
      .execute();
    const moved = await s.server.services.arenaSchedule.endSeason(season);
    expect(moved).toBeGreaterThanOrEqual(2);
    expect(await s.server.services.arenaSchedule.endSeason(season)).toBeNull();
    expect(
      await Promise.all([climber, faller, stayer, idle].map((p) => arenaRow(p.playerId))),
    ).toEqual([
      expect.objectContaining({ league: 2, previous_league: 1 }),
      expect.objectContaining({ league: 3, previous_league: 4 }),
      expect.objectContaining({ league: 1, previous_league: null }),
      expect.objectContaining({ league: 1, previous_league: null }),
    ]);
    const state = (await s.call(api.arena.state, { token: climber.token })).body;
    // Not yet fought in this season: no promotion ahead.
    expect(state).toMatchObject({ league: 2, previousLeague: 1, nextLeague: 2 });
  });

  it('pays the daily reward at the chosen Moscow time, once a day, to players who fought lately', async () => {
    const defender = await fighter(1000);
    const me = await fighter(1000);
    const idle = await fighter(1000);
    const bad = await s.call(api.arena.rewardTime, {
      token: me.token,
      body: { hour: 24, minute: 0 },
    });
    expect(bad.status).toBe(400);
    await offer(me.playerId, defender.playerId);
    await attack(me.token, defender.playerId);
    await s.call(api.battle.giveUp, { token: me.token });
    await s.call(api.battle.complete, { token: me.token });
    // Tomorrow 09:59 Moscow, the chosen time 10:00.
    const tomorrow = (moscowDay(clock()) + 1) * 86_400_000 - 3 * 3_600_000;
    for (const p of [me, idle]) {
      const set = await s.call(api.arena.rewardTime, {
        token: p.token,
        body: { hour: 10, minute: 0 },
      });
      expect(set.body.rewardMinute).toBe(600);
    }
    clock.set(tomorrow + 599 * 60_000);
    const schedule = s.server.services.arenaSchedule;
    const before = await books(s, me.playerId);
    await schedule.tick();
    expect((await books(s, me.playerId)).row.gold).toBe(before.row.gold);
    clock.advance(60_000);
    await Promise.all([schedule.payDue(clock()), schedule.payDue(clock())]);
    const after = await books(s, me.playerId);
    expect(after.row.gold).toBeCloseTo(before.row.gold + LEAGUES[0]!.daily.GOLD, 6);
    expect((await s.call(api.arena.state, { token: me.token })).body.rewardPaidToday).toBe(true);
    const idleKeys = await db()
      .selectFrom('ledger_operation')
      .select('idempotency_key')
      .where('player_id', '=', idle.playerId)
      .where('reason', '=', 'arena-daily')
      .execute();
    expect(idleKeys).toEqual([]);
    await schedule.tick();
    expect((await books(s, me.playerId)).row.gold).toBe(after.row.gold);
    clock.advance(24 * 3_600_000);
    await schedule.tick();
    expect((await books(s, me.playerId)).row.gold).toBeCloseTo(
      after.row.gold + LEAGUES[0]!.daily.GOLD,
      6,
    );
  });
});
