import { randomInt } from 'node:crypto';
import { api } from '@heroroad/protocol';
import { DAILY_TASKS, TUTORIAL_DONE, stairStart, storyProgress, taskDay } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The server's own integration harness: a real server on a real port with a fresh database
// (SQLite, or PostgreSQL under HEROROAD_TEST_DB=postgres).
import { seededRandom } from '../../server/src/core/random.js';
import { startTestServer, type TestServer } from '../../server/test/harness.js';
import { ApiError, GameClient, formatReport, runBot } from '../src/index.js';
import { stairAfter } from '../src/report.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ random: seededRandom('bot.play') });
});
afterAll(() => s?.close());

/** Waiting for health moves the server's clock instead of sleeping. */
const advance = async (ms: number) => s.clock.advance(ms);

describe('the bot', () => {
  it('plays the first 10 stairs over HTTP, and the server agrees', async () => {
    const lines: string[] = [];
    const report = await runBot({
      url: s.url,
      stairs: 10,
      wait: advance,
      log: (line) => lines.push(line),
    });
    expect(report.stopReason).toBeNull();
    expect(report.reached).toBe(true);
    expect(report.stairsConquered).toBeGreaterThanOrEqual(10);
    expect(report.maxCoordinate).toBeGreaterThanOrEqual(stairStart(11));
    expect(report.bestVictoryStair).toBeGreaterThanOrEqual(10);
    expect(report.battlesWon).toBeGreaterThanOrEqual(10);
    expect(report.goldEarned).toBeGreaterThan(0);
    expect(report.heroLevelsBought).toBeGreaterThan(0);
    expect(report.requests).toBeGreaterThan(100);
    expect(lines.filter((l) => l.includes('conquered'))).toHaveLength(10);
    expect(formatReport(report)).toContain('reached: 10 stair(s) conquered');
    // The first evening: every stair conquered is logged in order on the play clock, its
    // losses add up to the battles lost, and the report names the stair after 1, 2 and 4 hours.
    expect(report.stairs.map((x) => x.stair)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const opened = report.stairs.map((x) => x.openedAt);
    expect(opened).toEqual([...opened].sort((a, b) => a - b));
    expect(report.stairs.reduce((a, x) => a + x.losses, 0)).toBeLessThanOrEqual(report.battlesLost);
    expect(report.playSeconds).toBeGreaterThanOrEqual(20 * (report.battlesWon + report.battlesLost));
    expect(stairAfter(report, 1e6)).toBe(11);
    expect(formatReport(report)).toMatch(/evening +1 h: stair \d+, 2 h: stair \d+, 4 h: stair \d+/);

    const k = s.testDb.db.kysely;
    const row = await k
      .selectFrom('player')
      .select(['max_coordinate', 'best_victory_stair', 'battle_id', 'gold', 'level'])
      .where('id', '=', report.playerId)
      .executeTakeFirstOrThrow();
    expect(row.max_coordinate).toBe(report.maxCoordinate);
    expect(row.best_victory_stair).toBe(report.bestVictoryStair);
    expect(row.battle_id).toBeNull();
    expect(row.gold).toBeCloseTo(report.gold, 6);
    expect(row.level).toBe(report.playerLevel);
    const battles = await k
      .selectFrom('battle')
      .select(['status', 'finalized'])
      .where('player_id', '=', report.playerId)
      .execute();
    // Every battle the bot fought was played through HTTP to its end and completed.
    expect(battles).toHaveLength(report.battlesWon + report.battlesLost);
    expect(battles.every((b) => b.status === 'COMPLETED' && b.finalized === 1)).toBe(true);

    // The story's first part, read on its stairs, finished and paid; part two begins.
    const markers = (
      await k.selectFrom('player_marker').select('marker').where('player_id', '=', report.playerId).execute()
    ).map((m) => m.marker);
    expect(markers).toEqual(expect.arrayContaining([TUTORIAL_DONE, 'story_p1c1', 'story_p1c2', 'story_p1c3', 'story_p1c4', 'story_part_1']));
    expect(storyProgress(markers)).toMatchObject({ part: 2, partsDone: 1 });
    expect(report.chaptersRead).toBe(4);
    // A day of daily tasks: every one counted by the server and claimed once, today.
    const day = taskDay(s.clock());
    const claims = await k.selectFrom('task_claim').select(['task_id', 'period'])
      .where('player_id', '=', report.playerId).execute();
    const daily = claims.filter((c) => DAILY_TASKS.some((t) => t.id === c.task_id));
    expect(daily.map((c) => c.task_id).sort()).toEqual(DAILY_TASKS.map((t) => t.id).sort());
    expect(daily.every((c) => Number(c.period) === day)).toBe(true);
    expect(report.tasksClaimed).toBe(claims.length);
  }); // prettier-ignore

  it('registers under a name when given one and stops at its request budget', async () => {
    const name = `Bot${process.pid % 10_000}x${randomInt(100_000)}`;
    const report = await runBot({
      url: s.url,
      stairs: 30,
      name,
      password: 'bot-secret-pass',
      maxRequests: 60,
      wait: advance,
      log: () => undefined,
    });
    expect(report.name).toBe(name);
    expect(report.reached).toBe(false);
    expect(report.stopReason).toMatch(/request budget of 60 spent/);
    // The budget is checked before each step, so the run ends within one step of it.
    expect(report.requests).toBeGreaterThanOrEqual(60);
    expect(report.requests).toBeLessThan(80);
    const login = new GameClient(s.url);
    const session = await login.openSession(api.security.login, {
      body: { name, password: 'bot-secret-pass' },
    });
    expect(session.playerId).toBe(report.playerId);
  });
});

describe('the client', () => {
  it("throws the server's error code, typed", async () => {
    const client = new GameClient(s.url);
    const refused = await client.call(api.player.current).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    await client.openSession(api.security.registerTrial, { body: {} });
    const bad = await client
      .call(api.hero.choose, { body: { heroId: 'no_such_hero' } })
      .catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 400, code: 'VALUE_INVALID' });
    expect(client.requests).toBe(3);
  });

  it('reports a server that does not answer as a network error', async () => {
    const client = new GameClient('http://127.0.0.1:9', { timeoutMs: 2000 });
    await expect(client.call(api.tech.health)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
