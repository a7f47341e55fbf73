import { api } from '@heroroad/protocol';
import { eventDef } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/core/clock.js';
import { setPlayer } from '../game.js';
import { startTestServer, type TestServer } from '../harness.js';
import { act, graduate, taskBoard } from './acts.js';
import { AT, HOUR, MINUTE, eventWindow, msk } from './instants.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock: manualClock(AT.eveOfEvent) });
});
afterAll(() => s.close());

const halloween = eventDef('halloween')!;
const [pumpkins, nightBattles] = halloween.tasks.map((t) => t.id) as [number, number];
const kupalaFern = eventDef('kupala')!.tasks[0]!.id;
const newYearGifts = eventDef('new_year')!.tasks[0]!;

/** A player made at `at`, past the tutorial, with the events and tasks screens. */
async function eventPlayer(at: number, lang: 'RU' | 'EN' = 'EN') {
  s.clock.set(at);
  const p = await s.trial(lang);
  await graduate(s, p.playerId);
  const events = async () =>
    (await s.call(api.story.events, { token: p.token })).body.events.map((e) => e.eventId);
  return { ...p, events, ...taskBoard(s, () => p.token) };
}

describe('an event window at its edges', () => {
  it('opens from its first minute to its last, with its own tasks only', async () => {
    const p = await eventPlayer(AT.eveOfEvent);
    const eventTasks = async () =>
      (await p.list()).tasks.filter((t) => t.kind === 'EVENT').map((t) => t.eventId);
    expect(await p.events()).toEqual([]);
    expect(await eventTasks()).toEqual([]);
    for (const t of [AT.eventFirstMinute, AT.eventLastMinute]) {
      s.clock.set(t);
      expect(await p.events()).toEqual(['halloween']);
      expect(await eventTasks()).toEqual(['halloween', 'halloween']);
    }
    s.clock.set(AT.eventOver);
    expect(await p.events()).toEqual([]);
    expect(await eventTasks()).toEqual([]);
  });

  it('counts only what was done inside the window, and pays until its last minute', async () => {
    const p = await eventPlayer(AT.eveOfEvent);
    await act(s, p.playerId, 'TAKE_PLACE', 13);
    s.clock.set(AT.eventFirstMinute);
    expect(await p.task(pumpkins)).toMatchObject({ progress: 0, completed: false });
    await act(s, p.playerId, 'TAKE_PLACE', 12);
    await act(s, p.playerId, 'WIN_BATTLE', 13);
    s.clock.set(AT.eventLastMinute);
    await act(s, p.playerId, 'TAKE_PLACE');
    expect(await p.task(pumpkins)).toMatchObject({ progress: 13, completed: true });
    expect(await p.take(pumpkins)).toBe(200);
    expect(await p.take(pumpkins)).toBe('TASK_TAKEN');
    const mine = (await s.call(api.story.events, { token: p.token })).body.events[0]!;
    expect(mine.points).toBe(halloween.tasks[0]!.eventPoints);
    // The battles task was left: once the window has closed it is gone, and pays nothing.
    s.clock.set(AT.eventOver);
    expect(await p.task(nightBattles)).toBeUndefined();
    expect(await p.take(nightBattles)).toBe('TASK_UNKNOWN');
  });

  it('on the eve of an event, a stair climbed does not count for its task', async () => {
    const kupala = eventWindow('kupala', 2027);
    const p = await eventPlayer(kupala.start - 12 * HOUR, 'RU');
    await setPlayer(s, p.playerId, { best_victory_stair: 5 });
    expect(await p.task(kupalaFern)).toBeUndefined();
    // Climbed in the evening before the feast, first seen again after its midnight.
    s.clock.set(kupala.start - 4 * HOUR);
    await setPlayer(s, p.playerId, { best_victory_stair: 6 });
    s.clock.set(kupala.start + MINUTE);
    expect(await p.events()).toEqual(['kupala']);
    expect(await p.task(kupalaFern)).toMatchObject({ progress: 0, completed: false });
    expect(await p.take(kupalaFern)).toBe('TASK_NOT_COMPLETED');
    // A stair climbed on the feast counts, in the small hours before the task day turns too.
    s.clock.set(kupala.start + 2 * HOUR);
    await setPlayer(s, p.playerId, { best_victory_stair: 7 });
    expect(await p.task(kupalaFern)).toMatchObject({ progress: 1, completed: true });
    s.clock.set(kupala.start + 30 * HOUR);
    expect(await p.task(kupalaFern)).toMatchObject({ progress: 1, completed: true });
    expect(await p.take(kupalaFern)).toBe(200);
  });

  it('runs the New Year over the year end in Moscow and UTC, paying each year once', async () => {
    const ny = AT.newYearEvent;
    expect(ny.start).toBeLessThan(AT.yearEndMoscow);
    const p = await eventPlayer(AT.yearEndMoscow - HOUR);
    await act(s, p.playerId, 'WIN_BATTLE', newYearGifts.goal - 1);
    for (const t of [AT.yearEndMoscow, AT.yearEndMoscow + MINUTE, AT.yearEndUtc + MINUTE]) {
      s.clock.set(t);
      expect(await p.events()).toEqual(['new_year']);
    }
    await act(s, p.playerId, 'WIN_BATTLE');
    expect(await p.take(newYearGifts.id)).toBe(200);
    s.clock.set(msk('2028-01-14', 23, 59));
    expect(await p.task(newYearGifts.id)).toMatchObject({ taken: true });
    expect(await p.take(newYearGifts.id)).toBe('TASK_TAKEN');
    s.clock.set(ny.end);
    expect(await p.events()).toEqual([]);
  });
});
