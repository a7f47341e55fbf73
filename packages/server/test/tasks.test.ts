import { api } from '@heroroad/protocol';
import { TUTORIAL_DONE, nextTaskReset } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestWithHero, placesOf, playOut, setPlayer } from './game.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
// 21 November 2026, 15:00 in Moscow.
const START = Date.UTC(2026, 10, 21, 12);
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const task = <T extends { id: number }>(list: T[], id: number) => list.find((t) => t.id === id)!;
const take = (token: string, id: number) => s.call(api.story.taskTake, { token, params: { id } });

async function graduate(playerId: number) {
  await s.testDb.db.kysely
    .insertInto('player_marker')
    .values({ player_id: playerId, marker: TUTORIAL_DONE, created_at: 1 })
    .execute();
}

describe('the tutorial', () => {
  it('learns walking, a battle, healing and the squad from what the player did', async () => {
    s.clock.set(START);
    const g = await guestWithHero(s);
    const first = await s.call(api.story.tutorial, { token: g.token });
    expect(first.body.tutorial).toMatchObject({ learned: [], next: 'walk', done: false });
    const early = await s.call(api.story.tutorialFinish, { token: g.token });
    expect(early.body).toMatchObject({ code: 'TUTORIAL_STEPS_LEFT' });
    expect((await take(g.token, 106)).body).toMatchObject({
      code: 'TUTORIAL_FIRST',
      message: 'Сначала завершим обучение',
    });
    // Walked a stair and won a battle; the squad is whole, so healing is learned too.
    await setPlayer(s, g.playerId, { coordinate: 100, max_coordinate: 100, best_victory_stair: 1, gold: 10_000 });
    const mid = await s.call(api.story.tutorial, { token: g.token });
    expect(mid.body.tutorial).toMatchObject({ learned: ['walk', 'battle', 'heal'], next: 'squad' });
    const hero = mid.body.player.creatures[0]!;
    expect((await s.call(api.hero.levelUp, { token: g.token, params: { id: hero.id } })).status).toBe(200);
    const done = await s.call(api.story.tutorialFinish, { token: g.token });
    expect(done.body.tutorial).toMatchObject({ next: null, done: true });
    expect(done.body.player.playerMarkers.map((m) => m.playerMarker)).toContain(TUTORIAL_DONE);
  }); // prettier-ignore

  it('lets a returning player who had played on finish it at once', async () => {
    const g = await guestWithHero(s);
    await setPlayer(s, g.playerId, { coordinate: 1150, max_coordinate: 2000, best_victory_stair: 12, gold: 10_000 });
    const hero = (await s.call(api.player.current, { token: g.token })).body.creatures[0]!;
    await s.call(api.hero.levelUp, { token: g.token, params: { id: hero.id } });
    const done = await s.call(api.story.tutorialFinish, { token: g.token });
    expect(done.status).toBe(200);
    expect(done.body.tutorial.done).toBe(true);
  }); // prettier-ignore
});

describe('daily tasks', () => {
  it('counts the daily reward, pays once, and starts anew at 05:00 Moscow time', async () => {
    s.clock.set(START);
    const g = await guestWithHero(s);
    await graduate(g.playerId);
    const before = (await s.call(api.story.tasks, { token: g.token })).body;
    expect(before.dailyResetAt).toBe(Date.UTC(2026, 10, 22, 2));
    expect(task(before.tasks, 106)).toMatchObject({ progress: 0, completed: false, kind: 'DAILY' });
    expect((await take(g.token, 106)).body.code).toBe('TASK_NOT_COMPLETED');
    await s.call(api.road.everydayReward, { token: g.token });
    const player = (await s.call(api.player.current, { token: g.token })).body;
    expect(player.haveCompletedTasks).toBe(true);
    const got = await take(g.token, 106);
    expect(got.status).toBe(200);
    expect(got.body.reward).toEqual({ MITHRIL: 1 });
    expect(got.body.player.mithril).toBe(player.mithril + 1);
    expect(got.body.player.haveCompletedTasks).toBe(false);
    expect((await take(g.token, 106)).status).toBe(409);
    // One millisecond before the reset it is still today's; at the reset it is a new day.
    s.clock.set(Date.UTC(2026, 10, 22, 2) - 1);
    expect(task((await s.call(api.story.tasks, { token: g.token })).body.tasks, 106)).toMatchObject({ taken: true });
    s.clock.set(Date.UTC(2026, 10, 22, 2));
    expect(task((await s.call(api.story.tasks, { token: g.token })).body.tasks, 106)).toMatchObject({ taken: false, progress: 0 });
    await s.call(api.road.everydayReward, { token: g.token });
    expect((await take(g.token, 106)).status).toBe(200);
    const keys = await s.testDb.db.kysely.selectFrom('ledger_operation').select('idempotency_key')
      .where('player_id', '=', g.playerId).where('reason', '=', 'task:daily_reward').execute();
    expect(keys).toHaveLength(2);
  }); // prettier-ignore

  it('counts stairs climbed since the day began, and refuses unknown tasks', async () => {
    s.clock.set(START + 3600_000);
    const g = await guestWithHero(s);
    await graduate(g.playerId);
    expect(task((await s.call(api.story.tasks, { token: g.token })).body.tasks, 102).progress).toBe(0);
    await setPlayer(s, g.playerId, { best_victory_stair: 1 });
    expect(task((await s.call(api.story.tasks, { token: g.token })).body.tasks, 102)).toMatchObject({ progress: 1, completed: true });
    expect((await take(g.token, 102)).status).toBe(200);
    expect((await take(g.token, 999)).status).toBe(404);
    expect(nextTaskReset(START + 3600_000)).toBe(Date.UTC(2026, 10, 22, 2));
  }); // prettier-ignore

  it('follows the story in scenario tasks and the road in side tasks', async () => {
    const g = await guestWithHero(s);
    await graduate(g.playerId);
    await setPlayer(s, g.playerId, { best_victory_stair: 10 });
    await s.call(api.story.chapterFinish, { token: g.token, params: { id: 'p1c1' }, body: {} });
    const list = (await s.call(api.story.tasks, { token: g.token })).body.tasks;
    expect(task(list, 201)).toMatchObject({ kind: 'SCENARIO', progress: 1, goal: 4, completed: false });
    expect(list.some((t) => t.id === 202)).toBe(false);
    expect(task(list, 301)).toMatchObject({ kind: 'SIDE', completed: true });
    expect((await take(g.token, 301)).status).toBe(200);
    expect((await take(g.token, 301)).status).toBe(409);
  }); // prettier-ignore
});

describe('the tutorial after a real battle', () => {
  it('learns the battle from a first victory at an ordinary place', async () => {
    const g = await guestWithHero(s);
    // The road test's fixed road, walked to stair 2: it has guarded places off the gates.
    await setPlayer(s, g.playerId, { road_seed: 424242, coordinate: 80, max_coordinate: 199, level: 20 });
    const places = await placesOf(s, g.token, 0, 199);
    const guarded = places.find((p) => p.guard !== null && !p.gate)!;
    const start = await s.call(api.battle.placeAttack, { token: g.token, body: { placeId: guarded.id } });
    const end = await playOut(s, g.token, start.body);
    await s.call(api.battle.complete, { token: g.token });
    expect(end.battleState).toBe('COMPLETED');
    const t = await s.call(api.story.tutorial, { token: g.token });
    expect(t.body.tutorial.learned).toEqual(expect.arrayContaining(['walk', 'battle']));
  }); // prettier-ignore
});
