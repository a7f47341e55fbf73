import { api } from '@heroroad/protocol';
import { STORY_CHAPTERS, stairEnd, stairStart, TUTORIAL_DONE } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestWithHero, placesOf, setPlayer } from './game.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const markersOf = (p: { playerMarkers: { playerMarker: string }[] }) =>
  p.playerMarkers.map((m) => m.playerMarker);

async function addMarkers(playerId: number, markers: string[]) {
  await s.testDb.db.kysely
    .insertInto('player_marker')
    .values(markers.map((marker) => ({ player_id: playerId, marker, created_at: 1 })))
    .execute();
}

const finish = (token: string, id: string, choice?: string) =>
  s.call(api.story.chapterFinish, {
    token,
    params: { id },
    body: choice === undefined ? {} : { choice },
  });

describe('the story on the road', () => {
  it('stands its first talker on stair one, read through the dialogue only', async () => {
    const g = await guestWithHero(s);
    const talker = (await placesOf(s, g.token)).find((p) => p.gift.chapter === 'p1c1');
    expect(talker?.placeType).toBe('TALKER');
    const take = await s.call(api.road.take, {
      token: g.token,
      params: { id: talker!.id },
      body: {},
    });
    expect(take.status).toBe(400);
    expect(take.body.code).toBe('STORY_PLACE');
    const r = await finish(g.token, 'p1c1');
    expect(r.status).toBe(200);
    expect(markersOf(r.body)).toContain('story_p1c1');
    const again = await finish(g.token, 'p1c1');
    expect(again.body.code).toBe('STORY_CHAPTER_DONE');
  });

  it('keeps later chapters until the tutorial is over, in the player’s language', async () => {
    const g = await guestWithHero(s);
    await finish(g.token, 'p1c1');
    const r = await finish(g.token, 'p1c2', 'guard');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'TUTORIAL_FIRST', message: 'Сначала завершим обучение' });
  });

  it('plays part one: choices move points, the part pays once and part two begins', async () => {
    const g = await guestWithHero(s);
    await addMarkers(g.playerId, [TUTORIAL_DONE]);
    expect((await finish(g.token, 'p1c1')).status).toBe(200);
    const early = await finish(g.token, 'p1c2', 'guard');
    expect(early.body.code).toBe('STORY_CHAPTER_LOCKED');
    await setPlayer(s, g.playerId, { max_coordinate: stairEnd(10) });
    expect((await finish(g.token, 'p1c2')).body.code).toBe('STORY_CHOICE_NEEDED');
    expect((await finish(g.token, 'p1c2', 'nope')).body.code).toBe('STORY_CHOICE_INVALID');
    const before = (await s.call(api.player.current, { token: g.token })).body;
    const chose = await finish(g.token, 'p1c2', 'guard');
    expect(chose.body.goodPoints).toBe(before.goodPoints + 3);
    expect(chose.body.evilPoints).toBe(before.evilPoints);
    await finish(g.token, 'p1c3');
    const last = await finish(g.token, 'p1c4');
    expect(last.status).toBe(200);
    expect(last.body.mithril).toBe(before.mithril + 5);
    expect(markersOf(last.body)).toEqual(expect.arrayContaining(['story_part_1', 'story_p1c4']));
    const ops = await s.testDb.db.kysely
      .selectFrom('ledger_operation')
      .select(['idempotency_key', 'reason'])
      .where('player_id', '=', g.playerId)
      .where('reason', 'like', 'story%')
      .orderBy('reason')
      .execute();
    expect(ops).toEqual([
      { idempotency_key: `story:${g.playerId}:p1c2`, reason: 'story-choice' },
      { idempotency_key: `story-part:${g.playerId}:1`, reason: 'story-part' },
    ]);
    // Part two's first chapter waits on its own stair.
    expect((await finish(g.token, 'p2c1', 'tale')).body.code).toBe('STORY_CHAPTER_LOCKED');
    await setPlayer(s, g.playerId, { max_coordinate: stairStart(15) });
    expect((await finish(g.token, 'p2c1', 'tale')).status).toBe(200);
  });

  it('sets the music markers and clears in_abyss on the return from the dark', async () => {
    const g = await guestWithHero(s);
    const upTo = STORY_CHAPTERS.findIndex((c) => c.id === 'p4c2');
    await addMarkers(g.playerId, [TUTORIAL_DONE, 'in_abyss', ...STORY_CHAPTERS.slice(0, upTo + 1).map((c) => `story_${c.id}`)]);
    await setPlayer(s, g.playerId, { max_coordinate: stairEnd(4200) });
    const r = await finish(g.token, 'p4c3');
    expect(r.status).toBe(200);
    expect(markersOf(r.body)).toContain('ret_f_dark');
    expect(markersOf(r.body)).not.toContain('in_abyss');
  }); // prettier-ignore

  it('answers an unknown chapter clearly', async () => {
    const g = await guestWithHero(s);
    const r = await finish(g.token, 'p99c1');
    expect(r.body).toMatchObject({ code: 'STORY_CHAPTER_UNKNOWN' });
    const bad = await finish(g.token, 'P1-C1');
    expect(bad.status).toBe(400);
  });
});
