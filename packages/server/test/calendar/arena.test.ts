import { api } from '@heroroad/protocol';
import { ARENA, LEAGUES, leagueDef, seasonEnd, seasonOf } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/core/clock.js';
import { seededRandom } from '../../src/core/random.js';
import { books } from '../books.js';
import { guestWithHero, setPlayer } from '../game.js';
import { startTestServer, type TestServer } from '../harness.js';
import { AT, DAY, HOUR } from './instants.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    clock: manualClock(AT.seasonLastMinute),
    random: seededRandom('calendar-arena'),
  });
});
afterAll(() => s.close());

const db = () => s.testDb.db.kysely;
const schedule = () => s.server.services.arenaSchedule;
const row = (playerId: number) =>
  db().selectFrom('arena_player').selectAll().where('player_id', '=', playerId).executeTakeFirstOrThrow(); // prettier-ignore
const setArena = (playerId: number, values: Record<string, number | null>) =>
  db().updateTable('arena_player').set(values).where('player_id', '=', playerId).execute();

/** A level-8 player made at `at`, in the arena, who last attacked at `lastAttack`. */
async function fighter(at: number, lastAttack: number, values: Record<string, number> = {}) {
  s.clock.set(at);
  const g = await guestWithHero(s);
  await setPlayer(s, g.playerId, { level: 8 });
  const state = async () => (await s.call(api.arena.state, { token: g.token })).body;
  await state();
  await setArena(g.playerId, { last_attack_at: lastAttack, ...values });
  return { ...g, state };
}

describe('the arena season at its end (Monday 00:00 Moscow)', () => {
  it('moves the league at the boundary, once, and not before', async () => {
    const season = seasonOf(AT.seasonLastMinute);
    const climber = await fighter(AT.seasonLastMinute - DAY, AT.seasonLastMinute - HOUR, {
      rating: 1500,
    });
    expect(await climber.state()).toMatchObject({ season, seasonEndsAt: AT.seasonOver, league: 1, nextLeague: 2 }); // prettier-ignore
    s.clock.set(AT.seasonLastMinute);
    await schedule().tick();
    expect(await row(climber.playerId)).toMatchObject({ league: 1 });
    s.clock.set(AT.seasonOver);
    await Promise.all([schedule().tick(), schedule().tick()]);
    await schedule().tick();
    expect(await row(climber.playerId)).toMatchObject({ league: 2, previous_league: 1 });
    expect(await schedule().endSeason(season)).toBeNull();
    // Midnight UTC, three hours later, is no season's end.
    s.clock.set(AT.seasonOver + 3 * HOUR);
    await schedule().tick();
    expect(await climber.state()).toMatchObject({ season: season + 1, league: 2, previousLeague: 1, nextLeague: 2 }); // prettier-ignore
    expect(seasonEnd(season + 1)).toBe(AT.seasonOver + ARENA.seasonDays * DAY);
  });

  it('pays a reward set for midnight once for each Moscow day, not again at UTC midnight', async () => {
    const p = await fighter(AT.beforeMoscowMidnight - HOUR, AT.beforeMoscowMidnight - HOUR);
    await s.call(api.arena.rewardTime, { token: p.token, body: { hour: 0, minute: 0 } });
    const gold = async () => (await books(s, p.playerId)).row.gold;
    const daily = LEAGUES[0]!.daily.GOLD;
    const start = await gold();
    for (const [t, paid] of [
      [AT.beforeMoscowMidnight, 1],
      [AT.moscowMidnight, 2],
      [AT.beforeUtcMidnight, 2],
      [AT.utcMidnight, 2],
    ] as const) {
      s.clock.set(t);
      await Promise.all([schedule().tick(), schedule().payDue(t)]);
      expect(await gold(), new Date(t).toISOString()).toBeCloseTo(start + paid * daily, 6);
    }
    expect(await p.state()).toMatchObject({ rewardPaidToday: true });
  });

  it('gives five free attacks again at Moscow midnight', async () => {
    const p = await fighter(AT.beforeMoscowMidnight, AT.beforeMoscowMidnight);
    await setArena(p.playerId, { attempts_used: ARENA.freeAttempts });
    expect(await p.state()).toMatchObject({ attemptsUsed: ARENA.freeAttempts, attemptTickets: 1 });
    s.clock.set(AT.moscowMidnight);
    expect(await p.state()).toMatchObject({ attemptsUsed: 0, attemptTickets: 0 });
    await setArena(p.playerId, { attempts_used: 2 });
    s.clock.set(AT.utcMidnight);
    expect(await p.state()).toMatchObject({ attemptsUsed: 2 });
  });

  it('treats a player away 40 days as idle: relegated a step a season, paid for a week', async () => {
    const startedAt = AT.seasonOver - 2 * DAY;
    const p = await fighter(startedAt, startedAt, { rating: 900, league: 4 });
    await s.call(api.arena.rewardTime, { token: p.token, body: { hour: 12, minute: 0 } });
    // The server's minute job ran all along: twice a day here, over six season ends.
    for (let t = startedAt + 12 * HOUR; t <= startedAt + AT.longAbsence; t += 12 * HOUR) {
      s.clock.set(t);
      await schedule().tick();
    }
    const back = await row(p.playerId);
    // Rating 900 qualifies for league 2: two steps down, one a season; never up while away.
    expect(leagueDef(2).minRating).toBeLessThanOrEqual(900);
    expect(leagueDef(3).minRating).toBeGreaterThan(900);
    expect(back).toMatchObject({ league: 2, rating: 900 });
    const paid = await db()
      .selectFrom('ledger_operation')
      .select('idempotency_key')
      .where('player_id', '=', p.playerId)
      .where('reason', '=', 'arena-daily')
      .execute();
    expect(paid).toHaveLength(ARENA.activeDays);
    expect(new Set(paid.map((r) => r.idempotency_key)).size).toBe(ARENA.activeDays);
  });
});
