import { api } from '@heroroad/protocol';
import { TUTORIAL_DONE } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlayer } from './game.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** A moment in Moscow time. */
const msk = (m: number, d: number, h = 12) => Date.UTC(2026, m - 1, d, h - 3);

async function graduate(playerId: number) {
  await s.testDb.db.kysely
    .insertInto('player_marker')
    .values({ player_id: playerId, marker: TUTORIAL_DONE, created_at: 1 })
    .execute();
}

const eventIds = async (token: string) =>
  (await s.call(api.story.events, { token })).body.events.map((e) => e.eventId);

describe('events', () => {
  it('opens Ivan Kupala for Russian players only, counts its task and ranks its players', async () => {
    s.clock.set(msk(8, 6));
    const ru = await s.trial('RU');
    const en = await s.trial('EN');
    expect(await eventIds(ru.token)).toEqual(['kupala']);
    expect(await eventIds(en.token)).toEqual([]);
    const enTasks = (await s.call(api.story.tasks, { token: en.token })).body.tasks;
    expect(enTasks.some((t) => t.kind === 'EVENT')).toBe(false);
    await graduate(ru.playerId);
    const seen = (await s.call(api.story.tasks, { token: ru.token })).body.tasks;
    expect(seen.find((t) => t.id === 441)).toMatchObject({ kind: 'EVENT', eventId: 'kupala', progress: 0 });
    await setPlayer(s, ru.playerId, { best_victory_stair: 1 });
    const got = await s.call(api.story.taskTake, { token: ru.token, params: { id: 441 } });
    expect(got.status).toBe(200);
    const other = await s.trial('RU');
    const mine = (await s.call(api.story.events, { token: ru.token })).body.events[0]!;
    expect(mine).toMatchObject({ points: 7, eventPosition: 1, preview: false });
    const theirs = (await s.call(api.story.events, { token: other.token })).body.events[0]!;
    expect(theirs.eventPosition).toBeNull();
    expect(theirs.top).toEqual([{ playerId: ru.playerId, name: expect.any(String), points: 7 }]);
    // The window closes after 7 August, Moscow time.
    s.clock.set(msk(8, 8, 0));
    expect(await eventIds(ru.token)).toEqual([]);
  }); // prettier-ignore

  it('shows staff an event before its window, as a preview', async () => {
    s.clock.set(msk(10, 20));
    const staff = await s.player('MODERATOR');
    const player = await s.trial('EN');
    const list = (await s.call(api.story.events, { token: staff.token })).body.events;
    expect(list.find((e) => e.eventId === 'halloween')).toMatchObject({ preview: true });
    expect(await eventIds(player.token)).toEqual([]);
  });

  it('snows on the transition over the New Year', async () => {
    s.clock.set(Date.UTC(2026, 11, 31, 12));
    const g = await s.trial('EN');
    expect((await s.call(api.story.events, { token: g.token })).body.style).toBe('NEW_YEAR_SNOW');
  });
});
