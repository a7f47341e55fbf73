import { api } from '@heroroad/protocol';
import { DAILY_TASKS, everydayReward, nextTaskReset } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/core/clock.js';
import { setPlayer } from '../game.js';
import { startTestServer, type TestServer } from '../harness.js';
import { act, graduate, taskBoard } from './acts.js';
import { AT, DAY, HOUR, MINUTE } from './instants.js';
import { playerAt } from './returning.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock: manualClock(AT.moscowMidnight) });
});
afterAll(() => s.close());

const battles = DAILY_TASKS.find((t) => t.counter === 'WIN_BATTLES')!;
const rewardTask = DAILY_TASKS.find((t) => t.counter === 'EVERYDAY')!;
const STAIR = 40;

/** A player made at `at`, past the tutorial, with the daily reward and the tasks screen. */
async function dailyPlayer(at: number) {
  const p = await playerAt(s, at);
  await graduate(s, p.playerId);
  await setPlayer(s, p.playerId, { best_victory_stair: STAIR });
  let token = p.token;
  const reward = async () => {
    const r = await s.call(api.road.everydayReward, { token });
    if (r.status !== 200) return { status: r.status, gold: 0, streak: 0, nextAt: 0 };
    const row = await s.testDb.db.kysely
      .selectFrom('player')
      .select('everyday_streak')
      .where('id', '=', p.playerId)
      .executeTakeFirstOrThrow();
    // The answer says the day of the streak the server keeps.
    expect(r.body.streak).toBe(row.everyday_streak);
    return { status: 200, gold: r.body.gained.resources.GOLD!, streak: row.everyday_streak, nextAt: r.body.nextAt }; // prettier-ignore
  };
  const comeBack = async (after: number) => {
    token = await p.comeBack(after);
  };
  return { ...p, reward, comeBack, ...taskBoard(s, () => token) };
}

/** The reward of a streak's `n`-th day at the test's stair. */
const goldOfDay = (n: number) =>
  everydayReward(0, null, 0, STAIR)!.gold * (1 + 0.1 * (Math.min(7, n) - 1));

describe('the daily reward by the Moscow day', () => {
  it('pays once a Moscow day: again at Moscow midnight, not at UTC midnight', async () => {
    const p = await dailyPlayer(AT.beforeMoscowMidnight);
    expect(await p.reward()).toMatchObject({ status: 200, streak: 1, nextAt: AT.moscowMidnight });
    expect((await p.reward()).status).toBe(409);
    s.clock.set(AT.moscowMidnight);
    const next = await p.reward();
    expect(next).toMatchObject({ status: 200, streak: 2, nextAt: AT.moscowMidnight + DAY });
    expect(next.gold).toBeCloseTo(goldOfDay(2));
    s.clock.set(AT.utcMidnight);
    expect((await p.reward()).status).toBe(409);
  });

  it('keeps the streak over the year end, 28 February, the leap day and 1 March', async () => {
    const p = await dailyPlayer(AT.yearEndMoscow);
    expect(await p.reward()).toMatchObject({ streak: 1 });
    s.clock.set(AT.yearEndMoscow + MINUTE);
    expect(await p.reward()).toMatchObject({ streak: 2 });
    const q = await dailyPlayer(AT.beforeLeapDay);
    const days = [AT.beforeLeapDay, AT.leapDay, AT.marchAfterLeapDay + 23 * HOUR];
    for (const [i, t] of days.entries()) {
      s.clock.set(t);
      expect(await q.reward()).toMatchObject({ status: 200, streak: i + 1 });
    }
  });

  it('starts the streak again for a player back after 40 days, paying one day', async () => {
    const p = await dailyPlayer(AT.moscowMidnight);
    for (let d = 0; d < 3; d++) {
      s.clock.set(AT.moscowMidnight + d * DAY);
      expect(await p.reward()).toMatchObject({ streak: d + 1 });
    }
    await p.comeBack(2 * DAY + AT.longAbsence);
    const back = await p.reward();
    expect(back).toMatchObject({ status: 200, streak: 1 });
    expect(back.gold).toBeCloseTo(goldOfDay(1));
    expect((await p.reward()).status).toBe(409);
  });
});

describe('daily tasks by the task day (05:00 Moscow)', () => {
  it('start anew at 05:00 Moscow, neither at Moscow nor at UTC midnight', async () => {
    const p = await dailyPlayer(AT.beforeMoscowMidnight);
    const list = await p.list();
    expect(list.dailyResetAt).toBe(nextTaskReset(AT.beforeMoscowMidnight));
    expect(list.dailyResetAt).toBe(AT.taskDayStart);
    await act(s, p.playerId, 'WIN_BATTLE', battles.goal - 2);
    for (const t of [AT.moscowMidnight, AT.utcMidnight]) {
      s.clock.set(t);
      await act(s, p.playerId, 'WIN_BATTLE');
    }
    s.clock.set(AT.taskDayStart - MINUTE);
    expect(await p.task(battles.id)).toMatchObject({ progress: battles.goal, completed: true });
    expect(await p.take(battles.id)).toBe(200);
    s.clock.set(AT.taskDayStart);
    expect(await p.task(battles.id)).toMatchObject({ progress: 0, taken: false });
    expect(await p.take(battles.id)).toBe('TASK_NOT_COMPLETED');
    expect((await p.list()).dailyResetAt).toBe(AT.taskDayStart + DAY);
  });

  it('count the daily reward taken after Moscow midnight for the task day still running', async () => {
    const p = await dailyPlayer(AT.moscowMidnight + 30 * MINUTE);
    expect((await p.reward()).status).toBe(200);
    expect(await p.task(rewardTask.id)).toMatchObject({ completed: true });
    expect(await p.take(rewardTask.id)).toBe(200);
    s.clock.set(AT.taskDayStart);
    expect(await p.task(rewardTask.id)).toMatchObject({ progress: 0, taken: false });
  });

  it('run over the year end and the leap day, one claim a task day', async () => {
    for (const [evening, morning] of [
      [AT.yearEndMoscow, AT.yearEndMoscow + MINUTE + 5 * HOUR],
      [AT.beforeLeapDay, AT.leapDay + 5 * HOUR],
    ] as const) {
      const p = await dailyPlayer(evening);
      await act(s, p.playerId, 'WIN_BATTLE', battles.goal);
      expect(await p.take(battles.id)).toBe(200);
      s.clock.set(morning - MINUTE);
      expect(await p.take(battles.id)).toBe('TASK_TAKEN');
      s.clock.set(morning);
      await act(s, p.playerId, 'WIN_BATTLE', battles.goal);
      expect(await p.take(battles.id)).toBe(200);
    }
  });

  it('give a player back after 40 days a fresh day with nothing carried over', async () => {
    const p = await dailyPlayer(AT.moscowMidnight + 6 * HOUR);
    await act(s, p.playerId, 'WIN_BATTLE', 3);
    await p.comeBack(AT.longAbsence);
    const tasks = (await p.list()).tasks.filter((t) => t.kind === 'DAILY');
    for (const t of tasks) expect(t, t.taskType).toMatchObject({ progress: 0, taken: false });
  });
});
